import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchQuerySchema, type SearchQuery } from '../../shared/schemas/search.ts';
import type { StoreCode } from '../../shared/stores.ts';
import { loadListingIndex, type ListingIndex } from '../../worker/catalog/listing-index.ts';
import { findProductsInIndex } from '../../worker/catalog/listing-query.ts';
import { FACET_ATTRIBUTES, findProducts } from '../../worker/catalog/product-search.ts';
import { loadTextCorpus, type TextCorpus } from '../../worker/catalog/text-corpus.ts';
import { busyCategory } from './helpers.ts';

// The listing index must answer exactly what SQL answers: same page, order, scores, total and
// facet counts. Every query here runs both ways over the demo shop in D1.
const GROSS = { default: 1.19, at: 1.2 } as const;
const ALL_FACETS = [...FACET_ATTRIBUTES, 'price'].map((field) => ({ field }));
const SORTS = [
  undefined,
  'updated_at:desc',
  'price:asc',
  'price:desc',
  'final_price:asc',
  'name:asc',
  'name:desc',
  'position:asc',
  'created_at:desc',
  'id:desc',
];

const indexes = new Map<string, ListingIndex>();
let corpus: TextCorpus | null = null;
beforeAll(async () => {
  corpus = await loadTextCorpus(env.DB);
  if (!corpus) throw new Error('no text corpus');
  for (const store of ['default', 'at'] as const) {
    const index = await loadListingIndex(env.DB, store, GROSS[store]);
    if (!index) throw new Error(`no listing index for ${store}`);
    indexes.set(store, index);
  }
});

async function bothWays(
  body: SearchQuery,
  page: { from?: number; size?: number; sort?: string } = {},
  store: StoreCode = 'default',
) {
  const query = searchQuerySchema.parse(body);
  const paging = { from: page.from ?? 0, size: page.size ?? 50, sort: page.sort };
  const fromSql = await findProducts(env.DB, store, query, paging, GROSS[store as 'default']);
  const fromIndex = await findProductsInIndex(env.DB, indexes.get(store)!, query, paging);
  // A text search again with its matches and relevance from the corpus in memory instead of FTS5.
  const withCorpus = await findProductsInIndex(env.DB, indexes.get(store)!, query, paging, corpus);
  expect(withCorpus, `${JSON.stringify({ body, page })} from the text corpus`).toEqual(fromIndex);
  return { fromSql, fromIndex };
}

async function expectSame(
  body: SearchQuery,
  page?: { from?: number; size?: number; sort?: string },
  store?: StoreCode,
) {
  const { fromSql, fromIndex } = await bothWays(body, page, store);
  expect(fromIndex, JSON.stringify({ body, page })).toEqual(fromSql);
  return fromSql;
}

