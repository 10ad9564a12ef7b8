import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTax } from '../../shared/pricing/money.ts';
import { messageKeys } from '../../shared/i18n/en-US/messages.ts';
import { ORIGIN } from './helpers.ts';

// The order API contract (SPEC §3 Order, §4 order placement, §7 POST /api/order, §8 texts) against
// the seeded demo shop: server prices, stock, coupons, addresses, and exactly-once by order_id.

const ADDRESS_INVALID =
  'Address provided in checkout contains invalid data. Please check if all required fields in checkout are filled in and also contact us to resolve this issue for future. Your order has been canceled.';
const NOT_AVAILABLE = 'Some of the ordered products are not available!';

interface Answer { status: number; body: any; headers: Headers }

async function call(method: string, path: string, body?: unknown): Promise<Answer> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const res = await SELF.fetch(ORIGIN + path, init);
  expect(res.headers.get('content-type'), path).toContain('application/json');
  return { status: res.status, body: await res.json(), headers: res.headers };
}
const post = (path: string, body?: unknown) => call('POST', path, body);
const placeOrder = (body: unknown, query = '') => post(`/api/order${query}`, body);

async function one<T>(sql: string, ...binds: unknown[]): Promise<T> {
  const row = await env.DB.prepare(sql).bind(...binds).first<T>();
  if (!row) throw new Error(`no row for: ${sql}`);
  return row;
}
const count = async (sql: string, ...binds: unknown[]) => (await one<{ n: number }>(sql, ...binds)).n;
const stockOf = async (sku: string, store = 'default') =>
  (await one<{ qty: number | null }>('SELECT qty FROM stock_items WHERE store = ? AND sku = ?', store, sku)).qty;
const ordersWithId = (orderId: string) => count('SELECT COUNT(*) AS n FROM orders WHERE client_order_id = ?', orderId);
const docOf = async (sku: string, store = 'default') =>
  JSON.parse((await one<{ doc: string }>('SELECT doc FROM products WHERE store = ? AND sku = ?', store, sku)).doc);

const address = {
  firstname: 'Erika', lastname: 'Muster', street: ['Zaunweg 1'], city: 'Wardenburg', postcode: '26203', country_id: 'DE',
  email: 'Erika@Example.com', telephone: '04407 123', region: '', region_id: 0, region_code: '',
};
const atAddress = { ...address, street: ['Gartenstraße 3'], city: 'Graz', postcode: '8010', country_id: 'AT' };

let serial = 0;
const newOrderId = () => `${Date.now()}-${++serial}-${crypto.randomUUID()}`;

interface OrderOptions {
  shipping?: [carrier: string, method: string] | null;
  payment?: string;
  shippingAddress?: unknown;
  billingAddress?: unknown;
}

/** An order body as the Vue Storefront client sends it (testOrderAnon.json's shape). */
function orderBody(products: any[], options: OrderOptions = {}, extra: Record<string, unknown> = {}) {
  const at = new Date().toISOString();
  const [carrier, method] = options.shipping === undefined ? ['flatrate', 'flatrate'] : options.shipping ?? [undefined, undefined];
  return {
    user_id: '',
    cart_id: '',
    products,
    addressInformation: {
      shippingAddress: options.shippingAddress === undefined ? address : options.shippingAddress,
      billingAddress: options.billingAddress === undefined ? address : options.billingAddress,
      shipping_method_code: method,
      shipping_carrier_code: carrier,
      payment_method_code: options.payment ?? 'cashondelivery',
      payment_method_additional: {},
    },
    order_id: newOrderId(),
    transmited: false,
    created_at: at,
    updated_at: at,
    ...extra,
  };
}

/** Seed picks (asked of the deterministic demo shop rather than hard-coded). */
const seed = {
  light: '', lightQty: 0, child: '', childParent: '', scarce: '', scarceQty: 0, outOfStock: '', disabled: '',
  montage: 'montage-doppelstab-pro-meter', voucher: 'AUFMASS-GUTSCHEIN', bundle: 'SET-GABZ-1230-ANT-10',
};
const buyable = `p.store = 'default' AND p.status = 1 AND p.type_id = 'simple' AND json_extract(p.doc, '$.custom_options') IS NULL
  AND (p.parent_sku IS NULL OR EXISTS (SELECT 1 FROM products q WHERE q.store = p.store AND q.sku = p.parent_sku AND q.status = 1))`;

