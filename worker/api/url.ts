import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { isStoreCode, storeById, stores, type StoreView } from '../../shared/stores.ts';
import { mapUrl } from '../catalog/url-map.ts';
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

/** POST /api/url and /api/url/map: what a path names, as a bare search hit (`_type`, `_source` …), or null. */
export const urlApi = new Hono<AppEnv>().post('/:map{(map)?}', jsonBody(bodySchema), async (c) => {
  const body = c.req.valid('json');
  const store = storeOf(body, c.req.header('x-store-code'));
  const { hit, cacheTags } = await mapUrl(c.env, store, {
    url: body.url,
    includeFields: body.includeFields,
    excludeFields: body.excludeFields,
    options: body.options,
    childSku: body.filters?.sku,
  });
  if (cacheTags.length) c.header('x-cache-tags', cacheTags.join(','));
  // vue-storefront-api answers the bare search hit, or null when no document has this path.
  return c.json(hit);
});
