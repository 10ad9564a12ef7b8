import type { InitialState } from '../app-state.ts';
import { isPlainClick } from '../router/plain-click.ts';
import { scheduleIslands } from './schedule.ts';

/**
 * The browser side of a storefront island page, free of React: its islands are hydrated as they
 * are needed (schedule.ts) with the storefront's stores and API client (hydrate.tsx). Clicks on
 * in-store links, in islands or in the static HTML, go to the client navigator.
 */

type Hydrator = typeof import('./hydrate.tsx');
let hydrator: Promise<Hydrator> | null = null;

export function startIslands(initial: InitialState, stateJson: string): void {
  const loadHydrator = () => {
    hydrator ??= import('./hydrate.tsx').then((h) => {
      h.prepare(initial, stateJson);
      return h;
    });
    return hydrator;
  };
  scheduleIslands((marker) => loadHydrator().then((h) => h.hydrateIsland(marker)));
  followLinks(loadHydrator);
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
