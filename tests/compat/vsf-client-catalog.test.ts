// The seeded shop read the way Vue Storefront 1.12 reads a catalog: queries built with its query
// builder (storefront-query-builder 1.0 + bodybuilder 2.2.21) as its modules build them, sent by
// both of its search adapters, answers read as it reads them. Both adapters must see the same shop.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedState, serveState, wrangler, type ShopServer } from '../e2e/server.ts';
import { apiAdapter, searchQueryAdapter, type SearchRequest, type SearchResult } from './vsf-client/adapters.ts';
import { entities } from './vsf-client/config.ts';
import {
  attributesQuery,
  categoryByQuery,
  categoryListQuery,
  categoryProductsQuery,
  cmsBlocksQuery,
  cmsPageQuery,
  productBySkuQuery,
  searchPanelQuery,
  taxRulesQuery,
} from './vsf-client/queries.ts';

const ROOT = resolve(import.meta.dirname, '../..');
let shop: ShopServer | undefined;

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist/client')))
    throw new Error('dist/client is missing: run `npm run build` first (npm run test:compat does)');
  const state = migratedState('zaunshop-compat-vsf-client-');
  wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', join(ROOT, 'seed/out/seed.sql')]);
  shop = await serveState(state, { removeState: true });
}, 300_000);
afterAll(async () => {
  await shop?.stop();
});

/** The same request through both adapters (each gets its own query: the search-query one adds the sort). */
async function both(request: () => SearchRequest): Promise<[SearchResult, SearchResult]> {
  return [await apiAdapter(shop!.origin, request()), await searchQueryAdapter(shop!.origin, request())];
}
const ids = (r: SearchResult) => r.items.map((i) => i.id);

