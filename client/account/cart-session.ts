import type { CartState } from '../cart/state.ts';
import { mergeRecovered, recoverableItems, touch } from '../cart/lines.ts';
import { describeLines, runtimeOf, say, settled, type CartContext } from '../cart/runtime.ts';
import { applyCoupon, syncTotals } from '../cart/totals.ts';

/**
 * The cart at login and logout. After login the shopper's guest cart becomes the
 * customer's: its coupon is removed, a customer cart is created with the confirmed lines (the
 * server merges lines of the same identity into one and sums their quantities), the coupon is
 * applied again to the new cart and the totals are recomputed. At logout the cart is emptied in
 * the browser only: the customer's server cart stays theirs.
 */

/** Empties the cart in this browser (token, lines, coupon, totals); the stored copy follows. */
export function clearCart(state: CartState): void {
  state.cartServerToken = null;
  state.cartItems = [];
  state.couponCode = null;
  state.platformTotals = null;
  state.platformTotalSegments = null;
  state.lastTotalsSyncHash = null;
  state.editMode = null;
  touch(state);
}

/** Re-authorises the cart for the customer whose token is now in the user store. */
export async function authorizeCart(ctx: CartContext): Promise<void> {
  const state = ctx.stores.cart;
  await settled(ctx);
  if (!state.cartServerToken && !state.cartItems.length) return;
  const rt = runtimeOf(ctx);
  const coupon = state.couponCode;
  const guestToken = state.cartServerToken;
  if (coupon && guestToken) await rt.cartApi.deleteCoupon(guestToken).catch(() => false);
  state.couponCode = null;
  const created = await rt.cartApi.create({ cartItems: recoverableItems(state) });
  mergeRecovered(state, created.items ?? [], created.token);
  for (const refused of created.rejected ?? []) say(ctx, 'error', refused.message);
  await describeLines(ctx).catch(() => undefined);
  if (coupon) {
    const applied = await applyCoupon(ctx, coupon);
    if (!applied.ok && applied.message) say(ctx, 'warning', applied.message);
  }
  await syncTotals(ctx, true);
}
