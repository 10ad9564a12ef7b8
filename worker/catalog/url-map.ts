import type { StoreView } from '../../shared/stores.ts';
import { resolveUrl, productsBySku } from './url-resolver.ts';
import { catalogVersion } from '../cache/catalog-version.ts';
import { keyPart, memoThrough } from '../cache/kv-cache.ts';
import { IsolateMemo } from '../cache/isolate-memo.ts';
import { loadTaxRules, productPricing } from './product-prices.ts';
import { sourceView } from './source-fields.ts';
import { applyProductOptions, type UrlOptions } from './url-options.ts';

/** Url mappings this isolate keeps (a product's is its whole document): up to 1 MB of JSON. */
const urlMemo = new IsolateMemo<Awaited<ReturnType<typeof resolveUrl>>>(300, 1_000_000);

/** Forget the url mappings this isolate keeps, as a fresh isolate would (tests). */
export function forgetUrlMemo(): void {
  urlMemo.clear();
}

export interface UrlMapRequest {
  url: string;
  includeFields?: string[] | null | undefined;
  excludeFields?: string[] | null | undefined;
  options?: UrlOptions | null | undefined;
  /** Only an explicit `filters.sku` chooses a variant; a child named by the path is reported as childSku. */
  childSku?: string | null | undefined;
}

export interface UrlHit {
  _index: string;
  _type: 'product' | 'category' | 'cms_page';
  _id: string;
  _score: 1;
  _source: Record<string, unknown>;
  childSku?: string;
}

/**
 * What a path names in a store, as vue-storefront-api's url module answers it (the bare search hit,
 * or null): the mapping cached in KV per store, catalog version and path, a product priced for the
 * store with the url options applied. `cacheTags` names the product and its categories.
 */
export async function mapUrl(
  env: { DB: D1Database; CACHE?: KVNamespace; URL_CACHE_TTL?: string },
  store: StoreView,
  request: UrlMapRequest,
): Promise<{ hit: UrlHit | null; cacheTags: string[] }> {
  const version = await catalogVersion(env.DB, store.code);
  const path = request.url.replace(/^\/+|\/+$/g, '');
  const key = `url:${store.code}:v${version}:${await keyPart(path)}`;
  const ttl = Number(env.URL_CACHE_TTL ?? 3600) || 3600;
  const resolved = await memoThrough(urlMemo, env.CACHE, key, ttl, () => resolveUrl(env.DB, store.code, request.url));
  if (!resolved) return { hit: null, cacheTags: [] };
  let source = resolved._source;
  let cacheTags: string[] = [];
  if (resolved._type === 'product') {
    const rules = await loadTaxRules(env.DB, store.code);
    const priced = productPricing(rules, store, new Date());
    const applied = await applyProductOptions(
      priced(source) as never,
      request.options ?? {},
      request.childSku ?? null,
      async (skus) => (await productsBySku(env.DB, store.code, skus)).map((doc) => priced(doc) as never),
    );
    source = applied.product;
    cacheTags = applied.cacheTags;
  }
  source = sourceView(request.includeFields ?? [], request.excludeFields ?? [])(source);
  const hit: UrlHit = {
    _index: store.index,
    _type: resolved._type,
    _id: String(resolved._source.id ?? ''),
    _score: 1,
    _source: source,
    ...(resolved.childSku ? { childSku: resolved.childSku } : {}),
  };
  return { hit, cacheTags };
}
