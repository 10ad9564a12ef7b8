import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/schemas/catalog.ts';
import { attributeValuesOf, compareItemOf, snapshotOf, snapshotPath } from './snapshot.ts';
import { normalizeCompareItem, normalizeSnapshot } from './persist.ts';

const simple = {
  id: 1,
  sku: 'PFOSTEN-60',
  name: 'Zaunpfosten 60 mm',
  type_id: 'simple',
  price: 16.8,
  url_key: 'zaunpfosten-60',
  slug: 'zaunpfosten-60',
  image: '/img/pfosten.webp',
  finalPriceInclTax: 19.99,
  originalPriceInclTax: 24.99,
  tax_class_id: 2,
  status: 1,
  visibility: 4,
  hoehe: '105',
  color: '161',
  material: '201',
  erin_recommends: '0',
  size: 'not-an-id',
  weight: 3,
  category_ids: [12, 13],
  configurable_options: [],
  custom_options: [{ option_id: 1, title: 'x', type: 'field' }],
} as unknown as Product;

const configurable = {
  id: 2,
  sku: 'DSM-868',
  name: 'Doppelstabmatte 8/6/8',
  type_id: 'configurable',
  price: 0,
  url_key: 'doppelstabmatte-868',
  slug: 'doppelstabmatte-868',
  image: '/img/dsm.webp',
  material: '201',
  hoehe_options: ['103', '105'],
  color_options: ['161', '162'],
  configurable_options: [
    { attribute_code: 'hoehe', attribute_id: '140', label: 'Höhe', values: [{ value_index: 103, label: '1030 mm' }] },
  ],
  configurable_children: [
    {
      id: 3,
      sku: 'DSM-868-1030-AN',
      name: 'Doppelstabmatte 8/6/8 1030 mm Anthrazit',
      type_id: 'simple',
      price: 40,
      url_key: 'a',
      image: '/img/dsm-an.webp',
      finalPriceInclTax: 49,
      originalPriceInclTax: 49,
      hoehe: '103',
      color: '161',
    },
    {
      id: 4,
      sku: 'DSM-868-1230-GR',
      name: 'Doppelstabmatte 8/6/8 1230 mm Grün',
      type_id: 'simple',
      price: 30,
      url_key: 'b',
      finalPriceInclTax: 39,
      originalPriceInclTax: 45,
      hoehe: '105',
      color: '162',
    },
  ],
} as unknown as Product;

describe('snapshotOf', () => {
  it('keeps what a list line needs of a simple product', () => {
    expect(snapshotOf(simple)).toEqual({
      sku: 'PFOSTEN-60',
      parentSku: 'PFOSTEN-60',
      slug: 'zaunpfosten-60',
      childSku: null,
      name: 'Zaunpfosten 60 mm',
      image: '/img/pfosten.webp',
      finalPriceInclTax: 19.99,
      originalPriceInclTax: 24.99,
      fromPrice: false,
    });
  });

  it('gives a configurable product without a chosen variant its lowest variant price ("from")', () => {
    const s = snapshotOf(configurable);
    expect([s.sku, s.finalPriceInclTax, s.originalPriceInclTax, s.fromPrice, s.childSku]).toEqual([
      'DSM-868',
      39,
      45,
      true,
      null,
    ]);
  });

  it('takes name, image, price and link of the chosen variant; identity by product or by variant', () => {
    const child = configurable.configurable_children![0]!;
    const byProduct = snapshotOf(configurable, child);
    expect(byProduct).toMatchObject({
      sku: 'DSM-868',
      parentSku: 'DSM-868',
      childSku: 'DSM-868-1030-AN',
      name: child.name,
      image: '/img/dsm-an.webp',
      finalPriceInclTax: 49,
      fromPrice: false,
    });
    expect(snapshotOf(configurable, child, 'shown').sku).toBe('DSM-868-1030-AN');
    // A variant without its own image shows the product's.
    expect(snapshotOf(configurable, configurable.configurable_children![1]!).image).toBe('/img/dsm.webp');
  });

  it('links to the product page, with the variant when there is one', () => {
    expect(snapshotPath(snapshotOf(simple))).toBe('/p/PFOSTEN-60/zaunpfosten-60');
    expect(snapshotPath(snapshotOf(configurable, configurable.configurable_children![0]!))).toBe(
      '/p/DSM-868/doppelstabmatte-868/DSM-868-1030-AN',
    );
  });
});

describe('attributeValuesOf', () => {
  it('collects the option ids of a product, not ids, numbers or option objects', () => {
    expect(attributeValuesOf(simple)).toEqual({
      hoehe: ['105'],
      color: ['161'],
      material: ['201'],
      erin_recommends: ['0'],
    });
  });

  it('uses the variant lists of a configurable product without a chosen variant', () => {
    expect(attributeValuesOf(configurable)).toEqual({
      material: ['201'],
      hoehe: ['103', '105'],
      color: ['161', '162'],
    });
  });

  it('uses the chosen variant’s own values over the lists', () => {
    expect(attributeValuesOf(configurable, configurable.configurable_children![1]!)).toEqual({
      material: ['201'],
      hoehe: ['105'],
      color: ['162'],
    });
    expect(compareItemOf(configurable, configurable.configurable_children![1]!)).toMatchObject({
      sku: 'DSM-868-1230-GR',
      attributes: { hoehe: ['105'] },
    });
  });
});

describe('normalize', () => {
  it('accepts a stored snapshot and drops unknown fields', () => {
    const stored = { ...snapshotOf(simple), extra: 'x' };
    expect(normalizeSnapshot(JSON.parse(JSON.stringify(stored)))).toEqual(snapshotOf(simple));
  });

  it('rejects entries without identity, link, name or price', () => {
    const good = snapshotOf(simple);
    expect(normalizeSnapshot(null)).toBeNull();
    expect(normalizeSnapshot('PFOSTEN-60')).toBeNull();
    for (const field of ['sku', 'parentSku', 'slug', 'name', 'finalPriceInclTax'] as const) {
      expect(normalizeSnapshot({ ...good, [field]: undefined }), field).toBeNull();
    }
    expect(normalizeSnapshot({ ...good, finalPriceInclTax: 'abc' })).toBeNull();
  });

  it('cleans the attribute values of a compare item', () => {
    const raw = { ...snapshotOf(simple), attributes: { hoehe: ['105', 7, null], color: 'x', material: ['201'] } };
    expect(normalizeCompareItem(raw)!.attributes).toEqual({ hoehe: ['105'], material: ['201'] });
    expect(normalizeCompareItem({ ...snapshotOf(simple) })!.attributes).toEqual({});
  });
});
