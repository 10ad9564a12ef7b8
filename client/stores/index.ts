import { proxy, subscribe } from 'valtio';
import { createUiStore, type UiState } from './ui.ts';
import { createNotificationsStore, type NotificationsState } from './notifications.ts';
import { createSessionStore, type SessionState } from './session.ts';
import { createWishlistStore, WISHLIST_MAX, type WishlistState } from './wishlist.ts';
import { createCompareStore, COMPARE_MAX, type CompareState } from './compare.ts';
import { createRecentlyViewedStore, RECENTLY_VIEWED_MAX, type RecentlyViewedState } from './recently-viewed.ts';
import { createCartStore, type CartState } from '../cart/state.ts';
import type { UserState } from '../account/state.ts';

/** All client stores of one shopper. Created per request on the server, once in the browser. */
export interface Stores {
  ui: UiState;
  notifications: NotificationsState;
  session: SessionState;
  /** Persisted product lists: empty on the server, loaded in the browser by startLists(). */
  wishlist: WishlistState;
  compare: CompareState;
  recentlyViewed: RecentlyViewedState;
  /** The cart: empty on the server, loaded in the browser by startCart() (stores/cart.ts). */
  cart: CartState;
  /** The logged-in customer: empty on the server, loaded in the browser by client/account/session.ts. */
  user: UserState;
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
    // Made here, not by a factory in stores/user.ts: that module's actions load with the account chunks only.
    user: proxy<UserState>({ loaded: false, token: null, refreshToken: null, profile: null, orders: null }),
  };
}

/**
 * Browser only, after hydration (client/entry.tsx): loads the persisted wishlist, compare and
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
