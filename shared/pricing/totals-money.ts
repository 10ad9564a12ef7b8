import { netOfGrossCents } from './gross.ts';
import { containedTaxCents, toCents } from './money.ts';

/**
 * Cart and order totals in whole cents: the one computation the cart API and the order placement
 * share, pure so it is tested case by case. totals.ts turns its result into the wire's euro numbers.
 *
 * Rules (every amount an integer number of cents, so every sum is exact):
 * - A line's unit price incl. tax is the source: the gross price the shop displays, options and
 *   bundle items included (gross.ts, options.ts). Its net unit price is that gross minus the tax it
 *   contains; row totals are unit price × qty, net and gross, so a row's tax is gross − net
 *   (Magento's "unit price" tax calculation, its default).
 * - The discount of a coupon is taken off the items' subtotal incl. tax (never off shipping):
 *   percent → that share of it, rounded to the cent; fixed → the amount, at most the subtotal. So it
 *   never goes below zero and the grand total never becomes negative. It is spread over the lines in
 *   proportion to their gross row totals (largest remainder, so the parts add up to the cent), and
 *   each line's tax shrinks by the tax contained in its share (German gross-price shops, "apply
 *   discount on prices including tax" + "apply tax after discount").
 * - Shipping comes with its net amount and its price incl. tax; its tax is the difference.
 * - grand total = Σ line gross − discount + shipping incl. tax; tax = items' tax after the discount +
 *   shipping tax.
 */

export interface TotalsLine {
  item_id: number;
  sku: string;
  name: string;
  qty: number;
  /** Gross unit price (options included) as shown, in cents. */
  unit_incl_tax_cents: number;
  /** Tax rate in percent for the store's tax country. */
  tax_percent: number;
  product_type?: string;
  /** Human-readable chosen options, [{ label, value }]. */
  options?: Array<{ label: string; value: string }>;
}

/** An applicable coupon: a share of the subtotal incl. tax, or an amount off it. */
export type TotalsCoupon =
  | { code: string; type: 'percent'; percent: number }
  | { code: string; type: 'fixed'; amount_cents: number };

export interface TotalsShipping {
  carrier_code: string;
  method_code: string;
  title: string;
  /** Net, in cents. */
  amount_cents: number;
  /** Incl. tax, in cents. */
  incl_tax_cents: number;
  /** The rate the shipping is taxed at (the store's standard rate), for the tax breakdown. */
  tax_percent: number;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  coupon?: TotalsCoupon | null;
  shipping?: TotalsShipping | null;
  /** Whether the cart ships something (false for carts of only virtual/downloadable products). */
  shipsGoods?: boolean;
  currency?: string;
}

/** One line in cents. */
export interface MoneyLine {
  line: TotalsLine;
  unitNet: number;
  unitGross: number;
  /** Row totals: unit × qty. */
  net: number;
  gross: number;
  /** The line's share of the discount (gross) and the tax contained in it. */
  discount: number;
  discountTax: number;
  /** The line's tax after the discount. */
  tax: number;
}

/** Every amount of the totals, in cents. */
export interface MoneyTotals {
  lines: MoneyLine[];
  subtotalNet: number;
  subtotalGross: number;
  /** Positive: what the coupon takes off (gross). */
  discount: number;
  discountNet: number;
  shipNet: number;
  shipGross: number;
  shipTax: number;
  tax: number;
  grand: number;
  /** Tax per rate (items after the discount, and shipping), rates descending, zero amounts left out. */
  taxByRate: Array<{ rate: number; cents: number }>;
}

/** The discount in cents for a subtotal incl. tax (cents): never negative, never above the subtotal. */
export function discountCents(subtotalInclCents: number, coupon: TotalsCoupon | null | undefined): number {
  if (!coupon || subtotalInclCents <= 0) return 0;
  const value = coupon.type === 'percent' ? coupon.percent : coupon.amount_cents;
  if (!Number.isFinite(value) || value <= 0) return 0;
  const raw =
    coupon.type === 'percent'
      ? Math.round((subtotalInclCents * Math.min(coupon.percent, 100)) / 100)
      : Math.round(coupon.amount_cents);
  return Math.max(0, Math.min(raw, subtotalInclCents));
}

/** Splits `total` cents over `weights` in proportion (largest remainder, earlier lines win ties). */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let rest = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    parts[i]! += 1;
    rest -= 1;
  }
  return parts;
}

export function computeMoneyTotals(input: TotalsInput): MoneyTotals {
  const rows = input.lines.map((line) => {
    const unitGross = Math.round(line.unit_incl_tax_cents);
    const unitNet = netOfGrossCents(unitGross, line.tax_percent);
    return { line, unitNet, unitGross, net: unitNet * line.qty, gross: unitGross * line.qty };
  });
  const subtotalNet = rows.reduce((s, r) => s + r.net, 0);
  const subtotalGross = rows.reduce((s, r) => s + r.gross, 0);
  const discount = discountCents(subtotalGross, input.coupon);
  const shares = allocate(
    discount,
    rows.map((r) => r.gross),
  );

  const taxByRate = new Map<number, number>();
  const addRateTax = (rate: number, amount: number) => taxByRate.set(rate, (taxByRate.get(rate) ?? 0) + amount);
  const lines: MoneyLine[] = rows.map((r, i) => {
    const share = shares[i]!;
    const discountTax = containedTaxCents(share, r.line.tax_percent);
    const tax = r.gross - r.net - discountTax;
    addRateTax(r.line.tax_percent, tax);
    return { ...r, discount: share, discountTax, tax };
  });

  const shipping = input.shipping ?? null;
  const shipNet = shipping ? Math.round(shipping.amount_cents) : 0;
  const shipGross = shipping ? Math.round(shipping.incl_tax_cents) : 0;
  const shipTax = shipGross - shipNet;
  if (shipping && shipTax !== 0) addRateTax(shipping.tax_percent, shipTax);

  return {
    lines,
    subtotalNet,
    subtotalGross,
    discount,
    discountNet: lines.reduce((s, l) => s + l.discount - l.discountTax, 0),
    shipNet,
    shipGross,
    shipTax,
    tax: lines.reduce((s, l) => s + l.tax, 0) + shipTax,
    grand: subtotalGross - discount + shipGross,
    taxByRate: [...taxByRate.entries()]
      .filter(([, cents]) => cents !== 0)
      .sort((a, b) => b[0] - a[0])
      .map(([rate, cents]) => ({ rate, cents })),
  };
}

/** A shipping method as the wire lists it (euros) → the cents the totals take. */
export const shippingCents = (method: { amount: number; price_incl_tax: number }) => ({
  amount_cents: toCents(method.amount),
  incl_tax_cents: toCents(method.price_incl_tax),
});
