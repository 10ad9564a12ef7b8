import { describe, expect, it } from 'vitest';
import {
  bundlePrice,
  bundleCents,
  customOptionsCents,
  customOptionsPrice,
  selectedBundleItems,
  selectedCustomOptions,
  type BundleOptionDoc,
  type CustomOptionDoc,
} from './options.ts';

describe('custom option prices', () => {
  it('a fixed option adds its amount', () => {
    expect(customOptionsPrice(100, [{ price: 25, price_type: 'fixed' }])).toBe(125);
  });

  it('a percent option adds that share of the product price', () => {
    expect(customOptionsPrice(200, [{ price: 10, price_type: 'percent' }])).toBe(220);
    expect(customOptionsCents(8403, [{ price: 5, price_type: 'percent' }])).toBe(8823); // 8403 + 420.15
  });

  it('adds several options, percent always of the product price (not compounding)', () => {
    expect(
      customOptionsPrice(100, [
        { price: 10, price_type: 'percent' },
        { price: 10, price_type: 'percent' },
        { price: 5.5, price_type: 'fixed' },
      ]),
    ).toBe(125.5);
  });

  it('is the product price without options', () => {
    expect(customOptionsPrice(99.99, [])).toBe(99.99);
  });

  it('rounds the result to cents', () => {
    expect(customOptionsPrice(84.03, [{ price: 5, price_type: 'percent' }])).toBe(88.23);
    expect(customOptionsPrice(0.1, [{ price: 0.2, price_type: 'fixed' }])).toBe(0.3);
  });

  it('computes in whole cents, the euro price being the same number', () => {
    expect(customOptionsCents(33290, [{ price: 24.89, price_type: 'fixed' }])).toBe(35779);
    expect(bundleCents([{ price: 0.1, qty: 3 }])).toBe(30);
    expect(bundlePrice([{ price: 0.1, qty: 3 }])).toBe(0.3);
  });

  it('allows negative fixed options (a discount choice) and ignores non-numeric prices', () => {
    expect(customOptionsPrice(100, [{ price: -15, price_type: 'fixed' }])).toBe(85);
    expect(customOptionsPrice(100, [{ price: Number.NaN, price_type: 'fixed' }])).toBe(100);
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
    expect(customOptionsPrice(1000, chosen)).toBe(1118.9);
  });

  it('takes every value of a multi-choice option', () => {
    expect(customOptionsPrice(10, selectedCustomOptions(options, [{ option_id: 4, option_value: '41,42' }]))).toBe(15);
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
      bundlePrice([
        { price: 10, qty: 3 },
        { price: 2.5, qty: 4 },
      ]),
    ).toBe(40);
  });

  it('rounds to cents', () => {
    expect(bundlePrice([{ price: 0.1, qty: 3 }])).toBe(0.3);
    expect(
      bundlePrice([
        { price: 16.73, qty: 7 },
        { price: 3.355, qty: 1 },
      ]),
    ).toBe(120.47);
  });

  it('is 0 for nothing selected; items without a positive quantity add nothing', () => {
    expect(bundlePrice([])).toBe(0);
    expect(
      bundlePrice([
        { price: 10, qty: 0 },
        { price: 10, qty: -2 },
        { price: 10, qty: Number.NaN },
        { price: 5, qty: 1 },
      ]),
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
    expect(bundlePrice(items)).toBe(790);
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
