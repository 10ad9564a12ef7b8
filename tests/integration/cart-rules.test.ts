import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { add, call, docOf, get, montageOptions, newCart, pickSeedProducts, post, seed } from './cart-helpers.ts';
import { ORIGIN } from './helpers.ts';

// The cart API's rules: which items a cart takes, cart ids and their recovery,
// and malformed input, which never breaks the API.

beforeAll(pickSeedProducts);

describe('item rules', () => {
  it('answers bad quantities with the texts and writes nothing', async () => {
    const cartId = await newCart();
    const cases: Array<[unknown, string]> = [
      [0, 'Quantity must be above 0'],
      [-1, 'Quantity must be above 0'],
      [1.5, 'Quantity must be positive integer'],
      ['2', 'Quantity must be positive integer'],
      [null, 'Quantity must be positive integer'],
      [20000, 'Quantity must be below 10001'],
      [1e300, 'Quantity must be positive integer'],
    ];
    for (const [qty, message] of cases) {
      expect(await add(cartId, { sku: seed.light, qty }), String(qty)).toEqual({
        status: 400,
        body: { code: 400, result: message },
      });
    }
    expect((await get(`/api/cart/pull?cartId=${cartId}`)).body.result).toEqual([]);
  });

  it('refuses an unknown SKU, an unavailable product and a grouped product as a whole', async () => {
    const cartId = await newCart();
    expect(await add(cartId, { sku: 'NO-SUCH-SKU-4711', qty: 1 })).toEqual({
      status: 400,
      body: { code: 400, result: 'No product with SKU "NO-SUCH-SKU-4711"' },
    });
    expect(await add(cartId, { sku: seed.disabled, qty: 1 })).toEqual({
      status: 400,
      body: { code: 400, result: 'This product is not available' },
    });
    expect((await add(cartId, { sku: seed.grouped, qty: 1 })).status).toBe(400);
    expect((await add(cartId, { qty: 1 })).body.result).toContain('"sku"');
  });

  it('limits counted stock with the text over all lines of the SKU', async () => {
    const cartId = await newCart();
    const over = await add(cartId, { sku: seed.scarce, qty: seed.scarceQty + 1 });
    expect(over).toEqual({
      status: 400,
      body: { code: 400, result: `Only ${seed.scarceQty} products of this type are available!` },
    });
    const first = (await add(cartId, { sku: seed.scarce, qty: seed.scarceQty })).body.result;
    expect(first.qty).toBe(seed.scarceQty);
    expect((await add(cartId, { sku: seed.scarce, qty: 1 })).status).toBe(400);
    expect((await add(cartId, { sku: seed.scarce, item_id: first.item_id, qty: seed.scarceQty + 1 })).status).toBe(400);
    expect((await get(`/api/cart/pull?cartId=${cartId}`)).body.result[0].qty).toBe(seed.scarceQty);
  });

  it('takes an out-of-stock product and marks its stock state', async () => {
    const cartId = await newCart();
    const { status, body } = await add(cartId, { sku: seed.outOfStock, qty: 3 });
    expect(status).toBe(200);
    expect(body.result.stock_status).toBe('out_of_stock');
  });

  it('needs the required custom options and checks their values', async () => {
    const cartId = await newCart();
    const { ground } = await montageOptions();
    const missing = await add(cartId, { sku: seed.montage, qty: 1 });
    expect(missing).toEqual({
      status: 400,
      body: { code: 400, result: "The product's required option(s) weren't entered: Untergrund" },
    });
    const wrong = await add(cartId, {
      sku: seed.montage,
      qty: 1,
      product_option: {
        extension_attributes: { custom_options: [{ option_id: ground.option_id, option_value: '999999' }] },
      },
    });
    expect(wrong.body.result).toBe('Please choose a valid value for "Untergrund"');
    const unknown = await add(cartId, {
      sku: seed.montage,
      qty: 1,
      product_option: { extension_attributes: { custom_options: [{ option_id: 999999, option_value: 'x' }] } },
    });
    expect(unknown.status).toBe(400);
  });

  it('prices a bundle from its selections and needs its required options', async () => {
    const cartId = await newCart();
    const doc = await docOf(seed.bundle);
    const required = doc.bundle_options.filter((o: any) => o.required);
    const selections = required.map((o: any) => ({
      option_id: o.option_id,
      option_qty: null,
      option_selections: [o.product_links[0].id],
    }));
    // Σ the parts' gross prices (as the bundle choice shows them) × quantity, in cents.
    const expected = required.reduce(
      (sum: number, o: any) => sum + o.product_links[0].price_incl_tax_cents * o.product_links[0].qty,
      0,
    );
    const { status, body } = await add(cartId, {
      sku: seed.bundle,
      qty: 1,
      product_option: { extension_attributes: { bundle_options: selections } },
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ product_type: 'bundle', price_incl_tax: expected / 100 });
    expect(body.result.checksum).toMatch(/^[0-9a-f]{64}$/);
    const incomplete = await add(cartId, {
      sku: seed.bundle,
      qty: 1,
      product_option: { extension_attributes: { bundle_options: selections.slice(1) } },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.result).toContain('required bundle option');
  });

  it('refuses an item_id of another cart and a quoteId that is not this cart', async () => {
    const a = await newCart();
    const b = await newCart();
    const line = (await add(a, { sku: seed.light, qty: 1 })).body.result;
    expect(await add(b, { sku: seed.light, item_id: line.item_id, qty: 5 })).toEqual({
      status: 400,
      body: { code: 400, result: `No item ${line.item_id} in this cart` },
    });
    expect((await post(`/api/cart/delete?cartId=${b}`, { cartItem: { item_id: line.item_id } })).body.result).toBe(
      false,
    );
    expect((await get(`/api/cart/pull?cartId=${a}`)).body.result[0].qty).toBe(1);
    expect((await add(a, { sku: seed.light, qty: 1, quoteId: b })).body).toEqual({
      code: 400,
      result: '"quoteId" does not match the cart id',
    });
  });
});

describe('cart ids', () => {
  const calls: Array<['GET' | 'POST', string, unknown?]> = [
    ['GET', '/api/cart/pull'],
    ['POST', '/api/cart/update', { cartItem: { sku: 'X', qty: 1 } }],
    ['POST', '/api/cart/delete', { cartItem: { item_id: 1 } }],
    ['GET', '/api/cart/totals'],
    ['POST', '/api/cart/collect-totals'],
    ['GET', '/api/cart/payment-methods'],
    ['POST', '/api/cart/shipping-methods', { address: { country_id: 'DE' } }],
    ['POST', '/api/cart/shipping-information', { addressInformation: {} }],
    ['POST', '/api/cart/apply-coupon?coupon=ZAUN10'],
    ['POST', '/api/cart/delete-coupon'],
  ];
  const withCart = (path: string, cartId: string) => `${path}${path.includes('?') ? '&' : '?'}cartId=${cartId}`;

  it('rejects every call that needs a cart id without one (400)', async () => {
    for (const [method, path, body] of calls) {
      for (const suffix of ['', path.includes('?') ? '&cartId=' : '?cartId=']) {
        const answer = await call(method, path + suffix, body);
        expect(answer, path + suffix).toEqual({
          status: 400,
          body: { code: 400, result: 'A cart id is required (query parameter "cartId")' },
        });
      }
    }
  });

  it('answers an unknown or malformed cart id with a 404 the client can recover from', async () => {
    for (const cartId of ['0123456789abcdef0123456789abcdef', 'abc', encodeURIComponent("' OR 1=1 --")]) {
      for (const [method, path, body] of calls) {
        const answer = await call(method, withCart(path, cartId), body);
        expect(answer, `${path} ${cartId}`).toEqual({
          status: 404,
          body: { code: 404, result: 'No such cart', meta: { reason: 'cart_not_found', recover: expect.any(String) } },
        });
      }
    }
  });

  it('expires a cart 30 days after its last change', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 1 });
    await env.DB.prepare('UPDATE carts SET updated_at = ? WHERE token = ?')
      .bind(new Date(Date.now() - 31 * 86_400_000).toISOString(), cartId)
      .run();
    const answer = await get(`/api/cart/pull?cartId=${cartId}`);
    expect(answer).toEqual({
      status: 404,
      body: {
        code: 404,
        result: 'This cart has expired',
        meta: { reason: 'cart_expired', recover: expect.any(String) },
      },
    });
  });

  it('recovers a lost cart server-side: create with the items re-adds the buyable ones at once', async () => {
    const { product_option } = await montageOptions();
    const items = [
      { sku: seed.light, qty: 2 },
      { sku: seed.light, qty: 1 },
      { sku: seed.montage, qty: 5, product_option },
      { sku: seed.montage, qty: 5, product_option },
      { sku: 'NO-SUCH-SKU-4711', qty: 1 },
      { sku: seed.disabled, qty: 1 },
    ];
    const { status, body } = await post('/api/cart/create', { cartItems: items });
    expect(status).toBe(200);
    expect(body.result).toMatch(/^[0-9a-f]{32}$/);
    expect(body.meta.items.map((i: any) => [i.sku, i.qty])).toEqual([
      [seed.light, 3],
      [seed.montage, 5],
      [seed.montage, 5],
    ]);
    expect(body.meta.rejected).toEqual([
      { sku: 'NO-SUCH-SKU-4711', message: 'No product with SKU "NO-SUCH-SKU-4711"' },
      { sku: seed.disabled, message: 'This product is not available' },
    ]);
    expect((await get(`/api/cart/pull?cartId=${body.result}`)).body.result).toEqual(body.meta.items);
  });
});

