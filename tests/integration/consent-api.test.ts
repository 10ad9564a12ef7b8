import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from './helpers.ts';

// Consent-gated measurement: the first-party page-view pipe
// and the offline conversion an order carries after marketing consent.

async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await SELF.fetch(ORIGIN + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(res.headers.get('content-type')).toContain('application/json');
  return { status: res.status, body: await res.json() };
}

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

const address = {
  firstname: 'Erika',
  lastname: 'Muster',
  street: ['Zaunweg 1'],
  city: 'Wardenburg',
  postcode: '26203',
  country_id: 'DE',
  email: 'erika@example.com',
  telephone: '04407 123',
};
let sku = '';

beforeAll(async () => {
  const row = await env.DB.prepare(
    `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku
     WHERE p.store = 'default' AND p.status = 1 AND p.type_id = 'simple' AND p.parent_sku IS NULL AND json_extract(p.doc, '$.custom_options') IS NULL
       AND s.manage_stock = 1 AND s.qty >= 50 ORDER BY p.id LIMIT 1`,
  ).first<{ sku: string }>();
  sku = row!.sku;
});

function order(extra: Record<string, unknown> = {}) {
  const at = new Date().toISOString();
  return {
    order_id: `conv-${crypto.randomUUID()}`,
    user_id: '',
    cart_id: '',
    products: [{ sku, qty: 1 }],
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'cashondelivery',
      payment_method_additional: {},
    },
    created_at: at,
    updated_at: at,
    transmited: false,
    ...extra,
  };
}

const clickDate = '2026-11-20T09:15:00.000Z';
const conversion = { name: 'purchase', clickId: 'Cj0KCQiA-test_click.id~1', clickType: 'gclid', clickDate };

describe('POST /api/analytics/page-view', () => {
  it('records a page view with the store, path and route name only', async () => {
    const before = await count("SELECT COUNT(*) AS n FROM page_views WHERE store = 'at' AND path = '/c/tore'");
    const answer = await post('/api/analytics/page-view', { path: '/c/tore', page: 'category', storeCode: 'at' });
    expect(answer).toEqual({ status: 200, body: { code: 200, result: 'recorded' } });
    expect(
      await count("SELECT COUNT(*) AS n FROM page_views WHERE store = 'at' AND path = '/c/tore' AND page = 'category'"),
    ).toBe(before + 1);
  });

  it('refuses query strings, unknown stores and broken bodies with a clear 400', async () => {
    const withQuery = await post('/api/analytics/page-view', {
      path: '/c/tore?gclid=abc',
      page: 'category',
      storeCode: 'default',
    });
    expect(withQuery.status).toBe(400);
    expect(withQuery.body.result).toContain('without query string');
    const store = await post('/api/analytics/page-view', { path: '/', page: 'home', storeCode: 'fr' });
    expect(store).toEqual({ status: 400, body: { code: 400, result: '"storeCode" must be one of default, de, at' } });
    expect((await post('/api/analytics/page-view', '{"path":')).body).toEqual({
      code: 400,
      result: 'The request body is not valid JSON',
    });
    expect((await post('/api/analytics/page-view', [])).status).toBe(400);
  });

  it('answers other methods with 405 JSON', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/analytics/page-view`);
    expect(res.status).toBe(405);
    expect(((await res.json()) as { code: number }).code).toBe(405);
  });
});

describe('offline conversion on POST /api/order', () => {
  it('stores the conversion named purchase with its click date, once per order even when the order is sent again', async () => {
    const body = order({ conversion });
    expect((await post('/api/order', body)).status).toBe(200);
    expect((await post('/api/order', body)).status).toBe(200);
    const rows = await env.DB.prepare(
      'SELECT name, click_id, click_type, click_date, store FROM conversions WHERE order_id = ?',
    )
      .bind(body.order_id)
      .all();
    expect(rows.results).toEqual([
      { name: 'purchase', click_id: conversion.clickId, click_type: 'gclid', click_date: clickDate, store: 'default' },
    ]);
  });

  it('places an order without conversion, or with a malformed one, and stores no conversion', async () => {
    for (const extra of [
      {},
      { conversion: { name: 'purchase', clickId: '<script>', clickType: 'gclid', clickDate } },
      { conversion: 'x' },
    ]) {
      const body = order(extra);
      expect((await post('/api/order', body)).status).toBe(200);
      expect(await count('SELECT COUNT(*) AS n FROM conversions WHERE order_id = ?', body.order_id)).toBe(0);
    }
  });

  it('stores nothing for a refused order', async () => {
    const body = order({ conversion, products: [] });
    expect((await post('/api/order', body)).status).toBe(400);
    expect(await count('SELECT COUNT(*) AS n FROM conversions WHERE order_id = ?', body.order_id)).toBe(0);
  });
});