beforeAll(async () => {
  const light = await one<{ sku: string; qty: number }>(
    `SELECT p.sku, s.qty FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE ${buyable} AND p.parent_sku IS NULL
     AND s.manage_stock = 1 AND s.qty >= 50 AND json_extract(p.doc, '$.weight') BETWEEN 0.1 AND 2 ORDER BY p.id LIMIT 1`);
  Object.assign(seed, { light: light.sku, lightQty: light.qty });
  const child = await one<{ sku: string; parent_sku: string }>(
    `SELECT p.sku, p.parent_sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE ${buyable} AND p.parent_sku IS NOT NULL
     AND s.manage_stock = 1 AND s.qty >= 20 AND json_extract(p.doc, '$.weight') < 30 ORDER BY p.id LIMIT 1`);
  Object.assign(seed, { child: child.sku, childParent: child.parent_sku });
  const scarce = await one<{ sku: string; qty: number }>(
    `SELECT p.sku, s.qty FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE ${buyable}
     AND s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty BETWEEN 2 AND 5 AND json_extract(p.doc, '$.weight') < 5 ORDER BY p.id LIMIT 1`);
  Object.assign(seed, { scarce: scarce.sku, scarceQty: scarce.qty });
  seed.outOfStock = (await one<{ sku: string }>(
    `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE ${buyable} AND s.manage_stock = 1 AND s.is_in_stock = 0 ORDER BY p.id LIMIT 1`)).sku;
  seed.disabled = (await one<{ sku: string }>("SELECT sku FROM products WHERE store = 'default' AND status >= 2 ORDER BY id LIMIT 1")).sku;
});

/** The montage service's required option with its first value. */
async function montageOption() {
  const doc = await docOf(seed.montage);
  const ground = doc.custom_options.find((o: any) => o.is_require);
  return { extension_attributes: { custom_options: [{ option_id: ground.option_id, option_value: String(ground.values[0].option_type_id) }] } };
}

/** The bundle's required options with their default links. */
async function bundleOption() {
  const doc = await docOf(seed.bundle);
  const required = doc.bundle_options.filter((o: any) => o.required);
  return {
    doc, required,
    product_option: { extension_attributes: { bundle_options: required.map((o: any) => ({ option_id: o.option_id, option_qty: 1, option_selections: [o.product_links[0].id] })) } },
  };
}

