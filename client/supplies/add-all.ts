import type { CartContext } from '../cart/runtime.ts';
import { finishAdding, selectedSupplies, type CartMessage, type SuppliesState } from './state.ts';

/** The gross unit price of a simple accessory, as the product page shows it. */
export const grossPrice = (product: { readonly price: number; readonly [field: string]: unknown }): number =>
  Number(product.finalPriceInclTax ?? product.priceInclTax ?? product.price);

/**
 * "Add selected accessories to cart": every chosen accessory goes through the cart's own add action
 * (client/cart/actions.ts: rules, optimistic line, server call, rollback), one after the
 * other so they share one cart. The panel shows one of the cart's messages per accessory
 * (added, volatile stock, out of stock, other errors) instead of a stack of notifications.
 */
export async function addAllSupplies(ctx: CartContext, state: SuppliesState): Promise<void> {
  const chosen = selectedSupplies(state);
  if (!chosen.length || state.adding) return;
  state.adding = true;
  state.cartMessages = [];
  const [{ addToCart }, { PRODUCT_ADDED, VOLATILE_STOCK, ADD_FAILED }] = await Promise.all([
    import('../cart/actions.ts'),
    import('../cart/runtime.ts'),
  ]);
  const messages: CartMessage[] = [];
  for (const { product, qty } of chosen) {
    const about = { sku: product.sku, name: product.name };
    const result = await addToCart(ctx, { product, qty, priceInclTax: grossPrice(product) }, true).catch(() => ({
      ok: false as const,
      message: ADD_FAILED,
      params: undefined,
    }));
    if (result.ok) {
      const volatile = result.line.stock_status === 'volatile';
      messages.push({
        ...about,
        type: volatile ? 'warning' : 'success',
        message: volatile ? VOLATILE_STOCK : PRODUCT_ADDED,
      });
    } else {
      messages.push({ ...about, type: 'error', message: result.message, params: result.params });
    }
  }
  finishAdding(state, messages);
}
