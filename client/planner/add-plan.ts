import { NOTHING_ADDED } from '../../shared/planner/cart-refusal.ts';
import type { CartItem } from '../../shared/schemas/cart.ts';
import type { CartContext } from '../cart/runtime.ts';

export type AddPlanResult = { ok: true } | { ok: false; message: string; params?: Record<string, string | number> };

const REFUSED = new RegExp(`^${NOTHING_ADDED.replace(/[.:]/g, '\\$&').replace('{products}', '(.+)')}$`);

/**
 * "Add everything to the cart": the whole bill of materials in one call (POST /api/cart/bulk-update),
 * which adds every line or none; the cart then shows the server's lines. Sent straight away rather
 * than queued for later: an all-or-nothing add needs the server's answer about stock now.
 */
export async function addPlanToCart(
  ctx: CartContext,
  items: ReadonlyArray<{ sku: string; qty: number }>,
): Promise<AddPlanResult> {
  const [{ withCart, messageOf, ADD_FAILED }, { mergePulled }, { syncTotals }] = await Promise.all([
    import('../cart/runtime.ts'),
    import('../cart/lines.ts'),
    import('../cart/totals.ts'),
  ]);
  try {
    const lines = await withCart(ctx, async (_api, cartId) => {
      const answer = await ctx.api.call<CartItem[]>('api/cart/bulk-update', {
        method: 'POST',
        query: { cartId, token: ctx.stores.user?.token ?? undefined },
        body: { cartItems: items.map(({ sku, qty }) => ({ sku, qty })) },
      });
      return answer.result;
    });
    mergePulled(ctx.stores.cart, lines, Date.now());
    void syncTotals(ctx, true).catch(() => undefined);
    return { ok: true };
  } catch (error) {
    const message = messageOf(error, ADD_FAILED);
    const refused = REFUSED.exec(message);
    return refused ? { ok: false, message: NOTHING_ADDED, params: { products: refused[1]! } } : { ok: false, message };
  }
}