/** What the cart API totals for the same lines (the one pricing both share), without item ids. */
async function cartTotalsFor(items: any[], store = 'default', coupon?: string) {
  const cartId = (await post(`/api/cart/create?storeCode=${store}`)).body.result;
  for (const cartItem of items) expect((await post(`/api/cart/update?cartId=${cartId}`, { cartItem })).status).toBe(200);
  if (coupon) await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${coupon}`);
  return { cartId, totals: (await post(`/api/cart/collect-totals?cartId=${cartId}`, { methods: { shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' } })).body.result };
}
const withoutIds = (totals: any) => ({ ...totals, items: totals.items.map(({ item_id: _, ...rest }: any) => rest) });

describe('POST /api/order: good orders', () => {
  it('places an order for a simple product: server prices, an increment id, stock taken, the answer Vue Storefront expects', async () => {
    const before = await stockOf(seed.light);
    const body = orderBody([{ sku: seed.light, qty: 3, name: 'x', price: 0.01, priceInclTax: 0.01 }]);
    const { status, body: answer, headers } = await placeOrder(body);
    expect(status).toBe(200);
    expect(headers.get('idempotent-replayed')).toBeNull();
    const result = answer.result;
    expect(answer.code).toBe(200);
    expect(result).toMatchObject({ order_id: body.order_id, status: 'pending', store: 'default' });
    expect(result.increment_id).toMatch(/^1\d{8}$/);
    expect(result.backendOrderId).toBe(result.increment_id);
    expect(result.orderNumber).toBe(result.increment_id);
    expect(result.transferedAt).toBe(result.created_at);

    const doc = await docOf(seed.light);
    const item = result.totals.items[0];
    expect(item).toMatchObject({ sku: seed.light, qty: 3, name: doc.name, tax_percent: 19 });
    expect(item.price_incl_tax).toBe(addTax(item.price, 19));
    expect(item.price).toBeGreaterThan(1);
    expect(result.totals.shipping_incl_tax).toBe(5);
    expect(result.totals.grand_total).toBeCloseTo(item.price_incl_tax * 3 + 5, 2);
    expect(result.totals.total_segments.map((s: any) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'grand_total']);

    expect(await stockOf(seed.light)).toBe(before! - 3);
    const row = await one<any>('SELECT * FROM orders WHERE client_order_id = ?', body.order_id);
    expect(row).toMatchObject({
      store: 'default', increment_id: result.increment_id, status: 'pending', customer_email: 'erika@example.com', customer_firstname: 'Erika',
      shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate', shipping_description: 'DPD Courier', payment_method_code: 'cashondelivery',
      grand_total: result.totals.grand_total, client_created_at: body.created_at, user_id: null,
    });
    expect(JSON.parse(row.shipping_address)).toMatchObject({ firstname: 'Erika', country_id: 'DE', street: ['Zaunweg 1'] });
    const items = (await env.DB.prepare('SELECT * FROM order_items WHERE order_id = ?').bind(row.entity_id).all<any>()).results;
    expect(items).toEqual([expect.objectContaining({ position: 1, sku: seed.light, qty: 3, price: item.price, row_total_incl_tax: item.row_total_incl_tax, tax_percent: 19 })]);
    expect((await env.DB.prepare('SELECT sku, qty, qty_before FROM order_stock_moves WHERE order_id = ?').bind(row.entity_id).all()).results)
      .toEqual([{ sku: seed.light, qty: 3, qty_before: before }]);
  });

  it('numbers orders sequentially per store', async () => {
    const a = (await placeOrder(orderBody([{ sku: seed.light, qty: 1 }]))).body.result.increment_id;
    const b = (await placeOrder(orderBody([{ sku: seed.light, qty: 1 }]))).body.result.increment_id;
    expect(Number(b)).toBe(Number(a) + 1);
  });

  it('resolves a configurable child by its SKU, or by parent SKU and configurable_item_options, and takes the child\'s stock', async () => {
    const parentStock = await stockOf(seed.childParent);
    const before = await stockOf(seed.child);
    const bySku = await placeOrder(orderBody([{ sku: seed.child, parentSku: seed.childParent, qty: 1, type_id: 'configurable', price: 1 }]));
    expect(bySku.status).toBe(200);
    const line = (await post('/api/cart/update?cartId=' + (await post('/api/cart/create')).body.result, { cartItem: { sku: seed.child, qty: 1 } })).body.result;
    const byOptions = await placeOrder(orderBody([{ sku: seed.childParent, qty: 1, product_option: line.product_option }]));
    expect(byOptions.status).toBe(200);
    for (const answer of [bySku, byOptions]) {
      expect(answer.body.result.totals.items[0]).toMatchObject({ sku: seed.child, product_type: 'configurable', price: line.price, price_incl_tax: line.price_incl_tax });
    }
    expect(await stockOf(seed.child)).toBe(before! - 2);
    expect(await stockOf(seed.childParent)).toBe(parentStock);
  });

  it('orders a montage service with a physical product; the service takes no stock and is priced with its option', async () => {
    const product_option = await montageOption();
    const { totals: cart } = await cartTotalsFor([{ sku: seed.light, qty: 2 }, { sku: seed.montage, qty: 10, product_option }]);
    const { status, body } = await placeOrder(orderBody([{ sku: seed.light, qty: 2 }, { sku: seed.montage, qty: 10, product_option, price: 0 }]));
    expect(status).toBe(200);
    expect(withoutIds(body.result.totals)).toEqual(withoutIds(cart));
    expect(body.result.totals.items[1]).toMatchObject({ sku: seed.montage, product_type: 'virtual', qty: 10 });
    const entity = (await one<{ entity_id: number }>('SELECT entity_id FROM orders WHERE client_order_id = ?', body.result.order_id)).entity_id;
    expect((await env.DB.prepare('SELECT sku FROM order_stock_moves WHERE order_id = ?').bind(entity).all()).results).toEqual([{ sku: seed.light }]);
  });

  it('orders a service alone without shipping; cash on delivery is not offered for it (SPEC §5)', async () => {
    const product_option = await montageOption();
    const cod = await placeOrder(orderBody([{ sku: seed.montage, qty: 5, product_option }], { shipping: null }));
    expect(cod.status).toBe(400);
    expect(cod.body).toMatchObject({ code: 400, result: 'The payment method "cashondelivery" is not available for this order', meta: { reason: 'payment_method_unavailable' } });
    const { status, body } = await placeOrder(orderBody([{ sku: seed.montage, qty: 5, product_option }], { shipping: null, payment: 'checkmo' }));
    expect(status).toBe(200);
    expect(body.result.totals.total_segments.map((s: any) => s.code)).toEqual(['subtotal', 'tax', 'grand_total']);
    expect(body.result.totals.shipping_incl_tax).toBe(0);
  });

  it('orders a bundle: priced from its selections, its parts\' counted stock taken (link qty × qty)', async () => {
    const { doc, required, product_option } = await bundleOption();
    const parts = required.map((o: any) => o.product_links[0]);
    const before = await Promise.all(parts.map((p: any) => stockOf(p.sku)));
    const { status, body } = await placeOrder(orderBody([{ sku: seed.bundle, qty: 1, product_option }], { shipping: ['matrixrate', 'spedition'] }));
    expect(status).toBe(200);
    const expected = parts.reduce((sum: number, p: any) => sum + p.price * p.qty, 0);
    expect(body.result.totals.items[0]).toMatchObject({ sku: seed.bundle, product_type: 'bundle', name: doc.name, price: Math.round(expected * 100) / 100 });
    expect(body.result.totals.shipping_amount).toBeGreaterThan(5);
    const after = await Promise.all(parts.map((p: any) => stockOf(p.sku)));
    parts.forEach((p: any, i: number) => expect(after[i], p.sku).toBe(before[i]! - p.qty));
  });

  it('ignores every price the client sends: a tampered order costs what an honest one does', async () => {
    const honest = await placeOrder(orderBody([{ sku: seed.light, qty: 2 }]));
    const tampered = await placeOrder(orderBody([{
      sku: seed.light, qty: 2, price: 0.01, priceInclTax: 0.01, final_price: 0, special_price: 0.01, totals: { price: 0.01, row_total: 0.02 },
    }], {}, { totals: { grand_total: 0.01 }, grand_total: 0.01 }));
    expect(tampered.status).toBe(200);
    expect(tampered.body.result.totals).toEqual(honest.body.result.totals);
    expect(tampered.body.result.totals.grand_total).toBeGreaterThan(5);
  });

  it('taxes with the order\'s store: 19 % in the German shop, 20 % in the Austrian one (store_code, storeCode or ?storeCode)', async () => {
    const de = await placeOrder(orderBody([{ sku: seed.child, qty: 1 }]));
    const at = await placeOrder(orderBody([{ sku: seed.child, qty: 1 }], { shippingAddress: atAddress, billingAddress: atAddress }, { store_code: 'at' }));
    expect(at.status).toBe(200);
    const net = de.body.result.totals.items[0].price;
    expect(de.body.result.totals.items[0]).toMatchObject({ tax_percent: 19, price_incl_tax: addTax(net, 19) });
    expect(at.body.result.totals.items[0]).toMatchObject({ tax_percent: 20, price_incl_tax: addTax(net, 20) });
    expect(at.body.result).toMatchObject({ store: 'at', increment_id: expect.stringMatching(/^3\d{8}$/) });
    const viaQuery = await placeOrder(orderBody([{ sku: seed.child, qty: 1 }], { shippingAddress: atAddress }), '?storeCode=at');
    expect(viaQuery.body.result.store).toBe('at');
    const bad = await placeOrder(orderBody([{ sku: seed.child, qty: 1 }], {}, { storeCode: 'xx' }));
    expect(bad).toMatchObject({ status: 400, body: { code: 400, result: expect.stringContaining('Unknown store code "xx"') } });
    const two = await placeOrder(orderBody([{ sku: seed.child, qty: 1 }], {}, { store_code: 'at' }), '?storeCode=de');
    expect(two.body).toEqual({ code: 400, result: 'The order names more than one store (at, de)' });
  });

  it('applies the coupon of the order\'s cart, counts it once, and empties the server cart', async () => {
    const { cartId, totals } = await cartTotalsFor([{ sku: seed.light, qty: 4 }], 'default', 'ZAUN10');
    expect(totals.coupon_code).toBe('ZAUN10');
    const used = (await one<{ times_used: number }>("SELECT times_used FROM coupons WHERE code = 'ZAUN10'")).times_used;
    const body = orderBody([{ sku: seed.light, qty: 4 }], {}, { cart_id: cartId });
    const { status, body: answer } = await placeOrder(body);
    expect(status).toBe(200);
    expect(withoutIds(answer.result.totals)).toEqual(withoutIds(totals));
    expect(answer.result.totals.discount_amount).toBeCloseTo(-Math.round(totals.subtotal_incl_tax * 10) / 100, 2);
    expect((await one<any>('SELECT coupon_code, cart_id FROM orders WHERE client_order_id = ?', body.order_id))).toEqual({ coupon_code: 'ZAUN10', cart_id: cartId });
    expect((await one<{ times_used: number }>("SELECT times_used FROM coupons WHERE code = 'ZAUN10'")).times_used).toBe(used + 1);
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`)).body).toEqual({ code: 200, result: [] });
    expect((await call('GET', `/api/cart/totals?cartId=${cartId}`)).body.result.coupon_code).toBeNull();
    // A retry changes nothing: still one use.
    expect((await placeOrder(body)).body).toEqual(answer);
    expect((await one<{ times_used: number }>("SELECT times_used FROM coupons WHERE code = 'ZAUN10'")).times_used).toBe(used + 1);
  });

  it('does not give a used-up coupon to a second order', async () => {
    await env.DB.prepare("INSERT INTO coupons (code, type, value, usage_limit, times_used) VALUES ('ORDERONCE', 'fixed', 10, 1, 0)").run();
    const first = await cartTotalsFor([{ sku: seed.light, qty: 1 }], 'default', 'ORDERONCE');
    const second = await cartTotalsFor([{ sku: seed.light, qty: 1 }], 'default', 'ORDERONCE');
    expect(second.totals.coupon_code).toBe('ORDERONCE');
    const a = await placeOrder(orderBody([{ sku: seed.light, qty: 1 }], {}, { cart_id: first.cartId }));
    const b = await placeOrder(orderBody([{ sku: seed.light, qty: 1 }], {}, { cart_id: second.cartId }));
    expect(a.body.result.totals).toMatchObject({ coupon_code: 'ORDERONCE', discount_amount: -10 });
    expect(b.body.result.totals).toMatchObject({ coupon_code: null, discount_amount: 0 });
    expect((await one<{ times_used: number }>("SELECT times_used FROM coupons WHERE code = 'ORDERONCE'")).times_used).toBe(1);
  });

  it('keeps an unknown cart id (another platform\'s, or long gone) on the order and ignores it otherwise', async () => {
    const { status, body } = await placeOrder(orderBody([{ sku: seed.light, qty: 1 }], {}, { cart_id: 278249, user_id: '154' }));
    expect(status).toBe(200);
    expect(await one<any>('SELECT cart_id, user_id, coupon_code FROM orders WHERE client_order_id = ?', body.result.order_id)).toEqual({ cart_id: '278249', user_id: '154', coupon_code: null });
    const atCart = (await post('/api/cart/create?storeCode=at')).body.result;
    const mismatch = await placeOrder(orderBody([{ sku: seed.light, qty: 1 }], {}, { cart_id: atCart }));
    expect(mismatch.body).toMatchObject({ code: 400, result: 'This cart belongs to store "at", not "default"' });
  });
});

