import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  address,
  EMAIL_TAKEN,
  EXPIRED,
  get,
  login,
  newEmail,
  nextSerial,
  NO_TOKEN,
  post,
  register,
  secretsNeverLogged,
} from './user-helpers.ts';

// Owner checks of the account API: customer B asking for A's orders, carts and profile.

const secrets = secretsNeverLogged();

/** A buyable simple product of the demo shop and an order body for it (testOrderAnon's shape). */
async function buyableSku(): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE p.store = 'default' AND p.status = 1 AND p.type_id = 'simple'
     AND p.parent_sku IS NULL AND s.manage_stock = 1 AND s.qty >= 50 AND json_extract(p.doc, '$.weight') BETWEEN 0.1 AND 2
     AND json_extract(p.doc, '$.custom_options') IS NULL ORDER BY p.id LIMIT 1`,
  ).first<{ sku: string }>();
  if (!row) throw new Error('seed has no buyable product');
  return row.sku;
}

function orderBody(sku: string, extra: Record<string, unknown> = {}) {
  const at = new Date().toISOString();
  const shipping = {
    ...address,
    street: ['Zaunweg 1'],
    email: 'erika@example.com',
    region: '',
    region_id: 0,
    region_code: '',
  };
  return {
    user_id: '',
    cart_id: '',
    order_id: `${Date.now()}-${nextSerial()}-${crypto.randomUUID()}`,
    transmited: false,
    created_at: at,
    updated_at: at,
    products: [{ sku, qty: 1 }],
    addressInformation: {
      shippingAddress: shipping,
      billingAddress: shipping,
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'cashondelivery',
      payment_method_additional: {},
    },
    ...extra,
  };
}

describe("owner checks: customer B never sees A's orders, carts or profile", () => {
  const a = { email: newEmail('anna'), password: 'Anna-Zaun-2025', id: 0, token: '' };
  const b = { email: newEmail('bert'), password: 'Bert-Zaun-2025', id: 0, token: '' };
  let sku = '';
  let orderOfA: any;

  beforeAll(async () => {
    sku = await buyableSku();
    for (const who of [a, b]) {
      who.id = (await register(who.email, who.password)).id;
      who.token = (await login(who.email, who.password)).token;
      secrets.push(who.password, who.token);
    }
  });

  it("an order placed with A's token is in A's order history (and detail), with its items", async () => {
    const placed = await post('/api/order', orderBody(sku), { token: a.token });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    orderOfA = placed.body.result;
    const history = await get('/api/user/order-history?pageSize=20&currentPage=1', { token: a.token });
    expect(history.status).toBe(200);
    expect(history.body.result).toMatchObject({ total_count: 1, search_criteria: { page_size: 20, current_page: 1 } });
    expect(history.body.result.items).toEqual([
      expect.objectContaining({
        increment_id: orderOfA.increment_id,
        created_at: orderOfA.created_at,
        status: 'pending',
        grand_total: orderOfA.totals.grand_total,
        items: [
          expect.objectContaining({ sku, qty_ordered: 1, price_incl_tax: orderOfA.totals.items[0].price_incl_tax }),
        ],
      }),
    ]);
    const detail = await get(`/api/user/order/${orderOfA.increment_id}`, { token: a.token });
    expect(detail).toMatchObject({ status: 200, body: { result: { increment_id: orderOfA.increment_id } } });
  });

  it("B asking for A's orders gets an empty history and 404 for the detail; no token is a 401", async () => {
    expect((await get('/api/user/order-history', { token: b.token })).body.result).toMatchObject({
      items: [],
      total_count: 0,
    });
    expect(await get(`/api/user/order/${orderOfA.increment_id}`, { token: b.token })).toMatchObject({
      status: 404,
      body: { code: 404 },
    });
    expect(await get('/api/user/order-history')).toMatchObject({ status: 401, body: { result: NO_TOKEN } });
    expect((await get(`/api/user/order/${orderOfA.increment_id}`)).status).toBe(401);
  });

  it("an order sent without a token but naming A's user_id does not reach A's history", async () => {
    expect((await post('/api/order', orderBody(sku, { user_id: String(a.id) }))).status).toBe(200);
    expect((await get('/api/user/order-history', { token: a.token })).body.result.total_count).toBe(1);
  });

  it('order history paging is validated', async () => {
    expect((await get('/api/user/order-history?pageSize=0', { token: a.token })).status).toBe(400);
    expect((await get('/api/user/order-history?currentPage=abc', { token: a.token })).status).toBe(400);
    expect((await get('/api/user/order-history?currentPage=2', { token: a.token })).body.result).toMatchObject({
      items: [],
      total_count: 1,
    });
  });

  it("a customer cart opens with its owner's token only; B and guests get 404", async () => {
    const created = await post('/api/cart/create', undefined, { token: a.token });
    expect(created.status).toBe(200);
    const cartId = created.body.result;
    expect((await env.DB.prepare('SELECT user_id FROM carts WHERE token = ?').bind(cartId).first<any>()).user_id).toBe(
      a.id,
    );
    expect(
      await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }, { token: a.token }),
    ).toMatchObject({ status: 200 });
    expect((await get(`/api/cart/pull?cartId=${cartId}`, { bearer: a.token })).body.result).toHaveLength(1);
    for (const options of [{ token: b.token }, {}, { token: 'not-one-of-ours' }]) {
      expect(await get(`/api/cart/pull?cartId=${cartId}`, options)).toMatchObject({
        status: 404,
        body: { code: 404, result: 'No such cart' },
      });
      expect((await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 5 } }, options)).status).toBe(
        404,
      );
      expect((await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=ZAUN10`, undefined, options)).status).toBe(
        404,
      );
    }
    expect((await get(`/api/cart/pull?cartId=${cartId}`, { token: a.token })).body.result[0].qty).toBe(1);
  });

  it("B cannot use A's cart in an order: it is not emptied and its coupon does not apply", async () => {
    const cartId = (await post('/api/cart/create', undefined, { token: a.token })).body.result;
    await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }, { token: a.token });
    expect(
      (await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=ZAUN10`, undefined, { token: a.token })).body.result,
    ).toBe(true);
    const byB = await post('/api/order', orderBody(sku, { cart_id: cartId }), { token: b.token });
    expect(byB.status).toBe(200);
    expect(byB.body.result.totals.discount_amount).toBe(0);
    expect((await get(`/api/cart/pull?cartId=${cartId}`, { token: a.token })).body.result).toHaveLength(1);
    const byA = await post('/api/order', orderBody(sku, { cart_id: cartId }), { token: a.token });
    expect(byA.body.result.totals.discount_amount).toBeLessThan(0);
    expect((await get(`/api/cart/pull?cartId=${cartId}`, { token: a.token })).body.result).toHaveLength(0);
  });

  it('a guest cart stays usable by whoever holds its token', async () => {
    const cartId = (await post('/api/cart/create')).body.result;
    expect((await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })).status).toBe(200);
    expect((await get(`/api/cart/pull?cartId=${cartId}`, { token: b.token })).status).toBe(200);
    expect((await get(`/api/cart/pull?cartId=${cartId}`)).body.result).toHaveLength(1);
  });

  it('an expired or logged-out token is a 401 for carts and orders (nothing is stored)', async () => {
    const { token } = await login(b.email, b.password);
    const cartId = (await post('/api/cart/create', undefined, { token })).body.result;
    await post('/api/user/logout', undefined, { token });
    expect(await get(`/api/cart/pull?cartId=${cartId}`, { token })).toMatchObject({
      status: 401,
      body: { result: EXPIRED },
    });
    expect((await post('/api/cart/create', undefined, { token })).status).toBe(401);
    const order = orderBody(sku);
    expect((await post('/api/order', order, { token })).status).toBe(401);
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE client_order_id = ?')
        .bind(order.order_id)
        .first<any>(),
    ).toEqual({ n: 0 });
  });

  it("each profile read is the token's own: B's token answers B, never A", async () => {
    const mine = await get(`/api/user/me?id=${a.id}`, { token: b.token });
    expect(mine.body.result).toMatchObject({ id: b.id, email: b.email });
    expect(JSON.stringify(mine.body)).not.toContain(a.email);
    const update = await post(
      '/api/user/me',
      { customer: { id: a.id, email: a.email, firstname: 'Bert', lastname: 'Muster' } },
      { token: b.token },
    );
    expect(update).toMatchObject({ status: 400, body: { result: EMAIL_TAKEN } });
    expect((await get('/api/user/me', { token: a.token })).body.result).toMatchObject({
      id: a.id,
      email: a.email,
      firstname: 'Erika',
    });
  });
});
