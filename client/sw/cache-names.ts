/**
 * Names of the service worker's runtime caches, shared with the page (which clears the url
 * mapping cache on storage quota errors) and the tests.
 */
export const CACHE_PREFIX = 'zaunshop';
export const PAGES_CACHE = `${CACHE_PREFIX}-pages`;
export const CATALOG_CACHE = `${CACHE_PREFIX}-catalog`;
export const URL_MAP_CACHE = `${CACHE_PREFIX}-url-map`;
export const IMAGES_CACHE = `${CACHE_PREFIX}-images`;
export const PRODUCTS_CACHE = `${CACHE_PREFIX}-products`;
