import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { searchQuerySchema, type ParsedSearchQuery } from '../../shared/schemas/search.ts';
import { storeByIndex } from '../../shared/stores.ts';
import { cachedProductDocs, cachedProductMatches } from '../catalog/search-cache.ts';
import { isEntityType, searchEntities } from '../catalog/entity-search.ts';
import { applyPrices, loadTaxRules } from '../catalog/product-prices.ts';
import { taxRateFor } from '../../shared/pricing/tax.ts';
import { projectSource } from '../catalog/source-fields.ts';
import { sanitizeDocHtml } from '../content/sanitize-html.ts';
import { ApiError } from './api-error.ts';
import { checked, jsonOf } from './validate.ts';
import { catalogVersion } from '../cache/catalog-version.ts';
import { keyPart, memoThrough } from '../cache/kv-cache.ts';
import { IsolateMemo } from '../cache/isolate-memo.ts';
import { mayBypass } from '../cache/bypass.ts';

/** Entity types whose answers are cached in KV per store and catalog version (the category tree). */
const KV_CACHED = new Set(['category', 'attribute', 'taxrule']);
/** Their answers this isolate keeps (a category tree is one entry): up to 2 MB of JSON. */
const entityMemo = new IsolateMemo<Awaited<ReturnType<typeof searchEntities>>>(100, 2_000_000);

/** Page-size limits: 999 for filter queries, 4000 for categories, 50 by default. */
const MAX_SIZE: Record<string, number> = { category: 4000 };
const DEFAULT_SIZE = 50;
const MAX_FROM = 100_000;

function intParam(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ApiError(400, `"${name}" must be a non-negative integer`);
  const value = Number(raw);
  if (value > max) throw new ApiError(400, `"${name}" must be at most ${max}`);
  return value;
}

/** The execution context's waitUntil, where the runtime gave the request one. */
function waitUntilOf(c: Context<AppEnv>): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return undefined; // Hono throws when a request came without an execution context
  }
}

const list = (raw: string | undefined) =>
  raw
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** The search request: the POST body, or the GET `request` parameter, as JSON. */
async function requestOf(c: Context<AppEnv>): Promise<unknown> {
  if (c.req.method === 'POST') return jsonOf(c);
  const raw = c.req.query('request');
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    throw new ApiError(400, 'The "request" parameter is not valid JSON');
  }
}

const searchProblem = (error: z.ZodError) =>
  `Malformed search query: ${z.prettifyError(error).split('\n').slice(0, 4).join(' ')}`;

/** POST|GET /api/catalog/{index}/{entityType}/_search in Elasticsearch's answer shape. */
export const catalogApi = new Hono<AppEnv>().on(['GET', 'POST'], '/:index/:entityType/_search', async (c) => {
  const { index, entityType } = c.req.param();
  const store = storeByIndex(index);
  if (!store) throw new ApiError(400, `Unknown index "${index.slice(0, 100)}"`);
  if (!isEntityType(entityType)) throw new ApiError(400, `Unknown entity type "${entityType.slice(0, 100)}"`);
  const format = c.req.query('request_format');
  if (format && format !== 'search-query')
    throw new ApiError(400, `Unsupported request_format "${format.slice(0, 100)}"; use search-query`);
  const query: ParsedSearchQuery = checked(searchQuerySchema, (await requestOf(c)) ?? {}, searchProblem);

  const started = Date.now();
  {
    const size = intParam(c.req.query('size'), 'size', DEFAULT_SIZE, MAX_SIZE[entityType] ?? 999);
    const from = intParam(c.req.query('from'), 'from', 0, MAX_FROM);
    const page = { from, size, sort: c.req.query('sort') };
    const includes = list(c.req.query('_source_include') ?? c.req.query('_source_includes'));
    const excludes = list(c.req.query('_source_exclude') ?? c.req.query('_source_excludes'));

    // `x-search-cache: bypass` with the bypass secret computes the answer afresh, documents read from D1.
    const bypass = mayBypass(c, 'x-search-cache');
    let total: number;
    let hits: { _id: string; _score: number; _source: Record<string, unknown> }[];
    let aggregations: Record<string, unknown> | undefined;
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

    if (c.req.query('response_format') === 'compact') {
      return c.json({
        code: 200,
        result: { hits: hits.map((h) => h._source), total, ...(aggregations ? { aggregations } : {}) },
      });
    }
    return c.json({
      code: 200,
      result: {
        took: Date.now() - started,
        timed_out: false,
        hits: {
          total,
          max_score: hits.length ? Math.max(...hits.map((h) => h._score)) : null,
          hits: hits.map((h) => ({ _index: index, _type: entityType, ...h })),
        },
        ...(aggregations ? { aggregations } : {}),
      },
    });
  }
});
