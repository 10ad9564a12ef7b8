import { applyTotals } from '../cart/lines.ts';
import { withCart, type CartContext } from '../cart/runtime.ts';
import type { CartLine } from '../cart/state.ts';
import { setPaymentMethods, setShippingMethods, type CheckoutState } from './state.ts';
import { addressOf } from './order-body.ts';

/**
 * Shipping and payment methods of the checkout: the methods the server offers
 * for the cart and the shipping country (POST /api/cart/shipping-methods; available=false
 * dropped), then the chosen address and method stored on the server cart (POST
 * /api/cart/shipping-information), which answers the payment methods and the totals with shipping.
 */

const SHIPS_NOTHING = new Set(['virtual', 'downloadable']);

/** Whether anything in the cart is shipped (otherwise no cash on delivery). */
export const shipsGoods = (lines: readonly Pick<CartLine, 'type_id'>[]): boolean =>
  lines.some((l) => !SHIPS_NOTHING.has(l.type_id));

export async function loadShippingMethods(ctx: CartContext, checkout: CheckoutState): Promise<void> {
  const { country, zipCode } = checkout.shippingDetails;
  const methods = await withCart(ctx, (api, token) =>
    api.shippingMethods(token, { country_id: country, ...(zipCode.trim() ? { postcode: zipCode.trim() } : {}) }),
  );
  setShippingMethods(checkout, methods);
}

/** Sends the shipping step to the server cart; the payment step then shows its methods and totals. */
export async function saveShippingInformation(ctx: CartContext, checkout: CheckoutState): Promise<void> {
  const email = checkout.personalDetails.emailAddress.trim();
  const [carrier, method] = checkout.shippingDetails.shippingMethod.split('/');
  const shipping = addressOf(checkout.shippingDetails, email);
  const answer = await withCart(ctx, (api, token) =>
    api.shippingInformation(token, {
      shippingAddress: shipping,
      ...(carrier && method ? { shipping_carrier_code: carrier, shipping_method_code: method } : {}),
    }),
  );
  setPaymentMethods(checkout, answer.payment_methods, shipsGoods(ctx.stores.cart.cartItems));
  applyTotals(ctx.stores.cart, answer.totals, Date.now());
}
