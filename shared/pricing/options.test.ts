import { describe, expect, it } from 'vitest';
import {
  bundlePrice,
  bundleCents,
  customOptionsCents,
  customOptionsPrice,
  optionSurchargeCents,
  selectedBundleItems,
  selectedCustomOptions,
  type BundleOptionDoc,
  type CustomOptionDoc,
} from './options.ts';

// Without tax (rate 0) a gross amount is its net amount: the arithmetic alone.
describe('custom option prices', () => {
  it('a fixed option adds its amount', () => {
    expect(customOptionsPrice(100, [{ price: 25, price_type: 'fixed' }], 0)).toBe(125);
  });

  it('a percent option adds that share of the product price, rounded to the cent', () => {
    expect(customOptionsPrice(200, [{ price: 10, price_type: 'percent' }], 0)).toBe(220);
    expect(customOptionsCents(8403, [{ price: 5, price_type: 'percent' }], 0)).toBe(8823); // 8403 + 420.15
  });

  it('adds several options, percent always of the product price (not compounding)', () => {
    expect(
      customOptionsPrice(
        100,
        [
          { price: 10, price_type: 'percent' },
          { price: 10, price_type: 'percent' },
          { price: 5.5, price_type: 'fixed' },
        ],
        0,
      ),
    ).toBe(125.5);
  });

  it('is the product price without options', () => {
    expect(customOptionsPrice(99.99, [], 19)).toBe(99.99);
  });

  it('adds the gross surcharge the store set, not the net one plus tax', () => {
    // 20,92 € net + 19 % would be 24,89 €; the German store set 24,90 € gross.
    expect(customOptionsCents(33290, [{ price: 20.92, price_type: 'fixed', price_incl_tax_cents: 2490 }], 19)).toBe(
      35780,
    );
    // A net catalog: the surcharge shown is net + tax rounded on its own, and that is what is added.
    expect(optionSurchargeCents(33290, { price: 20.92, price_type: 'fixed' }, 19)).toBe(2489);
    expect(customOptionsCents(33290, [{ price: 20.92, price_type: 'fixed' }], 19)).toBe(33290 + 2489);
    expect(optionSurchargeCents(33290, { price: 20.92, price_type: 'fixed' }, 20)).toBe(2510);
  });

  it('takes a percentage of the gross price', () => {
    expect(optionSurchargeCents(33290, { price: 5, price_type: 'percent' }, 19)).toBe(1665); // 1664.5 → 1665
  });

  it('allows negative fixed options (a discount choice) and ignores non-numeric prices', () => {
    expect(customOptionsPrice(100, [{ price: -15, price_type: 'fixed' }], 0)).toBe(85);
    expect(customOptionsPrice(100, [{ price: Number.NaN, price_type: 'fixed' }], 19)).toBe(100);
  });
});

describe('selectedCustomOptions', () => {
  const options: CustomOptionDoc[] = [
    {
      option_id: 1,
      type: 'drop_down',
      values: [
        { option_type_id: 11, price: 0, price_type: 'fixed' },
        { option_type_id: 12, price: 49, price_type: 'fixed' },
      ],
    },
    { option_id: 2, type: 'radio', values: [{ option_type_id: 21, price: 5, price_type: 'percent' }] },
    { option_id: 3, type: 'field', price: 19.9, price_type: 'fixed' },
    {
      option_id: 4,
      type: 'checkbox',
      values: [
        { option_type_id: 41, price: 2, price_type: 'fixed' },
        { option_type_id: 42, price: 3, price_type: 'fixed' },
      ],
    },
  ];

  it('finds the chosen values and a filled-in text option', () => {
    const chosen = selectedCustomOptions(options, [
      { option_id: 1, option_value: '12' },
      { option_id: '2', option_value: 21 },
      { option_id: 3, option_value: 'Nr. 12' },
    ]);
    expect(chosen).toEqual([
      { price: 49, price_type: 'fixed' },
      { price: 5, price_type: 'percent' },
      { price: 19.9, price_type: 'fixed' },
    ]);
    expect(customOptionsPrice(1000, chosen, 0)).toBe(1118.9);
  });

  it('takes every value of a multi-choice option', () => {
    expect(customOptionsPrice(10, selectedCustomOptions(options, [{ option_id: 4, option_value: '41,42' }]), 0)).toBe(
      15,
    );
  });

  it('skips empty text, unknown options and unknown values', () => {
    expect(
      selectedCustomOptions(options, [
        { option_id: 3, option_value: '  ' },
        { option_id: 99, option_value: '1' },
        { option_id: 1, option_value: '999' },
        { option_id: 1, option_value: null },
      ]),
    ).toEqual([]);
    expect(selectedCustomOptions(undefined, [{ option_id: 1, option_value: '12' }])).toEqual([]);
  });
});

describe('bundle prices', () => {
  it('is the sum of the selected items price times quantity', () => {
    expect(
      bundlePrice(
        [
          { price: 10, qty: 3 },
          { price: 2.5, qty: 4 },
        ],
        0,
      ),
    ).toBe(40);
  });

  it('adds the gross unit prices the store set, times quantity', () => {
    expect(
      bundleCents(
        [
          { price: 279.75, qty: 1, price_incl_tax_cents: 33290 },
          { price: 20.92, qty: 3, price_incl_tax_cents: 2490 },
        ],
        19,
      ),
    ).toBe(33290 + 3 * 2490);
    // A net catalog: each unit's gross is net + tax rounded on its own.
    expect(bundleCents([{ price: 20.92, qty: 3 }], 19)).toBe(3 * 2489);
  });

  it('rounds to cents', () => {
    expect(bundlePrice([{ price: 0.1, qty: 3 }], 0)).toBe(0.3);
    expect(
      bundlePrice(
        [
          { price: 16.73, qty: 7 },
          { price: 3.355, qty: 1 },
        ],
        0,
      ),
    ).toBe(120.47);
  });

  it('is 0 for nothing selected; items without a positive quantity add nothing', () => {
    expect(bundlePrice([], 0)).toBe(0);
    expect(
      bundlePrice(
        [
          { price: 10, qty: 0 },
          { price: 10, qty: -2 },
          { price: 10, qty: Number.NaN },
          { price: 5, qty: 1 },
        ],
        0,
      ),
    ).toBe(5);
  });
});

describe('selectedBundleItems', () => {
  const options: BundleOptionDoc[] = [
    {
      option_id: 7,
      product_links: [
        { id: 101, sku: 'MATTE', qty: 10, price: 40 },
        { id: 102, sku: 'MATTE-XL', qty: 10, price: 55 },
      ],
    },
    { option_id: 8, product_links: [{ id: 201, sku: 'PFOSTEN', qty: 11, price: 20 }] },
  ];

  it('uses the link quantity unless the shopper changed it', () => {
    const items = selectedBundleItems(options, [
      { option_id: 7, option_selections: [102] },
      { option_id: '8', option_qty: 12, option_selections: ['201'] },
    ]);
    expect(items).toEqual([
      { price: 55, qty: 10 },
      { price: 20, qty: 12 },
    ]);
    expect(bundlePrice(items, 0)).toBe(790);
  });

  it('skips unknown options and selections', () => {
    expect(
      selectedBundleItems(options, [
        { option_id: 9, option_selections: [1] },
        { option_id: 7, option_selections: [999] },
      ]),
    ).toEqual([]);
  });
});