describe('POST /api/order: bad orders are answered clearly and store nothing', () => {
  /** Places a bad order and checks that nothing at all was written (order, items, stock, sequence). */
  async function rejected(body: any, query = ''): Promise<Answer> {
    const [orders, items, stock, sequences] = await Promise.all([
      count('SELECT COUNT(*) AS n FROM orders'), count('SELECT COUNT(*) AS n FROM order_items'), stockOf(seed.light),
      env.DB.prepare('SELECT * FROM order_sequences ORDER BY store').all().then((r) => JSON.stringify(r.results)),
    ]);
    const answer = await placeOrder(body, query);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.code).toBe(answer.status);
    expect(typeof answer.body.result).toBe('string');
    expect(JSON.stringify(answer.body)).not.toMatch(/\bat \w+ \(|\.ts:\d+/); // no stack trace
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(orders);
    expect(await count('SELECT COUNT(*) AS n FROM order_items')).toBe(items);
    expect(await stockOf(seed.light)).toBe(stock);
    expect(JSON.stringify((await env.DB.prepare('SELECT * FROM order_sequences ORDER BY store').all()).results)).toBe(sequences);
    return answer;
  }

  it('uses SPEC §8 texts that are keys of the message catalogue', () => {
    for (const text of [ADDRESS_INVALID, NOT_AVAILABLE, 'Only {maxQuantity} products of this type are available!']) expect(messageKeys).toContain(text);
  });

  it('rejects an invalid address with the SPEC text and says which fields', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...address, firstname: ' ' }, 'shippingAddress.firstname'],
      [{ ...address, lastname: undefined }, 'shippingAddress.lastname'],
      [{ ...address, street: [] }, 'shippingAddress.street'],
      [{ ...address, city: '' }, 'shippingAddress.city'],
      [{ ...address, postcode: '12' }, 'shippingAddress.postcode'],
      [{ ...address, country_id: 'Germany' }, 'shippingAddress.country_id'],
      [{ ...address, country_id: 'PL' }, 'shippingAddress.country_id'],
      [{ ...address, email: 'not-an-email' }, 'shippingAddress.email'],
      [{ ...address, street: ['Zaunweg\u0000 1'] }, 'shippingAddress.street'],
      ['Zaunweg 1', 'shippingAddress'],
    ];
    for (const [shippingAddress, field] of cases) {
      const { status, body } = await rejected(orderBody([{ sku: seed.light, qty: 1 }], { shippingAddress }));
      expect(status, field).toBe(400);
      expect(body.result).toBe(ADDRESS_INVALID);
      expect(body.meta.reason).toBe('address_invalid');
      expect(body.meta.errors.map((e: any) => e.field), JSON.stringify(shippingAddress)).toContain(field);
    }
    const noEmail = { ...address, email: '' };
    const missing = await rejected(orderBody([{ sku: seed.light, qty: 1 }], { shippingAddress: noEmail, billingAddress: noEmail }));
    expect(missing.body.meta.errors).toEqual([{ field: 'billingAddress.email', message: 'Please provide valid e-mail address.' }]);
    const none = await rejected(orderBody([{ sku: seed.light, qty: 1 }], { shippingAddress: null, billingAddress: null }));
    expect(none.body.result).toBe(ADDRESS_INVALID);
  });

  it('takes the billing address as the shipping address when only that is given', async () => {
    const { status, body } = await placeOrder(orderBody([{ sku: seed.light, qty: 1 }], { shippingAddress: null }));
    expect(status).toBe(200);
    expect(JSON.parse((await one<any>('SELECT shipping_address FROM orders WHERE client_order_id = ?', body.result.order_id)).shipping_address).city).toBe('Wardenburg');
  });

  it('rejects unavailable products with the SPEC text and the SKUs in meta', async () => {
    const { status, body } = await rejected(orderBody([
      { sku: seed.light, qty: 1 }, { sku: seed.disabled, qty: 1 }, { sku: 'NO-SUCH-SKU', qty: 1 }, { sku: seed.childParent, qty: 1 },
    ]));
    expect(status).toBe(400);
    expect(body.result).toBe(NOT_AVAILABLE);
    expect(body.meta).toEqual({
      reason: 'products_unavailable',
      items: [
        { sku: seed.disabled, message: 'This product is not available' },
        { sku: 'NO-SUCH-SKU', message: 'No product with SKU "NO-SUCH-SKU"' },
        { sku: seed.childParent, message: expect.stringContaining('Please choose the product options') },
      ],
    });
  });

  it('rejects an order without order_id, and malformed bodies, with a clear 400', async () => {
    const { order_id: _, ...withoutId } = orderBody([{ sku: seed.light, qty: 1 }]);
    expect((await rejected(withoutId)).body).toEqual({ code: 400, result: 'An order id is required ("order_id"): it makes sending the same order again safe' });
    expect((await rejected({ ...withoutId, order_id: '' })).body.result).toContain('An order id is required');
    expect((await rejected({ ...withoutId, order_id: 'has spaces in it' })).body.result).toContain('printable ASCII');
    expect((await rejected('{"order_id": ')).body).toEqual({ code: 400, result: 'The request body is not valid JSON' });
    expect((await rejected('[1,2]')).body.result).toBe('The body must be the order as a JSON object');
    expect((await rejected(orderBody([]))).body.result).toBe('The order has no products (products)');
    expect((await rejected(orderBody([{ sku: seed.light, qty: 0 }]))).body.result).toBe('Quantity must be above 0 (products.0.qty)');
    expect((await rejected(orderBody([{ sku: seed.light, qty: 1.5 }]))).body.result).toBe('Quantity must be positive integer (products.0.qty)');
    expect((await rejected(orderBody([{ qty: 1 }]))).body.result).toBe('A SKU is required (products.0.sku)');
    const noPayment = orderBody([{ sku: seed.light, qty: 1 }]);
    delete (noPayment.addressInformation as any).payment_method_code;
    expect((await rejected(noPayment)).body.result).toContain('payment_method_code');
    expect((await rejected(orderBody([{ sku: seed.light, qty: 1 }], { shipping: ['flatrate', 'nope'] }))).body).toMatchObject({ meta: { reason: 'shipping_method_unavailable' } });
    expect((await rejected(orderBody([{ sku: seed.light, qty: 1 }], { shipping: null }))).body).toEqual({
      code: 400, result: 'Please choose a shipping method (shipping_carrier_code and shipping_method_code)', meta: { reason: 'shipping_method_missing' },
    });
    expect((await rejected({ ...orderBody([{ sku: seed.light, qty: 1 }]), addressInformation: {} })).body.result).toBe('"payment_method_code" is required');
  });

  it('never answers fuzzed input with a 5xx or a stack trace, and stores nothing for a 4xx', async () => {
    const paths = [
      [], ['order_id'], ['user_id'], ['cart_id'], ['store_code'], ['products'], ['products', 0], ['products', 0, 'sku'], ['products', 0, 'qty'],
      ['products', 0, 'parentSku'], ['products', 0, 'product_option'], ['products', 0, 'product_option', 'extension_attributes'],
      ['addressInformation'], ['addressInformation', 'shippingAddress'], ['addressInformation', 'shippingAddress', 'street'],
      ['addressInformation', 'shippingAddress', 'country_id'], ['addressInformation', 'billingAddress', 'email'],
      ['addressInformation', 'payment_method_code'], ['addressInformation', 'payment_method_additional'], ['addressInformation', 'shipping_method_code'],
    ];
    const values = [null, 0, -1, 1e308, 1.5, '', ' ', 'x'.repeat(3000), '\u0000', [], [{}], {}, { extension_attributes: { bundle_options: [{}] } }, true];
    // A product of its own with plenty of stock: the fuzzed orders that are fine get placed.
    const { sku } = await one<{ sku: string }>(
      `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE ${buyable} AND p.parent_sku IS NULL AND p.sku <> ?
       AND s.manage_stock = 1 AND json_extract(p.doc, '$.weight') BETWEEN 0.1 AND 2 ORDER BY p.id DESC LIMIT 1`, seed.light);
    await env.DB.prepare("UPDATE stock_items SET qty = 100000, is_in_stock = 1 WHERE store = 'default' AND sku = ?").bind(sku).run();
    for (const path of paths) {
      for (const value of values) {
        const body: any = structuredClone(orderBody([{ sku, qty: 1, product_option: { extension_attributes: {} } }]));
        let target = body;
        if (path.length === 0) {
          const answer = await placeOrder(JSON.stringify(value));
          expect(answer.status, JSON.stringify(value)).toBe(400);
          continue;
        }
        for (const key of path.slice(0, -1)) target = target[key];
        target[path.at(-1)!] = value;
        const before = await count('SELECT COUNT(*) AS n FROM orders WHERE client_order_id = ?', String(body.order_id));
        const answer = await placeOrder(body);
        const where = `${path.join('.')} = ${JSON.stringify(value)?.slice(0, 40)}`;
        expect([200, 400, 409], `${where} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`).toContain(answer.status);
        expect(answer.body.code, where).toBe(answer.status);
        expect(JSON.stringify(answer.body), where).not.toMatch(/\bat \w+ \(|\.ts:\d+|D1_ERROR|SQLITE/);
        if (answer.status !== 200) expect(await count('SELECT COUNT(*) AS n FROM orders WHERE client_order_id = ?', String(body.order_id)), where).toBe(before);
      }
    }
  });

  it('answers GET /api/order with a JSON 405', async () => {
    expect((await call('GET', '/api/order')).body).toEqual({ code: 405, result: 'Orders are placed with POST /api/order' });
  });

  it('rejects more than the stock with SPEC §5\'s text and leaves the stock as it was', async () => {
    const before = await stockOf(seed.scarce);
    const { status, body } = await rejected(orderBody([{ sku: seed.light, qty: 1 }, { sku: seed.scarce, qty: before! + 1 }]));
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 400, result: `Only ${before} products of this type are available!`,
      meta: { reason: 'insufficient_stock', items: [{ sku: seed.scarce, requested: before! + 1, available: before }] },
    });
    expect(await stockOf(seed.scarce)).toBe(before);
    // Two lines of one SKU count together.
    const split = await rejected(orderBody([{ sku: seed.scarce, qty: before! - 1 }, { sku: seed.scarce, qty: 2 }]));
    expect(split.body.meta.items).toEqual([{ sku: seed.scarce, requested: before! + 1, available: before }]);
    const out = await rejected(orderBody([{ sku: seed.outOfStock, qty: 1 }]));
    expect(out.body.result).toBe('Only 0 products of this type are available!');
  });

  it('takes the last pieces exactly and marks the item out of stock', async () => {
    const before = await stockOf(seed.scarce);
    expect((await placeOrder(orderBody([{ sku: seed.scarce, qty: before! }]))).status).toBe(200);
    expect(await one('SELECT qty, is_in_stock FROM stock_items WHERE store = ? AND sku = ?', 'default', seed.scarce)).toEqual({ qty: 0, is_in_stock: 0 });
    expect((await rejected(orderBody([{ sku: seed.scarce, qty: 1 }]))).body.result).toBe('Only 0 products of this type are available!');
  });

  it('rejects a bundle whose parts are short', async () => {
    const { required, product_option } = await bundleOption();
    const part = required.map((o: any) => o.product_links[0]).find((l: any) => l.sku.startsWith('ZP-'));
    const left = await stockOf(part.sku);
    const qty = Math.floor(left! / part.qty) + 1;
    const { body } = await rejected(orderBody([{ sku: seed.bundle, qty, product_option }], { shipping: ['matrixrate', 'spedition'] }));
    expect(body.meta.items).toContainEqual({ sku: part.sku, requested: qty * part.qty, available: left });
  });
});

