/**
 * The event the client navigator dispatches on window when a page's data could not be loaded;
 * preventDefault takes it over (the offline PWA shows why and goes home). A module of its own, so
 * the code that listens does not load the navigator with it.
 */
export const PAGE_FAILED = 'zaunshop:page-failed';

export interface PageFailedDetail {
  url: URL;
  error: unknown;
}
