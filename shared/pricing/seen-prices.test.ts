import { describe, expect, it } from 'vitest';
import { priceChanges, seenPrices } from './seen-prices.ts';

const lines = [
  { sku: 'A', qty: 2, price_incl_tax: 19.99 },
  { sku: 'B', qty: 1, price_incl_tax: 5.1 },
];
const today = {
  lines: [
    { sku: 'A', name: 'Zaunfeld', unit_incl_tax_cents: 1999 },
    { sku: 'B', name: 'Pfosten', unit_incl_tax_cents: 510 },
  ],
  shipping_incl_tax_cents: 500,
  grand_total_cents: 1999 * 2 + 510 + 500,
};

describe('seen prices', () => {
  it('keeps the lines, the shipping and their sum as the shopper saw them, in cents', () => {
    expect(seenPrices(lines, 5)).toEqual({
      lines: [
        { sku: 'A', unit_incl_tax_cents: 1999 },
        { sku: 'B', unit_incl_tax_cents: 510 },
      ],
      shipping_incl_tax_cents: 500,
      grand_total_cents: 5008,
    });
  });

  it('takes a grand total shown by the shop, and leaves it out when none was shown', () => {
    expect(seenPrices(lines, 5, 45.08).grand_total_cents).toBe(4508);
    expect(seenPrices(lines, 5, null)).not.toHaveProperty('grand_total_cents');
    expect(seenPrices(lines, null).shipping_incl_tax_cents).toBeNull();
    // Shipping not known: neither it nor a sum of it is claimed as seen.
    expect(seenPrices(lines, undefined)).toEqual({ lines: seenPrices(lines, 5).lines });
  });

  it('finds no change when today’s prices are the seen ones', () => {
    expect(priceChanges(seenPrices(lines, 5), today)).toEqual([]);
  });

  it('names every changed line, the shipping and the grand total, up or down', () => {
    const changed = {
      lines: [today.lines[0]!, { ...today.lines[1]!, unit_incl_tax_cents: 490 }],
      shipping_incl_tax_cents: 600,
      grand_total_cents: 1999 * 2 + 490 + 600,
    };
    expect(priceChanges(seenPrices(lines, 5), changed)).toEqual([
      { kind: 'line', sku: 'B', name: 'Pfosten', seen: 510, now: 490 },
      { kind: 'shipping', seen: 500, now: 600 },
      { kind: 'grand_total', seen: 5008, now: 5088 },
    ]);
  });

  it('does not compare a grand total or a shipping price the shopper did not see', () => {
    const seen = seenPrices(lines, 5, null);
    expect(priceChanges(seen, { ...today, grand_total_cents: 4000 })).toEqual([]);
    expect(priceChanges(seenPrices(lines, undefined), { ...today, shipping_incl_tax_cents: 900 })).toEqual([]);
  });
});
