import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { busyCategory, configurable, postJson, search } from './helpers.ts';

const INDEX = 'vue_storefront_catalog';

describe('POST /api/catalog/{index}/product/_search', () => {
  it('lists a category newest first in the Elasticsearch answer shape', async () => {
    const category = await busyCategory();
    const { status, json } = await search(
      INDEX,
      'product',
      { _appliedFilters: [{ attribute: 'category_ids', value: { in: [category.id] } }] },
      '&size=5&sort=updated_at:desc',
    );
    expect(status).toBe(200);
    const hits = json.hits.hits;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(5);
    expect(json.hits.total).toBeGreaterThanOrEqual(hits.length);
    const dates = hits.map((h: any) => h._source.updated_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(hits[0]).toMatchObject({ _index: INDEX, _type: 'product' });
  });

  it('never lists unavailable (status ≥ 2) or not-visible (visibility 1) products', async () => {
    const hidden = await env.DB.prepare(
      "SELECT sku FROM products WHERE store = 'default' AND (status >= 2 OR visibility = 1)",
    ).all<{ sku: string }>();
    expect(hidden.results.length).toBeGreaterThan(0);
    const skus = hidden.results.slice(0, 500).map((r: { sku: string }) => r.sku);
    const { json } = await search(INDEX, 'product', { _appliedFilters: [{ attribute: 'sku', value: { in: skus } }] });
    expect(json.hits.total).toBe(0);
  });

  it('adds gross prices with the store tax: 19 % in Germany, 20 % in Austria', async () => {
    const product = await configurable();
    const de = await search(INDEX, 'product', { _appliedFilters: [{ attribute: 'sku', value: { eq: product.sku } }] });
    const at = await search('vue_storefront_catalog_at', 'product', {
      _appliedFilters: [{ attribute: 'sku', value: { eq: product.sku } }],
    });
    const net = de.json.hits.hits[0]._source.price;
    expect(de.json.hits.hits[0]._source.priceInclTax).toBeCloseTo(net * 1.19, 2);
    expect(at.json.hits.hits[0]._source.priceInclTax).toBeCloseTo(net * 1.2, 2);
  });

  it('honours _source_include and compact answers', async () => {
    const res = await postJson(
      `/api/catalog/${INDEX}/product/_search?request_format=search-query&size=2&_source_include=sku,name&response_format=compact`,
      {},
    );
    const json: any = await res.json();
    expect(json.hits).toHaveLength(2);
    expect(Object.keys(json.hits[0]).sort()).toEqual(['name', 'sku']);
  });

  it('answers the same products with the fields each request asks for, one request after another', async () => {
    const ask = async (fields: string) => {
      const res = await postJson(
        `/api/catalog/${INDEX}/product/_search?request_format=search-query&size=3&sort=id:asc&_source_include=${fields}`,
        {},
      );
      return ((await res.json()) as any).hits.hits.map((h: any) => h._source);
    };
    const named = await ask('sku,name');
    const priced = await ask('sku,finalPriceInclTax');
    const namedAgain = await ask('sku,name');
    const full = await ask('sku,name,finalPriceInclTax,price');
    expect(named.map((s: any) => Object.keys(s).sort())).toEqual(named.map(() => ['name', 'sku']));
    expect(priced.map((s: any) => Object.keys(s).sort())).toEqual(priced.map(() => ['finalPriceInclTax', 'sku']));
    expect(namedAgain).toEqual(named);
    // The price a listing shows is the price the whole document carries.
    expect(priced.map((s: any) => s.finalPriceInclTax)).toEqual(full.map((s: any) => s.finalPriceInclTax));
    expect(full.every((s: any) => typeof s.finalPriceInclTax === 'number' && s.name)).toBe(true);
  });

  it('counts facet values over the whole filtered set', async () => {
    const category = await busyCategory();
    const { json } = await search(
      INDEX,
      'product',
      {
        _appliedFilters: [{ attribute: 'category_ids', value: { in: [category.id] } }],
        _availableFilters: [{ field: 'color' }, { field: 'price' }],
      },
      '&size=1',
    );
    const priceBuckets = json.aggregations.agg_range_price.buckets;
    expect(priceBuckets.map((b: any) => b.key)).toEqual(['0-50', '50-100', '100-150', '150-*']);
    expect(json.aggregations.agg_terms_color.buckets.length).toBeLessThanOrEqual(10);
  });
});

describe('bad search input is a 400 with a message, never a 500', () => {
  it.each([
    ['an unknown index', 'nope_index', 'product', {}, '', /Unknown index/],
    ['an unknown entity type', INDEX, 'pony', {}, '', /Unknown entity type/],
    [
      'an unknown operator',
      INDEX,
      'product',
      { _appliedFilters: [{ attribute: 'price', value: { near: 3 } }] },
      '',
      /Unknown filter operator/,
    ],
    ['a negative size', INDEX, 'product', {}, '&size=-1', /size/],
    ['an oversized size', INDEX, 'product', {}, '&size=5000', /size/],
    ['a huge from', INDEX, 'product', {}, '&from=99999999999', /from/],
    ['an unsortable field', INDEX, 'product', {}, '&sort=doc:asc', /Cannot sort/],
    ['a malformed body', INDEX, 'product', { _appliedFilters: 'all' }, '', /Malformed search query/],
    [
      'an injected attribute',
      INDEX,
      'product',
      { _appliedFilters: [{ attribute: "x') OR 1=1 --", value: 1 }] },
      '',
      /Invalid filter attribute/,
    ],
  ])('%s', async (_label, index, entity, body, query, message) => {
    const { status, json } = await search(index, entity, body, query);
    expect(status).toBe(400);
    expect(json.code).toBe(400);
    expect(String(json.result)).toMatch(message);
  });

  it('malformed JSON', async () => {
    const res = await postJson(`/api/catalog/${INDEX}/product/_search`, '{"_appliedFilters": [');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, result: 'The request body is not valid JSON' });
  });
});

describe('categories and other entities', () => {
  it('lists only active categories by default, sorted by position', async () => {
    const { json } = await search(INDEX, 'category', {}, '&size=4000&sort=position:asc');
    const sources = json.hits.hits.map((h: any) => h._source);
    expect(sources.length).toBeGreaterThan(5);
    expect(sources.every((c: any) => c.is_active !== false)).toBe(true);
  });

  it('returns banners of a slider ordered by order_banner', async () => {
    const { json } = await search(
      INDEX,
      'banner',
      { _appliedFilters: [{ attribute: 'slider_id', value: { eq: 1 } }] },
      '&sort=order_banner:asc',
    );
    const order = json.hits.hits.map((h: any) => h._source.order_banner);
    expect(order.length).toBeGreaterThan(0);
    expect([...order].sort((a: number, b: number) => a - b)).toEqual(order);
  });
});