describe('POST /api/order: exactly once by order_id', () => {
  it('answers a retry with the same order id and body with the first answer, and creates nothing', async () => {
    const body = orderBody([{ sku: seed.light, qty: 2 }]);
    const first = await placeOrder(body);
    const stock = await stockOf(seed.light);
    // Offline queues re-send with transmited, new timestamps, refreshed client prices: still the same order.
    const retry = await placeOrder({ ...body, transmited: true, updated_at: new Date(Date.now() + 60_000).toISOString(), created_at: 'later', products: [{ sku: seed.light, qty: 2, price: 99 }] });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await ordersWithId(body.order_id)).toBe(1);
    expect(await stockOf(seed.light)).toBe(stock);
  });

  it('answers the same order id with a different order with 409, and changes nothing', async () => {
    const body = orderBody([{ sku: seed.light, qty: 1 }]);
    const first = await placeOrder(body);
    const stock = await stockOf(seed.light);
    const other = await placeOrder({ ...body, products: [{ sku: seed.light, qty: 2 }] });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({
      code: 409, result: `The order id "${body.order_id}" was already used for a different order; a new order needs a new order id`,
      meta: { reason: 'order_id_conflict', order_id: body.order_id },
    });
    const moved = await placeOrder({ ...body, addressInformation: { ...body.addressInformation, shippingAddress: { ...address, city: 'Oldenburg' } } });
    expect(moved.status).toBe(409);
    expect(await ordersWithId(body.order_id)).toBe(1);
    expect(await stockOf(seed.light)).toBe(stock);
    expect((await placeOrder(body)).body).toEqual(first.body);
  });

  it('keeps order ids per store: the same id in another store is another order', async () => {
    const body = orderBody([{ sku: seed.light, qty: 1 }]);
    const de = await placeOrder(body);
    const at = await placeOrder({ ...body, store_code: 'at', addressInformation: { ...body.addressInformation, shippingAddress: atAddress } });
    expect(at.status).toBe(200);
    expect(at.body.result.increment_id).not.toBe(de.body.result.increment_id);
    expect(await ordersWithId(body.order_id)).toBe(2);
  });

  it('lets a rejected order be fixed and sent again with the same order id', async () => {
    const body = orderBody([{ sku: seed.light, qty: 1 }], { shippingAddress: { ...address, postcode: '1' } });
    expect((await placeOrder(body)).status).toBe(400);
    const fixed = await placeOrder({ ...body, addressInformation: { ...body.addressInformation, shippingAddress: address } });
    expect(fixed.status).toBe(200);
    expect(await ordersWithId(body.order_id)).toBe(1);
  });
});
