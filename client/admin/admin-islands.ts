import { scheduleIslands } from '../islands/schedule.ts';

/**
 * The back office's script, a Vite entry of its own that storefront pages never load: its pages
 * are server HTML with React islands (login, actions, filters, editors), hydrated by the same
 * scheduling as the storefront's islands with the back office's own island roots.
 */
scheduleIslands((marker) => import('./hydrate.ts').then((h) => h.hydrateAdminIsland(marker)));
