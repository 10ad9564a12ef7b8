import { ISLAND_ATTRIBUTE, type HydrateWhen } from './marker.ts';

/**
 * The React-free scheduling of an island page, shared by the storefront and the back office: finds
 * the island markers the server rendered and hydrates each one when it is needed (at once, in view,
 * when idle, or on the first click on it). `hydrate` loads React and the island's code only then.
 * Once the islands on screen at load are hydrated, `<html data-hydrated>` says the page is ready.
 */
export type HydrateMarker = (marker: HTMLElement) => Promise<void>;

const idle = (fn: () => void) => (window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 200)))(fn);

export function scheduleIslands(hydrateMarker: HydrateMarker): void {
  const started = new Map<HTMLElement, Promise<void>>();
  const hydrate = (marker: HTMLElement): Promise<void> => {
    let done = started.get(marker);
    if (!done) {
      done = hydrateMarker(marker);
      started.set(marker, done);
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
  for (const marker of markers) {
    const when = marker.dataset.when as HydrateWhen;
    if (when === 'load') first.push(hydrate(marker));
    else if (when === 'idle') idle(() => void hydrate(marker));
    else observer.observe(marker);
    replayFirstClick(marker, hydrate);
  }
  if (markers.every((m) => m.dataset.when !== 'visible')) (firstView as (() => void) | null)?.();
  // The page counts as ready once the islands on screen at load are hydrated.
  void seen
    .then(() => Promise.all(first))
    .then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
}

/** A click on an island before it is hydrated hydrates it and is then delivered again. */
function replayFirstClick(marker: HTMLElement, hydrate: HydrateMarker): void {
  const onClick = (event: MouseEvent) => {
    marker.removeEventListener('click', onClick, true);
    if (marker.dataset.hydrated) return;
    const target = event.target as HTMLElement;
    event.preventDefault();
    event.stopPropagation();
    void hydrate(marker).then(() => {
      if (target.isConnected) target.click();
    });
  };
  marker.addEventListener('click', onClick, true);
}
