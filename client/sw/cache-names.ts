/**
 * Names of the service worker's runtime caches, shared with the page (which clears the url
 * mapping cache on storage quota errors) and the tests.
 */
export const CACHE_PREFIX = 'zaunshop';
export const PAGES_CACHE = `${CACHE_PREFIX}-pages`;
/**
 * Caches of API answers carry the shape of those answers in their names (v2: vue-storefront-api's
 * bare search bodies and url hits): a new shape starts empty, and the old caches are deleted.
 */
export const CATALOG_CACHE = `${CACHE_PREFIX}-catalog-v2`;
export const URL_MAP_CACHE = `${CACHE_PREFIX}-url-map-v2`;
export const IMAGES_CACHE = `${CACHE_PREFIX}-images`;
export const PRODUCTS_CACHE = `${CACHE_PREFIX}-products-v2`;
/** Caches of earlier answer shapes. */
export const RETIRED_CACHES = [`${CACHE_PREFIX}-catalog`, `${CACHE_PREFIX}-url-map`, `${CACHE_PREFIX}-products`];
/**
 * Categories the shopper took offline: their pages, catalog answers and images, and one manifest
 * per category. Never expired (the shopper removes a category), so no other cache's limits apply.
 */
export const KEPT_CACHE = `${CACHE_PREFIX}-kept-v1`;
