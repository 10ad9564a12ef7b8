import { proxy } from 'valtio';
import { clearList, hasItem, removeItem, type ListState } from './list.ts';
import type { ProductSnapshot } from './snapshot.ts';
import type { UiState } from './ui.ts';

/** The wishlist: products the shopper keeps, newest first. */
export type WishlistState = ListState<ProductSnapshot>;

/** Upper bound that keeps the stored list small. */
export const WISHLIST_MAX = 50;

export function createWishlistStore(): WishlistState {
  return proxy<WishlistState>({ items: [], loaded: false });
}

export const isInWishlist: (state: WishlistState, sku: string) => boolean = hasItem;

export function addToWishlist(state: WishlistState, item: ProductSnapshot): void {
  if (hasItem(state, item.sku)) return;
  state.items.unshift({ ...item });
  if (state.items.length > WISHLIST_MAX) state.items.splice(WISHLIST_MAX);
}

export const removeFromWishlist: (state: WishlistState, sku: string) => void = removeItem;

/** Adds the product, or removes it when it is already there; answers whether it is in the list now. */
export function toggleWishlist(state: WishlistState, item: ProductSnapshot): boolean {
  if (hasItem(state, item.sku)) {
    removeItem(state, item.sku);
    return false;
  }
  addToWishlist(state, item);
  return true;
}

/** Empties the wishlist (and its stored copy); logout calls this. */
export const clearWishlist: (state: WishlistState) => void = clearList;

/** Opens or closes the wishlist panel (UI state `wishlist`, with the overlay). */
export function showWishlistPanel(ui: UiState, open: boolean): void {
  ui.wishlist = open;
  ui.overlay = open;
}
