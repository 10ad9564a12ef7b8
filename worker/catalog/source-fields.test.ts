import { describe, expect, it } from 'vitest';
import { projectSource } from './source-fields.ts';

const product = {
  id: 1,
  sku: 'P',
  name: 'Zaun',
  sgn: 'x',
  stock: { qty: 3, stock_id: 1 },
  configurable_children: [
    { sku: 'P-1', price: 1, sgn: 'y' },
    { sku: 'P-2', price: 2, sgn: 'z' },
  ],
};
const category = {
  id: 2,
  name: 'All',
  children_data: [{ id: 3, name: 'A', children_data: [{ id: 4, name: 'B', children_data: [] }] }],
};

describe('_source include/exclude with Elasticsearch wildcards', () => {
  it('"*sku" is every field whose path ends in sku', () => {
    expect(projectSource(product, ['id', '*sku'], [])).toEqual({
      id: 1,
      sku: 'P',
      configurable_children: [{ sku: 'P-1' }, { sku: 'P-2' }],
    });
  });

  it('"*.children_data.id" and "*.id" keep the ids of nested categories; what holds none is left out', () => {
    expect(projectSource(category, ['name', '*.children_data.id', '*.id'], [])).toEqual({
      name: 'All',
      children_data: [{ id: 3, children_data: [{ id: 4 }] }],
    });
  });

  it('excludes remove paths at any depth, "*" everything', () => {
    expect(projectSource(product, [], ['sgn', '*.sgn', 'stock.stock_id'])).toEqual({
      id: 1,
      sku: 'P',
      name: 'Zaun',
      stock: { qty: 3 },
      configurable_children: [
        { sku: 'P-1', price: 1 },
        { sku: 'P-2', price: 2 },
      ],
    });
    expect(projectSource(product, [], ['*'])).toEqual({});
  });

  it('plain dotted paths as before', () => {
    expect(projectSource(product, ['configurable_children.price', 'stock'], ['stock.qty'])).toEqual({
      stock: { stock_id: 1 },
      configurable_children: [{ price: 1 }, { price: 2 }],
    });
  });
});
