import { describe, expect, it } from 'vitest';
import { createUiStore } from './ui.ts';
import type { ProductSnapshot } from './snapshot.ts';
import {
  WISHLIST_MAX,
  addToWishlist,
  clearWishlist,
  createWishlistStore,
  isInWishlist,
  removeFromWishlist,
  showWishlistPanel,
  toggleWishlist,
} from './wishlist.ts';

const item = (sku: string): ProductSnapshot => ({
  sku,
  parentSku: sku,
  slug: sku.toLowerCase(),
  childSku: null,
  name: sku,
  image: null,
  finalPriceInclTax: 10,
  originalPriceInclTax: 10,
  fromPrice: false,
});

describe('wishlist', () => {
  it('starts empty and not loaded (what the server renders)', () => {
    expect(createWishlistStore()).toEqual({ items: [], loaded: false });
  });

  it('toggles a product in and out', () => {
    const state = createWishlistStore();
    expect(toggleWishlist(state, item('A'))).toBe(true);
    expect(isInWishlist(state, 'A')).toBe(true);
    expect(toggleWishlist(state, item('A'))).toBe(false);
    expect(isInWishlist(state, 'A')).toBe(false);
  });

  it('keeps the newest first and never twice', () => {
    const state = createWishlistStore();
    addToWishlist(state, item('A'));
    addToWishlist(state, item('B'));
    addToWishlist(state, item('A'));
    expect(state.items.map((i) => i.sku)).toEqual(['B', 'A']);
  });

  it('holds at most WISHLIST_MAX products, dropping the oldest', () => {
    const state = createWishlistStore();
    for (let i = 0; i < WISHLIST_MAX + 5; i++) addToWishlist(state, item(`S${i}`));
    expect(state.items).toHaveLength(WISHLIST_MAX);
    expect(state.items[0]!.sku).toBe(`S${WISHLIST_MAX + 4}`);
    expect(isInWishlist(state, 'S0')).toBe(false);
  });

  it('stores a copy, not the caller’s object', () => {
    const state = createWishlistStore();
    const original = item('A');
    addToWishlist(state, original);
    original.name = 'changed';
    expect(state.items[0]!.name).toBe('A');
  });

  it('removes one product, or all of them (logout)', () => {
    const state = createWishlistStore();
    addToWishlist(state, item('A'));
    addToWishlist(state, item('B'));
    removeFromWishlist(state, 'A');
    removeFromWishlist(state, 'missing');
    expect(state.items.map((i) => i.sku)).toEqual(['B']);
    clearWishlist(state);
    expect(state.items).toEqual([]);
  });

  it('opens and closes the panel with the overlay', () => {
    const ui = createUiStore();
    showWishlistPanel(ui, true);
    expect([ui.wishlist, ui.overlay]).toEqual([true, true]);
    showWishlistPanel(ui, false);
    expect([ui.wishlist, ui.overlay]).toEqual([false, false]);
  });
});