describe('malformed input never breaks the API', () => {
  it('answers malformed JSON and wrong body shapes with 400', async () => {
    const cartId = await newCart();
    expect(await post(`/api/cart/update?cartId=${cartId}`, '{"cartItem": {')).toEqual({
      status: 400,
      body: { code: 400, result: 'The request body is not valid JSON' },
    });
    expect((await post(`/api/cart/update?cartId=${cartId}`, '[]')).status).toBe(400);
    expect((await post(`/api/cart/update?cartId=${cartId}`)).status).toBe(400);
    expect((await post(`/api/cart/update?cartId=${cartId}`, { cartItem: 'sku' })).body.result).toContain(
      '"cartItem" must be an object',
    );
    expect((await post(`/api/cart/shipping-methods?cartId=${cartId}`, {})).body.result).toContain('country_id');
    expect((await post(`/api/cart/update?cartId=${cartId}`, 'x'.repeat(70 * 1024))).status).toBe(413);
  });

  it('50 random garbage bodies never produce a 5xx', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 1 });
    let state = 7;
    const rnd = (n: number) => {
      state = (state * 48271) % 2147483647;
      return state % n;
    };
    const atoms: unknown[] = [
      null,
      true,
      0,
      -1,
      1.5,
      1e308,
      '',
      'x',
      '💥',
      [],
      {},
      [1, 'a'],
      { sku: 1 },
      'NaN',
      '__proto__',
      { __proto__: { qty: 1 } },
    ];
    const value = (depth: number): unknown => {
      if (depth > 2 || rnd(3) === 0) return atoms[rnd(atoms.length)];
      if (rnd(2)) return Array.from({ length: rnd(3) }, () => value(depth + 1));
      const keys = [
        'cartItem',
        'sku',
        'qty',
        'item_id',
        'product_option',
        'extension_attributes',
        'custom_options',
        'bundle_options',
        'configurable_item_options',
        'option_id',
        'option_value',
        'option_selections',
        'address',
        'country_id',
        'addressInformation',
        'shippingAddress',
        'street',
        'methods',
        'cartItems',
        'quoteId',
      ];
      return Object.fromEntries(Array.from({ length: 1 + rnd(4) }, () => [keys[rnd(keys.length)], value(depth + 1)]));
    };
    const paths = [
      'update',
      'delete',
      'shipping-methods',
      'shipping-information',
      'collect-totals',
      'apply-coupon',
      'create',
    ];
    for (let i = 0; i < 50; i++) {
      const path = paths[i % paths.length];
      const raw =
        rnd(5) === 0
          ? '{"broken'
          : JSON.stringify({
              cartItem: value(0),
              address: value(0),
              addressInformation: value(0),
              ...(rnd(2) ? { methods: value(0), cartItems: value(0) } : {}),
            });
      const res = await SELF.fetch(
        `${ORIGIN}/api/cart/${path}?cartId=${cartId}&coupon=${encodeURIComponent(String(value(2)))}`,
        { method: 'POST', body: raw, headers: { 'content-type': 'application/json' } },
      );
      const text = await res.text();
      expect(res.status, `${path} ${raw}`).toBeLessThan(500);
      const json = JSON.parse(text);
      expect(json.code, text).toBe(res.status);
      expect(text).not.toMatch(/at .*\.ts:\d+/);
    }
  });
});
