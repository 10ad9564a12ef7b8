import { addTax } from './money.ts';

/**
 * Cart and order totals: the one
 * computation the cart API and the order placement share, pure so it is tested case by case.
 *
 * Rules (EUR, 2 fraction digits everywhere; all arithmetic in whole cents):
 * - Catalog prices are net. A line's unit price incl. tax is the net unit price plus the store's tax
 *   rounded to cents (the gross price the shop displays); row totals are unit price × qty, net and
 *   gross, so a row's tax is gross − net (Magento's "unit price" tax calculation, its default).
 * - The discount of a coupon is taken off the items' subtotal incl. tax (never off shipping):
 *   percent → that share of it, rounded to cents; fixed → the amount, at most the subtotal. So it
 *   never goes below zero and the grand total never becomes negative. It is spread over the lines in
 *   proportion to their gross row totals (largest remainder, so the parts add up to the cent), and
 *   each line's tax shrinks by the tax contained in its share (German gross-price shops, "apply
 *   discount on prices including tax" + "apply tax after discount").
 * - Shipping comes with its net amount and its price incl. tax; its tax is the difference. (The flat
 *   DPD Courier has the constants amount 4 and price incl. tax 5, kept as given.)
 * - grand total = subtotal incl. tax − discount + shipping incl. tax; tax = items' tax after the
 *   discount + shipping tax; both exact to the cent by construction.
 * - Segments in Magento's order and shape, values as a German (gross) shop shows them: subtotal
 *   incl. tax, shipping incl. tax (left out for carts that ship nothing), discount as a negative
 *   amount (only while a coupon is applied), tax (the tax contained, with a per-rate breakdown),
 *   grand total.
 */

/** The flat shipping method (vue-storefront's default 'flatrate', offline-capable). */
export const DPD_COURIER = {
  carrier_code: 'flatrate',
  method_code: 'flatrate',
  carrier_title: 'DPD',
  method_title: 'DPD Courier',
  amount: 4,
  price_incl_tax: 5,
  offline: true,
} as const;

/** Magento's totals texts, in German (the shop's language). */
export const SEGMENT_TITLES = {
  subtotal: 'Zwischensumme',
  shipping: 'Versand',
  discount: 'Rabatt',
  tax: 'MwSt.',
  grand_total: 'Gesamtsumme',
} as const;

export interface TotalsLine {
  item_id: number;
  sku: string;
  name: string;
  qty: number;
  /** Net unit price (options included), in EUR. */
  price: number;
  /** Tax rate in percent for the store's tax country. */
  tax_percent: number;
  product_type?: string;
  /** Human-readable chosen options, [{ label, value }]. */
  options?: Array<{ label: string; value: string }>;
}

export interface TotalsCoupon {
  code: string;
  type: 'percent' | 'fixed';
  /** Percent (0–100) or EUR. */
  value: number;
}

