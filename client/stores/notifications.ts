import { proxy, subscribe } from 'valtio';

/** A notification. Auto-dismissed after its lifetime unless it has no timeout. */
export interface Notification {
  id: number;
  type: 'success' | 'info' | 'warning' | 'error';
  message: string;
  action1?: { label: string; href?: string };
  timeToLive: number;
  hasNoTimeout: boolean;
  /**
   * A subject with one place in the stack (e.g. the connection): a new notice on it replaces the
   * one shown, so a flapping network leaves one current "online"/"offline" notice, not a pile.
   */
  topic?: string;
}

/** Notification lifetime. */
export const NOTIFICATION_TTL = 5000;

/** At most this many notices show at once: a phone keeps the header and the status bar in view. */
export const MAX_NOTIFICATIONS = 3;

export interface NotificationsState {
  items: Notification[];
  nextId: number;
  /** The screen edge the notices show at, chosen when the first of them is raised. */
  edge: 'top' | 'bottom';
}

export function createNotificationsStore(): NotificationsState {
  return proxy<NotificationsState>({ items: [], nextId: 1, edge: 'bottom' });
}

/**
 * The control the shopper used last. A button that disables itself while its request runs ('In
 * den Warenkorb') loses the focus, and its notice must still stay out of its half of the screen.
 */
let lastUsed: Element | null = null;
let following = false;
/** Browser only, once per page: notes the control the shopper uses (see awayFromFocus). */
export function followLastUsed(): void {
  if (following) return;
  following = true;
  const note = (event: Event) => {
    if (event.target instanceof Element) lastUsed = event.target;
  };
  for (const type of ['pointerdown', 'click', 'focusin'])
    document.addEventListener(type, note, { capture: true, passive: true });
}

type NewNotification = Pick<Notification, 'type' | 'message'> &
  Partial<Pick<Notification, 'action1' | 'timeToLive' | 'hasNoTimeout' | 'topic'>>;

/** A notice that waits for the shopper (a link to follow, or an OK that must be pressed). */
const awaitsShopper = (n: Notification) => !!n.action1 || n.hasNoTimeout;

/**
 * Shows a notification unless its message equals the latest one, and returns its id. A notice
 * with a topic takes the place of the one shown on that topic. Beyond the cap an older notice
 * goes, the oldest that only informs first: one with an action stays reachable.
 * Timers are not set here (see `autoDismiss`), so the store stays SSR-safe.
 */
export function notify(state: NotificationsState, n: NewNotification): number | null {
  const latest = state.items[state.items.length - 1];
  if (latest && latest.message === n.message) return null;
  if (n.topic) {
    const index = state.items.findIndex((shown) => shown.topic === n.topic);
    if (index >= 0) state.items.splice(index, 1);
  }
  const id = state.nextId++;
  if (!state.items.length) state.edge = awayFromFocus();
  state.items.push({ timeToLive: NOTIFICATION_TTL, hasNoTimeout: false, ...n, id });
  while (state.items.length > MAX_NOTIFICATIONS) {
    const older = state.items.slice(0, -1);
    const informing = older.findIndex((shown) => !awaitsShopper(shown));
    state.items.splice(Math.max(informing, 0), 1);
  }
  return id;
}

/**
 * The edge away from the half of the screen holding the control just used (the focused 'In den
 * Warenkorb' or checkout button, or the one pressed last), so notices never cover the action they
 * answer. Chosen when the
 * notice is raised: the notices' code may load a moment later, when the shopper has scrolled on.
 */
function awayFromFocus(): 'top' | 'bottom' {
  if (typeof document === 'undefined') return 'bottom';
  const active = document.activeElement;
  const focused = active && active !== document.body ? active : lastUsed?.isConnected ? lastUsed : null;
  if (!focused) return 'bottom';
  const box = focused.getBoundingClientRect();
  return box.top + box.height / 2 > window.innerHeight / 2 ? 'top' : 'bottom';
}

export function dismiss(state: NotificationsState, id: number): void {
  const index = state.items.findIndex((n) => n.id === id);
  if (index >= 0) state.items.splice(index, 1);
}

/** Removes every notification: the checkout starts without toasts over its buttons. */
export function dismissAll(state: NotificationsState): void {
  state.items.splice(0);
}

/**
 * Dismisses each notice once its own lifetime has passed since it appeared; a later notice does
 * not restart the others' time. Runs in the browser; answers the function that stops it.
 */
export function autoDismiss(state: NotificationsState): () => void {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const follow = () => {
    const shown = new Set(state.items.map((n) => n.id));
    for (const [id, timer] of timers) {
      if (shown.has(id)) continue;
      clearTimeout(timer);
      timers.delete(id);
    }
    for (const n of state.items) {
      if (n.hasNoTimeout || timers.has(n.id)) continue;
      timers.set(
        n.id,
        setTimeout(() => dismiss(state, n.id), n.timeToLive),
      );
    }
  };
  follow();
  const stop = subscribe(state, follow);
  return () => {
    stop();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
