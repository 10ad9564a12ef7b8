import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { stockBySku, stockBySkus } from '../catalog/stock-repo.ts';
import { skuList, skuSchema, storeCodeSchema } from './query-params.ts';
import { ok } from './respond.ts';
import { ApiError } from './api-error.ts';
import { checked, query, queryProblem } from './validate.ts';

/** The storefront checks stock in batches of 15 SKUs. */
export const STOCK_BATCH = 15;

const checkSchema = z.object({
  sku: z.string({ error: 'The query parameter "sku" is required' }).pipe(skuSchema),
  storeCode: storeCodeSchema,
});

const listSchema = z.object({
  skus: skuList('skus', STOCK_BATCH),
  storeCode: storeCodeSchema,
});

async function check(c: Context<AppEnv>, params: Record<string, string | undefined>) {
  const { sku, storeCode: store } = checked(checkSchema, params, queryProblem);
  const item = await stockBySku(c.env.DB, store.code, sku);
  if (!item) throw new ApiError(404, `No product with SKU "${sku}" in store "${store.code}"`);
  return ok(c, item);
}

/**
 * Stock per store, answers as vue-storefront-api's stock endpoints:
 * - GET /api/stock/check?sku=X[&storeCode=at] (or /check/X): one stock item with `stock_status`
 *   'ok' | 'out_of_stock' | 'volatile'; 404 for an unknown SKU;
 * - GET /api/stock/list?skus=a,b,c[&storeCode=at]: an array of stock items in the order asked,
 *   unknown SKUs left out; at most 15 distinct SKUs per call.
 */
export const stockApi = new Hono<AppEnv>()
  .get('/check', (c) => check(c, c.req.query()))
  .get('/check/:sku', (c) => check(c, { ...c.req.query(), sku: c.req.param('sku') }))
  .get('/list', query(listSchema), async (c) => {
    const { skus, storeCode: store } = c.req.valid('query');
    return ok(c, await stockBySkus(c.env.DB, store.code, skus));
  });
