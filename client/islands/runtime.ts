import type { InitialState } from '../app-state.ts';
import { loadOnce } from '../load-once.ts';
import { isPlainClick } from '../router/plain-click.ts';
import { ISLAND_ATTRIBUTE } from './marker.ts';
import { scheduleIslands, whenIdle, type IslandSchedule } from './schedule.ts';

/**
 * The browser side of a storefront island page, free of React: the page's services (stores, API
 * client, offline start) begin when the browser is idle, without React; islands hydrate as they
 * are needed (schedule.ts), loading React with the first of them (hydrate.tsx). Clicks on
 * in-store links, in islands or in the static HTML, go to the client navigator.
 */

type Hydrator = typeof import('./hydrate.tsx');

/** The island that shows notices hydrates with the first notice (nothing shows before). */
const NOTICES_ISLAND = 'notifications';

export function startIslands(initial: InitialState, stateJson: string): void {
  let schedule: IslandSchedule | null = null;
  const showNotices = () => {
    const marker = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${NOTICES_ISLAND}"]`);
    if (marker) void schedule?.hydrate(marker);
  };
  // A load that fails (a dropped connection) is not remembered: the next island or tap tries again.
  const loadServices = loadOnce(() => import('./page-services.ts').then((s) => s.pageServices(initial, showNotices)));
  const loadHydrator = loadOnce(() =>
    Promise.all([loadServices(), import('./hydrate.tsx')]).then(([s, h]): Hydrator => {
      h.prepare(initial, stateJson, s);
      schedule?.reactLoaded();
      return h;
    }),
  );
  schedule = scheduleIslands((marker) => loadHydrator().then((h) => h.hydrateIsland(marker)));
  whenIdle(() => void loadServices());
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
