import { proxy, subscribe } from 'valtio';
import { createUiStore, type UiState } from './ui.ts';
import { createNotificationsStore, type NotificationsState } from './notifications.ts';
import { createSessionStore, type SessionState } from './session.ts';
import { createWishlistStore, WISHLIST_MAX, type WishlistState } from './wishlist.ts';
import { createCompareStore, COMPARE_MAX, type CompareState } from './compare.ts';
import { createRecentlyViewedStore, RECENTLY_VIEWED_MAX, type RecentlyViewedState } from './recently-viewed.ts';
import { createCartStore, type CartState } from '../cart/state.ts';
import type { CartRuntime } from '../cart/runtime.ts';
import type { UserState } from '../account/state.ts';
import type { AccountRuntime } from '../account/session.ts';
import type { CheckoutState } from '../checkout/state.ts';
import type { SuppliesState } from '../supplies/state.ts';
import { createOfflineState, type OfflineState } from '../offline/state.ts';
import type { ListingQuery } from '../components/listing-query.ts';
import type { VariantChoice } from '../components/chosen-variant.ts';

/**
 * All client state of one shopper, and what its features run on: created per request on the
 * server, once in the browser, and handed down through the app context. A feature's state lives
 * beside its actions (client/cart/state.ts beside client/cart/actions.ts); the state every page
 * shows at first paint is made here, the state of features that load later (checkout, supplies)
 * and their machinery (the cart runtime, the account API) are made by the feature on first use
 * and kept here, so there is no module-level side table per shopper.
 */
export interface Stores {
  ui: UiState;
  notifications: NotificationsState;
  session: SessionState;
  /** Persisted product lists: empty on the server, loaded in the browser by startLists. */
  wishlist: WishlistState;
  compare: CompareState;
  recentlyViewed: RecentlyViewedState;
  /** The cart: empty on the server, loaded in the browser by startCart (client/cart/start.ts). */
  cart: CartState;
  /** The logged-in customer: empty on the server, loaded in the browser by client/account/session.ts. */
  user: UserState;
  /** The offline PWA's status: made here, followed once client/offline/ starts after hydration. */
  offline: OfflineState;
  /** What cart actions stand on: sync queue, cart API, calls on their way (client/cart/runtime.ts). */
  cartRuntime: CartRuntime | null;
  /** The customer API and the session's start (client/account/session.ts). */
  account: AccountRuntime | null;
  /** The checkout, made and loaded from storage when the checkout page first needs it (client/checkout/session.ts). */
  checkout: CheckoutState | null;
  /** The supplies configurator, made with the first panel (client/supplies/SuppliesEntry.tsx). */
  supplies: SuppliesState | null;
  /** A category listing's filters and sort, which its control islands share (client/components/listing-query.ts). */
  listing: ListingQuery | null;
  /** A product page's chosen variant, which its gallery and purchase block share (client/components/chosen-variant.ts). */
  variant: VariantChoice | null;
}

export function createStores(session: SessionState): Stores {
  return {
    ui: createUiStore(),
    notifications: createNotificationsStore(),
    session: createSessionStore(session),
    wishlist: createWishlistStore(),
    compare: createCompareStore(),
    recentlyViewed: createRecentlyViewedStore(),
    cart: createCartStore(),
    // Made here, not by a factory in account/state.ts: that module's actions load with the account chunks only.
    user: proxy<UserState>({ loaded: false, token: null, refreshToken: null, profile: null, orders: null }),
    offline: createOfflineState(),
    cartRuntime: null,
    account: null,
    checkout: null,
    supplies: null,
    listing: null,
    variant: null,
  };
}

/**
 * Browser only, after hydration (client/entry.ts): loads the persisted wishlist, compare and
 * recently viewed lists of the current store and keeps saving them. The persistence code is a
 * chunk of its own, so the entry stays small. Resolves to a stop function.
 */
export async function startLists(stores: Stores): Promise<() => void> {
  const { persistLists } = await import('./persist.ts');
  return persistLists(
    stores,
    { wishlist: WISHLIST_MAX, compare: COMPARE_MAX, recentlyViewed: RECENTLY_VIEWED_MAX },
    subscribe,
  );
}
