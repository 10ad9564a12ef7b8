import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from './helpers.ts';

// Orders under concurrency (every order exactly once): duplicates of one order id racing
// each other, more buyers than pieces in stock, a single-use coupon wanted by many. All requests go
// through the real worker at once (Promise.all over SELF.fetch) against the real D1.

const address = {
  firstname: 'Max',
  lastname: 'Zaun',
  street: ['Torweg 2'],
  city: 'Oldenburg',
  postcode: '26122',
  country_id: 'DE',
  email: 'max@example.com',
};

function orderBody(products: any[], extra: Record<string, unknown> = {}) {
  return {
    user_id: '',
    cart_id: '',
    products,
    order_id: crypto.randomUUID(),
    transmited: false,
    created_at: new Date().toISOString(),
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: 'checkmo',
      payment_method_additional: {},
    },
    ...extra,
  };
}

async function place(body: unknown): Promise<{ status: number; body: any; replayed: boolean }> {
  const res = await SELF.fetch(`${ORIGIN}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), replayed: res.headers.get('idempotent-replayed') === 'true' };
}

async function one<T>(sql: string, ...binds: unknown[]): Promise<T> {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<T>();
  if (!row) throw new Error(`no row for: ${sql}`);
  return row;
}
const count = async (sql: string, ...binds: unknown[]) => (await one<{ n: number }>(sql, ...binds)).n;
const stockOf = async (sku: string) =>
  (await one<{ qty: number }>("SELECT qty FROM stock_items WHERE store = 'default' AND sku = ?", sku)).qty;
const setStock = (sku: string, qty: number) =>
  env.DB.prepare("UPDATE stock_items SET qty = ?, is_in_stock = 1 WHERE store = 'default' AND sku = ?")
    .bind(qty, sku)
    .run();

/** Light simple products with counted stock (several, so tests do not share one). */
let skus: string[] = [];

beforeAll(async () => {
  const { results } = await env.DB.prepare(
    `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku
     WHERE p.store = 'default' AND p.status = 1 AND p.type_id = 'simple' AND p.parent_sku IS NULL AND s.manage_stock = 1 AND s.qty >= 10
       AND json_extract(p.doc, '$.custom_options') IS NULL AND json_extract(p.doc, '$.weight') BETWEEN 0.1 AND 1 ORDER BY p.id LIMIT 4`,
  ).all<{ sku: string }>();
  skus = results.map((r) => r.sku);
  expect(skus).toHaveLength(4);
});

describe('D1 batches are all-or-nothing (the guarantee order placement rests on)', () => {
  it('rolls back earlier statements of a batch when a later one fails a CHECK (stock_sufficient)', async () => {
    const sku = skus[3]!;
    const before = await stockOf(sku);
    const used = (await one<{ times_used: number }>("SELECT times_used FROM coupons WHERE code = 'ZAUN10'")).times_used;
    const batch = env.DB.batch([
      env.DB.prepare("UPDATE coupons SET times_used = times_used + 1 WHERE code = 'ZAUN10'"),
      env.DB.prepare("INSERT INTO order_sequences (store, last_value) VALUES ('probe', 1)"),
      env.DB.prepare("UPDATE stock_items SET qty = qty - 1 WHERE store = 'default' AND sku = ?").bind(sku),
      env.DB.prepare(
        "INSERT INTO order_stock_moves (order_id, store, sku, qty, qty_before) SELECT -1, store, sku, qty + 1, qty FROM stock_items WHERE store = 'default' AND sku = ?",
      ).bind(sku),
    ]);
    await expect(batch).rejects.toThrow(/CHECK constraint failed: stock_sufficient/);
    expect(await stockOf(sku)).toBe(before);
    expect((await one<{ times_used: number }>("SELECT times_used FROM coupons WHERE code = 'ZAUN10'")).times_used).toBe(
      used,
    );
    expect(await count("SELECT COUNT(*) AS n FROM order_sequences WHERE store = 'probe'")).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM order_stock_moves WHERE order_id = -1')).toBe(0);
  });

  it('rolls back earlier statements when a later one violates UNIQUE (a duplicate order id)', async () => {
    const sku = skus[3]!;
    const before = await stockOf(sku);
    const insert = (increment: string) =>
      env.DB.prepare(
        `INSERT INTO orders (store, increment_id, client_order_id, request_hash, customer_email, customer_firstname, customer_lastname, shipping_address,
           billing_address, payment_method_code, currency, subtotal_incl_tax_cents, discount_amount_cents, shipping_incl_tax_cents, tax_amount_cents,
           grand_total_cents, totals, created_at, updated_at)
         VALUES ('probe', ?, 'same-id', 'h', 'a@b.de', 'A', 'B', '{}', '{}', 'checkmo', 'EUR', 0, 0, 0, 0, 0, '{}', 'now', 'now')`,
      ).bind(increment);
    await env.DB.batch([insert('1')]);
    const batch = env.DB.batch([
      env.DB.prepare("UPDATE stock_items SET qty = qty - 1 WHERE store = 'default' AND sku = ?").bind(sku),
      insert('2'),
    ]);
    await expect(batch).rejects.toThrow(/UNIQUE constraint failed: orders\.store, orders\.client_order_id/);
    expect(await stockOf(sku)).toBe(before);
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE store = 'probe'")).toBe(1);
    await env.DB.prepare("DELETE FROM orders WHERE store = 'probe'").run();
  });
});

describe('concurrent orders', () => {
  it('stores 50 concurrent sends of one order id exactly once: one row, one stock decrement, one answer', async () => {
    const sku = skus[0]!;
    const before = await stockOf(sku);
    const body = orderBody([{ sku, qty: 2 }]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(body)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const increments = new Set(answers.map((a) => a.body.result.increment_id));
    expect(increments.size).toBe(1);
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE client_order_id = ?', body.order_id)).toBe(1);
    const entity = (
      await one<{ entity_id: number }>('SELECT entity_id FROM orders WHERE client_order_id = ?', body.order_id)
    ).entity_id;
    expect(await count('SELECT COUNT(*) AS n FROM order_items WHERE order_id = ?', entity)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM order_stock_moves WHERE order_id = ?', entity)).toBe(1);
    expect(await stockOf(sku)).toBe(before - 2);
  });

  it('sells exactly N pieces to more than N concurrent buyers: never below zero, N orders, the rest told what is left', async () => {
    const sku = skus[1]!;
    const N = 5;
    await setStock(sku, N);
    const bodies = Array.from({ length: 20 }, () => orderBody([{ sku, qty: 1 }]));
    const answers = await Promise.all(bodies.map(place));
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(N);
    expect(new Set(won.map((a) => a.body.result.increment_id)).size).toBe(N);
    for (const a of lost) {
      expect(a.status).toBe(400);
      expect(a.body).toEqual({
        code: 400,
        result: 'Only 0 products of this type are available!',
        meta: { reason: 'insufficient_stock', items: [{ sku, requested: 1, available: 0 }] },
      });
    }
    expect(await one('SELECT qty, is_in_stock FROM stock_items WHERE store = ? AND sku = ?', 'default', sku)).toEqual({
      qty: 0,
      is_in_stock: 0,
    });
    expect(await count("SELECT COUNT(*) AS n FROM order_stock_moves WHERE store = 'default' AND sku = ?", sku)).toBe(N);
    const placed = await count(
      `SELECT COUNT(*) AS n FROM orders WHERE client_order_id IN (${bodies.map(() => '?').join(',')})`,
      ...bodies.map((b) => b.order_id),
    );
    expect(placed).toBe(N);
  });

  it('sells a stock of N to buyers of several pieces without overselling, retries interleaved', async () => {
    const sku = skus[2]!;
    const N = 7;
    await setStock(sku, N);
    const bodies = Array.from({ length: 8 }, (_, i) => orderBody([{ sku, qty: 1 + (i % 3) }]));
    // Every order is sent three times at once, as a flapping network would.
    const answers = await Promise.all(bodies.flatMap((b) => [place(b), place(b), place(b)]));
    const sold = bodies.reduce((sum, b, i) => {
      const mine = answers.slice(i * 3, i * 3 + 3);
      const statuses = new Set(mine.map((a) => a.status));
      expect(statuses.size, `one order, one kind of answer: ${[...statuses]}`).toBe(1);
      if (mine[0]!.status !== 200) return sum;
      expect(new Set(mine.map((a) => a.body.result.increment_id)).size).toBe(1);
      return sum + b.products[0]!.qty;
    }, 0);
    const left = await stockOf(sku);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(sold + left).toBe(N);
    expect(
      await count("SELECT COALESCE(SUM(qty), 0) AS n FROM order_stock_moves WHERE store = 'default' AND sku = ?", sku),
    ).toBe(sold);
    const placed = await count(
      `SELECT COUNT(*) AS n FROM orders WHERE client_order_id IN (${bodies.map(() => '?').join(',')})`,
      ...bodies.map((b) => b.order_id),
    );
    expect(placed).toBe(answers.filter((a) => a.status === 200).length / 3);
  });

  it('redeems a single-use coupon once when many carts holding it order at the same time', async () => {
    await env.DB.prepare(
      "INSERT INTO coupons (code, type, amount_cents, usage_limit, times_used) VALUES ('RACE1', 'fixed', 1500, 1, 0)",
    ).run();
    const sku = skus[3]!;
    const carts: string[] = [];
    for (let i = 0; i < 6; i++) {
      const create = await SELF.fetch(`${ORIGIN}/api/cart/create`, { method: 'POST' });
      const cartId = ((await create.json()) as any).result as string;
      await SELF.fetch(`${ORIGIN}/api/cart/apply-coupon?cartId=${cartId}&coupon=RACE1`, { method: 'POST' });
      carts.push(cartId);
    }
    expect(await count("SELECT COUNT(*) AS n FROM carts WHERE coupon_code = 'RACE1'")).toBe(6);
    const answers = await Promise.all(carts.map((cart_id) => place(orderBody([{ sku, qty: 1 }], { cart_id }))));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const discounted = answers.filter((a) => a.body.result.totals.coupon_code === 'RACE1');
    expect(discounted).toHaveLength(1);
    expect(discounted[0]!.body.result.totals.discount_amount).toBe(-15);
    expect((await one<{ times_used: number }>("SELECT times_used FROM coupons WHERE code = 'RACE1'")).times_used).toBe(
      1,
    );
    expect(await count("SELECT COUNT(*) AS n FROM coupon_redemptions WHERE code = 'RACE1'")).toBe(1);
  });
});
