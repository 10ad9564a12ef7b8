import type { UiState } from '../stores/ui.ts';

/** What the header button and the microcart show of the cart state (client/cart/state.ts). */

/** Mini cart count type: 'items' counts lines, 'qty' sums their quantities. */
export type CartCountType = 'items' | 'qty';
export const CART_COUNT_TYPE: CartCountType = 'items';

/** The number the header shows. */
export function cartCount(
  cart: { readonly cartItems: ReadonlyArray<{ readonly qty: number }> },
  type: CartCountType = CART_COUNT_TYPE,
): number {
  return type === 'items' ? cart.cartItems.length : cart.cartItems.reduce((sum, line) => sum + line.qty, 0);
}

/** Opens or closes the microcart (UI state `microcart`, with the overlay). */
export function showMicrocart(ui: UiState, open: boolean): void {
  ui.microcart = ui.overlay = open;
}
