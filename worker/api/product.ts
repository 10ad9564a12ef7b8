import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { storeById } from '../../shared/stores.ts';
import { DEVELOPMENT_RENDER_LIST_SECRET, renderList } from '../catalog/render-list.ts';
import { intParam, skuList, storeCodeSchema } from './query-params.ts';
import { ok } from './respond.ts';
import { ApiError } from './api-error.ts';
import { query as validQuery } from './validate.ts';

/** Product page size: a listing asks for at most this many prices at once. */
export const RENDER_LIST_MAX = 50;

const renderListSchema = z.object({
  skus: skuList('skus', RENDER_LIST_MAX),
  currencyCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, '"currencyCode" must be a three-letter currency code such as EUR')
    .optional(),
  storeId: intParam('storeId').optional(),
  storeCode: storeCodeSchema,
  userGroupId: intParam('userGroupId').optional(),
  token: z.string().max(1024, '"token" is too long').optional(),
});

/**
 * GET /api/product/render-list?skus=a,b&currencyCode=EUR&storeId=1[&userGroupId=..&token=..]
 * → `{ code: 200, result: { items: [{ id, sku, sgn, price_info, … }] } }` with prices computed on
 * the server for the store (storeId, else storeCode, else the default store) and today. Unknown and
 * unavailable SKUs are left out. `token` is accepted for vue-storefront compatibility; the
 * customer group comes from `userGroupId` (and only matters once tiers or a tax userGroupId are on).
 */
export const productApi = new Hono<AppEnv>().get('/render-list', validQuery(renderListSchema), async (c) => {
  const query = c.req.valid('query');
  const store = query.storeId === undefined ? query.storeCode : storeById(query.storeId);
  if (!store) throw new ApiError(400, `Unknown storeId ${query.storeId}`);
  if (query.currencyCode && query.currencyCode !== store.currency) {
    throw new ApiError(
      400,
      `Unsupported currency "${query.currencyCode}"; store ${store.storeId} prices in ${store.currency}`,
    );
  }
  const items = await renderList(c.env.DB, {
    store,
    skus: query.skus,
    groupId: query.userGroupId,
    secret: c.env.RENDER_LIST_SECRET || DEVELOPMENT_RENDER_LIST_SECRET,
  });
  return ok(c, { items });
});
