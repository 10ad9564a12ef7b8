import type { ProductOption } from '../../shared/schemas/cart.ts';
import { storeHref } from '../../shared/stores.ts';
import { showMicrocart } from './ui.ts';
import { addOptimistic, confirmLine, rollback } from './lines.ts';
import {
  ADD_FAILED,
  describeLines,
  messageOf,
  say,
  settled,
  SHARED_CART_LOADED,
  track,
  withCart,
  type CartContext,
} from './runtime.ts';

/** Share cart; share-cart link, share-cart REST call). */

export const shareCartPath = (code: string): string => `/sharecart/cart/index/crypt/${encodeURIComponent(code)}`;

/** Saves a snapshot of the cart and answers the absolute share link. */
export async function shareCart(ctx: CartContext, origin: string): Promise<string> {
  await settled(ctx);
  const code = await withCart(ctx, (api, token) => api.share(token));
  return origin + storeHref(ctx.store, shareCartPath(code));
}

/** Lines to put into the cart as the server knows them: a SKU, a quantity and the chosen options. */
export interface LineToAdd {
  sku: string;
  qty: number;
  product_option?: ProductOption | null;
}

/**
 * Puts lines into the shopper's cart one by one (each shown at once, confirmed by the server or
 * taken back with the reason), reads their names and prices, and opens the microcart. Used for a
 * share link and for the lines of an order the shop refused (client/offline/).
 */
export async function addLines(ctx: CartContext, items: readonly LineToAdd[]): Promise<void> {
  const state = ctx.stores.cart;
  for (const item of items) {
    const { line, change } = addOptimistic(state, {
      sku: item.sku,
      qty: item.qty,
      type_id: 'simple',
      name: item.sku,
      price_incl_tax: 0,
      ...(item.product_option ? { product_option: item.product_option } : {}),
    });
    try {
      const answer = await track(
        ctx,
        line.id,
        withCart(ctx, (api, token) =>
          api.update(token, {
            sku: item.sku,
            qty: item.qty,
            product_option: item.product_option ?? null,
            quoteId: token,
          }),
        ),
      );
      confirmLine(state, line.id, answer);
    } catch (error) {
      rollback(state, change);
      say(ctx, 'error', messageOf(error, ADD_FAILED));
    }
  }
  await describeLines(ctx).catch(() => undefined);
  showMicrocart(ctx.stores.ui, true);
}

/**
 * Opening a share link: the saved lines are added to the shopper's cart, the microcart
 * opens and 'Saved cart was successfully loaded' shows. The address becomes the store's home, so
 * a reload does not add the lines again.
 */
export async function loadSharedCart(ctx: CartContext, code: string): Promise<void> {
  try {
    const items = await withCart(ctx, (api, token) => api.loadShared(code, token));
    await addLines(ctx, items);
    say(ctx, 'success', SHARED_CART_LOADED, true);
  } catch (error) {
    say(ctx, 'error', messageOf(error));
  } finally {
    if (typeof window !== 'undefined' && window.location.pathname.includes('/sharecart/')) {
      window.history.replaceState(window.history.state, '', storeHref(ctx.store, '/'));
    }
  }
}
