import { Hono } from 'hono';
import { waitUntilOf } from '../context.ts';
import type { AppEnv } from '../env.ts';
import { storeByIndex } from '../../shared/stores.ts';
import { isEntityType } from '../catalog/entity-search.ts';
import { searchCatalog } from '../catalog/catalog-search.ts';
import { ApiError } from './api-error.ts';
import { readCatalogRequest } from './catalog-request.ts';
import { searchAnswer } from './catalog-answer.ts';
import { answerAggregations } from '../catalog/es-query/aggs.ts';
import { mayBypass } from '../cache/bypass.ts';

/** POST|GET /api/catalog/{index}/{entityType}/_search in Elasticsearch's answer shape. */
export const catalogApi = new Hono<AppEnv>().on(['GET', 'POST'], '/:index/:entityType/_search', async (c) => {
  const { index, entityType } = c.req.param();
  const store = storeByIndex(index);
  if (!store) throw new ApiError(400, `Unknown index "${index.slice(0, 100)}"`);
  if (!isEntityType(entityType)) throw new ApiError(400, `Unknown entity type "${entityType.slice(0, 100)}"`);

  const started = Date.now();
  const request = await readCatalogRequest(c, entityType);
  // `x-search-cache: bypass` with the bypass secret computes the answer afresh, documents read from D1.
  const waitUntil = waitUntilOf(c);
  const found = await searchCatalog(c.env, store, entityType, request, {
    bypass: mayBypass(c, 'x-search-cache'),
    ...(waitUntil ? { waitUntil } : {}),
  });
  // An Elasticsearch body gets its aggregations under the names it asked for.
  const plans = request.aggregations;
  const aggregations = plans
    ? plans.length
      ? answerAggregations(plans, found.aggregations)
      : undefined
    : found.aggregations;
  return c.json(searchAnswer({ index, entityType, started, ...found, aggregations }, c.req.query('response_format')));
});
