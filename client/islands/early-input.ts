import { ISLAND_ATTRIBUTE } from './marker.ts';

/**
 * What a shopper does inside an island before it is hydrated is not lost, and form controls work
 * at once, as they would without any script:
 * - a click on a button or link is held and delivered again once the island is hydrated;
 * - a checkbox, radio, select or text field changes natively at once (the shopper sees it) and
 *   React is told once hydrated, so its handlers run as if the change came after hydration;
 * - a form submitted before hydration (Enter in a field) is submitted again once hydrated.
 * React keeps what the shopper changed while it hydrates (it does not reset checked or value), but
 * its change detection compares with the value it finds, so each change is handed to it the way
 * a real one arrives: the element's value set back through React's own setter, then the shopper's
 * value through the browser's setter, then the event React listens to.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Hydrate = (marker: HTMLElement) => Promise<void>;

/** Controls whose click must keep its native effect (toggling, opening a list, focusing). */
const NATIVE_CLICK = 'input, select, textarea, label, option';

/** The island marker an event happened in, if any. */
export function islandOf(target: EventTarget | null): HTMLElement | null {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return element?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) ?? null;
}

/** What the shopper did in one island before it was hydrated. */
interface Early {
  /** Each field changed, with the shopper's last value as they left it (React may set it back meanwhile). */
  changed: Map<Field, Value>;
  held: { target: Element; init: MouseEventInit } | null;
  submitted: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
}

/** One listener per event type, for every island of the page (a listing has fifty). */
export function keepEarlyInput(hydrate: Hydrate): void {
  const pending = new Map<HTMLElement, Early>();
  /** The record of an island not hydrated yet, made (and its hydration started) with its first event. */
  const earlyIn = (event: Event): Early | null => {
    const marker = islandOf(event.target);
    if (!marker || marker.dataset.hydrated) return null;
    const known = pending.get(marker);
    if (known) return known;
    const early: Early = { changed: new Map(), held: null, submitted: null };
    pending.set(marker, early);
    // Where the island's code does not load, what was held is let go (the shopper's next touch
    // tries again) rather than kept back for good.
    hydrate(marker).then(
      () => {
        pending.delete(marker);
        deliver(early);
      },
      () => pending.delete(marker),
    );
    return early;
  };

  document.addEventListener(
    'click',
    (event) => {
      const early = earlyIn(event);
      if (!early || early.held) return;
      const target = event.target as Element;
      if (target.closest(NATIVE_CLICK)) return;
      event.preventDefault();
      event.stopPropagation();
      early.held = { target, init: clickInit(event) };
    },
    true,
  );
  const onChange = (event: Event) => {
    if (isField(event.target)) earlyIn(event)?.changed.set(event.target, shopperValue(event.target));
  };
  document.addEventListener('input', onChange, true);
  document.addEventListener('change', onChange, true);
  document.addEventListener(
    'submit',
    (event) => {
      const early = earlyIn(event);
      if (!early) return;
      event.preventDefault();
      early.submitted = { form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter };
    },
    true,
  );
}

/** Hands what was done before hydration to the hydrated island, in the order a shopper did it. */
function deliver({ changed, held, submitted }: Early): void {
  // The values as the shopper left them, not as the fields show them now: hydrating a controlled
  // checkbox may set it back to what React knows, and the render one handed value causes sets the
  // others back too, so each is given the shopper's value again as it is handed.
  for (const [field, value] of changed)
    if (field.isConnected && differsFromRendered(field, value)) handToReact(field, value);
  // Dispatched again rather than `click()`: the target may be an icon's SVG, which has no click().
  if (held?.target.isConnected) held.target.dispatchEvent(new MouseEvent('click', held.init));
  if (submitted?.form.isConnected) {
    const { form, submitter } = submitted;
    form.requestSubmit(submitter?.isConnected && form.contains(submitter) ? submitter : null);
  }
}

/** The click as it came: where it was (what a notice's place follows) and with which keys. */
function clickInit(event: MouseEvent): MouseEventInit {
  const { clientX, clientY, screenX, screenY, button, buttons, detail, ctrlKey, shiftKey, altKey, metaKey } = event;
  const position = { clientX, clientY, screenX, screenY, button, buttons, detail };
  return { bubbles: true, cancelable: true, ...position, ctrlKey, shiftKey, altKey, metaKey };
}

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
  );
}

/** The browser's own value setter, bypassing the one React puts on the element. */
function setNatively(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/** Whether the shopper's value differs from what the server rendered (and React hydrated with). */
function differsFromRendered(field: Field, value: Value): boolean {
  if (field instanceof HTMLSelectElement) {
    const chosen = value as string[];
    return [...field.options].some((o) => chosen.includes(o.value) !== o.defaultSelected);
  }
  if (typeof value === 'boolean') return value !== (field as HTMLInputElement).defaultChecked;
  return value !== field.defaultValue;
}

/** What the shopper left in a field: the text, whether it is ticked, or the options chosen. */
type Value = string | boolean | string[];

function shopperValue(field: Field): Value {
  if (field instanceof HTMLSelectElement) return [...field.selectedOptions].map((o) => o.value);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked;
  return field.value;
}

function handToReact(field: Field, value: Value): void {
  if (field instanceof HTMLSelectElement) {
    const chosen = value as string[];
    const options = [...field.options];
    // An option the render before took away is no longer there to choose.
    if (!chosen.every((v) => options.some((o) => o.value === v))) return;
    for (const option of options) option.selected = chosen.includes(option.value);
    // React reads a select's value on its change event, without comparing.
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (typeof value === 'boolean') {
    // A radio that was left is told by the one chosen; checkboxes and radios report on click.
    if (field instanceof HTMLInputElement && field.type === 'radio' && !value) return;
    // Set through React's setter to the opposite of the shopper's choice; the click then toggles
    // it to their choice, exactly as a real click does.
    (field as HTMLInputElement).checked = !value;
    field.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    return;
  }
  if (typeof value !== 'string') return;
  field.value = value === '' ? ' ' : '';
  setNatively(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
