import { describe, expect, it } from 'vitest';
import { computePrices, isSpecialPriceActive, taxRateFor, type TaxRule } from './tax.ts';
import { round2 } from './money.ts';

const rules: TaxRule[] = [
  {
    id: 1,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { rate: 19, tax_country_id: 'DE' },
      { rate: 20, tax_country_id: 'AT' },
      { rate: 23, tax_country_id: 'PL' },
    ],
  },
];
const day = new Date('2026-11-22T10:00:00Z');

describe('taxRateFor', () => {
  it('picks the rate of the country for the product tax class', () => {
    expect(taxRateFor(rules, 2, 'DE')).toBe(19);
    expect(taxRateFor(rules, '2', 'AT')).toBe(20);
  });
  it('falls back to PL when no country is given', () => {
    expect(taxRateFor(rules, 2, undefined)).toBe(23);
  });
  it('is 0 for products without a tax class or an unknown country', () => {
    expect(taxRateFor(rules, 0, 'DE')).toBe(0);
    expect(taxRateFor(rules, 2, 'CH')).toBe(0);
  });
  it('narrows by customer tax class only when one is given', () => {
    expect(taxRateFor(rules, 2, 'DE', 3)).toBe(19);
    expect(taxRateFor(rules, 2, 'DE', 5)).toBe(0);
  });
});

describe('special prices', () => {
  const p = { price: 100, special_price: 80, special_from_date: '2026-11-01', special_to_date: '2026-11-30' };
  it('apply inside their window, including its last day', () => {
    expect(isSpecialPriceActive(p, day)).toBe(true);
    expect(isSpecialPriceActive(p, new Date('2026-11-30T23:00:00Z'))).toBe(true);
  });
  it('do not apply before, after, or when not lower than the price', () => {
    expect(isSpecialPriceActive(p, new Date('2026-10-31T12:00:00Z'))).toBe(false);
    expect(isSpecialPriceActive(p, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isSpecialPriceActive({ ...p, special_price: 120 }, day)).toBe(false);
  });
});

describe('computePrices', () => {
  it('adds 19 % in Germany and 20 % in Austria, rounded to cents', () => {
    expect(computePrices({ price: 84.03 }, 19, day).priceInclTax).toBe(100);
    expect(computePrices({ price: 84.03 }, 20, day).priceInclTax).toBe(100.84);
  });
  it('reports the special price as final price with the original kept', () => {
    const prices = computePrices({ price: 100, special_price: 80, special_from_date: '2026-11-01' }, 19, day);
    expect(prices).toMatchObject({
      final_price: 80,
      finalPriceInclTax: 95.2,
      originalPriceInclTax: 119,
      specialPrice: 80,
    });
  });
  it('rounds half cents away from zero', () => {
    expect(round2(0.125)).toBe(0.13);
    expect(round2(-0.125)).toBe(-0.13);
    expect(round2(1.005)).toBe(1.01);
  });
});
