import { describe, expect, it } from 'vitest';
import { basePrice } from '../../shared/pricing/base-price.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { configuredPrice, initialConfig, missingOptions, optionLabels, productOptionOf, qtyProblem } from './config.ts';

// Product configuration on the product page: option prices, required options, quantity texts.

/** The demo shop's garden gate with a lock choice (fixed and percent surcharges) and a text field. */
const gate = {
  id: 311,
  sku: 'GP-KOMPAKT-830-ANT',
  name: 'Gartenpforte',
  type_id: 'simple',
  url_key: 'gp',
  price: 279.75,
  final_price: 279.75,
  taxRate: 19,
  priceInclTax: 332.9,
  finalPriceInclTax: 332.9,
  originalPriceInclTax: 332.9,
  custom_options: [
    {
      option_id: 1,
      title: 'Schloss',
      type: 'drop_down',
      is_require: true,
      values: [
        { option_type_id: 1, title: 'Einsteckschloss', price: 0, price_type: 'fixed' },
        { option_type_id: 2, title: 'Profilzylinder', price: 20.92, price_incl_tax_cents: 2490, price_type: 'fixed' },
        { option_type_id: 3, title: 'E-Öffner', price: 8, price_type: 'percent' },
      ],
    },
    {
      option_id: 3,
      title: 'Hausnummer',
      type: 'field',
      is_require: false,
      price: 12.52,
      price_incl_tax_cents: 1490,
      price_type: 'fixed',
      values: [],
    },
  ],
} as unknown as Product;

const bundle = {
  id: 548,
  sku: 'SET',
  name: 'Set',
  type_id: 'bundle',
  url_key: 'set',
  price: 1922.12,
  taxRate: 19,
  bundle_options: [
    {
      option_id: 16,
      title: 'Elemente',
      type: 'select',
      required: true,
      product_links: [{ id: 429, sku: 'E', qty: 5, price: 226.81, price_incl_tax_cents: 26990, is_default: true }],
    },
    {
      option_id: 18,
      title: 'Steine',
      type: 'radio',
      required: false,
      product_links: [
        { id: 437, sku: 'G', qty: 3, price: 193.19, price_incl_tax_cents: 22990, is_default: true },
        { id: 438, sku: 'B', qty: 3, price: 243.61, price_incl_tax_cents: 28990 },
      ],
    },
  ],
} as unknown as Product;

describe('configured price', () => {
  it('is the catalog price without options', () => {
    expect(configuredPrice(gate, gate, initialConfig(gate))).toEqual({ final: 332.9, original: 332.9 });
  });

  it('adds the shown gross surcharges to the shown price (as the server)', () => {
    const fixed = { ...initialConfig(gate), custom: { 1: '2' } };
    expect(configuredPrice(gate, gate, fixed).final).toBe(357.8); // 332,90 € + 24,90 € as the store set it
    const percent = { ...initialConfig(gate), custom: { 1: '3', 3: 'Nr. 12' } };
    expect(configuredPrice(gate, gate, percent).final).toBe(374.43); // 332,90 € + 8 % (26,63 €) + 14,90 €
  });

  it('with a net-only catalog adds each surcharge as shown: net + tax, rounded on its own', () => {
    const netOnly = structuredClone(gate) as any;
    delete netOnly.custom_options[0].values[1].price_incl_tax_cents;
    // 332,90 € + 24,89 € (20,92 € + 19 %) = 357,79 €, never the 357,80 € of (279,75 € + 20,92 €) × 1,19.
    expect(configuredPrice(netOnly, netOnly, { ...initialConfig(gate), custom: { 1: '2' } }).final).toBe(357.79);
  });

  it('prices a bundle as Σ selected price × quantity, from its default choice', () => {
    const config = initialConfig(bundle);
    expect(config.bundle).toEqual({ 16: [429], 18: [437] });
    expect(configuredPrice(bundle, bundle, config).final).toBe(2039.2); // 5 × 269,90 € + 3 × 229,90 €
    expect(configuredPrice(bundle, bundle, { ...config, bundle: { 16: [429], 18: [438] } }).final).toBe(2219.2);
    expect(productOptionOf(bundle, null, config)).toEqual({
      extension_attributes: {
        bundle_options: [
          { option_id: 16, option_qty: 5, option_selections: [429] },
          { option_id: 18, option_qty: 3, option_selections: [437] },
        ],
      },
    });
  });

  it('knows the required options still missing, and the labels of the chosen ones', () => {
    expect(missingOptions(gate, initialConfig(gate))).toEqual([1]);
    expect(missingOptions(gate, { ...initialConfig(gate), custom: { 1: '1' } })).toEqual([]);
    expect(missingOptions(bundle, { ...initialConfig(bundle), bundle: { 18: [437] } })).toEqual([16]);
    expect(optionLabels(gate, null, { ...initialConfig(gate), custom: { 1: '2', 3: ' 12a ' } })).toEqual([
      { label: 'Schloss', value: 'Profilzylinder' },
      { label: 'Hausnummer', value: '12a' },
    ]);
  });
});

describe('quantity', () => {
  it('answers the texts in the server order', () => {
    expect(qtyProblem('0')).toEqual({ message: 'Quantity must be above 0' });
    expect(qtyProblem('-2')).toEqual({ message: 'Quantity must be above 0' });
    expect(qtyProblem('1.5')).toEqual({ message: 'Quantity must be positive integer' });
    expect(qtyProblem('abc')).toEqual({ message: 'Quantity must be positive integer' });
    expect(qtyProblem('')).toEqual({ message: 'Quantity must be positive integer' });
    expect(qtyProblem('10001')).toEqual({ message: 'Quantity must be below {quantity}', params: { quantity: 10001 } });
    expect(qtyProblem('6', { maxSaleQty: 5 })).toEqual({
      message: 'Quantity must be below {quantity}',
      params: { quantity: 6 },
    });
    expect(qtyProblem('4', { available: 3 })).toEqual({
      message: 'Only {maxQuantity} products of this type are available!',
      params: { maxQuantity: 3 },
    });
    expect(qtyProblem(' 3 ', { available: 3 })).toBeNull();
  });
});

describe('base price (Grundpreis)', () => {
  it('is the gross price per reference unit', () => {
    expect(basePrice(48.9, '2.5 m', '1 m')).toBe(19.56);
    expect(basePrice(12, '500 g', '1 kg')).toBe(24);
    expect(basePrice(10, '2,5 m', '1 m')).toBe(4);
    expect(basePrice(10, '2.5 m', '1 kg')).toBeNull();
    expect(basePrice(10, 'Rolle', '1 m')).toBeNull();
  });
});
