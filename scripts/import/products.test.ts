import { describe, expect, it } from 'vitest';
import type { DumpEntry } from './dump-reader.ts';
import { finalPrice, syntheticId } from './product-docs.ts';
import { convertProducts } from './products.ts';

type Doc = Record<string, unknown>;

const NOW = new Date('2026-11-22T12:00:00Z');
const CODES = ['color', 'size', 'material', 'erin_recommends'];
const attributes = {
  byId: new Map<number, Doc>([
    [
      93,
      {
        attribute_id: 93,
        attribute_code: 'color',
        options: [
          { value: '49', label: 'Black' },
          { value: '52', label: 'Gray' },
        ],
      },
    ],
  ]),
  byCode: new Map<string, Doc>([
    [
      'color',
      {
        attribute_id: 93,
        attribute_code: 'color',
        options: [
          { value: '49', label: 'Black' },
          { value: '52', label: 'Gray' },
        ],
      },
    ],
    [
      'size',
      {
        attribute_id: 142,
        attribute_code: 'size',
        default_frontend_label: 'Size',
        options: [{ value: '167', label: 'XS' }],
      },
    ],
  ]),
};
const entries = (...sources: Doc[]): DumpEntry[] =>
  sources.map((source, i) => ({ line: i + 1, source, file: 'catalog_product.json' }));
const convert = (...sources: Doc[]) => convertProducts(entries(...sources), { now: NOW, attributes, codes: CODES });

/** A configurable as Magento 2 indexers export it: children with custom_attributes only. */
const hoodie: Doc = {
  id: 19,
  sku: 'MH01',
  name: 'Hoodie',
  type_id: 'configurable',
  price: '52',
  status: 1,
  visibility: 4,
  url_key: 'hoodie',
  created_at: '2017-10-31 00:07:05',
  updated_at: '2017-11-01 00:00:00',
  category_ids: ['3', '7'],
  category: [
    { category_id: 2, name: 'Default' },
    { category_id: 3, name: 'Gear', position: 5 },
  ],
  material: '44,45',
  erin_recommends: true,
  stock: { is_in_stock: true, qty: 100 },
  configurable_options: [
    { attribute_id: '93', label: 'Color', values: [{ value_index: 49 }, { value_index: 52 }] },
    { attribute_id: '157', label: 'Size', values: [{ value_index: 167 }] },
  ],
  configurable_children: [
    {
      sku: 'MH01-XS-Black',
      name: 'Hoodie XS Black',
      price: 52,
      custom_attributes: [
        { attribute_code: 'color', value: '49' },
        { attribute_code: 'size', value: '167' },
        { attribute_code: 'url_key', value: 'hoodie-xs-black' },
      ],
    },
    {
      sku: 'MH01-XS-Gray',
      name: 'Hoodie XS Gray',
      price: 52,
      custom_attributes: [
        { attribute_code: 'color', value: '52' },
        { attribute_code: 'size', value: '167' },
      ],
    },
  ],
};

