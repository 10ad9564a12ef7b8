import type { InitialState } from '../app-state.ts';
import { ISLAND_ATTRIBUTE, type HydrateWhen } from './marker.ts';
import { isPlainClick } from '../router/plain-click.ts';

/**
 * The browser side of an island page, free of React: finds the island markers the server
 * rendered and hydrates each one when it is needed (at once, in view, when idle, or on the first
 * click on it), loading React and the island's chunk only then. Clicks on in-store links, in
 * islands or in the static HTML, go to the client navigator (client/islands/hydrate.tsx).
 */

type Hydrator = typeof import('./hydrate.tsx');
let hydrator: Promise<Hydrator> | null = null;

const idle = (fn: () => void) => (window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 200)))(fn);

export function startIslands(initial: InitialState, stateJson: string): void {
  const loadHydrator = () => {
    hydrator ??= import('./hydrate.tsx').then((h) => {
      h.prepare(initial, stateJson);
      return h;
    });
    return hydrator;
  };
  const started = new Map<HTMLElement, Promise<void>>();
  const hydrate = (marker: HTMLElement): Promise<void> => {
    let done = started.get(marker);
    if (!done) {
      done = loadHydrator().then((h) => h.hydrateIsland(marker));
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
  followLinks(loadHydrator);
  // The page counts as ready once the islands on screen at load are hydrated.
  void seen
    .then(() => Promise.all(first))
    .then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
}

/** A click on an island before it is hydrated hydrates it and is then delivered again. */
function replayFirstClick(marker: HTMLElement, hydrate: (marker: HTMLElement) => Promise<void>): void {
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

/**
 * Plain clicks on links of the shop (static HTML included) navigate in place, as the app's <Link>
 * does (another store is a page load there); modified clicks, other targets and downloads load as usual.
 */
function followLinks(loadHydrator: () => Promise<Hydrator>): void {
  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    if (/^\/(api|admin)(\/|$)|\.[a-z0-9]+$/i.test(url.pathname)) return; // not a shop page
    event.preventDefault();
    void loadHydrator().then((h) => h.navigateInPlace(url.href));
  });
}
