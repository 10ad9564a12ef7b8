import { describe, expect, it } from 'vitest';
import type { ProductSnapshot } from './snapshot.ts';
import { RECENTLY_VIEWED_MAX, clearRecentlyViewed, createRecentlyViewedStore, recordView } from './recently-viewed.ts';

const item = (sku: string, price = 10): ProductSnapshot => ({
  sku,
  parentSku: sku,
  slug: sku.toLowerCase(),
  childSku: null,
  name: sku,
  image: null,
  finalPriceInclTax: price,
  originalPriceInclTax: price,
  fromPrice: false,
});

describe('recently viewed', () => {
  it('puts the latest view first', () => {
    const state = createRecentlyViewedStore();
    recordView(state, item('A'));
    recordView(state, item('B'));
    recordView(state, item('C'));
    expect(state.items.map((i) => i.sku)).toEqual(['C', 'B', 'A']);
  });

  it('moves a product viewed again to the front instead of listing it twice', () => {
    const state = createRecentlyViewedStore();
    for (const sku of ['A', 'B', 'C', 'B']) recordView(state, item(sku));
    expect(state.items.map((i) => i.sku)).toEqual(['B', 'C', 'A']);
  });

  it('refreshes the snapshot when the same product is viewed again', () => {
    const state = createRecentlyViewedStore();
    recordView(state, item('A', 10));
    recordView(state, item('A', 12));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]!.finalPriceInclTax).toBe(12);
  });

  it(`keeps the last ${RECENTLY_VIEWED_MAX}`, () => {
    const state = createRecentlyViewedStore();
    for (let i = 1; i <= 15; i++) recordView(state, item(`P${i}`));
    expect(state.items.map((i) => i.sku)).toEqual(['P15', 'P14', 'P13', 'P12', 'P11', 'P10', 'P9', 'P8', 'P7', 'P6']);
  });

  it('clears', () => {
    const state = createRecentlyViewedStore();
    recordView(state, item('A'));
    clearRecentlyViewed(state);
    expect(state.items).toEqual([]);
  });
});