describe('convertProducts', () => {
  it('writes the parent with normalised columns and keeps its document', () => {
    const { products, issues } = convert(hoodie);
    expect(issues).toEqual([]);
    const { doc, ...parent } = products[0]!;
    expect(parent).toEqual({
      id: 19,
      sku: 'MH01',
      parent_sku: null,
      type_id: 'configurable',
      name: 'Hoodie',
      url_key: 'hoodie',
      url_path: 'hoodie',
      status: 1,
      visibility: 4,
      price: 52,
      final_price: 52,
      position: 5,
      created_at: '2017-10-31 00:07:05',
      updated_at: '2017-11-01 00:00:00',
    });
    expect(doc).toMatchObject({
      slug: 'hoodie',
      price: 52,
      material: '44,45',
      stock: { is_in_stock: true, qty: 100, manage_stock: true, product_id: 19 },
    });
  });

  it('names configurable options from the imported attributes, by code before id', () => {
    const options = convert(hoodie).products[0]!.doc.configurable_options as Doc[];
    expect(options.map((o) => [o.attribute_code, (o.values as Doc[]).map((v) => v.label)])).toEqual([
      ['color', ['Black', 'Gray']],
      ['size', ['XS']],
    ]);
  });

  it('gives embedded children rows of their own: parent_sku, visibility 1, stable ids, parent dates', () => {
    const { products } = convert(hoodie);
    const children = products.filter((p) => p.parent_sku === 'MH01');
    expect(children.map((c) => [c.sku, c.id, c.visibility, c.url_key, c.created_at])).toEqual([
      ['MH01-XS-Black', syntheticId('MH01-XS-Black'), 1, 'hoodie-xs-black', '2017-10-31 00:07:05'],
      ['MH01-XS-Gray', syntheticId('MH01-XS-Gray'), 1, 'hoodie-xs-gray', '2017-10-31 00:07:05'],
    ]);
    expect(children[0]!.doc).toMatchObject({ parent_sku: 'MH01', parent_id: 19, color: '49', type_id: 'simple' });
    const embedded = products[0]!.doc.configurable_children as Doc[];
    expect(embedded[0]).toMatchObject({
      id: children[0]!.id,
      sku: 'MH01-XS-Black',
      url_key: 'hoodie-xs-black',
      stock: { is_in_stock: true, qty: null },
    });
    expect(syntheticId('MH01-XS-Black')).toBeGreaterThanOrEqual(1_000_000_000);
  });

  it('uses a child exported as its own document instead of inventing one', () => {
    const own = {
      id: 1001,
      sku: 'MH01-XS-Gray',
      name: 'Gray (own doc)',
      price: 50,
      visibility: 1,
      url_key: 'gray-own',
      stock: { is_in_stock: false, qty: 0 },
    };
    const { products, stockItems } = convert(own, hoodie);
    const gray = products.find((p) => p.sku === 'MH01-XS-Gray')!;
    expect(products.filter((p) => p.sku === 'MH01-XS-Gray')).toHaveLength(1);
    expect(gray).toMatchObject({ id: 1001, parent_sku: 'MH01', name: 'Gray (own doc)', url_key: 'gray-own' });
    expect(stockItems.find((s) => s.sku === 'MH01-XS-Gray')).toEqual({
      sku: 'MH01-XS-Gray',
      product_id: 1001,
      qty: 0,
      is_in_stock: false,
      manage_stock: true,
    });
    expect((products[0]!.doc.configurable_children as Doc[])[1]!.id).toBe(1001);
  });

  it('lists the parent in category_ids and category entries, with given positions', () => {
    const { productCategories, categoryCounts } = convert(hoodie);
    expect(productCategories).toEqual([
      { product_id: 19, category_id: 3, position: 5 },
      { product_id: 19, category_id: 7, position: 1 },
      { product_id: 19, category_id: 2, position: 1 },
    ]);
    expect([...categoryCounts]).toEqual([
      [3, 1],
      [7, 1],
      [2, 1],
    ]);
  });

  it('keeps filter values of the parent and its children, one row per multiselect option', () => {
    const { productAttributes } = convert(hoodie);
    const parent = productAttributes.filter((r) => r.product_id === 19).map((r) => `${r.code}=${r.value}`);
    expect(parent).toEqual(['color=49', 'color=52', 'size=167', 'material=44', 'material=45', 'erin_recommends=1']);
    const child = productAttributes
      .filter((r) => r.product_id === syntheticId('MH01-XS-Black'))
      .map((r) => `${r.code}=${r.value}`);
    expect(child).toEqual(['color=49', 'size=167']);
  });

  it('writes a stock row for every product, unknown stock as managed with unknown quantity', () => {
    const { stockItems } = convert(hoodie);
    expect(stockItems[0]).toEqual({ sku: 'MH01', product_id: 19, qty: 100, is_in_stock: true, manage_stock: true });
    expect(stockItems[1]).toEqual({
      sku: 'MH01-XS-Black',
      product_id: syntheticId('MH01-XS-Black'),
      qty: null,
      is_in_stock: true,
      manage_stock: true,
    });
  });

  it('reports products without sku or id, and a repeated sku', () => {
    const { products, issues } = convert(
      { id: 1, name: 'no sku' },
      { sku: 'A', name: 'no id' },
      { id: 2, sku: 'B' },
      { id: 3, sku: 'B' },
    );
    expect(products.map((p) => [p.id, p.name, p.url_key])).toEqual([[3, 'B', 'b']]);
    expect(issues.map((i) => i.line)).toEqual([1, 2, 4]);
    expect(issues[2]!.message).toBe('sku B also in catalog_product.json line 3; this entry replaces it');
  });
});

describe('finalPrice', () => {
  it('prefers the export, then a special price inside its window, then the price', () => {
    expect(finalPrice({ final_price: 8 }, 10, NOW)).toBe(8);
    expect(finalPrice({ special_price: 7 }, 10, NOW)).toBe(7);
    expect(finalPrice({ special_price: 7, special_to_date: '2026-11-22 00:00:00' }, 10, NOW)).toBe(7);
    expect(finalPrice({ special_price: 7, special_to_date: '2026-11-21 23:59:59' }, 10, NOW)).toBe(10);
    expect(finalPrice({ special_price: 7, special_from_date: '2026-12-01 00:00:00' }, 10, NOW)).toBe(10);
    expect(finalPrice({ special_price: 12 }, 10, NOW)).toBe(10);
  });
});
