import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toEuros } from './money.ts';
import { bundleCents, bundleItemCents, customOptionsCents, optionSurchargeCents, type OptionPrice } from './options.ts';
import { computePrices } from './tax.ts';
import { computeTotals } from './totals.ts';

// A shopper adds up what the product page shows – the product's price, each option's "+x €", each
// bundle item's price – and expects the cart to charge exactly that, in the German (19 %) and the
// Austrian (20 %) store alike, whether the store's catalog holds gross prices (the seeded shop) or
// only net ones (a remote vue-storefront-api).

const STORES = [
  { name: 'German store', rate: 19 },
  { name: 'Austrian store', rate: 20 },
];
const NOW = new Date('2026-11-22T12:00:00Z');
const shownCents = (eur: number) => Math.round(eur * 100);

/** Net euros with cents, and maybe the store's gross cents beside them. */
const amountArb = (max: number) =>
  fc.record({
    netCents: fc.integer({ min: 1, max }),
    grossCents: fc.option(fc.integer({ min: 1, max: Math.round(max * 1.2) }), { nil: undefined }),
  });

const optionArb: fc.Arbitrary<OptionPrice> = fc.oneof(
  amountArb(50_000).map(({ netCents, grossCents }) => ({
    price: netCents / 100,
    price_type: 'fixed',
    price_incl_tax_cents: grossCents,
  })),
  fc.integer({ min: 1, max: 40 }).map((percent) => ({ price: percent, price_type: 'percent' })),
);

describe.each(STORES)('shown prices add up in the $name', ({ rate }) => {
  it('product price + shown option surcharges = the cart line and the grand total', () => {
    fc.assert(
      fc.property(
        amountArb(500_000),
        fc.array(optionArb, { maxLength: 4 }),
        fc.integer({ min: 1, max: 9 }),
        (base, options, qty) => {
          const doc = { price: base.netCents / 100, price_incl_tax_cents: base.grossCents };
          const shownBase = shownCents(computePrices(doc, rate, NOW).finalPriceInclTax);
          // Each "+x €" as the product page prints it (percent choices print their percentage).
          const shownSurcharges = options.map((o) => shownCents(toEuros(optionSurchargeCents(shownBase, o, rate))));
          const line = customOptionsCents(shownBase, options, rate);
          expect(line).toBe(shownBase + shownSurcharges.reduce((a, b) => a + b, 0));

          const totals = computeTotals({
            lines: [{ item_id: 1, sku: 'X', name: 'X', qty, unit_incl_tax_cents: line, tax_percent: rate }],
          });
          expect(shownCents(totals.items[0]!.price_incl_tax)).toBe(line);
          expect(shownCents(totals.grand_total)).toBe(line * qty);
          // The net view derived from the gross one is consistent: net + tax = gross.
          expect(shownCents(totals.subtotal) + shownCents(totals.tax_amount)).toBe(line * qty);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a bundle costs the sum of its shown item prices times quantity', () => {
    const itemArb = fc.record({
      amount: amountArb(100_000),
      qty: fc.integer({ min: 1, max: 12 }),
    });
    fc.assert(
      fc.property(fc.array(itemArb, { minLength: 1, maxLength: 5 }), (items) => {
        const selections = items.map(({ amount, qty }) => ({
          price: amount.netCents / 100,
          price_incl_tax_cents: amount.grossCents,
          qty,
        }));
        // Each item as the bundle choice prints it: quantity × gross unit price.
        const shownItems = selections.map((s) => shownCents(toEuros(bundleItemCents(s, rate) * s.qty)));
        const bundle = bundleCents(selections, rate);
        expect(bundle).toBe(shownItems.reduce((a, b) => a + b, 0));
        const totals = computeTotals({
          lines: [{ item_id: 1, sku: 'B', name: 'B', qty: 1, unit_incl_tax_cents: bundle, tax_percent: rate }],
        });
        expect(shownCents(totals.grand_total)).toBe(bundle);
      }),
      { numRuns: 400 },
    );
  });
});

describe('the reported case', () => {
  it('332,90 € + 24,90 € surcharge is 357,80 € when the store set 24,90 €; 332,90 € + 24,89 € is 357,79 €', () => {
    const base = computePrices({ price: 279.75, price_incl_tax_cents: 33290 }, 19, NOW);
    expect(base.finalPriceInclTax).toBe(332.9);
    expect(base.price).toBe(279.75); // derived: 332,90 € − 53,15 € VAT
    const set = { price: 20.92, price_type: 'fixed', price_incl_tax_cents: 2490 };
    expect(customOptionsCents(33290, [set], 19)).toBe(35780);
    const netOnly = { price: 20.92, price_type: 'fixed' };
    expect(optionSurchargeCents(33290, netOnly, 19)).toBe(2489);
    expect(customOptionsCents(33290, [netOnly], 19)).toBe(35779);
  });
});
