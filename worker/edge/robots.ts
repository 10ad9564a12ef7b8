import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { storeCodes, storeHref, stores } from '../../shared/stores.ts';
import { canonicalStore } from '../../shared/seo/canonical.ts';
import { FACET_ATTRIBUTES } from '../catalog/product-search.ts';

/**
 * Query parameters that only re-sort, filter or search a listing: crawling them multiplies every
 * category page without new content (the canonical names the plain page anyway). `page` is not
 * among them: pagination is how crawlers reach every product of a category.
 */
export const CRAWL_BLOCKED_PARAMS = ['sort', 'dir', 'order', 'q', 'search', 'price', ...FACET_ATTRIBUTES];

/** Store prefixes ('' for the default store) of every store. */
const prefixes = storeCodes.map((code) => stores[code].prefix);

/**
 * The stores whose sitemap robots.txt announces: those that own their canonical URLs. The /de
 * store-view's pages name the default store's URL as canonical, so its sitemap (served at
 * /de/sitemap.xml, see ./sitemap.ts) would only submit duplicates and is left out here.
 */
const sitemapStores = storeCodes.map((code) => stores[code]).filter((s) => canonicalStore(s) === s);

/**
 * robots.txt: everything but API, account, checkout and cart paths, and no sorted, filtered or
 * searched variants of listings (`/*?sort=` and `/*&sort=` match the parameter wherever it stands
 * in a query, and nothing in a path); then the sitemap of each store that owns its URLs.
 */
export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    'Disallow: /api/',
    ...prefixes.flatMap((prefix) => [
      `Disallow: ${prefix}/checkout`,
      `Disallow: ${prefix}/my-account`,
      `Disallow: ${prefix}/cart$`,
      `Disallow: ${prefix}/sharecart/`,
      `Disallow: ${prefix}/customer/`,
      `Disallow: ${prefix}/create-password`,
    ]),
    ...CRAWL_BLOCKED_PARAMS.flatMap((param) => [`Disallow: /*?${param}=`, `Disallow: /*&${param}=`]),
    // Filter forms carry the suffix _filter, whatever the attribute.
    'Disallow: /*?*_filter=',
    '',
    ...sitemapStores.map((s) => `Sitemap: ${origin}${storeHref(s, '/sitemap.xml')}`),
  ];
  return `${lines.join('\n')}\n`;
}

export const robots = new Hono<AppEnv>().get('/robots.txt', (c) =>
  c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'cache-control': 'public, max-age=3600' }),
);
