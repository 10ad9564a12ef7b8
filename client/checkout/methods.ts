import type { CartApi } from '../../shared/api/cart.ts';
import { isApiError } from '../../shared/api/errors.ts';
import { offlineShippingMethods, paymentMethodsFor } from '../../shared/pricing/offline-methods.ts';
import { applyTotals } from '../cart/lines.ts';
import { withCart, type CartContext } from '../cart/runtime.ts';
import type { CartLine } from '../cart/state.ts';
import type { Stores } from '../stores/index.ts';
import { answerOrParked, PARKED, serverReachable } from '../offline/reachability.ts';
import { setPaymentMethods, setShippingMethods, type CheckoutState } from './state.ts';
import { addressOf } from './order-body.ts';

/**
 * Shipping and payment methods of the checkout: the methods the server offers
 * for the cart and the shipping country (POST /api/cart/shipping-methods; available=false
 * dropped), then the chosen address and method stored on the server cart (POST
 * /api/cart/shipping-information), which answers the payment methods and the totals with shipping.
 * Without a network (or before the server has the cart) the methods that need none are offered
 * (shared/pricing/offline-methods.ts); the server checks them when the order arrives.
 */

const SHIPS_NOTHING = new Set(['virtual', 'downloadable']);

/** Whether anything in the cart is shipped (otherwise no cash on delivery). */
export const shipsGoods = (lines: readonly Pick<CartLine, 'type_id'>[]): boolean =>
  lines.some((l) => !SHIPS_NOTHING.has(l.type_id));

const noNetwork = (error: unknown) => !isApiError(error) || error.status === 0;

/** The cart's context with the connection state the offline module keeps. */
export type MethodsContext = CartContext & { stores: Pick<Stores, 'offline'> };

/** Whether the server cart can answer for the client's: it exists, holds every change, and can be reached. */
const serverKnowsCart = (ctx: MethodsContext) => {
  const cart = ctx.stores.cart;
  return (
    !!cart.cartServerToken &&
    !cart.unsynced &&
    !cart.cartItems.some((l) => l.pending) &&
    serverReachable(ctx.stores.offline)
  );
};

/** Sets the methods for the shipping step; answers whether they are the offline ones (no server asked). */
export async function loadShippingMethods(ctx: MethodsContext, checkout: CheckoutState): Promise<'server' | 'offline'> {
  const { country, zipCode } = checkout.shippingDetails;
  if (serverKnowsCart(ctx)) {
    try {
      const methods = await withCart(ctx, (api, token) =>
        api.shippingMethods(token, { country_id: country, ...(zipCode.trim() ? { postcode: zipCode.trim() } : {}) }),
      );
      setShippingMethods(checkout, methods);
      return 'server';
    } catch (error) {
      if (!noNetwork(error)) throw error;
    }
  }
  setShippingMethods(checkout, offlineShippingMethods(ctx.stores.cart.cartItems));
  return 'offline';
}

/** Sends the shipping step to the server cart; the payment step then shows its methods and totals. */
export async function saveShippingInformation(ctx: MethodsContext, checkout: CheckoutState): Promise<void> {
  const email = checkout.personalDetails.emailAddress.trim();
  const [carrier, method] = checkout.shippingDetails.shippingMethod.split('/');
  const shipping = addressOf(checkout.shippingDetails, email);
  const ships = shipsGoods(ctx.stores.cart.cartItems);
  const answer: Awaited<ReturnType<CartApi['shippingInformation']>> | typeof PARKED = serverKnowsCart(ctx)
    ? await answerOrParked(
        withCart(ctx, (api, token) =>
          api.shippingInformation(token, {
            shippingAddress: shipping,
            ...(carrier && method ? { shipping_carrier_code: carrier, shipping_method_code: method } : {}),
          }),
        ),
        ctx.stores.offline,
      ).catch((error: unknown) => {
        if (noNetwork(error)) return PARKED;
        throw error;
      })
    : PARKED;
  if (answer === PARKED) {
    setPaymentMethods(checkout, paymentMethodsFor(ships), ships);
    return;
  }
  setPaymentMethods(checkout, answer.payment_methods, ships);
  applyTotals(ctx.stores.cart, answer.totals, Date.now());
}
