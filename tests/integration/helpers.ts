import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';

export const ORIGIN = 'http://shop.test';

export function get(path: string, init?: RequestInit): Promise<Response> {
  return SELF.fetch(ORIGIN + path, { redirect: 'manual', ...init });
}

export function postJson(path: string, body: unknown): Promise<Response> {
  return SELF.fetch(ORIGIN + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function search(
  index: string,
  entity: string,
  body: unknown,
  query = '',
): Promise<{ status: number; json: any }> {
  const res = await postJson(`/api/catalog/${index}/${entity}/_search?request_format=search-query${query}`, body);
  return { status: res.status, json: await res.json() };
}

/** A category of the seeded demo shop with many visible products. */
export async function busyCategory(store = 'default'): Promise<{ id: number; slug: string; name: string }> {
  const row = await env.DB.prepare(
    'SELECT id, slug, name FROM categories WHERE store = ? AND is_active = 1 AND level = 2 ORDER BY product_count DESC LIMIT 1',
  )
    .bind(store)
    .first<{ id: number; slug: string; name: string }>();
  if (!row) throw new Error('seed has no categories');
  return row;
}

/** A visible configurable product of the demo shop. */
export async function configurable(
  store = 'default',
): Promise<{ sku: string; url_key: string; name: string; doc: any }> {
  const row = await env.DB.prepare(
    "SELECT sku, url_key, name, doc FROM products WHERE store = ? AND type_id = 'configurable' AND status < 2 AND visibility <> 1 ORDER BY id LIMIT 1",
  )
    .bind(store)
    .first<{ sku: string; url_key: string; name: string; doc: string }>();
  if (!row) throw new Error('seed has no configurable product');
  return { ...row, doc: JSON.parse(row.doc) };
}

/** An API answer: status, parsed JSON body and headers. */
export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/** Calls the API with an optional JSON body; every answer must be JSON (never an HTML error page). */
export async function callApi(method: string, path: string, body?: unknown): Promise<Answer> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const res = await SELF.fetch(ORIGIN + path, init);
  expect(res.headers.get('content-type'), path).toContain('application/json');
  return { status: res.status, body: await res.json(), headers: res.headers };
}
