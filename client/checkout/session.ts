import { subscribe } from 'valtio';
import { browserStorage } from '../stores/persisted.ts';
import type { Stores } from '../stores/index.ts';
import { createCheckoutStore, type CheckoutState } from './state.ts';
import { followCustomer } from './customer.ts';
import { followQueuedOrder } from './queued-order.ts';
import { checkoutStorageKey, persistCheckout } from './persist.ts';

/**
 * The shopper's checkout state (`stores.checkout`), made when the checkout page first needs it and
 * loaded from / saved to localStorage per store. In the browser it follows the customer session
 * from then on (client/checkout/customer.ts: prefill from the profile, cleared at logout). Only the
 * checkout page loads this module, so nothing of it is in the other pages' bundles. An order placed
 * offline gets its server number once the sync queue sent it (client/checkout/queued-order.ts).
 */
export function checkoutOf(
  stores: Pick<Stores, 'checkout' | 'user' | 'offline'>,
  storeCode: string,
  country: string,
): CheckoutState {
  if (stores.checkout) return stores.checkout;
  const state = createCheckoutStore(country);
  if (typeof window !== 'undefined') {
    persistCheckout(state, subscribe, browserStorage(), checkoutStorageKey(storeCode), country);
    followCustomer(state, stores.user, subscribe, country);
    followQueuedOrder(state, stores.offline);
  }
  stores.checkout = state;
  return state;
}
