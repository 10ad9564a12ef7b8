import { toEuros } from './money.ts';
import { computeMoneyTotals, type MoneyTotals, type TotalsInput } from './totals-money.ts';

/**
 * Cart and order totals on the wire (vue-storefront-api's Totals, euro numbers such as 357.8): the
 * cent amounts of totals-money.ts turned into euros here and nowhere earlier, so every shown total is
 * the exact sum of its shown lines. Segments in Magento's order and shape, values as a German (gross)
 * shop shows them: subtotal incl. tax, shipping incl. tax (left out for carts that ship nothing),
 * discount as a negative amount (only while a coupon is applied), tax (the tax contained, with a
 * per-rate breakdown), grand total.
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

/**
 * True for the shipping segment of a cart whose shipping method is not chosen yet: it names no
 * method and charges nothing, so the shopper reads "calculated in the next step" instead of 0,00 €.
 */
export function shippingNotChosen(segment: Pick<TotalSegment, 'code' | 'title' | 'value'>): boolean {
  return segment.code === 'shipping' && segment.value === 0 && !segment.title.includes('(');
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

function rateTitle(percent: number): string {
  return `MwSt. ${String(percent).replace('.', ',')} %`;
}

/** The wire's totals of amounts computed in cents. */
export function toWireTotals(money: MoneyTotals, input: TotalsInput): Totals {
  const currency = input.currency ?? 'EUR';
  const coupon = input.coupon ?? null;
  const items: TotalsItem[] = money.lines.map((m) => ({
    item_id: m.line.item_id,
    sku: m.line.sku,
    name: m.line.name,
    qty: m.line.qty,
    price: toEuros(m.unitNet),
    base_price: toEuros(m.unitNet),
    price_incl_tax: toEuros(m.unitGross),
    base_price_incl_tax: toEuros(m.unitGross),
    row_total: toEuros(m.net),
    base_row_total: toEuros(m.net),
    row_total_incl_tax: toEuros(m.gross),
    base_row_total_incl_tax: toEuros(m.gross),
    row_total_with_discount: toEuros(m.net - (m.discount - m.discountTax)),
    tax_amount: toEuros(m.tax),
    base_tax_amount: toEuros(m.tax),
    tax_percent: m.line.tax_percent,
    discount_amount: toEuros(m.discount),
    base_discount_amount: toEuros(m.discount),
    discount_percent: coupon?.type === 'percent' && m.discount > 0 ? coupon.percent : 0,
    ...(m.line.product_type ? { product_type: m.line.product_type } : {}),
    options: JSON.stringify(m.line.options ?? []),
  }));

  const shipping = input.shipping ?? null;
  const segments: TotalSegment[] = [
    { code: 'subtotal', title: SEGMENT_TITLES.subtotal, value: toEuros(money.subtotalGross) },
  ];
  if (input.shipsGoods ?? true) {
    segments.push({
      code: 'shipping',
      title: shipping ? `${SEGMENT_TITLES.shipping} (${shipping.title})` : SEGMENT_TITLES.shipping,
      value: toEuros(money.shipGross),
    });
  }
  if (coupon) {
    segments.push({
      code: 'discount',
      title: `${SEGMENT_TITLES.discount} (${coupon.code})`,
      value: toEuros(-money.discount),
    });
  }
  const details: TaxDetail[] = money.taxByRate.map(({ rate, cents }, i) => ({
    amount: toEuros(cents),
    rates: [{ percent: String(rate), title: rateTitle(rate) }],
    group_id: i + 1,
  }));
  segments.push({
    code: 'tax',
    title: SEGMENT_TITLES.tax,
    value: toEuros(money.tax),
    extension_attributes: { tax_grandtotal_details: details },
  });
  segments.push({
    code: 'grand_total',
    title: SEGMENT_TITLES.grand_total,
    value: toEuros(money.grand),
    area: 'footer',
  });

  return {
    grand_total: toEuros(money.grand),
    base_grand_total: toEuros(money.grand),
    subtotal: toEuros(money.subtotalNet),
    base_subtotal: toEuros(money.subtotalNet),
    subtotal_incl_tax: toEuros(money.subtotalGross),
    base_subtotal_incl_tax: toEuros(money.subtotalGross),
    discount_amount: toEuros(-money.discount),
    base_discount_amount: toEuros(-money.discount),
    subtotal_with_discount: toEuros(money.subtotalNet - money.discountNet),
    shipping_amount: toEuros(money.shipNet),
    base_shipping_amount: toEuros(money.shipNet),
    shipping_incl_tax: toEuros(money.shipGross),
    base_shipping_incl_tax: toEuros(money.shipGross),
    shipping_tax_amount: toEuros(money.shipTax),
    shipping_discount_amount: 0,
    tax_amount: toEuros(money.tax),
    base_tax_amount: toEuros(money.tax),
    items_qty: money.lines.reduce((s, m) => s + m.line.qty, 0),
    items_count: money.lines.length,
    coupon_code: coupon?.code ?? null,
    base_currency_code: currency,
    quote_currency_code: currency,
    items,
    total_segments: segments,
  };
}

/** Totals for the wire, computed in cents. */
export const computeTotals = (input: TotalsInput): Totals => toWireTotals(computeMoneyTotals(input), input);
