import type { OrderHistoryItem } from '../../shared/schemas/order-history.ts';
import type { ProductOption } from '../../shared/schemas/cart.ts';
import { showMicrocart } from '../cart/ui.ts';
import {
  ADD_FAILED,
  messageOf,
  PRODUCT_ADDED,
  pullCart,
  say,
  settled,
  withCart,
  type CartContext,
} from '../cart/runtime.ts';
import { syncTotals } from '../cart/totals.ts';

/**
 * "Order again" (MyOrder): the order's lines go into the cart with their quantities and options,
 * each through the server's own add (it merges a line the cart already has); lines that can no
 * longer be bought are named in an error notification. Then the cart is read back and opened.
 */
export async function reorder(ctx: CartContext, order: Pick<OrderHistoryItem, 'items'>): Promise<number> {
  await settled(ctx);
  let added = 0;
  for (const item of order.items) {
    const cartItem = {
      sku: item.sku,
      qty: item.qty_ordered,
      ...(item.product_option ? { product_option: item.product_option as ProductOption } : {}),
    };
    try {
      await withCart(ctx, (api, token) => api.update(token, cartItem));
      added++;
    } catch (error) {
      say(ctx, 'error', `${item.name}: ${messageOf(error, ADD_FAILED)}`);
    }
  }
  if (!added) return 0;
  await pullCart(ctx).catch(() => undefined);
  await syncTotals(ctx, true).catch(() => undefined);
  say(ctx, 'success', PRODUCT_ADDED);
  showMicrocart(ctx.stores.ui, true);
  return added;
}
