import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { busyCategory, ORIGIN } from './helpers.ts';
import { forgetSearchMemo, listingIndexesLoaded } from '../../worker/catalog/search-cache.ts';
import { forgetCatalogVersions } from '../../worker/cache/catalog-version.ts';

const PATH =
  '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&size=5&sort=updated_at:desc';

/** The benchmark's way to skip the caches: the header plus the deployment's bypass secret. */
const BYPASS = { 'x-search-cache': 'bypass', 'x-cache-bypass-secret': env.CACHE_BYPASS_SECRET! };

async function searchWith(body: unknown, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(ORIGIN + PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as any;
}

async function cachedKeys(): Promise<string[]> {
  const { version } = (await env.DB.prepare("SELECT version FROM catalog_versions WHERE store = 'default'").first<{
    version: number;
  }>())!;
  const listed = await env.CACHE.list({ prefix: `search:default:v${version}:product:` });
  return listed.keys.map((k) => k.name);
}

describe('product search answers read through the isolate memory and KV per catalog version', () => {
  it('a repeated listing is answered from KV; x-search-cache: bypass computes it again', async () => {
    const category = await busyCategory();
    const body = {
      _appliedFilters: [{ attribute: 'category_ids', value: { in: [category.id] } }],
      _availableFilters: [{ field: 'color' }, { field: 'price' }],
    };
    const first = await searchWith(body);
    const total = first.hits.total;
    expect(total).toBeGreaterThan(5);
    const key = (await cachedKeys()).find((k) => k.includes(`"in":[${category.id}]`));
    expect(key).toBeTruthy();

    // Change the cached entry: the isolate still answers from its memory (no I/O at all) …
    const stored = JSON.parse((await env.CACHE.get(key!))!);
    await env.CACHE.put(key!, JSON.stringify({ v: { ...stored.v, total: 424242 } }));
    expect((await searchWith(body)).hits.total).toBe(total);
    // … and a fresh isolate (memory forgotten) shows the changed entry: proof KV is read before D1.
    forgetSearchMemo();
    expect((await searchWith(body)).hits.total).toBe(424242);
    // Documents are still read from D1 and priced per request; only ids, total and facets are cached.
    expect((await searchWith(body)).hits.hits.map((h: any) => h._id)).toEqual(first.hits.hits.map((h: any) => h._id));
    expect((await searchWith(body, BYPASS)).hits.total).toBe(total);
    expect((await searchWith(body, BYPASS)).aggregations).toEqual(first.aggregations);
    // Without the secret the header is ignored: the public cannot force uncached searches.
    expect((await searchWith(body, { 'x-search-cache': 'bypass' })).hits.total).toBe(424242);
    expect((await searchWith(body, { ...BYPASS, 'x-cache-bypass-secret': 'guessed' })).hits.total).toBe(424242);
    await env.CACHE.delete(key!);
  });

  it('a search that filters on stock is never cached (stock changes without a new catalog version)', async () => {
    const before = await cachedKeys();
    const body = {
      _appliedFilters: [
        { attribute: 'stock.is_in_stock', value: { eq: true } },
        { attribute: 'type_id', value: { eq: 'simple' } },
      ],
    };
    const json = await searchWith(body);
    expect(json.hits.total).toBeGreaterThan(0);
    expect(await cachedKeys()).toEqual(before);
  });

  it('documents come from the isolate memory until the catalog version changes, priced afresh each time', async () => {
    const category = await busyCategory();
    const body = { _appliedFilters: [{ attribute: 'category_ids', value: { in: [category.id] } }] };
    const first = (await searchWith(body)).hits.hits[0];
    const again = (await searchWith(body)).hits.hits[0];
    // A remembered document is priced from its stored net price again, never from the last answer.
    expect(first._source.priceInclTax).toBeGreaterThan(first._source.price);
    expect(again._source.priceInclTax).toBe(first._source.priceInclTax);
    expect(again._source).toEqual(first._source);

    // A change to the stored document without a new catalog version stays unseen …
    const row = (await env.DB.prepare("SELECT doc FROM products WHERE store = 'default' AND id = ?")
      .bind(Number(first._id))
      .first<{ doc: string }>())!;
    const renamed = JSON.stringify({ ...JSON.parse(row.doc), name: 'Umbenannt im Katalog' });
    await env.DB.prepare("UPDATE products SET doc = ? WHERE store = 'default' AND id = ?")
      .bind(renamed, Number(first._id))
      .run();
    expect((await searchWith(body)).hits.hits[0]._source.name).toBe(first._source.name);
    // … and shows once the catalog version moves (as every import does), with no memory to forget.
    await env.DB.prepare("UPDATE catalog_versions SET version = version + 1 WHERE store = 'default'").run();
    forgetCatalogVersions(); // the version read is trusted for 10 s; a new isolate reads it at once
    expect((await searchWith(body)).hits.hits[0]._source.name).toBe('Umbenannt im Katalog');
    await env.DB.prepare("UPDATE products SET doc = ? WHERE store = 'default' AND id = ?")
      .bind(row.doc, Number(first._id))
      .run();
  });

  it("uncached listings come from the isolate's listing index, rebuilt when the catalog version moves", async () => {
    const category = await busyCategory();
    const body = {
      _appliedFilters: [{ attribute: 'category_ids', value: { in: [category.id] } }],
      _availableFilters: [{ field: 'price' }],
    };
    const bypass = BYPASS;
    const before = await searchWith(body, bypass); // SQL answers while the index loads
    await listingIndexesLoaded();
    expect(await searchWith(body, bypass)).toEqual({ ...before, took: expect.any(Number) });
    const hidden = Number(before.hits.hits[0]._id);
    const { visibility } = (await env.DB.prepare("SELECT visibility FROM products WHERE store = 'default' AND id = ?")
      .bind(hidden)
      .first<{ visibility: number }>())!;
    const bump = async () => {
      await env.DB.prepare("UPDATE catalog_versions SET version = version + 1 WHERE store = 'default'").run();
      forgetCatalogVersions(); // the version read is trusted for 10 s; a new isolate reads it at once
    };
    try {
      // An edit behind the catalog's back (every import and seed moves the version) is not seen …
      await env.DB.prepare("UPDATE products SET visibility = 1 WHERE store = 'default' AND id = ?").bind(hidden).run();
      expect((await searchWith(body, bypass)).hits.total).toBe(before.hits.total);
      // … a new catalog version is, by SQL at once and by the index built for it.
      await bump();
      const after = await searchWith(body, bypass);
      await listingIndexesLoaded();
      expect(await searchWith(body, bypass)).toEqual({ ...after, took: expect.any(Number) });
      expect(after.hits.total).toBe(before.hits.total - 1);
      expect(after.hits.hits.map((h: any) => Number(h._id))).not.toContain(hidden);
      const priceCount = (r: any) =>
        r.aggregations.agg_range_price.buckets.reduce((n: number, b: any) => n + b.doc_count, 0);
      expect(priceCount(after)).toBe(before.hits.total - 1);
    } finally {
      await env.DB.prepare("UPDATE products SET visibility = ? WHERE store = 'default' AND id = ?")
        .bind(visibility, hidden)
        .run();
      await bump();
    }
    expect((await searchWith(body, bypass)).hits.total).toBe(before.hits.total);
  });
});
