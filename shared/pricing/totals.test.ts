import { describe, expect, it } from 'vitest';
import { computeTotals } from './totals.ts';
import { allocate, discountCents, type TotalsLine, type TotalsShipping } from './totals-money.ts';

const line = (over: Partial<TotalsLine> = {}): TotalsLine => ({
  item_id: 1,
  sku: 'A',
  name: 'A',
  qty: 1,
  unit_incl_tax_cents: 11900, // the shown gross price; 100 € net at 19 %
  tax_percent: 19,
  ...over,
});
const dpd: TotalsShipping = {
  carrier_code: 'flatrate',
  method_code: 'flatrate',
  title: 'DPD Courier',
  amount_cents: 400,
  incl_tax_cents: 500,
  tax_percent: 19,
};
const segment = (totals: ReturnType<typeof computeTotals>, code: string) =>
  totals.total_segments.find((s) => s.code === code);
const cents = (n: number) => Math.round(n * 100);

describe('computeTotals: items', () => {
  it('an empty cart totals zero', () => {
    const t = computeTotals({ lines: [] });
    expect(t).toMatchObject({
      grand_total: 0,
      subtotal: 0,
      subtotal_incl_tax: 0,
      tax_amount: 0,
      discount_amount: 0,
      items_qty: 0,
      items: [],
    });
    expect(t.total_segments.map((s) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'grand_total']);
  });

  it('prices a line net and gross with the German 19 %', () => {
    const t = computeTotals({ lines: [line({ qty: 2 })] });
    expect(t.items[0]).toMatchObject({
      price: 100,
      price_incl_tax: 119,
      row_total: 200,
      row_total_incl_tax: 238,
      tax_amount: 38,
      tax_percent: 19,
      discount_amount: 0,
    });
    expect(t).toMatchObject({
      subtotal: 200,
      subtotal_incl_tax: 238,
      tax_amount: 38,
      grand_total: 238,
      items_qty: 2,
      items_count: 1,
    });
  });

  it('prices the same line with the Austrian 20 %', () => {
    const t = computeTotals({ lines: [line({ qty: 2, tax_percent: 20, unit_incl_tax_cents: 12000 })] });
    expect(t).toMatchObject({ subtotal: 200, subtotal_incl_tax: 240, tax_amount: 40, grand_total: 240 });
  });

  it('rounds per unit: the row is the displayed gross unit price times qty', () => {
    // 9.98 a piece (net 8.39); 3 pieces 29.94 (not round(25.17 × 1.19) = 29.95)
    const t = computeTotals({ lines: [line({ unit_incl_tax_cents: 998, qty: 3 })] });
    expect(t.items[0]).toMatchObject({
      price_incl_tax: 9.98,
      row_total: 25.17,
      row_total_incl_tax: 29.94,
      tax_amount: 4.77,
    });
    expect(t.grand_total).toBe(29.94);
  });

  it('adds several lines and keeps 2 fraction digits', () => {
    const t = computeTotals({
      lines: [line({ unit_incl_tax_cents: 12, qty: 3 }), line({ item_id: 2, unit_incl_tax_cents: 24, qty: 1 })],
    });
    expect(t.subtotal).toBe(0.5);
    expect(t.subtotal_incl_tax).toBe(0.6); // 0.12 × 3 + 0.24
    expect(t.tax_amount).toBe(0.1);
  });

  it('a free line (the PDF manual) costs nothing', () => {
    const t = computeTotals({
      lines: [line({ unit_incl_tax_cents: 0, product_type: 'downloadable' })],
      shipsGoods: false,
    });
    expect(t.grand_total).toBe(0);
    expect(t.items[0]).toMatchObject({ product_type: 'downloadable', row_total_incl_tax: 0 });
  });

  it('carries the chosen options as Magento JSON text', () => {
    const t = computeTotals({ lines: [line({ options: [{ label: 'Untergrund', value: 'Rasen' }] })] });
    expect(JSON.parse(t.items[0]!.options)).toEqual([{ label: 'Untergrund', value: 'Rasen' }]);
  });
});

describe('computeTotals: shipping', () => {
  it('adds DPD Courier with the constants: 4 net, 5 incl. tax, tax 1', () => {
    const t = computeTotals({ lines: [line()], shipping: dpd });
    expect(t).toMatchObject({
      shipping_amount: 4,
      shipping_incl_tax: 5,
      shipping_tax_amount: 1,
      tax_amount: 20,
      grand_total: 124,
    });
    expect(segment(t, 'shipping')).toEqual({ code: 'shipping', title: 'Versand (DPD Courier)', value: 5 });
  });

  it('a method priced net gets its tax from the given gross price', () => {
    const freight: TotalsShipping = {
      carrier_code: 'matrixrate',
      method_code: 'spedition',
      title: 'Speditionsversand',
      amount_cents: 4118,
      incl_tax_cents: 4900,
      tax_percent: 19,
    };
    const t = computeTotals({ lines: [line()], shipping: freight });
    expect(t).toMatchObject({ shipping_tax_amount: 7.82, grand_total: 168, tax_amount: 26.82 });
  });

  it('a cart that ships nothing has no shipping segment', () => {
    const t = computeTotals({ lines: [line({ product_type: 'virtual' })], shipsGoods: false });
    expect(t.total_segments.map((s) => s.code)).toEqual(['subtotal', 'tax', 'grand_total']);
  });

  it('before a method is chosen the shipping segment is 0', () => {
    expect(segment(computeTotals({ lines: [line()] }), 'shipping')).toEqual({
      code: 'shipping',
      title: 'Versand',
      value: 0,
    });
  });
});

