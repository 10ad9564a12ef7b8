import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { storeById, stores, type StoreView } from '../../shared/stores.ts';
import { resolveUrl } from '../platform/url-resolver.ts';
import { applyPrices, loadTaxRules } from '../platform/product-prices.ts';
import { projectSource } from '../platform/source-fields.ts';
import { fail, ok, readJson } from './respond.ts';

const bodySchema = z.looseObject({
  url: z.string().min(1).max(2000),
  includeFields: z.array(z.string()).nullish(),
  excludeFields: z.array(z.string()).nullish(),
  options: z.record(z.string(), z.unknown()).nullish(),
  filters: z.looseObject({ sku: z.string().nullish() }).nullish(),
  groupId: z.union([z.number(), z.string()]).nullish(),
  groupToken: z.string().nullish(),
  storeCode: z.string().nullish(),
  storeId: z.number().nullish(),
});

function storeOf(body: z.infer<typeof bodySchema>, header: string | undefined): StoreView {
  if (body.storeId) return storeById(body.storeId) ?? stores.default;
  const code = body.storeCode ?? header;
  return (code && code in stores ? stores[code as keyof typeof stores] : stores.default);
}

/** POST /api/url and /api/url/map: what a path names, as `{ _type, _source }`, or null. */
export const urlApi = new Hono<AppEnv>().post('/:map{(map)?}', async (c) => {
  const parsed = await readJson(c);
  if (!parsed.ok) return fail(c, 400, parsed.message);
  const checked = bodySchema.safeParse(parsed.value);
  if (!checked.success) return fail(c, 400, 'The body needs a "url" string');
  const body = checked.data;
  const store = storeOf(body, c.req.header('x-store-code'));
  const resolved = await resolveUrl(c.env.DB, store.code, body.url);
  if (!resolved) return ok(c, null);
  let source = resolved._source;
  if (resolved._type === 'product') source = applyPrices(source, await loadTaxRules(c.env.DB, store.code), store, new Date());
  source = projectSource(source, body.includeFields ?? [], body.excludeFields ?? []);
  return ok(c, { _type: resolved._type, _source: source });
});
