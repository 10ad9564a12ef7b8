import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageKeys } from '../../shared/i18n/en-US/messages.ts';
import {
  buyable,
  call,
  type Answer,
  address,
  ADDRESS_INVALID,
  bundleOption,
  count,
  NOT_AVAILABLE,
  one,
  orderBody,
  pickSeedProducts,
  placeOrder,
  seed,
  stockOf,
} from './order-helpers.ts';

// Orders the API refuses: each answered clearly, and none stores anything.

beforeAll(pickSeedProducts);

describe('POST /api/order: bad orders are answered clearly and store nothing', () => {
  /** Places a bad order and checks that nothing at all was written (order, items, stock, sequence). */
  async function rejected(body: any, query = ''): Promise<Answer> {
    const [orders, items, stock, sequences] = await Promise.all([
      count('SELECT COUNT(*) AS n FROM orders'),
      count('SELECT COUNT(*) AS n FROM order_items'),
      stockOf(seed.light),
      env.DB.prepare('SELECT * FROM order_sequences ORDER BY store')
        .all()
        .then((r) => JSON.stringify(r.results)),
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
    expect(JSON.stringify((await env.DB.prepare('SELECT * FROM order_sequences ORDER BY store').all()).results)).toBe(
      sequences,
    );
    return answer;
  }

  it('uses texts that are keys of the message catalogue', () => {
    for (const text of [ADDRESS_INVALID, NOT_AVAILABLE, 'Only {maxQuantity} products of this type are available!'])
      expect(messageKeys).toContain(text);
  });

  it('rejects an invalid address with the text and says which fields', async () => {
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
      expect(
        body.meta.errors.map((e: any) => e.field),
        JSON.stringify(shippingAddress),
      ).toContain(field);
    }
    const noEmail = { ...address, email: '' };
    const missing = await rejected(
      orderBody([{ sku: seed.light, qty: 1 }], { shippingAddress: noEmail, billingAddress: noEmail }),
    );
    expect(missing.body.meta.errors).toEqual([
      { field: 'billingAddress.email', message: 'Please provide valid e-mail address.' },
    ]);
    const none = await rejected(
      orderBody([{ sku: seed.light, qty: 1 }], { shippingAddress: null, billingAddress: null }),
    );
    expect(none.body.result).toBe(ADDRESS_INVALID);
  });

  it('takes the billing address as the shipping address when only that is given', async () => {
    const { status, body } = await placeOrder(orderBody([{ sku: seed.light, qty: 1 }], { shippingAddress: null }));
    expect(status).toBe(200);
    expect(
      JSON.parse(
        (await one<any>('SELECT shipping_address FROM orders WHERE client_order_id = ?', body.result.order_id))
          .shipping_address,
      ).city,
    ).toBe('Wardenburg');
  });

  it('rejects unavailable products with the text and the SKUs in meta', async () => {
    const { status, body } = await rejected(
      orderBody([
        { sku: seed.light, qty: 1 },
        { sku: seed.disabled, qty: 1 },
        { sku: 'NO-SUCH-SKU', qty: 1 },
        { sku: seed.childParent, qty: 1 },
      ]),
    );
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
    expect((await rejected(withoutId)).body).toEqual({
      code: 400,
      result: 'An order id is required ("order_id"): it makes sending the same order again safe',
    });
    expect((await rejected({ ...withoutId, order_id: '' })).body.result).toContain('An order id is required');
    expect((await rejected({ ...withoutId, order_id: 'has spaces in it' })).body.result).toContain('printable ASCII');
    expect((await rejected('{"order_id": ')).body).toEqual({ code: 400, result: 'The request body is not valid JSON' });
    expect((await rejected('[1,2]')).body.result).toBe('The body must be the order as a JSON object');
    expect((await rejected(orderBody([]))).body.result).toBe('The order has no products (products)');
    expect((await rejected(orderBody([{ sku: seed.light, qty: 0 }]))).body.result).toBe(
      'Quantity must be above 0 (products.0.qty)',
    );
    expect((await rejected(orderBody([{ sku: seed.light, qty: 1.5 }]))).body.result).toBe(
      'Quantity must be positive integer (products.0.qty)',
    );
    expect((await rejected(orderBody([{ qty: 1 }]))).body.result).toBe('A SKU is required (products.0.sku)');
    const noPayment = orderBody([{ sku: seed.light, qty: 1 }]);
    delete (noPayment.addressInformation as any).payment_method_code;
    expect((await rejected(noPayment)).body.result).toContain('payment_method_code');
    expect(
      (await rejected(orderBody([{ sku: seed.light, qty: 1 }], { shipping: ['flatrate', 'nope'] }))).body,
    ).toMatchObject({ meta: { reason: 'shipping_method_unavailable' } });
    expect((await rejected(orderBody([{ sku: seed.light, qty: 1 }], { shipping: null }))).body).toEqual({
      code: 400,
      result: 'Please choose a shipping method (shipping_carrier_code and shipping_method_code)',
      meta: { reason: 'shipping_method_missing' },
    });
    expect((await rejected({ ...orderBody([{ sku: seed.light, qty: 1 }]), addressInformation: {} })).body.result).toBe(
      '"payment_method_code" is required',
    );
  });

  it('never answers fuzzed input with a 5xx or a stack trace, and stores nothing for a 4xx', async () => {
    const paths = [
      [],
      ['order_id'],
      ['user_id'],
      ['cart_id'],
      ['store_code'],
      ['products'],
      ['products', 0],
      ['products', 0, 'sku'],
      ['products', 0, 'qty'],
      ['products', 0, 'parentSku'],
      ['products', 0, 'product_option'],
      ['products', 0, 'product_option', 'extension_attributes'],
      ['addressInformation'],
      ['addressInformation', 'shippingAddress'],
      ['addressInformation', 'shippingAddress', 'street'],
      ['addressInformation', 'shippingAddress', 'country_id'],
      ['addressInformation', 'billingAddress', 'email'],
      ['addressInformation', 'payment_method_code'],
      ['addressInformation', 'payment_method_additional'],
      ['addressInformation', 'shipping_method_code'],
    ];
    const values = [
      null,
      0,
      -1,
      1e308,
      1.5,
      '',
      ' ',
      'x'.repeat(3000),
      '\u0000',
      [],
      [{}],
      {},
      { extension_attributes: { bundle_options: [{}] } },
      true,
    ];
    // A product of its own with plenty of stock: the fuzzed orders that are fine get placed.
    const { sku } = await one<{ sku: string }>(
      `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE ${buyable} AND p.parent_sku IS NULL AND p.sku <> ?
       AND s.manage_stock = 1 AND json_extract(p.doc, '$.weight') BETWEEN 0.1 AND 2 ORDER BY p.id DESC LIMIT 1`,
      seed.light,
    );
    await env.DB.prepare("UPDATE stock_items SET qty = 100000, is_in_stock = 1 WHERE store = 'default' AND sku = ?")
      .bind(sku)
      .run();
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
        expect([200, 400, 409], `${where} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`).toContain(
          answer.status,
        );
        expect(answer.body.code, where).toBe(answer.status);
        expect(JSON.stringify(answer.body), where).not.toMatch(/\bat \w+ \(|\.ts:\d+|D1_ERROR|SQLITE/);
        if (answer.status !== 200)
          expect(
            await count('SELECT COUNT(*) AS n FROM orders WHERE client_order_id = ?', String(body.order_id)),
            where,
          ).toBe(before);
      }
    }
  });

  it('answers GET /api/order with a JSON 405 naming POST', async () => {
    const answer = await call('GET', '/api/order');
    expect(answer.body).toEqual({ code: 405, result: 'GET is not allowed for /api/order; use POST' });
    expect(answer.headers.get('allow')).toBe('POST');
  });

  it('rejects more than the stock with the text and leaves the stock as it was', async () => {
    const before = await stockOf(seed.scarce);
    const { status, body } = await rejected(
      orderBody([
        { sku: seed.light, qty: 1 },
        { sku: seed.scarce, qty: before! + 1 },
      ]),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 400,
      result: `Only ${before} products of this type are available!`,
      meta: { reason: 'insufficient_stock', items: [{ sku: seed.scarce, requested: before! + 1, available: before }] },
    });
    expect(await stockOf(seed.scarce)).toBe(before);
    // Two lines of one SKU count together.
    const split = await rejected(
      orderBody([
        { sku: seed.scarce, qty: before! - 1 },
        { sku: seed.scarce, qty: 2 },
      ]),
    );
    expect(split.body.meta.items).toEqual([{ sku: seed.scarce, requested: before! + 1, available: before }]);
    const out = await rejected(orderBody([{ sku: seed.outOfStock, qty: 1 }]));
    expect(out.body.result).toBe('Only 0 products of this type are available!');
  });

  it('takes the last pieces exactly and marks the item out of stock', async () => {
    const before = await stockOf(seed.scarce);
    expect((await placeOrder(orderBody([{ sku: seed.scarce, qty: before! }]))).status).toBe(200);
    expect(
      await one('SELECT qty, is_in_stock FROM stock_items WHERE store = ? AND sku = ?', 'default', seed.scarce),
    ).toEqual({ qty: 0, is_in_stock: 0 });
    expect((await rejected(orderBody([{ sku: seed.scarce, qty: 1 }]))).body.result).toBe(
      'Only 0 products of this type are available!',
    );
  });

  it('rejects a bundle whose parts are short', async () => {
    const { required, product_option } = await bundleOption();
    const part = required.map((o: any) => o.product_links[0]).find((l: any) => l.sku.startsWith('ZP-'));
    const left = await stockOf(part.sku);
    const qty = Math.floor(left! / part.qty) + 1;
    const { body } = await rejected(
      orderBody([{ sku: seed.bundle, qty, product_option }], { shipping: ['matrixrate', 'spedition'] }),
    );
    expect(body.meta.items).toContainEqual({ sku: part.sku, requested: qty * part.qty, available: left });
  });
});