describe('Vue Storefront 1.12 catalog requests through both search adapters', () => {
  it('the menu: level-2 categories with their children ids through the wildcard field list', async () => {
    const [api, sq] = await both(() => ({
      type: 'category',
      query: categoryListQuery({ level: 2 }),
      size: 4000,
      sort: 'position:asc',
      ...entities.category,
    }));
    expect(api.total).toBeGreaterThan(2);
    expect(ids(api)).toEqual(ids(sq));
    for (const category of api.items) {
      expect(category).toMatchObject({ level: 2, is_active: true, url_path: expect.any(String) });
      expect(category).not.toHaveProperty('description');
    }
    expect(api.items.some((c) => c.children_data?.length && typeof c.children_data[0].id === 'number')).toBe(true);
  });

  it('a category page: the category by url_path, its products newest first, facets, then a colour filter', async () => {
    const [menu] = await both(() => ({
      type: 'category',
      query: categoryListQuery({ onlyNotEmpty: true }),
      size: 4000,
    }));
    const busiest = [...menu.items].sort((a, b) => b.product_count - a.product_count)[0]!;
    const [byPath] = await both(() => ({
      type: 'category',
      query: categoryByQuery('url_path', busiest.url_path),
      size: 1,
    }));
    expect(ids(byPath)).toEqual([busiest.id]);

    const listing = () => ({
      type: 'product',
      query: categoryProductsQuery([busiest.id]),
      size: 12,
      ...entities.productList,
    });
    const [api, sq] = await both(listing);
    expect(api.total).toBeGreaterThan(0);
    expect(api.total).toBe(sq.total);
    expect(ids(api)).toEqual(ids(sq));
    const dates = api.items.map((p) => p.updated_at);
    expect(dates.every((d) => d === undefined)).toBe(true); // not in the listing's field list
    expect(api.items[0]).toHaveProperty('sku');
    expect(api.items[0]).not.toHaveProperty('description');
    expect(api.aggregations?.agg_range_price?.buckets).toHaveLength(4);
    expect(api.aggregations?.agg_terms_color?.buckets).toEqual(sq.aggregations?.agg_terms_color?.buckets);

    const colour = api.aggregations?.agg_terms_color?.buckets[0];
    if (colour) {
      const filtered = () => ({ ...listing(), query: categoryProductsQuery([busiest.id], { color: [colour.key] }) });
      const [fApi, fSq] = await both(filtered);
      expect(fApi.total).toBe(colour.doc_count);
      expect(ids(fApi)).toEqual(ids(fSq));
    }
  });

  it('a product page by sku, and by a variant sku through its configurable parent', async () => {
    const [configurable] = (
      await searchQueryAdapter(shop!.origin, { type: 'product', query: searchPanelQuery('doppelstab'), size: 50 })
    ).items.filter((p) => p.type_id === 'configurable' && p.configurable_children?.length);
    expect(configurable, 'a configurable product found by text').toBeTruthy();
    const [api, sq] = await both(() => ({
      type: 'product',
      query: productBySkuQuery(configurable!.sku),
      size: 1,
      ...entities.product,
    }));
    expect(api.items.map((p) => p.sku)).toEqual([configurable!.sku]);
    expect(sq.items.map((p) => p.sku)).toEqual([configurable!.sku]);
    expect(api.items[0]).not.toHaveProperty('sgn');
    const child = configurable!.configurable_children[0].sku;
    const [byChild] = await both(() => ({ type: 'product', query: productBySkuQuery(child, true), size: 1 }));
    expect(byChild.items.map((p) => p.sku)).toEqual([configurable!.sku]);
  });

  it('the search panel: text search ranked alike by both adapters', async () => {
    const [api, sq] = await both(() => ({ type: 'product', query: searchPanelQuery('doppelstab'), size: 18 }));
    expect(api.total).toBeGreaterThan(0);
    expect(ids(api)).toEqual(ids(sq));
    expect(api.items.every((p) => /doppelstab/i.test(`${p.name} ${p.sku}`) || p.category)).toBe(true);
  });

  it('attribute metadata, tax rules and CMS', async () => {
    const [attributes, attributesSq] = await both(() => ({
      type: 'attribute',
      query: attributesQuery(['color', 'size']),
      size: 150,
      ...entities.attribute,
    }));
    expect(attributes.items.map((a) => a.attribute_code).sort()).toEqual(['color', 'size']);
    expect(ids(attributes)).toEqual(ids(attributesSq));

    const [tax, taxSq] = await both(() => ({ type: 'taxrule', query: taxRulesQuery() }));
    expect(tax.total).toBeGreaterThan(0);
    expect(ids(tax)).toEqual(ids(taxSq));

    const blocks = await searchQueryAdapter(shop!.origin, { type: 'cms_block', query: cmsBlocksQuery([]), size: 50 });
    const wanted = (
      await searchQueryAdapter(shop!.origin, { type: 'cms_block', query: taxRulesQuery(), size: 50 })
    ).items
      .slice(0, 2)
      .map((b) => b.identifier);
    expect(blocks.total).toBe(0);
    // The query builder leaves `like` out of an Elasticsearch body (all blocks come back, as from
    // vue-storefront-api); as a search-query it is any-of.
    const [blocksApi, blocksSq] = await both(() => ({ type: 'cms_block', query: cmsBlocksQuery(wanted), size: 50 }));
    expect(blocksSq.items.map((b) => b.identifier).sort()).toEqual([...wanted].sort());
    for (const identifier of wanted) expect(blocksApi.items.map((b) => b.identifier)).toContain(identifier);

    const [pagesApi, pageSq] = await both(() => ({ type: 'cms_page', query: cmsPageQuery('impressum'), size: 50 }));
    expect(pageSq.items.map((p) => p.identifier)).toEqual(['impressum']);
    expect(pagesApi.items.map((p) => p.identifier)).toContain('impressum');
  });

  it('url/map answers the bare hit the url module reads, or null', async () => {
    const [menu] = await both(() => ({ type: 'category', query: categoryListQuery({ level: 2 }), size: 1 }));
    const category = menu.items[0]!;
    const post = async (url: string) =>
      (
        await fetch(`${shop!.origin}/api/url/map`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url, includeFields: entities.category.includeFields, excludeFields: null }),
        })
      ).json();
    expect(await post(category.url_path)).toMatchObject({ _type: 'category', _source: { id: category.id } });
    expect(await post('no/such/page')).toBeNull();
  });
});