async function activeCategories(store: string): Promise<number[]> {
  const { results } = await env.DB.prepare('SELECT id FROM categories WHERE store = ? AND is_active = 1 ORDER BY id')
    .bind(store)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

describe('the listing index answers listings exactly as SQL does', () => {
  it('every category of both stores, with every facet, in every sort order', async () => {
    for (const store of ['default', 'at'] as const) {
      for (const id of await activeCategories(store)) {
        for (const sort of SORTS) {
          await expectSame(
            { _appliedFilters: [{ attribute: 'category_ids', value: { in: [id] } }], _availableFilters: ALL_FACETS },
            { sort, size: 20 },
            store,
          );
        }
      }
    }
  });

  it('each facet value as a filter, two together, price ranges, or-scopes and every value form', async () => {
    const category = await busyCategory();
    const inCategory = { attribute: 'category_ids', value: { in: [category.id] } };
    const listed = await expectSame({ _appliedFilters: [inCategory], _availableFilters: ALL_FACETS });
    const values = Object.entries(listed.aggregations).flatMap(([name, agg]) =>
      name.startsWith('agg_terms_')
        ? agg.buckets.map((b) => ({ code: name.slice('agg_terms_'.length), key: b.key }))
        : [],
    );
    expect(values.length).toBeGreaterThan(5);
    for (const { code, key } of values) {
      await expectSame({
        _appliedFilters: [inCategory, { attribute: code, value: { in: [key] } }],
        _availableFilters: ALL_FACETS,
      });
    }
    const [a, b] = values.filter((v) => v.code === values[0]!.code);
    const other = values.find((v) => v.code !== values[0]!.code)!;
    const bodies: SearchQuery[] = [
      {
        _appliedFilters: [
          inCategory,
          { attribute: `${a!.code}_filter`, value: [a!.key, b?.key ?? a!.key] },
          { attribute: other.code, value: other.key },
        ],
        _availableFilters: ALL_FACETS,
      },
      {
        _appliedFilters: [
          inCategory,
          { attribute: a!.code, value: { eq: a!.key }, options: { orScope: 'x' } },
          { attribute: other.code, value: { eq: other.key }, options: { orScope: 'x' } },
        ],
      },
      {
        _appliedFilters: [inCategory, { attribute: 'final_price_incl_tax', value: { gte: 50, lt: 100 } }],
        _availableFilters: ALL_FACETS,
      },
      {
        _appliedFilters: [{ attribute: 'price_incl_tax', value: { or: [{ lt: 50 }, { gt: 150 }] } }],
        _availableFilters: ALL_FACETS,
      },
      {
        _appliedFilters: [
          { attribute: 'category.category_id', value: String(category.id) },
          { attribute: 'type_id', value: { in: ['simple', 'configurable'] } },
        ],
      },
      { _appliedFilters: [{ attribute: 'category_ids', value: { in: [] } }], _availableFilters: ALL_FACETS },
      { _appliedFilters: [{ attribute: 'erin_recommends', value: { eq: true } }], _availableFilters: ALL_FACETS },
      { _appliedFilters: [], _availableFilters: [{ field: 'color_filter' }, { field: 'color' }, { field: 'unknown' }] },
    ];
    for (const body of bodies) await expectSame(body, { sort: 'price:asc' });
    for (const from of [0, 7, 45, 5000])
      await expectSame({ _appliedFilters: [inCategory] }, { from, size: 9, sort: 'name:asc' });
    await expectSame(
      {
        _appliedSort: [
          { field: 'price', options: 'desc' },
          { field: 'name', options: { order: 'asc' } },
        ],
      },
      { size: 30 },
    );
  });

  it('text searches: relevance, short words, SKUs, compounds, and text with filters', async () => {
    const category = await busyCategory();
    for (const text of [
      'zaun',
      'doppelstab',
      'doppelstab-matte',
      'tür',
      'tor anthrazit',
      'xl',
      '8',
      'gt1',
      'pfosten',
      // Compounds split against the catalog's words, umlaut plurals and services ranked last.
      'Doppelstabmattenzaun',
      'Gartentor',
      'zaun',
      'montage',
      '"*:()~',
      'qqqqzzzz',
    ]) {
      await expectSame({ _searchText: text, _availableFilters: ALL_FACETS });
      await expectSame(
        { _searchText: text, _appliedFilters: [{ attribute: 'category_ids', value: { in: [category.id] } }] },
        { sort: 'price:asc' },
      );
      await expectSame({ _searchText: text }, { from: 3, size: 4 }, 'at');
    }
  });

  it('gives way to SQL for what it does not hold, before any work', async () => {
    for (const filter of [
      { attribute: 'sku', value: { eq: 'X' } },
      { attribute: 'name', value: { like: 'zaun' } },
      { attribute: 'color', value: { like: 'grau' } },
      { attribute: 'stock.is_in_stock', value: { eq: true } },
      { attribute: 'color', value: { eq: null } },
      { attribute: 'hoehe', value: { gt: 1000 } },
      { attribute: 'category_ids', value: { in: [1.5] } },
      { attribute: 'final_price_incl_tax', value: { gte: '50' } },
    ]) {
      const { fromIndex } = await bothWays({ _appliedFilters: [filter] });
      expect(fromIndex, JSON.stringify(filter)).toBeNull();
    }
  });
});
