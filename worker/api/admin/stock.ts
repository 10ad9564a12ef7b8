import { Hono } from 'hono';
import { z } from 'zod';
import { dashboard } from '../../admin/dashboard.ts';
import { searchStock, setStock, stockHistory } from '../../admin/stock-admin.ts';
import { isStoreCode, type StoreCode } from '../../../shared/stores.ts';
import { purgeChangedPagesLater } from '../../edge/html-cache.ts';
import { ApiError } from '../api-error.ts';
import { ok } from '../respond.ts';
import { adminBody } from './body.ts';
import type { AdminEnv } from './guard.ts';

/**
 * Stock and the start page's figures:
 *   GET  /stock?store&q                      → stock items matching SKU or name
 *   GET  /stock/:store/:sku/history          → the SKU's changes
 *   POST /stock/:store/:sku { qty, is_in_stock } → changes it (recorded; the pages showing it are purged)
 *   GET  /dashboard                          → orders and revenue per store, waiting payments, failures
 */
export const stockApi = new Hono<AdminEnv>();

const storeOf = (value: string | undefined): string => {
  const store = value ?? 'default';
  if (!isStoreCode(store)) throw new ApiError(404, 'Diesen Shop gibt es nicht.');
  return store;
};

const changeSchema = z.object({ qty: z.number().int().min(0).max(1_000_000).nullable(), is_in_stock: z.boolean() });

stockApi.get('/stock', async (c) =>
  ok(c, await searchStock(c.env.DB, storeOf(c.req.query('store')), (c.req.query('q') ?? '').trim().slice(0, 100))),
);

stockApi.get('/stock/:store/:sku/history', async (c) =>
  ok(c, await stockHistory(c.env.DB, storeOf(c.req.param('store')), c.req.param('sku'))),
);

stockApi.post('/stock/:store/:sku', async (c) => {
  const change = await adminBody(c, changeSchema);
  const store = storeOf(c.req.param('store'));
  const row = await setStock(c.env.DB, store, c.req.param('sku'), change, c.get('staff'), new Date());
  await purgeChangedPagesLater(c, c.env.DB, store as StoreCode);
  return ok(c, row);
});

stockApi.get('/dashboard', async (c) => ok(c, await dashboard(c.env.DB, new Date())));
