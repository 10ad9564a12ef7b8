import { z } from 'zod';
import { qtySchema } from './cart.ts';

/** A cart holds at most 100 lines, so a list to add all at once never needs more. */
export const MAX_BULK_ITEMS = 100;

/** POST /api/cart/bulk-update: `{ cartItems: [{ sku, qty }] }`, the lines to add all together or not at all. */
export const bulkUpdateBodySchema = z.looseObject({
  cartItems: z
    .array(
      z.looseObject({
        sku: z.string({ error: 'A SKU is required' }).trim().min(1, 'A SKU is required').max(128),
        qty: qtySchema,
      }),
      { error: '"cartItems" must be a list of { sku, qty }' },
    )
    .min(1, '"cartItems" must name at least one product')
    .max(MAX_BULK_ITEMS, `"cartItems" holds at most ${MAX_BULK_ITEMS} products`),
});

export type BulkItem = z.infer<typeof bulkUpdateBodySchema>['cartItems'][number];
