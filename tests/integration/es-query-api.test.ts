import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { busyCategory, get, postJson, search } from './helpers.ts';

// Catalog searches in Elasticsearch query DSL, as Vue Storefront 1's default search adapter sends
// them (GET ?request= or a POST body), answer what the same search as a search-query answers.
const INDEX = 'vue_storefront_catalog';

async function esSearch(entity: string, body: unknown, query = '', method: 'GET' | 'POST' = 'GET') {
  const path = `/api/catalog/${INDEX}/${entity}/_search?${query}`;
  const res =
    method === 'GET'
      ? await get(`${path}&request=${encodeURIComponent(JSON.stringify(body))}`)
      : await postJson(path, body);
  return { status: res.status, json: (await res.json()) as any };
}

const skus = (json: any) => json.hits.hits.map((h: any) => h._source.sku);

describe('Elasticsearch query DSL on /api/catalog', () => {
  it('a category listing with a colour filter answers the hits and facets of the search-query', async () => {
    const category = await busyCategory();
    const visible = { terms: { visibility: [2, 3, 4] } };
    const plain = await search(
      INDEX,
      'product',
      {
        _appliedFilters: [
          { attribute: 'category_ids', value: { in: [category.id] } },
          { attribute: 'visibility', value: { in: [2, 3, 4] } },
        ],
        _availableFilters: [{ field: 'color' }, { field: 'price' }],
      },
      '&size=20&sort=updated_at:desc',
    );
    const es = await esSearch(
      'product',
      {
        query: { bool: { filter: { bool: { must: [{ terms: { category_ids: [category.id] } }, visible] } } } },
        aggs: {
          agg_terms_color: { terms: { field: 'color', size: 10 } },
          agg_range_price: {
            range: {
              field: 'price',
              ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }],
            },
          },
        },
        sort: [{ updated_at: { order: 'desc' } }],
      },
      'size=20',
    );
    expect(es.status).toBe(200);
    expect(es.json).toMatchObject({ timed_out: false, hits: { total: plain.json.hits.total } });
    expect(skus(es.json)).toEqual(skus(plain.json));
    expect(es.json.aggregations).toEqual(plain.json.aggregations);
    expect(es.json.code).toBeUndefined();
  });

  it('a product page by SKU finds that product only (POST body)', async () => {
    const { sku } = (await env.DB.prepare(
      "SELECT sku FROM products WHERE store = 'default' AND status = 1 AND visibility = 4 ORDER BY id DESC LIMIT 1",
    ).first<{ sku: string }>())!;
    const es = await esSearch('product', { query: { bool: { filter: { terms: { sku: [sku] } } } } }, 'size=1', 'POST');
    expect(es.json.hits.total).toBe(1);
    expect(skus(es.json)).toEqual([sku]);
  });

  it('the search box text matches what _searchText matches', async () => {
    const plain = await search(INDEX, 'product', { _searchText: 'doppelstab' }, '&size=10');
    const es = await esSearch(
      'product',
      {
        query: {
          bool: {
            must: {
              function_score: {
                functions: [{ filter: { match: { attribute_code: 'attribute_value' } }, weight: 1 }],
                query: {
                  bool: {
                    should: [
                      { multi_match: { fields: ['name^4', 'sku^2', 'category.name^1'], query: 'doppelstab' } },
                      { match_phrase: { sku: { query: 'doppelstab', boost: 1 } } },
                    ],
                  },
                },
              },
            },
          },
        },
        min_score: 0.02,
      },
      'size=10',
    );
    expect(plain.json.hits.total).toBeGreaterThan(0);
    expect(skus(es.json)).toEqual(skus(plain.json));
  });

  it('compact answers are { hits: [documents], total }', async () => {
    const es = await esSearch(
      'category',
      { query: { bool: { filter: { term: { level: 2 } } } } },
      'response_format=compact&_source_include=id,*.id,name',
    );
    expect(es.json.total).toBeGreaterThan(0);
    expect(es.json.hits[0]).toHaveProperty('name');
    expect(es.json.hits[0]).not.toHaveProperty('url_path');
  });

  it('a clause outside the supported subset is a 400 that names it', async () => {
    const es = await esSearch('product', { query: { bool: { must: [{ wildcard: { name: 'zaun*' } }] } } });
    expect(es.status).toBe(400);
    expect(es.json).toEqual({ code: 400, result: expect.stringMatching(/query\.bool\.must\[0\]\.wildcard/) });
  });
});

describe('search-query details of vue-storefront-api', () => {
  it('like with a list of identifiers is any-of (the CMS block list)', async () => {
    const { results } = await env.DB.prepare(
      "SELECT identifier FROM cms_blocks WHERE store = 'default' AND is_active = 1 ORDER BY id LIMIT 2",
    ).all<{ identifier: string }>();
    const identifiers = results.map((r) => r.identifier);
    const { status, json } = await search(INDEX, 'cms_block', {
      _appliedFilters: [{ attribute: 'identifier', value: { like: identifiers } }],
    });
    expect(status).toBe(200);
    const found = json.hits.hits.map((h: any) => h._source.identifier);
    for (const identifier of identifiers) expect(found).toContain(identifier);
  });

  it('url/map answers the bare hit, and null for an unknown path', async () => {
    const category = await busyCategory();
    const hit: any = await (await postJson('/api/url/map', { url: category.slug })).json();
    expect(hit).toMatchObject({
      _index: INDEX,
      _type: 'category',
      _id: String(category.id),
      _source: { id: category.id },
    });
    expect(await (await postJson('/api/url/map', { url: 'gibt/es/nicht' })).json()).toBeNull();
  });
});
