import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addTax } from '../../shared/pricing/money.ts';
import { isSpecialPriceActive } from '../../shared/pricing/tax.ts';
import { DEVELOPMENT_RENDER_LIST_SECRET, signPrice, verifyPrice } from '../../worker/catalog/render-list.ts';
import { get } from './helpers.ts';

// Stock and render-list endpoints against the seeded demo shop.

async function json(path: string): Promise<{ status: number; body: any }> {
  const res = await get(path);
  expect(res.headers.get('content-type')).toContain('application/json');
  return { status: res.status, body: await res.json() };
}

async function sku(where: string, store = 'default'): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT s.sku FROM stock_items s JOIN products p ON p.store = s.store AND p.sku = s.sku WHERE s.store = ? AND ${where} ORDER BY s.product_id LIMIT 1`,
  )
    .bind(store)
    .first<{ sku: string }>();
  if (!row) throw new Error(`seed has no stock item where ${where}`);
  return row.sku;
}

const inStock = () => sku('s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty > 0');
const outOfStockChild = () =>
  sku("s.manage_stock = 1 AND s.is_in_stock = 0 AND p.parent_sku IS NOT NULL AND p.type_id = 'simple'");
const volatile = () => sku('s.manage_stock = 1 AND s.qty IS NULL');
const service = () => sku("s.manage_stock = 0 AND s.sku LIKE 'montage-%'");

async function manySkus(n: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT sku FROM stock_items WHERE store = 'default' ORDER BY product_id LIMIT ?",
  )
    .bind(n)
    .all<{ sku: string }>();
  expect(results).toHaveLength(n);
  return results.map((r) => r.sku);
}

describe('GET /api/stock/check', () => {
  it('answers an in-stock item as ok with its quantity', async () => {
    const code = await inStock();
    const { status, body } = await json(`/api/stock/check?sku=${encodeURIComponent(code)}`);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.result).toMatchObject({ sku: code, is_in_stock: true, stock_status: 'ok', manage_stock: true });
    expect(body.result.qty).toBeGreaterThan(0);
    expect(typeof body.result.product_id).toBe('number');
  });

  it('answers an out-of-stock configurable child as out_of_stock', async () => {
    const code = await outOfStockChild();
    const { body } = await json(`/api/stock/check?sku=${encodeURIComponent(code)}`);
    expect(body.result).toMatchObject({ sku: code, is_in_stock: false, qty: 0, stock_status: 'out_of_stock' });
  });

  it('answers a managed item with unknown quantity as volatile', async () => {
    const code = await volatile();
    const { body } = await json(`/api/stock/check?sku=${encodeURIComponent(code)}`);
    expect(body.result).toMatchObject({ sku: code, is_in_stock: true, qty: null, stock_status: 'volatile' });
  });

  it('answers an unmanaged service (montage-…) as ok, never volatile', async () => {
    const code = await service();
    const { body } = await json(`/api/stock/check?sku=${encodeURIComponent(code)}`);
    expect(body.result).toMatchObject({ sku: code, manage_stock: false, qty: null, stock_status: 'ok' });
  });

  it('also takes the SKU as a path segment', async () => {
    const code = await inStock();
    const { body } = await json(`/api/stock/check/${encodeURIComponent(code)}`);
    expect(body.result.sku).toBe(code);
  });

  it('answers an unknown SKU with 404', async () => {
    const { status, body } = await json('/api/stock/check?sku=NO-SUCH-SKU-4711');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, result: expect.stringContaining('NO-SUCH-SKU-4711') });
  });

  it('answers a missing or empty sku with 400', async () => {
    for (const path of ['/api/stock/check', '/api/stock/check?sku=', '/api/stock/check?sku=%20']) {
      const { status, body } = await json(path);
      expect(status, path).toBe(400);
      expect(body.code).toBe(400);
      expect(body.result).toMatch(/sku/i);
    }
  });

  it('is per store: storeCode picks the store, an unknown one is a 400', async () => {
    const code = await inStock();
    const at = await json(`/api/stock/check?sku=${encodeURIComponent(code)}&storeCode=at`);
    expect(at.status).toBe(200);
    expect(at.body.result.sku).toBe(code);
    const bad = await json(`/api/stock/check?sku=${encodeURIComponent(code)}&storeCode=xx`);
    expect(bad.status).toBe(400);
    expect(bad.body.result).toContain('Unknown store code "xx"');
  });
});

describe('GET /api/stock/list', () => {
  it('answers an array of stock items in the order asked, unknown SKUs left out', async () => {
    const skus = [await volatile(), 'NO-SUCH-SKU-4711', await inStock(), await service(), await outOfStockChild()];
    const { status, body } = await json(`/api/stock/list?skus=${skus.map(encodeURIComponent).join(',')}`);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(Array.isArray(body.result)).toBe(true);
    expect(body.result.map((i: any) => i.sku)).toEqual([skus[0], skus[2], skus[3], skus[4]]);
    expect(body.result.map((i: any) => i.stock_status)).toEqual(['volatile', 'ok', 'ok', 'out_of_stock']);
  });

  it('takes 15 SKUs and refuses 16 with a clear message', async () => {
    const fifteen = await json(`/api/stock/list?skus=${(await manySkus(15)).join(',')}`);
    expect(fifteen.status).toBe(200);
    expect(fifteen.body.result).toHaveLength(15);
    const sixteen = await json(`/api/stock/list?skus=${(await manySkus(16)).join(',')}`);
    expect(sixteen.status).toBe(400);
    expect(sixteen.body).toEqual({ code: 400, result: expect.stringContaining('At most 15 SKUs') });
  });

  it('counts repeated SKUs once', async () => {
    const code = await inStock();
    const { status, body } = await json(`/api/stock/list?skus=${Array(20).fill(code).join(',')}`);
    expect(status).toBe(200);
    expect(body.result).toHaveLength(1);
  });

  it('answers missing or empty skus with 400', async () => {
    for (const path of ['/api/stock/list', '/api/stock/list?skus=', '/api/stock/list?skus=,,']) {
      const { status, body } = await json(path);
      expect(status, path).toBe(400);
      expect(body.result).toContain('"skus"');
    }
  });
});

/** A simple, available product with a tax class, and (when the seed has one) one with a special price today. */
async function priced(special: boolean): Promise<any> {
  const { results } = await env.DB.prepare(
    "SELECT doc FROM products WHERE store = 'default' AND status < 2 AND type_id = 'simple' AND json_extract(doc, '$.special_price') IS " +
      (special ? 'NOT NULL' : 'NULL') +
      ' ORDER BY id LIMIT 200',
  ).all<{ doc: string }>();
  const docs = results.map((r) => JSON.parse(r.doc));
  const found = special ? docs.find((d) => isSpecialPriceActive(d, new Date())) : docs[0];
  return found ?? null;
}

describe('GET /api/product/render-list', () => {
  it('prices with 19 % in Germany (storeId 1) and 20 % in Austria (storeId 3)', async () => {
    const doc = await priced(false);
    const de = await json(`/api/product/render-list?skus=${encodeURIComponent(doc.sku)}&currencyCode=EUR&storeId=1`);
    const at = await json(`/api/product/render-list?skus=${encodeURIComponent(doc.sku)}&currencyCode=EUR&storeId=3`);
    expect(de.status).toBe(200);
    expect(de.body.code).toBe(200);
    const [deItem] = de.body.result.items;
    const [atItem] = at.body.result.items;
    expect(deItem).toMatchObject({ id: doc.id, sku: doc.sku, store_id: 1, currency_code: 'EUR' });
    expect(atItem).toMatchObject({ id: doc.id, sku: doc.sku, store_id: 3 });
    expect(deItem.price_info).toMatchObject({ final_price: doc.price, regular_price: doc.price, special_price: null });
    expect(deItem.price_info.extension_attributes.tax_adjustments).toMatchObject({
      final_price: addTax(doc.price, 19),
      regular_price: addTax(doc.price, 19),
      special_price: null,
    });
    expect(atItem.price_info.extension_attributes.tax_adjustments).toMatchObject({
      final_price: addTax(doc.price, 20),
      regular_price: addTax(doc.price, 20),
    });
    expect(deItem.price_info.extension_attributes.tax_rate).toBe(19);
    expect(atItem.price_info.extension_attributes.tax_rate).toBe(20);
    expect(deItem.price_info.formatted_prices.final_price).toMatch(/^[\d.]+,\d\d\u00a0€$/);
    expect(deItem.sgn).toMatch(/^[0-9a-f]{64}$/);
    expect(atItem.sgn).not.toBe(deItem.sgn); // same net price, different gross price
  });

  it("applies today's special price window", async () => {
    const doc = await priced(true);
    expect(doc, 'the demo shop has a product on special today').not.toBeNull();
    const { body } = await json(
      `/api/product/render-list?skus=${encodeURIComponent(doc.sku)}&currencyCode=EUR&storeId=1`,
    );
    const info = body.result.items[0].price_info;
    expect(info).toMatchObject({
      final_price: doc.special_price,
      special_price: doc.special_price,
      regular_price: doc.price,
    });
    expect(info.extension_attributes.tax_adjustments).toMatchObject({
      final_price: addTax(doc.special_price, 19),
      special_price: addTax(doc.special_price, 19),
      regular_price: addTax(doc.price, 19),
    });
  });

  it('gives configurable products the price range of their children', async () => {
    const row = await env.DB.prepare(
      "SELECT sku, doc FROM products WHERE store = 'default' AND type_id = 'configurable' AND status < 2 ORDER BY id LIMIT 1",
    ).first<{ sku: string; doc: string }>();
    const doc = JSON.parse(row!.doc);
    const { body } = await json(
      `/api/product/render-list?skus=${encodeURIComponent(row!.sku)}&currencyCode=EUR&storeId=1`,
    );
    const info = body.result.items[0].price_info;
    const finals = doc.configurable_children
      .filter((c: any) => c.status < 2)
      .map((c: any) => (isSpecialPriceActive(c, new Date()) ? c.special_price : c.price));
    expect(info.minimal_price).toBe(Math.min(...finals));
    expect(info.max_price).toBe(Math.max(...finals));
  });

  it('signs stably: the same input gives the same sgn, verifiable with the key', async () => {
    const doc = await priced(false);
    const path = `/api/product/render-list?skus=${encodeURIComponent(doc.sku)}&currencyCode=EUR&storeId=1`;
    const first = (await json(path)).body.result.items[0];
    const second = (await json(path)).body.result.items[0];
    expect(second.sgn).toBe(first.sgn);
    const signed = {
      id: doc.id,
      sku: doc.sku,
      final_price: first.price_info.final_price,
      final_price_incl_tax: first.price_info.extension_attributes.tax_adjustments.final_price,
    };
    expect(await verifyPrice(DEVELOPMENT_RENDER_LIST_SECRET, signed, first.sgn)).toBe(true);
    expect(await signPrice(DEVELOPMENT_RENDER_LIST_SECRET, signed)).toBe(first.sgn);
  });

  it('gives a different sgn when the price differs', async () => {
    const doc = await priced(false);
    const base = { id: doc.id, sku: doc.sku, final_price: doc.price, final_price_incl_tax: addTax(doc.price, 19) };
    const cheaper = { ...base, final_price: doc.price - 0.01, final_price_incl_tax: addTax(doc.price - 0.01, 19) };
    const sgn = await signPrice(DEVELOPMENT_RENDER_LIST_SECRET, base);
    expect(await signPrice(DEVELOPMENT_RENDER_LIST_SECRET, cheaper)).not.toBe(sgn);
    expect(await verifyPrice(DEVELOPMENT_RENDER_LIST_SECRET, cheaper, sgn)).toBe(false);
    expect(await signPrice('another-secret', base)).not.toBe(sgn);
  });

  it('answers several SKUs in the order asked, unknown and unavailable ones left out', async () => {
    const disabled = await env.DB.prepare(
      "SELECT sku FROM products WHERE store = 'default' AND status >= 2 LIMIT 1",
    ).first<{ sku: string }>();
    const a = await inStock();
    const b = await service();
    const skus = [b, 'NO-SUCH-SKU-4711', a, ...(disabled ? [disabled.sku] : [])];
    const { body } = await json(
      `/api/product/render-list?skus=${skus.map(encodeURIComponent).join(',')}&currencyCode=EUR&storeId=1`,
    );
    expect(body.result.items.map((i: any) => i.sku)).toEqual([b, a]);
  });

  it('takes userGroupId and token (tiers are off: the price stays the same)', async () => {
    const doc = await priced(false);
    const plain = await json(`/api/product/render-list?skus=${encodeURIComponent(doc.sku)}&currencyCode=EUR&storeId=1`);
    const grouped = await json(
      `/api/product/render-list?skus=${encodeURIComponent(doc.sku)}&currencyCode=EUR&storeId=1&userGroupId=2&token=abc`,
    );
    expect(grouped.status).toBe(200);
    expect(grouped.body.result.items[0].price_info).toEqual(plain.body.result.items[0].price_info);
  });

  it('answers malformed query parameters with 400 and a message, never 500', async () => {
    const doc = await priced(false);
    const sku = encodeURIComponent(doc.sku);
    const cases: Array<[string, RegExp]> = [
      ['/api/product/render-list?currencyCode=EUR&storeId=1', /"skus" is required/],
      [`/api/product/render-list?skus=&currencyCode=EUR&storeId=1`, /"skus"/],
      [`/api/product/render-list?skus=${sku}&currencyCode=USD&storeId=1`, /Unsupported currency "USD"/],
      [`/api/product/render-list?skus=${sku}&currencyCode=euro&storeId=1`, /currencyCode/],
      [`/api/product/render-list?skus=${sku}&currencyCode=EUR&storeId=abc`, /"storeId" must be a non-negative integer/],
      [`/api/product/render-list?skus=${sku}&currencyCode=EUR&storeId=99`, /Unknown storeId 99/],
      [`/api/product/render-list?skus=${sku}&currencyCode=EUR&storeId=-1`, /storeId/],
      [
        `/api/product/render-list?skus=${sku}&currencyCode=EUR&storeId=1&userGroupId=x`,
        /"userGroupId" must be a non-negative integer/,
      ],
      [`/api/product/render-list?skus=${sku}&currencyCode=EUR&storeCode=zz`, /Unknown store code "zz"/],
      [
        `/api/product/render-list?skus=${Array.from({ length: 51 }, (_, i) => `SKU-${i}`).join(',')}&currencyCode=EUR&storeId=1`,
        /At most 50 SKUs/,
      ],
      [
        `/api/product/render-list?skus=${encodeURIComponent('A\u0001B')}&currencyCode=EUR&storeId=1`,
        /control characters/,
      ],
    ];
    for (const [path, message] of cases) {
      const { status, body } = await json(path);
      expect(status, path).toBe(400);
      expect(body.code, path).toBe(400);
      expect(body.result, path).toMatch(message);
    }
  });

  it('uses the default store and EUR when storeId and currencyCode are left out', async () => {
    const doc = await priced(false);
    const { status, body } = await json(`/api/product/render-list?skus=${encodeURIComponent(doc.sku)}`);
    expect(status).toBe(200);
    expect(body.result.items[0]).toMatchObject({ store_id: 1, currency_code: 'EUR' });
    const viaCode = await json(`/api/product/render-list?skus=${encodeURIComponent(doc.sku)}&storeCode=at`);
    expect(viaCode.body.result.items[0].store_id).toBe(3);
  });
});
