import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTax } from '../../shared/pricing/money.ts';
import {
  call,
  address,
  atAddress,
  bundleOption,
  cartTotalsFor,
  docOf,
  montageOption,
  one,
  orderBody,
  ordersWithId,
  pickSeedProducts,
  placeOrder,
  post,
  seed,
  stockOf,
  withoutIds,
} from './order-helpers.ts';
import { grossPrice } from './cart-helpers.ts';

// The order API contract against
// the seeded demo shop: server prices, stock, coupons, addresses, and exactly-once by order_id.
// Refused orders are in order-refusals.test.ts.

beforeAll(pickSeedProducts);

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
    expect(item.price_incl_tax).toBe(grossPrice(doc));
    expect(item.price).toBeGreaterThan(1);
    expect(result.totals.shipping_incl_tax).toBe(5);
    expect(result.totals.grand_total).toBeCloseTo(item.price_incl_tax * 3 + 5, 2);
    expect(result.totals.total_segments.map((s: any) => s.code)).toEqual([
      'subtotal',
      'shipping',
      'tax',
      'grand_total',
    ]);

    expect(await stockOf(seed.light)).toBe(before! - 3);
    const row = await one<any>('SELECT * FROM orders WHERE client_order_id = ?', body.order_id);
    expect(row).toMatchObject({
      store: 'default',
      increment_id: result.increment_id,
      status: 'pending',
      customer_email: 'erika@example.com',
      customer_firstname: 'Erika',
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      shipping_description: 'DPD Courier',
      payment_method_code: 'cashondelivery',
      grand_total_cents: Math.round(result.totals.grand_total * 100),
      client_created_at: body.created_at,
      user_id: null,
    });
    expect(JSON.parse(row.shipping_address)).toMatchObject({
      firstname: 'Erika',
      country_id: 'DE',
      street: ['Zaunweg 1'],
    });
    const items = (await env.DB.prepare('SELECT * FROM order_items WHERE order_id = ?').bind(row.entity_id).all<any>())
      .results;
    expect(items).toEqual([
      expect.objectContaining({
        position: 1,
        sku: seed.light,
        qty: 3,
        price_cents: Math.round(item.price * 100),
        row_total_incl_tax_cents: Math.round(item.row_total_incl_tax * 100),
        tax_percent: 19,
      }),
    ]);
    // Stored in cents: the order's total is its stored lines + shipping + the (negative) discount, exactly.
    expect(row.grand_total_cents).toBe(
      items.reduce((sum: number, i: any) => sum + i.row_total_incl_tax_cents, 0) +
        row.shipping_incl_tax_cents +
        row.discount_amount_cents,
    );
    expect(
      (
        await env.DB.prepare('SELECT sku, qty, qty_before FROM order_stock_moves WHERE order_id = ?')
          .bind(row.entity_id)
          .all()
      ).results,
    ).toEqual([{ sku: seed.light, qty: 3, qty_before: before }]);
  });

  it('numbers orders sequentially per store', async () => {
    const a = (await placeOrder(orderBody([{ sku: seed.light, qty: 1 }]))).body.result.increment_id;
    const b = (await placeOrder(orderBody([{ sku: seed.light, qty: 1 }]))).body.result.increment_id;
    expect(Number(b)).toBe(Number(a) + 1);
  });

  it("resolves a configurable child by its SKU, or by parent SKU and configurable_item_options, and takes the child's stock", async () => {
    const parentStock = await stockOf(seed.childParent);
    const before = await stockOf(seed.child);
    const bySku = await placeOrder(
      orderBody([{ sku: seed.child, parentSku: seed.childParent, qty: 1, type_id: 'configurable', price: 1 }]),
    );
    expect(bySku.status).toBe(200);
    const line = (
      await post(`/api/cart/update?cartId=${(await post('/api/cart/create')).body.result}`, {
        cartItem: { sku: seed.child, qty: 1 },
      })
    ).body.result;
    const byOptions = await placeOrder(
      orderBody([{ sku: seed.childParent, qty: 1, product_option: line.product_option }]),
    );
    expect(byOptions.status).toBe(200);
    for (const answer of [bySku, byOptions]) {
      expect(answer.body.result.totals.items[0]).toMatchObject({
        sku: seed.child,
        product_type: 'configurable',
        price: line.price,
        price_incl_tax: line.price_incl_tax,
      });
    }
    expect(await stockOf(seed.child)).toBe(before! - 2);
    expect(await stockOf(seed.childParent)).toBe(parentStock);
  });

  it('orders a montage service with a physical product; the service takes no stock and is priced with its option', async () => {
    const product_option = await montageOption();
    const { totals: cart } = await cartTotalsFor([
      { sku: seed.light, qty: 2 },
      { sku: seed.montage, qty: 10, product_option },
    ]);
    const { status, body } = await placeOrder(
      orderBody([
        { sku: seed.light, qty: 2 },
        { sku: seed.montage, qty: 10, product_option, price: 0 },
      ]),
    );
    expect(status).toBe(200);
    expect(withoutIds(body.result.totals)).toEqual(withoutIds(cart));
    expect(body.result.totals.items[1]).toMatchObject({ sku: seed.montage, product_type: 'virtual', qty: 10 });
    const entity = (
      await one<{ entity_id: number }>('SELECT entity_id FROM orders WHERE client_order_id = ?', body.result.order_id)
    ).entity_id;
    expect(
      (await env.DB.prepare('SELECT sku FROM order_stock_moves WHERE order_id = ?').bind(entity).all()).results,
    ).toEqual([{ sku: seed.light }]);
  });

  it('orders a service alone without shipping; cash on delivery is not offered for it', async () => {
    const product_option = await montageOption();
    const cod = await placeOrder(orderBody([{ sku: seed.montage, qty: 5, product_option }], { shipping: null }));
    expect(cod.status).toBe(400);
    expect(cod.body).toMatchObject({
      code: 400,
      result: 'The payment method "cashondelivery" is not available for this order',
      meta: { reason: 'payment_method_unavailable' },
    });
    const { status, body } = await placeOrder(
      orderBody([{ sku: seed.montage, qty: 5, product_option }], { shipping: null, payment: 'checkmo' }),
    );
    expect(status).toBe(200);
    expect(body.result.totals.total_segments.map((s: any) => s.code)).toEqual(['subtotal', 'tax', 'grand_total']);
    expect(body.result.totals.shipping_incl_tax).toBe(0);
  });

  it("orders a bundle: priced from its selections, its parts' counted stock taken (link qty × qty)", async () => {
    const { doc, required, product_option } = await bundleOption();
    const parts = required.map((o: any) => o.product_links[0]);
    const before = await Promise.all(parts.map((p: any) => stockOf(p.sku)));
    const { status, body } = await placeOrder(
      orderBody([{ sku: seed.bundle, qty: 1, product_option }], { shipping: ['matrixrate', 'spedition'] }),
    );
    expect(status).toBe(200);
    // The bundle costs its parts' gross prices (as the bundle choice shows them) times their quantity.
    const expected = parts.reduce((sum: number, p: any) => sum + p.price_incl_tax_cents * p.qty, 0);
    expect(body.result.totals.items[0]).toMatchObject({
      sku: seed.bundle,
      product_type: 'bundle',
      name: doc.name,
      price_incl_tax: expected / 100,
    });
    expect(body.result.totals.shipping_amount).toBeGreaterThan(5);
    const after = await Promise.all(parts.map((p: any) => stockOf(p.sku)));
    for (const [i, p] of parts.entries()) expect(after[i], p.sku).toBe(before[i]! - p.qty);
  });

  it('ignores every price the client sends: a tampered order costs what an honest one does', async () => {
    const honest = await placeOrder(orderBody([{ sku: seed.light, qty: 2 }]));
    const tampered = await placeOrder(
      orderBody(
        [
          {
            sku: seed.light,
            qty: 2,
            price: 0.01,
            priceInclTax: 0.01,
            final_price: 0,
            special_price: 0.01,
            totals: { price: 0.01, row_total: 0.02 },
          },
        ],
        {},
        { totals: { grand_total: 0.01 }, grand_total: 0.01 },
      ),
    );
    expect(tampered.status).toBe(200);
    expect(tampered.body.result.totals).toEqual(honest.body.result.totals);
    expect(tampered.body.result.totals.grand_total).toBeGreaterThan(5);
  });

  it("taxes with the order's store: 19 % in the German shop, 20 % in the Austrian one (store_code, storeCode or ?storeCode)", async () => {
    const de = await placeOrder(orderBody([{ sku: seed.child, qty: 1 }]));
    const at = await placeOrder(
      orderBody(
        [{ sku: seed.child, qty: 1 }],
        { shippingAddress: atAddress, billingAddress: atAddress },
        { store_code: 'at' },
      ),
    );
    expect(at.status).toBe(200);
    // Each store's own gross price; the Austrian one is the German net price plus 20 %.
    const [deDoc, atDoc] = [await docOf(seed.child), await docOf(seed.child, 'at')];
    const deItem = de.body.result.totals.items[0];
    expect(deItem).toMatchObject({ tax_percent: 19, price_incl_tax: grossPrice(deDoc) });
    expect(at.body.result.totals.items[0]).toMatchObject({ tax_percent: 20, price_incl_tax: grossPrice(atDoc) });
    expect(grossPrice(atDoc)).toBe(addTax(deItem.price, 20));
    expect(at.body.result).toMatchObject({ store: 'at', increment_id: expect.stringMatching(/^3\d{8}$/) });
    const viaQuery = await placeOrder(
      orderBody([{ sku: seed.child, qty: 1 }], { shippingAddress: atAddress }),
      '?storeCode=at',
    );
    expect(viaQuery.body.result.store).toBe('at');
    const bad = await placeOrder(orderBody([{ sku: seed.child, qty: 1 }], {}, { storeCode: 'xx' }));
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 400, result: expect.stringContaining('Unknown store code "xx"') },
    });
    const two = await placeOrder(orderBody([{ sku: seed.child, qty: 1 }], {}, { store_code: 'at' }), '?storeCode=de');
    expect(two.body).toEqual({ code: 400, result: 'The order names more than one store (at, de)' });
  });

  it("applies the coupon of the order's cart, counts it once, and empties the server cart", async () => {
    const { cartId, totals } = await cartTotalsFor([{ sku: seed.light, qty: 4 }], 'default', 'ZAUN10');
    expect(totals.coupon_code).toBe('ZAUN10');
    const used = (await one<{ times_used: number }>("SELECT times_used FROM coupons WHERE code = 'ZAUN10'")).times_used;
    const body = orderBody([{ sku: seed.light, qty: 4 }], {}, { cart_id: cartId });
    const { status, body: answer } = await placeOrder(body);
    expect(status).toBe(200);
    expect(withoutIds(answer.result.totals)).toEqual(withoutIds(totals));
    expect(answer.result.totals.discount_amount).toBeCloseTo(-Math.round(totals.subtotal_incl_tax * 10) / 100, 2);
    expect(await one<any>('SELECT coupon_code, cart_id FROM orders WHERE client_order_id = ?', body.order_id)).toEqual({
      coupon_code: 'ZAUN10',
      cart_id: cartId,
    });
    expect((await one<{ times_used: number }>("SELECT times_used FROM coupons WHERE code = 'ZAUN10'")).times_used).toBe(
      used + 1,
    );
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`)).body).toEqual({ code: 200, result: [] });
    expect((await call('GET', `/api/cart/totals?cartId=${cartId}`)).body.result.coupon_code).toBeNull();
    // A retry changes nothing: still one use.
    expect((await placeOrder(body)).body).toEqual(answer);
    expect((await one<{ times_used: number }>("SELECT times_used FROM coupons WHERE code = 'ZAUN10'")).times_used).toBe(
      used + 1,
    );
  });

  it('does not give a used-up coupon to a second order', async () => {
    await env.DB.prepare(
      "INSERT INTO coupons (code, type, amount_cents, usage_limit, times_used) VALUES ('ORDERONCE', 'fixed', 1000, 1, 0)",
    ).run();
    const first = await cartTotalsFor([{ sku: seed.light, qty: 1 }], 'default', 'ORDERONCE');
    const second = await cartTotalsFor([{ sku: seed.light, qty: 1 }], 'default', 'ORDERONCE');
    expect(second.totals.coupon_code).toBe('ORDERONCE');
    const a = await placeOrder(orderBody([{ sku: seed.light, qty: 1 }], {}, { cart_id: first.cartId }));
    const b = await placeOrder(orderBody([{ sku: seed.light, qty: 1 }], {}, { cart_id: second.cartId }));
    expect(a.body.result.totals).toMatchObject({ coupon_code: 'ORDERONCE', discount_amount: -10 });
    expect(b.body.result.totals).toMatchObject({ coupon_code: null, discount_amount: 0 });
    expect(
      (await one<{ times_used: number }>("SELECT times_used FROM coupons WHERE code = 'ORDERONCE'")).times_used,
    ).toBe(1);
  });

  it("keeps an unknown cart id (another platform's, or long gone) on the order and ignores it otherwise", async () => {
    const { status, body } = await placeOrder(
      orderBody([{ sku: seed.light, qty: 1 }], {}, { cart_id: 278249, user_id: '154' }),
    );
    expect(status).toBe(200);
    expect(
      await one<any>(
        'SELECT cart_id, user_id, coupon_code FROM orders WHERE client_order_id = ?',
        body.result.order_id,
      ),
    ).toEqual({ cart_id: '278249', user_id: '154', coupon_code: null });
    const atCart = (await post('/api/cart/create?storeCode=at')).body.result;
    const mismatch = await placeOrder(orderBody([{ sku: seed.light, qty: 1 }], {}, { cart_id: atCart }));
    expect(mismatch.body).toMatchObject({ code: 400, result: 'This cart belongs to store "at", not "default"' });
  });
});

describe('POST /api/order: exactly once by order_id', () => {
  it('answers a retry with the same order id and body with the first answer, and creates nothing', async () => {
    const body = orderBody([{ sku: seed.light, qty: 2 }]);
    const first = await placeOrder(body);
    const stock = await stockOf(seed.light);
    // Offline queues re-send with transmited, new timestamps, refreshed client prices: still the same order.
    const retry = await placeOrder({
      ...body,
      transmited: true,
      updated_at: new Date(Date.now() + 60_000).toISOString(),
      created_at: 'later',
      products: [{ sku: seed.light, qty: 2, price: 99 }],
    });
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
      code: 409,
      result: `The order id "${body.order_id}" was already used for a different order; a new order needs a new order id`,
      meta: { reason: 'order_id_conflict', order_id: body.order_id },
    });
    const moved = await placeOrder({
      ...body,
      addressInformation: { ...body.addressInformation, shippingAddress: { ...address, city: 'Oldenburg' } },
    });
    expect(moved.status).toBe(409);
    expect(await ordersWithId(body.order_id)).toBe(1);
    expect(await stockOf(seed.light)).toBe(stock);
    expect((await placeOrder(body)).body).toEqual(first.body);
  });

  it('keeps order ids per store: the same id in another store is another order', async () => {
    const body = orderBody([{ sku: seed.light, qty: 1 }]);
    const de = await placeOrder(body);
    const at = await placeOrder({
      ...body,
      store_code: 'at',
      addressInformation: { ...body.addressInformation, shippingAddress: atAddress },
    });
    expect(at.status).toBe(200);
    expect(at.body.result.increment_id).not.toBe(de.body.result.increment_id);
    expect(await ordersWithId(body.order_id)).toBe(2);
  });

  it('lets a rejected order be fixed and sent again with the same order id', async () => {
    const body = orderBody([{ sku: seed.light, qty: 1 }], { shippingAddress: { ...address, postcode: '1' } });
    expect((await placeOrder(body)).status).toBe(400);
    const fixed = await placeOrder({
      ...body,
      addressInformation: { ...body.addressInformation, shippingAddress: address },
    });
    expect(fixed.status).toBe(200);
    expect(await ordersWithId(body.order_id)).toBe(1);
  });
});
