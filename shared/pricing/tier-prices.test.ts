import { describe, expect, it } from 'vitest';
import {
  ALL_GROUPS,
  TIER_PRICES_ENABLED,
  applicableTiers,
  basePrice,
  tierPrice,
  type TierPriceProduct,
} from './tier-prices.ts';

const day = new Date('2026-11-22T10:00:00Z');
const on = { enabled: true, now: day };

// The demo shop's standard tiers (seed/products/common.ts): guests (0) and general (1) from 10 and
// 25 pieces, wholesale (2) from 10 pieces.
const product: TierPriceProduct = {
  price: 100,
  tier_prices: [
    { customer_group_id: 0, qty: 10, value: 96 },
    { customer_group_id: 0, qty: 25, value: 92 },
    { customer_group_id: 1, qty: 10, value: 96 },
    { customer_group_id: 1, qty: 25, value: 92 },
    { customer_group_id: 2, qty: 10, value: 88 },
  ],
};

describe('tierPrice', () => {
  it('is off in this shop and then gives the regular price for any quantity', () => {
    expect(TIER_PRICES_ENABLED).toBe(false);
    expect(tierPrice(product, 30, 0, { enabled: false, now: day })).toBe(100);
  });

  it('gives the special price inside its window when tiers are off', () => {
    const special = {
      ...product,
      special_price: 90,
      special_from_date: '2026-11-16 00:00:00',
      special_to_date: '2026-11-30 23:59:59',
    };
    expect(tierPrice(special, 30, 0, { enabled: false, now: day })).toBe(90);
  });

  it('keeps the regular price below the first tier quantity', () => {
    expect(tierPrice(product, 1, 0, on)).toBe(100);
    expect(tierPrice(product, 9, 1, on)).toBe(100);
  });

  it('applies a tier from its quantity on, inclusive', () => {
    expect(tierPrice(product, 10, 0, on)).toBe(96);
    expect(tierPrice(product, 24, 0, on)).toBe(96);
  });

  it('picks the lowest applicable tier value', () => {
    expect(tierPrice(product, 25, 0, on)).toBe(92);
    expect(tierPrice(product, 100, 1, on)).toBe(92);
  });

  it('only uses tiers of the customer group', () => {
    expect(tierPrice(product, 10, 2, on)).toBe(88);
    expect(tierPrice(product, 30, 2, on)).toBe(88); // wholesale has no 25-piece tier
    expect(tierPrice(product, 30, 3, on)).toBe(100); // retailer group has no tiers
  });

  it('treats an unknown or missing group as a guest (group 0)', () => {
    expect(tierPrice(product, 25, undefined, on)).toBe(92);
    expect(tierPrice(product, 25, null, on)).toBe(92);
    expect(tierPrice(product, 25, -1, on)).toBe(92);
  });

  it('applies tiers for all groups (32000) to every group', () => {
    const all = { price: 50, tier_prices: [{ customer_group_id: ALL_GROUPS, qty: 5, value: 45 }] };
    expect(tierPrice(all, 5, 0, on)).toBe(45);
    expect(tierPrice(all, 5, 7, on)).toBe(45);
    expect(tierPrice(all, 4, 7, on)).toBe(50);
  });

  it('never goes above the regular or the special price', () => {
    const high = { price: 50, tier_prices: [{ customer_group_id: 0, qty: 2, value: 55 }] };
    expect(tierPrice(high, 10, 0, on)).toBe(50);
    const special = { ...product, special_price: 90, special_from_date: '2026-11-16' };
    expect(tierPrice(special, 10, 0, on)).toBe(90); // the 96 tier is dearer than the special price
    expect(tierPrice(special, 25, 0, on)).toBe(90);
    const deep = { ...special, special_price: 99 };
    expect(tierPrice(deep, 25, 0, on)).toBe(92);
  });

  it('ignores the special price outside its window', () => {
    const expired = { ...product, special_price: 80, special_from_date: '2026-06-01', special_to_date: '2026-06-30' };
    expect(tierPrice(expired, 1, 0, on)).toBe(100);
    expect(tierPrice(expired, 25, 0, on)).toBe(92);
  });

  it('has no tiers for no, zero or invalid quantities or missing tier lists', () => {
    expect(tierPrice(product, 0, 0, on)).toBe(100);
    expect(tierPrice(product, Number.NaN, 0, on)).toBe(100);
    expect(tierPrice({ price: 10 }, 50, 0, on)).toBe(10);
    expect(tierPrice({ price: 10, tier_prices: null }, 50, 0, on)).toBe(10);
  });

  it('rounds to cents', () => {
    expect(tierPrice({ price: 10.005, tier_prices: [] }, 1, 0, on)).toBe(10.01);
    expect(tierPrice({ price: 20, tier_prices: [{ customer_group_id: 0, qty: 1, value: 16.804 }] }, 1, 0, on)).toBe(
      16.8,
    );
  });
});

describe('applicableTiers and basePrice', () => {
  it('lists the tiers a quantity reaches for a group', () => {
    expect(applicableTiers(product.tier_prices, 25, 1).map((t) => t.value)).toEqual([96, 92]);
    expect(applicableTiers(product.tier_prices, 5, 1)).toEqual([]);
  });
  it('ignores tiers with negative or non-numeric values', () => {
    expect(
      applicableTiers(
        [
          { customer_group_id: 0, qty: 1, value: -5 },
          { customer_group_id: 0, qty: 1, value: Number.NaN },
        ],
        3,
        0,
      ),
    ).toEqual([]);
  });
  it('gives the special price only inside its window', () => {
    expect(basePrice({ price: 100, special_price: 80, special_to_date: '2026-11-30' }, day)).toBe(80);
    expect(basePrice({ price: 100, special_price: 80, special_from_date: '2026-12-01' }, day)).toBe(100);
  });
});