export interface TotalsShipping {
  carrier_code: string;
  method_code: string;
  title: string;
  /** Net. */
  amount: number;
  price_incl_tax: number;
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

export interface TotalsItem {
  item_id: number;
  sku: string;
  name: string;
  qty: number;
  price: number;
  base_price: number;
  price_incl_tax: number;
  base_price_incl_tax: number;
  row_total: number;
  base_row_total: number;
  row_total_incl_tax: number;
  base_row_total_incl_tax: number;
  row_total_with_discount: number;
  tax_amount: number;
  base_tax_amount: number;
  tax_percent: number;
  discount_amount: number;
  base_discount_amount: number;
  discount_percent: number;
  product_type?: string;
  /** JSON text of [{ label, value }], as Magento sends it. */
  options: string;
}

export interface TaxDetail {
  amount: number;
  rates: Array<{ percent: string; title: string }>;
  group_id: number;
}

export interface TotalSegment {
  code: 'subtotal' | 'shipping' | 'discount' | 'tax' | 'grand_total';
  title: string;
  value: number;
  area?: 'footer';
  extension_attributes?: { tax_grandtotal_details: TaxDetail[] };
}

export interface Totals {
  grand_total: number;
  base_grand_total: number;
  subtotal: number;
  base_subtotal: number;
  subtotal_incl_tax: number;
  base_subtotal_incl_tax: number;
  /** Negative, as in Magento (gross). */
  discount_amount: number;
  base_discount_amount: number;
  subtotal_with_discount: number;
  shipping_amount: number;
  base_shipping_amount: number;
  shipping_incl_tax: number;
  base_shipping_incl_tax: number;
  shipping_tax_amount: number;
  shipping_discount_amount: 0;
  tax_amount: number;
  base_tax_amount: number;
  items_qty: number;
  items_count: number;
  coupon_code: string | null;
  base_currency_code: string;
  quote_currency_code: string;
  items: TotalsItem[];
  total_segments: TotalSegment[];
}

const cents = (eur: number): number => Math.round(eur * 100);
const eur = (c: number): number => (Object.is(c, -0) ? 0 : c / 100);

/** Gross cents → the tax contained at a rate, in cents. */
function containedTax(grossCents: number, ratePercent: number): number {
  return ratePercent > 0 ? Math.round((grossCents * ratePercent) / (100 + ratePercent)) : 0;
}

/** The discount in cents for a subtotal incl. tax (cents): never negative, never above the subtotal. */
export function discountCents(subtotalInclCents: number, coupon: TotalsCoupon | null | undefined): number {
  if (!coupon || subtotalInclCents <= 0 || !Number.isFinite(coupon.value) || coupon.value <= 0) return 0;
  const raw =
    coupon.type === 'percent'
      ? Math.round((subtotalInclCents * Math.min(coupon.value, 100)) / 100)
      : cents(coupon.value);
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

function rateTitle(percent: number): string {
  return `MwSt. ${String(percent).replace('.', ',')} %`;
}

export function computeTotals(input: TotalsInput): Totals {
  const currency = input.currency ?? 'EUR';
  const rows = input.lines.map((line) => {
    const unitNet = cents(line.price);
    const unitGross = cents(addTax(eur(unitNet), line.tax_percent));
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
  let itemsTax = 0;
  let discountNet = 0;
  const items: TotalsItem[] = rows.map((r, i) => {
    const share = shares[i]!;
    const shareTax = containedTax(share, r.line.tax_percent);
    const tax = r.gross - r.net - shareTax;
    itemsTax += tax;
    discountNet += share - shareTax;
    addRateTax(r.line.tax_percent, tax);
    return {
      item_id: r.line.item_id,
      sku: r.line.sku,
      name: r.line.name,
      qty: r.line.qty,
      price: eur(r.unitNet),
      base_price: eur(r.unitNet),
      price_incl_tax: eur(r.unitGross),
      base_price_incl_tax: eur(r.unitGross),
      row_total: eur(r.net),
      base_row_total: eur(r.net),
      row_total_incl_tax: eur(r.gross),
      base_row_total_incl_tax: eur(r.gross),
      row_total_with_discount: eur(r.net - (share - shareTax)),
      tax_amount: eur(tax),
      base_tax_amount: eur(tax),
      tax_percent: r.line.tax_percent,
      discount_amount: eur(share),
      base_discount_amount: eur(share),
      discount_percent: input.coupon?.type === 'percent' && share > 0 ? input.coupon.value : 0,
      ...(r.line.product_type ? { product_type: r.line.product_type } : {}),
      options: JSON.stringify(r.line.options ?? []),
    };
  });

  const shipping = input.shipping ?? null;
  const shipNet = shipping ? cents(shipping.amount) : 0;
  const shipGross = shipping ? cents(shipping.price_incl_tax) : 0;
  const shipTax = shipGross - shipNet;
  if (shipping && shipTax !== 0) addRateTax(shipping.tax_percent, shipTax);
  const tax = itemsTax + shipTax;
  const grand = subtotalGross - discount + shipGross;

  const segments: TotalSegment[] = [{ code: 'subtotal', title: SEGMENT_TITLES.subtotal, value: eur(subtotalGross) }];
  if (input.shipsGoods ?? true) {
    segments.push({
      code: 'shipping',
      title: shipping ? `${SEGMENT_TITLES.shipping} (${shipping.title})` : SEGMENT_TITLES.shipping,
      value: eur(shipGross),
    });
  }
  if (input.coupon) {
    segments.push({
      code: 'discount',
      title: `${SEGMENT_TITLES.discount} (${input.coupon.code})`,
      value: eur(-discount),
    });
  }
  const details: TaxDetail[] = [...taxByRate.entries()]
    .filter(([, amount]) => amount !== 0)
    .sort((a, b) => b[0] - a[0])
    .map(([rate, amount], i) => ({
      amount: eur(amount),
      rates: [{ percent: String(rate), title: rateTitle(rate) }],
      group_id: i + 1,
    }));
  segments.push({
    code: 'tax',
    title: SEGMENT_TITLES.tax,
    value: eur(tax),
    extension_attributes: { tax_grandtotal_details: details },
  });
  segments.push({ code: 'grand_total', title: SEGMENT_TITLES.grand_total, value: eur(grand), area: 'footer' });

  return {
    grand_total: eur(grand),
    base_grand_total: eur(grand),
    subtotal: eur(subtotalNet),
    base_subtotal: eur(subtotalNet),
    subtotal_incl_tax: eur(subtotalGross),
    base_subtotal_incl_tax: eur(subtotalGross),
    discount_amount: eur(-discount),
    base_discount_amount: eur(-discount),
    subtotal_with_discount: eur(subtotalNet - discountNet),
    shipping_amount: eur(shipNet),
    base_shipping_amount: eur(shipNet),
    shipping_incl_tax: eur(shipGross),
    base_shipping_incl_tax: eur(shipGross),
    shipping_tax_amount: eur(shipTax),
    shipping_discount_amount: 0,
    tax_amount: eur(tax),
    base_tax_amount: eur(tax),
    items_qty: rows.reduce((s, r) => s + r.line.qty, 0),
    items_count: rows.length,
    coupon_code: input.coupon?.code ?? null,
    base_currency_code: currency,
    quote_currency_code: currency,
    items,
    total_segments: segments,
  };
}
