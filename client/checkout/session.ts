import { subscribe } from 'valtio';
import { browserStorage } from '../stores/persisted.ts';
import type { CartState } from '../cart/state.ts';
import { createCheckoutStore, type CheckoutState } from './state.ts';
import type { UserState } from '../account/state.ts';
import { followCustomer } from './customer.ts';
import { checkoutStorageKey, persistCheckout } from './persist.ts';

/**
 * The shopper's checkout state, made once per shopper (keyed by the cart store, like the cart's
 * runtime) when the checkout page first needs it, and loaded from / saved to localStorage per store.
 * In the browser it follows the customer session from then on (client/checkout/customer.ts:
 * prefill from the profile, cleared at logout). Only the checkout page loads this module, so
 * nothing of it is in the other pages' bundles.
 */

const sessions = new WeakMap<CartState, CheckoutState>();

export function checkoutOf(
  stores: { cart: CartState; user: UserState },
  storeCode: string,
  country: string,
): CheckoutState {
  let state = sessions.get(stores.cart);
  if (!state) {
    state = createCheckoutStore(country);
    if (typeof window !== 'undefined') {
      persistCheckout(state, subscribe, browserStorage(), checkoutStorageKey(storeCode), country);
      followCustomer(state, stores.user, subscribe, country);
    }
    sessions.set(stores.cart, state);
  }
  return state;
}