describe('computeTotals: coupons', () => {
  it('takes a percent coupon off the subtotal incl. tax, never off shipping', () => {
    const t = computeTotals({
      lines: [line({ qty: 2 })],
      coupon: { code: 'ZAUN10', type: 'percent', percent: 10 },
      shipping: dpd,
    });
    // 238 gross → 23.80 off; its contained tax 3.80 leaves 34.20 item tax (214.20 = 180 net × 1.19); + 1 shipping tax
    expect(t).toMatchObject({
      discount_amount: -23.8,
      subtotal_incl_tax: 238,
      tax_amount: 35.2,
      grand_total: 219.2,
      coupon_code: 'ZAUN10',
    });
    expect(t.items[0]).toMatchObject({
      discount_amount: 23.8,
      discount_percent: 10,
      tax_amount: 34.2,
      row_total_with_discount: 180,
    });
    expect(segment(t, 'discount')).toEqual({ code: 'discount', title: 'Rabatt (ZAUN10)', value: -23.8 });
    expect(t.subtotal_with_discount).toBe(180);
  });

  it('takes a fixed coupon off as an amount', () => {
    const t = computeTotals({ lines: [line()], coupon: { code: 'MONTAGE20', type: 'fixed', amount_cents: 2000 } });
    expect(t).toMatchObject({ discount_amount: -20, grand_total: 99 });
    expect(t.tax_amount).toBe(15.81); // 19 − round(20 × 19/119 = 3.193…)
  });

  it('never takes more than the subtotal: the grand total stays at the shipping', () => {
    const t = computeTotals({
      lines: [line({ unit_incl_tax_cents: 1190 })],
      coupon: { code: 'MONTAGE20', type: 'fixed', amount_cents: 2000 },
      shipping: dpd,
    });
    expect(t).toMatchObject({ discount_amount: -11.9, grand_total: 5, tax_amount: 1 });
    expect(t.items[0]!.tax_amount).toBe(0);
  });

  it('caps a percent above 100 and ignores zero or negative values', () => {
    expect(discountCents(10000, { code: 'X', type: 'percent', percent: 150 })).toBe(10000);
    expect(discountCents(10000, { code: 'X', type: 'percent', percent: 0 })).toBe(0);
    expect(discountCents(10000, { code: 'X', type: 'fixed', amount_cents: -500 })).toBe(0);
    expect(discountCents(0, { code: 'X', type: 'fixed', amount_cents: 500 })).toBe(0);
  });

  it('shows the discount segment for an applied coupon even when it takes nothing off', () => {
    const t = computeTotals({ lines: [], coupon: { code: 'ZAUN10', type: 'percent', percent: 10 } });
    expect(segment(t, 'discount')!.value).toBe(0);
  });

  it('spreads the discount over the lines exactly to the cent', () => {
    const lines = [
      line({ unit_incl_tax_cents: 396, qty: 1 }),
      line({ item_id: 2, unit_incl_tax_cents: 396 }),
      line({ item_id: 3, unit_incl_tax_cents: 397 }),
    ];
    const t = computeTotals({ lines, coupon: { code: 'ZAUN10', type: 'percent', percent: 10 } });
    const shares = t.items.reduce((s, i) => s + cents(i.discount_amount), 0);
    expect(shares).toBe(cents(-t.discount_amount));
  });
});

describe('computeTotals: segments and consistency', () => {
  it('lists the segments in Magento order, grand total in the footer', () => {
    const t = computeTotals({
      lines: [line()],
      coupon: { code: 'ZAUN10', type: 'percent', percent: 10 },
      shipping: dpd,
    });
    expect(t.total_segments.map((s) => s.code)).toEqual(['subtotal', 'shipping', 'discount', 'tax', 'grand_total']);
    expect(t.total_segments.at(-1)).toEqual({
      code: 'grand_total',
      title: 'Gesamtsumme',
      value: t.grand_total,
      area: 'footer',
    });
    expect(segment(t, 'subtotal')!.value).toBe(t.subtotal_incl_tax);
    expect(segment(t, 'tax')!.value).toBe(t.tax_amount);
  });

  it('breaks the tax down per rate', () => {
    const t = computeTotals({
      lines: [line(), line({ item_id: 2, unit_incl_tax_cents: 1070, tax_percent: 7 })],
      shipping: dpd,
    });
    expect(segment(t, 'tax')!.extension_attributes!.tax_grandtotal_details).toEqual([
      { amount: 20, rates: [{ percent: '19', title: 'MwSt. 19 %' }], group_id: 1 },
      { amount: 0.7, rates: [{ percent: '7', title: 'MwSt. 7 %' }], group_id: 2 },
    ]);
  });
});

describe('allocate', () => {
  it('splits in proportion with the remainder on the largest fractions', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
  });
});
