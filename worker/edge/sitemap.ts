import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { categoryPath, productPath } from '../../shared/product-url.ts';
import { storeCodes, storeHref, stores, type StoreView } from '../../shared/stores.ts';
import { sitemapRows, type SitemapRows } from '../catalog/sitemap-repo.ts';
import { catalogVersion } from '../cache/catalog-version.ts';
import { readThrough } from '../cache/kv-cache.ts';

/**
 * sitemap.xml per store: /sitemap.xml, /de/sitemap.xml, /at/sitemap.xml list
 * home, every visible product, every active category page and every active CMS page of the store,
 * as absolute URLs of the request's origin with the store's prefix.
 *
 * The /de store-view answers its own sitemap (its own /de URLs: a sitemap may only name URLs under
 * its own path), but robots.txt does not announce it: every /de page names the default store's
 * URL as canonical, and a sitemap should only submit canonical URLs. Submitting the /de copies
 * would send search engines a conflicting signal and spend crawl budget on duplicates.
 *
 * Limits: one sitemap holds at most 50,000 URLs (and 50 MB). The demo shop has ~350 per store; a
 * store that grows past 50,000 needs a sitemap index (/sitemap.xml → /sitemap-products-N.xml …).
 * Not built: a warning is logged when the limit is crossed.
 */
export const SITEMAP_URL_LIMIT = 50_000;

/** KV lifetime of a rendered sitemap. The catalog version in the key purges it on catalog changes; CMS edits age out. */
const CACHE_TTL_SECONDS = 3600;

export interface SitemapEntry {
  /** Store-local path. */
  path: string;
  lastmod?: string | undefined;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

/** A W3C datetime for <lastmod> from D1's 'YYYY-MM-DD HH:MM:SS' (UTC) or an ISO string; undefined when unreadable. */
export function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}:\d{2}))?/.exec(value);
  if (!m) return undefined;
  return m[2] ? `${m[1]}T${m[2]}+00:00` : m[1];
}

/**
 * The store-local pages of a store's sitemap: home, products, categories, CMS pages and the blog.
 * `withBlog` is false when an external blog (BLOG_GRAPHQL_URL) replaces the embedded posts.
 */
export function sitemapEntries(rows: SitemapRows, withBlog = true): SitemapEntry[] {
  const blog = withBlog
    ? [
        { path: '/posts', lastmod: w3cDate(rows.blogPosts[0]?.modified_at) },
        ...rows.blogPosts.map((p) => ({
          path: `/posts/${encodeURIComponent(p.slug)}`,
          lastmod: w3cDate(p.modified_at),
        })),
      ]
    : [];
  return [
    { path: '/', lastmod: w3cDate(rows.latest) },
    ...rows.categories.map((c) => ({ path: categoryPath(c) })),
    ...rows.products.map((p) => ({
      path: productPath({ sku: p.sku, slug: p.slug, url_key: p.slug }),
      lastmod: w3cDate(p.updated_at),
    })),
    ...rows.cmsPages.map((page) => ({
      path: `/i/${encodeURIComponent(page.identifier)}`,
      lastmod: w3cDate(page.update_time),
    })),
    ...blog,
  ];
}

/** The sitemap document (sitemaps.org 0.9) of a store's entries under an origin. */
export function sitemapXml(origin: string, store: Pick<StoreView, 'prefix'>, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const loc = `<loc>${xmlEscape(origin + storeHref(store, e.path))}</loc>`;
    return e.lastmod ? `<url>${loc}<lastmod>${xmlEscape(e.lastmod)}</lastmod></url>` : `<url>${loc}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

async function buildSitemap(db: D1Database, store: StoreView, origin: string, withBlog: boolean): Promise<string> {
  const entries = sitemapEntries(await sitemapRows(db, store.code), withBlog);
  if (entries.length > SITEMAP_URL_LIMIT) {
    console.warn(
      `sitemap of store ${store.code} has ${entries.length} URLs, over the ${SITEMAP_URL_LIMIT} a sitemap may hold: a sitemap index is needed`,
    );
  }
  return sitemapXml(origin, store, entries);
}

export const sitemap = new Hono<AppEnv>();

for (const code of storeCodes) {
  const store = stores[code];
  sitemap.get(storeHref(store, '/sitemap.xml'), async (c) => {
    const origin = new URL(c.req.url).origin;
    // Rendered XML per store, catalog version and origin (its URLs are absolute). A KV failure
    // only costs the cache: readThrough builds the sitemap from D1 then.
    const version = await catalogVersion(c.env.DB, store.code);
    const key = `sitemap:${store.code}:v${version}:${origin}`;
    const { value } = await readThrough(c.env.CACHE, key, CACHE_TTL_SECONDS, () =>
      buildSitemap(c.env.DB, store, origin, !c.env.BLOG_GRAPHQL_URL),
    );
    return c.body(value, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  });
}
