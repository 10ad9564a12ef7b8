import { applyTotals, totalsStale, touch } from './lines.ts';
import { messageOf, runtimeOf, settled, withCart, type CartContext } from './runtime.ts';

/** Cart totals (synced only when the cart hash changed) and the coupon. */

/** Fetches totals when the cart changed since the last sync, or never synced; `force` always. */
export async function syncTotals(ctx: CartContext, force = false): Promise<void> {
  const state = ctx.stores.cart;
  const rt = runtimeOf(ctx);
  if (!state.cartServerToken || !state.cartItems.length) {
    state.platformTotals = state.platformTotalSegments = null;
    return;
  }
  if (!force && !totalsStale(state)) return;
  if (rt.totals) {
    rt.totalsAgain = true;
    return rt.totals;
  }
  rt.totals = (async () => {
    do {
      rt.totalsAgain = false;
      await settled(ctx);
      const totals = await withCart(ctx, (api, token) => api.totals(token));
      applyTotals(state, totals, Date.now());
    } while (rt.totalsAgain);
  })().finally(() => (rt.totals = undefined));
  return rt.totals;
}

/** Applies a coupon; an empty code is ignored, a wrong one answers the text. */
export async function applyCoupon(ctx: CartContext, raw: string): Promise<{ ok: boolean; message?: string }> {
  const code = raw.trim();
  if (!code) return { ok: true };
  try {
    await settled(ctx);
    if (await withCart(ctx, (api, token) => api.applyCoupon(token, code))) {
      ctx.stores.cart.couponCode = code.toUpperCase();
      touch(ctx.stores.cart);
      await syncTotals(ctx, true);
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

export async function removeCoupon(ctx: CartContext): Promise<{ ok: boolean; message?: string }> {
  try {
    await withCart(ctx, (api, token) => api.deleteCoupon(token));
    ctx.stores.cart.couponCode = null;
    touch(ctx.stores.cart);
    await syncTotals(ctx, true);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}
