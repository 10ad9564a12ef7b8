import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env.ts';
import type { AggregationBucket } from '../../shared/schemas/search.ts';
import { storeByIndex } from '../../shared/stores.ts';
import { cachedProductDocs, cachedProductMatches } from '../catalog/search-cache.ts';
import { isEntityType, searchEntities } from '../catalog/entity-search.ts';
import { applyPrices, loadTaxRules } from '../catalog/product-prices.ts';
import { taxRateFor } from '../../shared/pricing/tax.ts';
import { projectSource } from '../catalog/source-fields.ts';
import { sanitizeDocHtml } from '../content/sanitize-html.ts';
import { ApiError } from './api-error.ts';
import { readCatalogRequest } from './catalog-request.ts';
import { searchAnswer } from './catalog-answer.ts';
import { answerAggregations } from '../catalog/es-query/aggs.ts';
import { catalogVersion } from '../cache/catalog-version.ts';
import { keyPart, memoThrough } from '../cache/kv-cache.ts';
import { IsolateMemo } from '../cache/isolate-memo.ts';
import { mayBypass } from '../cache/bypass.ts';

/** Entity types whose answers are cached in KV per store and catalog version (the category tree). */
const KV_CACHED = new Set(['category', 'attribute', 'taxrule']);
/** Their answers this isolate keeps (a category tree is one entry): up to 2 MB of JSON. */
const entityMemo = new IsolateMemo<Awaited<ReturnType<typeof searchEntities>>>(100, 2_000_000);

/** The execution context's waitUntil, where the runtime gave the request one. */
function waitUntilOf(c: Context<AppEnv>): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return undefined; // Hono throws when a request came without an execution context
  }
}

/** POST|GET /api/catalog/{index}/{entityType}/_search in Elasticsearch's answer shape. */
export const catalogApi = new Hono<AppEnv>().on(['GET', 'POST'], '/:index/:entityType/_search', async (c) => {
  const { index, entityType } = c.req.param();
  const store = storeByIndex(index);
  if (!store) throw new ApiError(400, `Unknown index "${index.slice(0, 100)}"`);
  if (!isEntityType(entityType)) throw new ApiError(400, `Unknown entity type "${entityType.slice(0, 100)}"`);

  const started = Date.now();
  {
    const { query, page, includes, excludes, aggregations: plans } = await readCatalogRequest(c, entityType);

    // `x-search-cache: bypass` with the bypass secret computes the answer afresh, documents read from D1.
    const bypass = mayBypass(c, 'x-search-cache');
    let total: number;
    let hits: { _id: string; _score: number; _source: Record<string, unknown> }[];
    let aggregations: Record<string, { buckets: AggregationBucket[] }> | undefined;
    if (entityType === 'product') {
      const rules = await loadTaxRules(c.env.DB, store.code);
      // Taxable goods (class 2) set the factor for gross price ranges and the gross price filter.
      const grossFactor = 1 + taxRateFor(rules, 2, store.taxCountry) / 100;
      const found = await cachedProductMatches(c.env.DB, c.env.CACHE, {
        store: store.code,
        query,
        page,
        grossFactor,
        bypass,
        waitUntil: waitUntilOf(c),
      });
      const docs = await cachedProductDocs(
        c.env.DB,
        store.code,
        found.hits.map((h) => h.id),
        bypass,
      );
      const now = new Date();
      total = found.total;
      aggregations = found.aggregations;
      hits = found.hits.flatMap(({ id, score }) => {
        const doc = docs.get(id);
        return doc ? [{ _id: String(doc.id), _score: score, _source: applyPrices(doc, rules, store, now) }] : [];
      });
    } else if (KV_CACHED.has(entityType) && !bypass) {
      const version = await catalogVersion(c.env.DB, store.code);
      const key = `search:${store.code}:v${version}:${entityType}:${await keyPart(JSON.stringify([query, page]))}`;
      const found = await memoThrough(entityMemo, c.env.CACHE, key, 86_400, () =>
        searchEntities(c.env.DB, store.code, entityType, query, page),
      );
      total = found.total;
      hits = found.docs.map(({ id, doc }) => ({ _id: id, _score: 1, _source: doc }));
    } else {
      const found = await searchEntities(c.env.DB, store.code, entityType, query, page);
      total = found.total;
      hits = found.docs.map(({ id, doc }) => ({ _id: id, _score: 1, _source: doc }));
    }
    // Sanitised after projection: listings that leave out descriptions pay nothing for it.
    hits = hits.map((h) => ({ ...h, _source: sanitizeDocHtml(projectSource(h._source, includes, excludes)) }));

    // An Elasticsearch body gets its aggregations under the names it asked for.
    if (plans) aggregations = plans.length ? answerAggregations(plans, aggregations) : undefined;
    return c.json(
      searchAnswer({ index, entityType, started, total, hits, aggregations }, c.req.query('response_format')),
    );
  }
});
