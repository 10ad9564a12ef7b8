import { proxy } from 'valtio';
import { clearList, removeItem, type ListState } from './list.ts';
import type { ProductSnapshot } from './snapshot.ts';

/** Products the shopper opened on product pages, most recent first (MyRecentlyViewed, product page). */
export type RecentlyViewedState = ListState<ProductSnapshot>;

export const RECENTLY_VIEWED_MAX = 10;

export function createRecentlyViewedStore(): RecentlyViewedState {
  return proxy<RecentlyViewedState>({ items: [], loaded: false });
}

/** Puts the product first; an earlier view of it is dropped, the oldest beyond ten fall off. */
export function recordView(state: RecentlyViewedState, item: ProductSnapshot): void {
  if (state.items[0]?.sku === item.sku) {
    state.items[0] = { ...item };
    return;
  }
  removeItem(state, item.sku);
  state.items.unshift({ ...item });
  if (state.items.length > RECENTLY_VIEWED_MAX) state.items.splice(RECENTLY_VIEWED_MAX);
}

export const clearRecentlyViewed: (state: RecentlyViewedState) => void = clearList;
