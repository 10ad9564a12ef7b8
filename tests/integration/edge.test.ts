import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get, postJson } from './helpers.ts';
import { forgetUrlMemo } from '../../worker/catalog/url-map.ts';

async function oneProductCategory(store = 'default') {
  const row = await env.DB.prepare(
    'SELECT slug FROM categories WHERE store = ? AND is_active = 1 AND product_count = 1 LIMIT 1',
  )
    .bind(store)
    .first<{ slug: string }>();
  if (!row) throw new Error('seed has no one-product category');
  return row.slug;
}

async function someChild(store = 'default') {
  const row = await env.DB.prepare(
    "SELECT c.sku AS child, c.url_path AS childPath, p.sku AS parent, p.url_key AS slug FROM products c JOIN products p ON p.store = c.store AND p.sku = c.parent_sku WHERE c.store = ? AND c.status < 2 AND p.type_id = 'configurable' AND p.status < 2 LIMIT 1",
  )
    .bind(store)
    .first<{ child: string; childPath: string; parent: string; slug: string }>();
  if (!row) throw new Error('seed has no configurable child');
  return row;
}

describe('301s at the edge', () => {
  it('a category with exactly one product moves permanently to that product', async () => {
    const res = await get(`/c/${await oneProductCategory()}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toMatch(/^\/p\/[^/]+\/[^/]+$/);
  });

  it('keeps the store prefix on the redirect in /at', async () => {
    const res = await get(`/at/c/${await oneProductCategory('at')}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toMatch(/^\/at\/p\//);
  });

  it('a configurable child addressed as a product moves to its parent with the child chosen', async () => {
    const { child, parent, slug } = await someChild();
    const res = await get(`/p/${encodeURIComponent(child)}/${slug}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/p/${encodeURIComponent(parent)}/${slug}/${encodeURIComponent(child)}`);
  });

  it("a configurable child's own catalog URL moves to its parent", async () => {
    const { child, childPath, parent } = await someChild();
    const res = await get(`/${childPath}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toContain(`/p/${encodeURIComponent(parent)}/`);
    expect(res.headers.get('location')).toContain(encodeURIComponent(child));
  });

  it('a path known only in another store redirects there', async () => {
    await env.DB.prepare(
      "INSERT OR REPLACE INTO url_rewrites (store, request_path, entity_type, entity_id) VALUES ('at', 'nur-in-oesterreich', 'cms_page', 1)",
    ).run();
    const res = await get('/nur-in-oesterreich');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/at/nur-in-oesterreich');
  });
});

describe('isolate memory and KV caches', () => {
  it('stores url mappings per store and path and answers later lookups from KV', async () => {
    const { slug } = (await env.DB.prepare(
      "SELECT slug FROM categories WHERE store = 'default' AND level = 2 LIMIT 1",
    ).first<{ slug: string }>())!;
    const first: any = await (await postJson('/api/url/map', { url: slug })).json();
    expect(first._type).toBe('category');
    const keys = await env.CACHE.list({ prefix: 'url:default:' });
    const key = keys.keys.find((k) => k.name.endsWith(`:${slug}`));
    expect(key).toBeTruthy();
    // A changed cache entry: the isolate answers from its memory first, without any I/O …
    await env.CACHE.put(
      key!.name,
      JSON.stringify({ v: { _type: 'cms_page', _source: { id: 99, identifier: 'from-kv' } } }),
    );
    const second: any = await (await postJson('/api/url/map', { url: slug })).json();
    expect(second._type).toBe('category');
    // … and an isolate without that memory answers what KV holds: proof the edge reads KV before D1.
    forgetUrlMemo();
    const third: any = await (await postJson('/api/url/map', { url: slug })).json();
    expect(third._source.identifier).toBe('from-kv');
  });

  it('caches the category tree per store', async () => {
    await get('/at/');
    const keys = await env.CACHE.list({ prefix: 'search:at:' });
    expect(keys.keys.some((k) => k.name.includes(':category:'))).toBe(true);
  });
});
