import { describe, expect, it } from 'vitest';
import type { Product } from '../schemas/catalog.ts';
import { pickSimilar, priceCloseness, sharedAttributes } from './product-similar.ts';

const product = (sku: string, price: number, extra: Partial<Product> = {}): Product =>
  ({
    id: sku.length,
    sku,
    name: sku,
    type_id: 'simple',
    finalPriceInclTax: price,
    category_ids: [3, 4],
    ...extra,
  }) as Product;

const shown = product('DSM-ANT-1030', 50, { color: '161', hoehe: '103', material: '201' });

describe('priceCloseness', () => {
  it('is 1 for the same price and 0 from twice or half the price on', () => {
    expect(priceCloseness(50, 50)).toBe(1);
    expect(priceCloseness(50, 100)).toBe(0);
    expect(priceCloseness(50, 25)).toBe(0);
    expect(priceCloseness(50, 300)).toBe(0);
    expect(priceCloseness(50, 60)).toBeGreaterThan(priceCloseness(50, 80));
  });

  it('is 0 without a usable price', () => {
    expect(priceCloseness(Number.NaN, 50)).toBe(0);
    expect(priceCloseness(50, 0)).toBe(0);
  });
});

describe('sharedAttributes', () => {
  it('counts equal values of the fence attributes the product has', () => {
    expect(sharedAttributes(shown, product('X', 1, { color: '161', hoehe: '83', material: '201' }))).toBe(2);
    expect(sharedAttributes(product('Y', 1), product('Z', 1))).toBe(0);
  });
});

describe('pickSimilar', () => {
  it('ranks close prices and shared attributes first and leaves out the product and the excluded SKUs', () => {
    const candidates = [
      product('FAR-PRICE', 400, { color: '161' }),
      product('CLOSE-PRICE', 55),
      shown,
      product('RELATED', 50, { color: '161' }),
      product('CLOSE-SAME-COLOUR', 52, { color: '161', hoehe: '103' }),
      product('OTHER-CATEGORY', 50, { category_ids: [9] }),
    ];
    expect(pickSimilar(shown, candidates, { exclude: ['RELATED'] }).map((p) => p.sku)).toEqual([
      'CLOSE-SAME-COLOUR',
      'CLOSE-PRICE',
      'FAR-PRICE',
    ]);
  });

  it('drops candidates neither near in price nor alike in an attribute, and keeps at most `limit`', () => {
    const candidates = [product('DEAR', 500), ...['A', 'B', 'C', 'D', 'E'].map((s) => product(s, 49))];
    const picked = pickSimilar(shown, candidates);
    expect(picked.map((p) => p.sku)).toEqual(['A', 'B', 'C', 'D']);
    expect(pickSimilar(shown, candidates, { limit: 2 })).toHaveLength(2);
  });
});
