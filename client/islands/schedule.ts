import { loadStorage, whenStored } from '../stores/persisted.ts';
import { islandOf, keepEarlyInput } from './early-input.ts';
import { ISLAND_ATTRIBUTE, parseStoredEntry, STORED_ATTRIBUTE, type HydrateWhen } from './marker.ts';

/**
 * The React-free scheduling of an island page, shared by the storefront and the back office: finds
 * the island markers the server rendered and hydrates each one when it is needed (at once, in view,
 * when idle, or on the first interaction with it; see marker.ts). `hydrate` loads React and the
 * island's code only then. Once the islands on screen at load are hydrated, `<html data-hydrated>`
 * says the page is ready.
 */
export type HydrateMarker = (marker: HTMLElement) => Promise<void>;

export interface IslandSchedule {
  /** Hydrates a marker now (once). */
  hydrate: HydrateMarker;
  /**
   * Once React is loaded, islands still waiting for interaction hydrate when in view: what they
   * show (a cart count, a filled heart) may change through the hydrated ones from now on.
   */
  reactLoaded(): void;
}

/** Runs `fn` when the browser is idle (a short timeout where there is no idle callback). */
export function whenIdle(fn: () => void): void {
  (window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 200)))(fn);
}

/** What starts an island that waits for interaction; what the shopper did is kept by early-input.ts. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'pointerover'] as const;

export function scheduleIslands(hydrateMarker: HydrateMarker): IslandSchedule {
  const started = new Map<HTMLElement, Promise<void>>();
  const hydrate = (marker: HTMLElement): Promise<void> => {
    let done = started.get(marker);
    if (!done) {
      const attempt = hydrateMarker(marker);
      started.set(marker, attempt);
      // A load that failed (a dropped connection) is forgotten, so the next need tries again
      // instead of leaving the island dead for the rest of the visit.
      attempt.catch((error: unknown) => {
        if (started.get(marker) === attempt) started.delete(marker);
        // Still said, as an unhandled failure was before: a broken island is a bug to see.
        console.error('island not hydrated:', marker.dataset.island, error);
      });
      done = attempt;
    }
    return done;
  };

  const markers = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const first: Promise<void>[] = [];
  let firstView: (() => void) | null = null;
  const seen = new Promise<void>((resolve) => {
    firstView = resolve;
  });
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const done = hydrate(entry.target as HTMLElement);
      if (firstView) first.push(done);
    }
    firstView?.();
    firstView = null;
  });
  const inView = (marker: HTMLElement) => {
    marker.dataset.when = 'visible';
    observer.observe(marker);
  };
  const waiting = new Set<HTMLElement>();
  const visible: HTMLElement[] = [];
  const storedKeys = new Map<string, HTMLElement[]>();
  for (const marker of markers) {
    const when = marker.dataset.when as HydrateWhen;
    if (when === 'load') first.push(hydrate(marker));
    else if (when === 'idle') whenIdle(() => void hydrate(marker));
    else if (when === 'interaction') {
      waiting.add(marker);
      for (const entry of (marker.getAttribute(STORED_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) {
        const keyed = storedKeys.get(entry) ?? [];
        keyed.push(marker);
        storedKeys.set(entry, keyed);
      }
    } else visible.push(marker);
  }
  startOnInteraction(waiting, hydrate);
  keepEarlyInput(hydrate);
  // What hydrates in view starts in a task of its own, after the boot task; the site's storage
  // (which islands' state is kept) is loaded in the task before it, since that first read alone
  // can take several milliseconds.
  if (storedKeys.size) setTimeout(loadStorage, 0);
  setTimeout(() => {
    for (const marker of visible) observer.observe(marker);
    // Where one of its storage keys is kept (now, or later by another tab), an island waiting for
    // interaction hydrates in view: what it shows depends on what the browser keeps. Where the
    // server named the state it rendered, only another one counts.
    for (const [entry, keyed] of storedKeys) {
      const { key, shown } = parseStoredEntry(entry);
      whenStored(
        key,
        () => {
          for (const marker of keyed) if (waiting.delete(marker)) inView(marker);
        },
        shown,
      );
    }
    if (markers.every((m) => m.dataset.when !== 'visible')) (firstView as (() => void) | null)?.();
  }, 0);
  // The page counts as ready once the islands on screen at load are hydrated.
  void seen
    .then(() => Promise.all(first))
    .then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  return {
    hydrate,
    reactLoaded() {
      for (const marker of waiting) inView(marker);
      waiting.clear();
    },
  };
}

/**
 * An island waiting for interaction hydrates on the first pointer, key or focus event inside it.
 * One listener per event type serves every island of the page (a listing has fifty).
 */
function startOnInteraction(waiting: Set<HTMLElement>, hydrate: HydrateMarker): void {
  const start = (event: Event) => {
    const marker = islandOf(event.target);
    if (marker && waiting.delete(marker)) void hydrate(marker);
  };
  for (const type of INTERACTIONS) document.addEventListener(type, start, { capture: true, passive: true });
}
