import { toCents } from './money.ts';

/**
 * The prices a shopper saw when placing an order, carried with the order so that the shop never
 * charges other amounts than the ones agreed to. An order can reach the shop long after it was
 * placed (queued offline); meanwhile a price may have changed. The rule: the order is taken only
 * when every line's unit price incl. tax, the shipping price and the grand total are still what the
 * shopper saw, to the cent; any difference (up or down) refuses the order with the differences, and
 * the shopper decides again with today's prices. All amounts are gross cents.
 */

export interface SeenLine {
  sku: string;
  unit_incl_tax_cents: number;
}

export interface SeenPrices {
  /** One per ordered product, in the order's order. */
  lines: SeenLine[];
  /** Shipping incl. tax; null when nothing ships; absent when the shopper's screen did not show it. */
  shipping_incl_tax_cents?: number | null;
  /** Absent when the shopper saw no grand total (a coupon whose discount was not known offline). */
  grand_total_cents?: number;
}

/** One amount the shop would charge differently from what the shopper saw. */
export type PriceChange =
  | { kind: 'line'; sku: string; name: string; seen: number; now: number }
  | { kind: 'shipping'; seen: number; now: number }
  | { kind: 'grand_total'; seen: number; now: number };

/** Today's amounts of an order, as the shop prices it. */
export interface PricedAmounts {
  lines: Array<{ sku: string; name: string; unit_incl_tax_cents: number }>;
  shipping_incl_tax_cents: number | null;
  grand_total_cents: number;
}

/**
 * What the shopper saw: the lines' gross unit prices, the chosen shipping (undefined: not known) and
 * the grand total: the one the shop showed, else (undefined) the sum of lines and shipping; null when
 * none was shown (a coupon whose discount was not known offline).
 */
export function seenPrices(
  lines: ReadonlyArray<{ sku: string; qty: number; price_incl_tax: number }>,
  shippingInclTax: number | null | undefined,
  grandTotal?: number | null,
): SeenPrices {
  const seenLines = lines.map((l) => ({ sku: l.sku, unit_incl_tax_cents: toCents(l.price_incl_tax) }));
  const shipping = shippingInclTax == null ? shippingInclTax : toCents(shippingInclTax);
  const sum =
    shipping === undefined
      ? undefined
      : seenLines.reduce((total, l, i) => total + l.unit_incl_tax_cents * lines[i]!.qty, 0) + (shipping ?? 0);
  const grand = grandTotal === undefined ? sum : grandTotal === null ? undefined : toCents(grandTotal);
  return {
    lines: seenLines,
    ...(shipping === undefined ? {} : { shipping_incl_tax_cents: shipping }),
    ...(grand === undefined ? {} : { grand_total_cents: grand }),
  };
}

/** The amounts that differ between what the shopper saw and today's pricing (empty: the order stands). */
export function priceChanges(seen: SeenPrices, priced: PricedAmounts): PriceChange[] {
  const changes: PriceChange[] = [];
  for (const [i, line] of priced.lines.entries()) {
    const before = seen.lines[i];
    // A line the shopper saw no price for (an older client) is not compared; the others still are.
    if (!before || before.sku !== line.sku) continue;
    if (before.unit_incl_tax_cents !== line.unit_incl_tax_cents)
      changes.push({
        kind: 'line',
        sku: line.sku,
        name: line.name,
        seen: before.unit_incl_tax_cents,
        now: line.unit_incl_tax_cents,
      });
  }
  if (
    seen.shipping_incl_tax_cents !== undefined &&
    (seen.shipping_incl_tax_cents ?? 0) !== (priced.shipping_incl_tax_cents ?? 0)
  )
    changes.push({
      kind: 'shipping',
      seen: seen.shipping_incl_tax_cents ?? 0,
      now: priced.shipping_incl_tax_cents ?? 0,
    });
  if (seen.grand_total_cents !== undefined && seen.grand_total_cents !== priced.grand_total_cents)
    changes.push({ kind: 'grand_total', seen: seen.grand_total_cents, now: priced.grand_total_cents });
  return changes;
}
