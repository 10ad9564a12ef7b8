import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { isStoreCode, storeById, stores, type StoreView } from '../../shared/stores.ts';
import { resolveUrl } from '../catalog/url-resolver.ts';
import { catalogVersion } from '../cache/catalog-version.ts';
import { keyPart, memoThrough } from '../cache/kv-cache.ts';
import { IsolateMemo } from '../cache/isolate-memo.ts';
import { applyPrices, loadTaxRules } from '../catalog/product-prices.ts';
import { projectSource } from '../catalog/source-fields.ts';
import { sanitizeDocHtml } from '../content/sanitize-html.ts';
import { applyProductOptions } from '../catalog/url-options.ts';
import { productsBySku } from '../catalog/url-resolver.ts';
import { body as jsonBody } from './validate.ts';

const flag = z
  .union([z.boolean(), z.literal('true'), z.literal('false')])
  .transform((v) => v === true || v === 'true')
  .optional();
const optionsSchema = z.looseObject({
  prefetchGroupProducts: flag,
  assignProductConfiguration: flag,
  populateRequestCacheTags: flag,
  setProductErrors: flag,
  fallbackToDefaultWhenNoAvailable: flag,
  separateSelectedVariant: flag,
  setConfigurableProductOptions: flag,
  filterUnavailableVariants: flag,
});

const bodySchema = z.looseObject(
  {
    url: z
      .string({ error: 'The body needs a "url" string' })
      .min(1, 'The body needs a "url" string')
      .max(2000, 'The "url" is at most 2000 characters long'),
    includeFields: z.array(z.string()).nullish(),
    excludeFields: z.array(z.string()).nullish(),
    options: optionsSchema.nullish(),
    filters: z.looseObject({ sku: z.string().nullish() }).nullish(),
    groupId: z.union([z.number(), z.string()]).nullish(),
    groupToken: z.string().nullish(),
    storeCode: z.string().nullish(),
    storeId: z.number().nullish(),
  },
  { error: 'The body needs a "url" string' },
);

function storeOf(body: z.infer<typeof bodySchema>, header: string | undefined): StoreView {
  if (body.storeId) return storeById(body.storeId) ?? stores.default;
  const code = body.storeCode ?? header;
  return code && isStoreCode(code) ? stores[code] : stores.default;
}

/** Url mappings this isolate keeps (a product's is its whole document): up to 1 MB of JSON. */
const urlMemo = new IsolateMemo<Awaited<ReturnType<typeof resolveUrl>>>(300, 1_000_000);

/** Forget the url mappings this isolate keeps, as a fresh isolate would (tests). */
export function forgetUrlMemo(): void {
  urlMemo.clear();
}

/** POST /api/url and /api/url/map: what a path names, as a bare search hit (`_type`, `_source` …), or null. */
export const urlApi = new Hono<AppEnv>().post('/:map{(map)?}', jsonBody(bodySchema), async (c) => {
  const body = c.req.valid('json');
  const store = storeOf(body, c.req.header('x-store-code'));
  // The url mapping is cached in KV per store and path; the catalog version in the key purges it.
  const version = await catalogVersion(c.env.DB, store.code);
  const path = body.url.replace(/^\/+|\/+$/g, '');
  const key = `url:${store.code}:v${version}:${await keyPart(path)}`;
  const ttl = Number(c.env.URL_CACHE_TTL ?? 3600) || 3600;
  const resolved = await memoThrough(urlMemo, c.env.CACHE, key, ttl, () => resolveUrl(c.env.DB, store.code, body.url));
  // vue-storefront-api answers the bare search hit, or null when no document has this path.
  if (!resolved) return c.json(null);
  let source = resolved._source;
  if (resolved._type === 'product') {
    const rules = await loadTaxRules(c.env.DB, store.code);
    const now = new Date();
    // Only an explicit filters.sku chooses a variant; a child named by the path is reported as childSku.
    const childSku = body.filters?.sku ?? null;
    const options = optionsSchema.parse(body.options ?? {});
    const { product, cacheTags } = await applyProductOptions(
      applyPrices(source, rules, store, now) as never,
      options,
      childSku,
      async (skus) =>
        (await productsBySku(c.env.DB, store.code, skus)).map((doc) => applyPrices(doc, rules, store, now) as never),
    );
    source = product;
    if (cacheTags.length) c.header('x-cache-tags', cacheTags.join(','));
  }
  source = sanitizeDocHtml(projectSource(source, body.includeFields ?? [], body.excludeFields ?? []));
  return c.json({
    _index: store.index,
    _type: resolved._type,
    _id: String(resolved._source.id ?? ''),
    _score: 1,
    _source: source,
    ...(resolved.childSku ? { childSku: resolved.childSku } : {}),
  });
});
