import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { postJson } from './helpers.ts';

async function configurableWithGaps() {
  // A configurable with at least one unavailable child (out of stock or status 2).
  const row = await env.DB.prepare(
    `SELECT p.url_path AS path, p.sku AS sku FROM products p WHERE p.store = 'default' AND p.type_id = 'configurable' AND p.status < 2
       AND EXISTS (SELECT 1 FROM products c LEFT JOIN stock_items s ON s.store = c.store AND s.sku = c.sku
                   WHERE c.store = p.store AND c.parent_sku = p.sku AND (c.status >= 2 OR s.is_in_stock = 0)) LIMIT 1`,
  ).first<{ path: string; sku: string }>();
  if (!row) throw new Error('seed has no configurable with unavailable children');
  return row;
}

async function map(body: Record<string, unknown>): Promise<any> {
  const res = await postJson('/api/url/map', body);
  expect(res.status).toBe(200);
  return { json: await res.json(), headers: res.headers };
}

describe('/api/url/map product options', () => {
  it('filterUnavailableVariants drops out-of-stock and status-2 children', async () => {
    const { path } = await configurableWithGaps();
    const all = (await map({ url: path })).json._source.configurable_children;
    const filtered = (await map({ url: path, options: { filterUnavailableVariants: true } })).json._source
      .configurable_children;
    expect(filtered.length).toBeLessThan(all.length);
    expect(filtered.every((c: any) => (c.status ?? 1) < 2 && c.stock?.is_in_stock !== false)).toBe(true);
  });

  it('setConfigurableProductOptions offers only values some remaining child has', async () => {
    const { path } = await configurableWithGaps();
    const { _source } = (
      await map({ url: path, options: { filterUnavailableVariants: true, setConfigurableProductOptions: true } })
    ).json;
    for (const option of _source.configurable_options) {
      for (const value of option.values) {
        expect(
          _source.configurable_children.some(
            (c: any) => String(c[option.attribute_code]) === String(value.value_index),
          ),
        ).toBe(true);
      }
    }
  });

  it('separateSelectedVariant with filters.sku returns the chosen child and its configuration', async () => {
    const { path } = await configurableWithGaps();
    const children = (await map({ url: path, options: { filterUnavailableVariants: true } })).json._source
      .configurable_children;
    const child = children[children.length - 1];
    const { _source } = (
      await map({
        url: path,
        filters: { sku: child.sku },
        options: { separateSelectedVariant: true, assignProductConfiguration: true },
      })
    ).json;
    expect(_source.selectedVariant.sku).toBe(child.sku);
    expect(Object.keys(_source.configuration).length).toBeGreaterThan(0);
  });

  it('without separation the chosen child shows its own sku and price on the product', async () => {
    const { path, sku } = await configurableWithGaps();
    const children = (await map({ url: path, options: { filterUnavailableVariants: true } })).json._source
      .configurable_children;
    const child = children[0];
    const { _source } = (await map({ url: path, filters: { sku: child.sku } })).json;
    expect(_source.sku).toBe(child.sku);
    expect(_source.parentSku).toBe(sku);
    expect(_source.priceInclTax).toBe(child.priceInclTax);
  });

  it('an unavailable child falls back to a default variant only when asked', async () => {
    const { path } = await configurableWithGaps();
    const all = (await map({ url: path })).json._source.configurable_children;
    const bad = all.find((c: any) => (c.status ?? 1) >= 2 || c.stock?.is_in_stock === false);
    const without = (await map({ url: path, filters: { sku: bad.sku }, options: { separateSelectedVariant: true } }))
      .json._source;
    expect(without.selectedVariant).toBeUndefined();
    const withFallback = (
      await map({
        url: path,
        filters: { sku: bad.sku },
        options: { separateSelectedVariant: true, fallbackToDefaultWhenNoAvailable: true },
      })
    ).json._source;
    expect(withFallback.selectedVariant.sku).not.toBe(bad.sku);
  });

  it('prefetchGroupProducts embeds the products of a grouped product, and cache tags name them', async () => {
    const grouped = await env.DB.prepare(
      "SELECT url_path FROM products WHERE store = 'default' AND type_id = 'grouped' AND status < 2 LIMIT 1",
    ).first<{ url_path: string }>();
    const { json, headers } = await map({
      url: grouped!.url_path,
      options: { prefetchGroupProducts: true, populateRequestCacheTags: true },
    });
    const links = json._source.product_links.filter((l: any) => l.link_type === 'associated');
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l: any) => l.product && l.product.sku === l.linked_product_sku)).toBe(true);
    expect(headers.get('x-cache-tags')).toMatch(/^P\d+/);
  });

  it('rejects option values of the wrong type with a 400', async () => {
    const res = await postJson('/api/url/map', { url: 'x', options: { filterUnavailableVariants: 'sometimes' } });
    expect(res.status).toBe(400);
  });
});
