import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { isSearchQueryBody, translateRequest } from './request.ts';

// Bodies as storefront-query-builder 1.0 with bodybuilder 2.2 writes them for Vue Storefront 1.12.
const categoryListing = {
  sort: [{ updated_at: { order: 'desc' } }],
  query: {
    bool: {
      filter: {
        bool: {
          must: [{ terms: { category_ids: [20, 21] } }, { terms: { visibility: [2, 3, 4] } }],
          should: [
            { bool: { filter: { terms: { color: [49] } } } },
            { bool: { must: [{ terms: { color_options: [49] } }, { match: { type_id: 'configurable' } }] } },
          ],
          minimum_should_match: 1,
        },
      },
    },
  },
  aggs: {
    agg_terms_color: { terms: { field: 'color', size: 10 } },
    agg_terms_color_options: { terms: { field: 'color_options', size: 10 } },
    agg_terms_price: { terms: { field: 'price' } },
    agg_range_price: {
      range: {
        field: 'price',
        ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }],
      },
    },
  },
};

const textSearch = {
  query: {
    bool: {
      filter: { bool: { must: [{ terms: { visibility: [3, 4] } }, { terms: { status: [0, 1] } }] } },
      must: {
        function_score: {
          functions: [{ filter: { match: { attribute_code: 'attribute_value' } }, weight: 1 }],
          score_mode: 'multiply',
          boost_mode: 'multiply',
          max_boost: 100,
          min_score: 1,
          query: {
            bool: {
              should: [
                { multi_match: { fields: ['name^4', 'sku^2', 'category.name^1'], query: 'doppelstab', fuzziness: 2 } },
                {
                  bool: {
                    should: [
                      { terms: { 'configurable_children.sku': ['doppelstab'] } },
                      { match_phrase: { sku: { query: 'doppelstab', boost: 1 } } },
                      { match_phrase: { 'configurable_children.sku': { query: 'doppelstab', boost: 1 } } },
                    ],
                  },
                },
              ],
            },
          },
        },
      },
    },
  },
  min_score: 0.02,
};

const message = (body: unknown) => {
  try {
    translateRequest(body);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    return (error as Error).message;
  }
  throw new Error('no error');
};

describe('Elasticsearch request → platform search-query', () => {
  it('a category listing: filters, catalog filters folded to one, aggregations by name, sort', () => {
    const out = translateRequest(categoryListing);
    expect(out.query._appliedFilters).toEqual([
      { attribute: 'category_ids', value: { in: [20, 21] } },
      { attribute: 'visibility', value: { in: [2, 3, 4] } },
      { attribute: 'color', value: { in: [49] } },
    ]);
    expect(out.query._availableFilters).toEqual([{ field: 'color' }, { field: 'price' }]);
    expect(out.aggregations.map((a) => a.name)).toEqual([
      'agg_terms_color',
      'agg_terms_color_options',
      'agg_terms_price',
      'agg_range_price',
    ]);
    expect(out.sort).toBe('updated_at:desc');
  });

  it('the search box: one text, SKU lookups of it folded in, scoring set aside', () => {
    const out = translateRequest(textSearch);
    expect(out.query._searchText).toBe('doppelstab');
    expect(out.query._appliedFilters).toEqual([
      { attribute: 'visibility', value: { in: [3, 4] } },
      { attribute: 'status', value: { in: [0, 1] } },
    ]);
  });

  it('term, range, exists, must_not and should groups of single conditions', () => {
    const out = translateRequest({
      query: {
        bool: {
          filter: {
            bool: {
              must: [{ term: { sku: { value: 'A-1' } } }, { range: { final_price: { from: 10, lt: 20 } } }],
              must_not: [{ terms: { sku: ['B'] } }, { exists: { field: 'special_price' } }],
              should: [{ terms: { y: [1, 2] } }, { term: { z: 3 } }],
              minimum_should_match: 1,
            },
          },
        },
      },
      from: 10,
      size: 5,
      _source: { includes: ['sku'], excludes: ['*.sgn'] },
    });
    expect(out.query._appliedFilters).toEqual([
      { attribute: 'sku', value: { eq: 'A-1' } },
      { attribute: 'final_price', value: { gte: 10, lt: 20 } },
      { attribute: 'sku', value: { nin: ['B'] } },
      { attribute: 'special_price', value: { exists: false } },
      { attribute: 'y', value: { in: [1, 2] }, options: { orScope: 'should0' } },
      { attribute: 'z', value: { eq: 3 }, options: { orScope: 'should0' } },
    ]);
    expect(out).toMatchObject({ from: 10, size: 5, includes: ['sku'], excludes: ['*.sgn'] });
  });

  it('optional should clauses beside must in a query only score', () => {
    const out = translateRequest({
      query: { bool: { must: [{ term: { type_id: 'simple' } }], should: [{ term: { color: 1 } }] } },
    });
    expect(out.query._appliedFilters).toEqual([{ attribute: 'type_id', value: { eq: 'simple' } }]);
  });

  it('match_all, an empty body and sort strings', () => {
    expect(translateRequest({ query: { match_all: {} }, sort: 'position:asc' })).toMatchObject({
      query: { _appliedFilters: [], _searchText: '' },
      sort: 'position:asc',
    });
    expect(translateRequest(undefined).query._appliedFilters).toEqual([]);
  });

  it('anything outside the subset is a 400 naming the clause', () => {
    expect(message({ query: { wildcard: { name: 'x*' } } })).toMatch(/"query\.wildcard"/);
    expect(message({ post_filter: {} })).toMatch(/"post_filter"/);
    expect(message({ query: { bool: { must: [{ term: { a: 1 } }, { fuzzy: { name: 'x' } }] } } })).toMatch(
      /"query\.bool\.must\[1\]\.fuzzy"/,
    );
    expect(message({ query: { bool: { must_not: [{ range: { price: { gt: 1 } } }] } } })).toMatch(/must_not/);
    expect(message({ aggs: { a: { terms: { field: 'color' }, aggs: {} } } })).toMatch(/"aggs\.a"/);
    expect(message({ aggs: { a: { avg: { field: 'price' } } } })).toMatch(/"aggs\.a\.avg"/);
    expect(
      message({ query: { function_score: { functions: [{ random_score: {} }], query: { match_all: {} } } } }),
    ).toMatch(/random_score/);
  });

  it('tells a SearchQuery body from Elasticsearch DSL', () => {
    expect(isSearchQueryBody({ _appliedFilters: [], _searchText: '' })).toBe(true);
    expect(isSearchQueryBody({ query: { match_all: {} } })).toBe(false);
  });
});
