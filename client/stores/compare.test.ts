import { describe, expect, it } from 'vitest';
import type { CompareItem } from './snapshot.ts';
import {
  COMPARE_MAX,
  addToCompare,
  clearCompare,
  createCompareStore,
  isInCompare,
  removeFromCompare,
  toggleCompare,
} from './compare.ts';

const item = (sku: string, attributes: Record<string, string[]> = { hoehe: ['105'] }): CompareItem => ({
  sku,
  parentSku: sku,
  slug: sku.toLowerCase(),
  childSku: null,
  name: sku,
  image: null,
  finalPriceInclTax: 10,
  originalPriceInclTax: 10,
  fromPrice: false,
  attributes,
});

describe('compare', () => {
  it('starts empty and not loaded', () => {
    expect(createCompareStore()).toEqual({ items: [], loaded: false });
  });

  it('adds in order, once', () => {
    const state = createCompareStore();
    expect(addToCompare(state, item('A'))).toBe('added');
    expect(addToCompare(state, item('B'))).toBe('added');
    expect(addToCompare(state, item('A'))).toBe('exists');
    expect(state.items.map((i) => i.sku)).toEqual(['A', 'B']);
  });

  it(`takes at most ${COMPARE_MAX} products and answers 'full' after that`, () => {
    const state = createCompareStore();
    for (let i = 1; i <= COMPARE_MAX; i++) expect(addToCompare(state, item(`P${i}`))).toBe('added');
    expect(addToCompare(state, item('P5'))).toBe('full');
    expect(toggleCompare(state, item('P5'))).toBe('full');
    expect(state.items).toHaveLength(COMPARE_MAX);
    expect(isInCompare(state, 'P5')).toBe(false);
    // A product already compared can still be taken out while the list is full.
    expect(toggleCompare(state, item('P2'))).toBe('removed');
    expect(addToCompare(state, item('P5'))).toBe('added');
    expect(state.items.map((i) => i.sku)).toEqual(['P1', 'P3', 'P4', 'P5']);
  });

  it('copies the attribute values', () => {
    const state = createCompareStore();
    const original = item('A', { color: ['161'] });
    addToCompare(state, original);
    original.attributes.color!.push('162');
    original.attributes.hoehe = ['101'];
    expect(state.items[0]!.attributes).toEqual({ color: ['161'] });
  });

  it('removes one product, or all of them (logout)', () => {
    const state = createCompareStore();
    addToCompare(state, item('A'));
    addToCompare(state, item('B'));
    removeFromCompare(state, 'A');
    expect(state.items.map((i) => i.sku)).toEqual(['B']);
    clearCompare(state);
    expect(state.items).toEqual([]);
  });
});
