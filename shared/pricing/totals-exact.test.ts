import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money.ts';
import { computeTotals, type Totals } from './totals.ts';
import type { TotalsCoupon, TotalsLine, TotalsShipping } from './totals-money.ts';

// What a shopper sees is euros with 2 fraction digits; these tests add up what is shown, exactly as a
// shopper (or an accountant) would, and demand that it matches the totals to the cent.

const shownCents = (eur: number) => {
  const cents = eur * 100;
  // A shown amount has at most 2 fraction digits: its cents are a whole number (up to float noise).
  expect(Math.abs(cents - Math.round(cents))).toBeLessThan(1e-6);
  return Math.round(cents) + 0; // never -0
};
const segment = (t: Totals, code: string) => t.total_segments.find((s) => s.code === code)?.value ?? 0;

const lineArb = fc.record({
  // Gross unit prices from 0,00 € to 5.000,00 €, many of them with float-unfriendly cents (x,x5, 0,1 …).
  unit_incl_tax_cents: fc.integer({ min: 0, max: 500_000 }),
  qty: fc.integer({ min: 1, max: 99 }),
  tax_percent: fc.constantFrom(0, 7, 10, 13, 19, 20),
});
const couponArb: fc.Arbitrary<TotalsCoupon | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 1, max: 100 }).map((percent) => ({ code: 'P', type: 'percent' as const, percent })),
  fc.integer({ min: 1, max: 200_000 }).map((amount_cents) => ({ code: 'F', type: 'fixed' as const, amount_cents })),
);
const shippingArb: fc.Arbitrary<TotalsShipping | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 20_000 }).map((net) => ({
    carrier_code: 'matrixrate',
    method_code: 'spedition',
    title: 'Spedition',
    amount_cents: net,
    incl_tax_cents: Math.round(net * 1.19),
    tax_percent: 19,
  })),
);
const cartArb = fc.record({
  lines: fc
    .array(lineArb, { minLength: 1, maxLength: 12 })
    .map((lines) => lines.map((l, i): TotalsLine => ({ ...l, item_id: i + 1, sku: `SKU-${i}`, name: `Artikel ${i}` }))),
  coupon: couponArb,
  shipping: shippingArb,
});

describe('totals are exact to the cent', () => {
  it('for random carts the grand total is the shown line totals + shipping − discount', () => {
    fc.assert(
      fc.property(cartArb, ({ lines, coupon, shipping }) => {
        const t = computeTotals({ lines, coupon, shipping });
        const rows = t.items.reduce((sum, item) => sum + shownCents(item.row_total_incl_tax), 0);
        const discount = shownCents(-t.discount_amount);
        expect(shownCents(t.grand_total)).toBe(rows + shownCents(t.shipping_incl_tax) - discount);
        expect(shownCents(t.subtotal_incl_tax)).toBe(rows);
        // Net view: net − the discount's net part + tax + net shipping is the same grand total.
        const discountNet = t.items.reduce(
          (sum, item) => sum + shownCents(item.row_total) - shownCents(item.row_total_with_discount),
          0,
        );
        expect(shownCents(t.grand_total)).toBe(
          shownCents(t.subtotal) - discountNet + shownCents(t.shipping_amount) + shownCents(t.tax_amount),
        );
        expect(t.items.reduce((sum, item) => sum + shownCents(item.discount_amount), 0)).toBe(discount);
        expect(shownCents(t.tax_amount)).toBe(
          t.items.reduce((sum, item) => sum + shownCents(item.tax_amount), 0) + shownCents(t.shipping_tax_amount),
        );
        for (const item of t.items) {
          expect(shownCents(item.row_total_incl_tax)).toBe(shownCents(item.price_incl_tax) * item.qty);
          expect(shownCents(item.row_total)).toBe(shownCents(item.price) * item.qty);
        }
        // The segments show the same numbers as the totals.
        expect(segment(t, 'grand_total')).toBe(t.grand_total);
        expect(segment(t, 'subtotal')).toBe(t.subtotal_incl_tax);
        expect(segment(t, 'tax')).toBe(t.tax_amount);
        expect(t.grand_total).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('adds 332,90 € and 24,89 € to 357,79 €, not to a float neighbour', () => {
    const t = computeTotals({
      lines: [
        {
          item_id: 1,
          sku: 'DSMZ',
          name: 'Doppelstabmatte',
          qty: 1,
          unit_incl_tax_cents: toCents(332.9),
          tax_percent: 19,
        },
        {
          item_id: 2,
          sku: 'PK-60',
          name: 'Pfostenkappe',
          qty: 1,
          unit_incl_tax_cents: toCents(24.89),
          tax_percent: 19,
        },
      ],
    });
    expect(332.9 + 24.89).not.toBe(357.79); // what adding euros as floats would show
    expect(t.items.map((i) => i.row_total_incl_tax)).toEqual([332.9, 24.89]);
    expect(t.subtotal_incl_tax).toBe(357.79);
    expect(t.grand_total).toBe(357.79);
    expect(segment(t, 'grand_total')).toBe(357.79);
  });

  it('keeps euro numbers on the wire with at most 2 fraction digits (357.8, not 357.80000000000001)', () => {
    const t = computeTotals({
      lines: [{ item_id: 1, sku: 'A', name: 'A', qty: 3, unit_incl_tax_cents: 12, tax_percent: 19 }],
      shipping: {
        carrier_code: 'flatrate',
        method_code: 'flatrate',
        title: 'DPD',
        amount_cents: 30064,
        incl_tax_cents: 35744,
        tax_percent: 19,
      },
    });
    expect(t.subtotal_incl_tax).toBe(0.36);
    expect(t.grand_total).toBe(357.8);
    expect(JSON.stringify(t.grand_total)).toBe('357.8');
  });
});
