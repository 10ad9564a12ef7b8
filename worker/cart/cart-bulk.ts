import type { BulkItem } from '../../shared/schemas/cart-bulk.ts';
import { NOTHING_ADDED } from '../../shared/planner/cart-refusal.ts';
import type { CartItem } from '../../shared/schemas/cart.ts';
import { ApiError } from '../api/api-error.ts';
import { checkQty, resolveLine } from './cart-items.ts';
import { catalogFor } from './cart-catalog.ts';
import { addLines, cartLines, type NewLine } from './cart-lines-repo.ts';
import { type CartRow, MAX_CART_LINES } from './cart-repo.ts';
import { pricedLines, storeOf, toCartItem } from './cart-service.ts';

/**
 * Adds a list of lines to a cart all together or not at all (the fence planner's bill of
 * materials: half a fence is no use). Every line is resolved and checked first, against the lines
 * the cart already has and the others of the list (stock limits, line limit); a line whose
 * product is sold out or cannot be bought refuses the whole list with the names of those products,
 * and nothing is written. Otherwise all lines go in one atomic batch, merged by line identity.
 * Answers the cart's lines after the add.
 */
export async function addAllOrNothing(
  db: D1Database,
  cart: CartRow,
  items: readonly BulkItem[],
  now: Date,
): Promise<CartItem[]> {
  const [ctx, rows] = await Promise.all([
    catalogFor(
      db,
      storeOf(cart),
      items.map((i) => i.sku),
      now,
    ),
    cartLines(db, cart.token),
  ]);
  const added: NewLine[] = [];
  const refused: Array<{ sku: string; name: string; message: string }> = [];
  const skuTotals = new Map<string, number>();
  for (const row of rows) skuTotals.set(row.sku, (skuTotals.get(row.sku) ?? 0) + row.qty);
  for (const item of items) {
    try {
      const resolved = await resolveLine(ctx, item.sku, null, item.qty);
      if (resolved.stock_status === 'out_of_stock')
        throw new ApiError(400, 'The product is out of stock and cannot be added to the cart!');
      const inCart = rows.find((r) => r.merge_key !== null && r.merge_key === resolved.merge_key);
      const listed = added.find((l) => l.merge_key !== null && l.merge_key === resolved.merge_key);
      if (!inCart && !listed && rows.length + added.length >= MAX_CART_LINES)
        throw new ApiError(400, `A cart holds at most ${MAX_CART_LINES} lines`);
      const skuTotal = (skuTotals.get(resolved.sku) ?? 0) + item.qty;
      checkQty(resolved, (inCart?.qty ?? 0) + (listed?.qty ?? 0) + item.qty, skuTotal);
      skuTotals.set(resolved.sku, skuTotal);
      if (listed) listed.qty += item.qty;
      else
        added.push({
          sku: resolved.sku,
          parent_sku: resolved.parent_sku,
          product_id: resolved.product_id,
          qty: item.qty,
          product_option: resolved.product_option,
          checksum: resolved.checksum,
          merge_key: resolved.merge_key,
        });
    } catch (error) {
      // A line the cart refuses (stock, limits, price) is reported with the others; anything else is not ours.
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      refused.push({
        sku: item.sku,
        name: String(ctx.products.get(item.sku)?.doc.name ?? item.sku),
        message: error.message,
      });
    }
  }
  if (refused.length) {
    const products = refused.map((r) => r.name).join(', ');
    throw new ApiError(409, NOTHING_ADDED.replace('{products}', products), { rejected: refused });
  }
  await addLines(db, cart.token, added, now);
  return (await pricedLines(db, cart, now)).map((line) => toCartItem(cart, line));
}
