import { beforeAll, describe, expect, it } from 'vitest';
import { addTax } from '../../shared/pricing/money.ts';
import {
  add,
  docOf,
  get,
  INCORRECT_COUPON,
  montageOptions,
  grossPrice,
  netPrice,
  newCart,
  one,
  pickSeedProducts,
  post,
  seed,
} from './cart-helpers.ts';

// The cart API contract against the seeded demo shop: creating carts, a
// shopping trip, shipping and payment. Item rules, cart ids and bad input are in cart-rules.test.ts.

beforeAll(pickSeedProducts);

describe('POST /api/cart/create', () => {
  it('answers an unguessable token: 32 hex digits (128 bits), a new one each time', async () => {
    const a = await newCart();
    const b = await newCart();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
    const row = await one<{ store: string; user_id: number | null }>(
      'SELECT store, user_id FROM carts WHERE token = ?',
      a,
    );
    expect(row).toEqual({ store: 'default', user_id: null });
  });

  it('takes a customer token (still a guest cart) and a store code; an unknown store is a 400', async () => {
    const { status, body } = await post('/api/cart/create?token=abc&storeCode=at');
    expect(status).toBe(200);
    expect((await one<{ store: string }>('SELECT store FROM carts WHERE token = ?', body.result)).store).toBe('at');
    const bad = await post('/api/cart/create?storeCode=xx');
    expect(bad).toEqual({
      status: 400,
      body: { code: 400, result: expect.stringContaining('Unknown store code "xx"') },
    });
  });
});

describe('cart contract: a shopping trip', () => {
  let cartId = '';
  let childLine: any;
  const montageLines: any[] = [];

  it('starts empty', async () => {
    cartId = await newCart();
    expect(await get(`/api/cart/pull?cartId=${cartId}`)).toEqual({ status: 200, body: { code: 200, result: [] } });
  });

  it('adds a configurable child with the catalog price, whatever price the client sends', async () => {
    const doc = await docOf(seed.child);
    const { status, body } = await add(cartId, { sku: seed.child, qty: 1, price: 0.01, quoteId: cartId });
    expect(status).toBe(200);
    childLine = body.result;
    expect(childLine).toMatchObject({
      sku: seed.child,
      qty: 1,
      name: doc.name,
      price: netPrice(doc),
      price_incl_tax: grossPrice(doc),
      product_type: 'configurable',
      quote_id: cartId,
      parent_sku: seed.childParent,
      stock_status: 'ok',
    });
    expect(childLine.item_id).toEqual(expect.any(Number));
    expect(childLine.product_option.extension_attributes.configurable_item_options.length).toBeGreaterThan(0);
  });

  it('adds the same child again into the same line (configurable lines are identified by SKU)', async () => {
    const { body } = await add(cartId, { sku: seed.child, qty: 2 });
    expect(body.result).toMatchObject({ item_id: childLine.item_id, qty: 3 });
  });

  it('resolves the parent SKU with configurable_item_options to the same child line', async () => {
    const { body } = await add(cartId, { sku: seed.childParent, qty: 1, product_option: childLine.product_option });
    expect(body.result).toMatchObject({ item_id: childLine.item_id, sku: seed.child, qty: 4 });
  });

  it('adds a montage service twice as two lines (montage lines are identified by id)', async () => {
    const { doc, ground, product_option } = await montageOptions();
    for (let i = 0; i < 2; i++) {
      const { status, body } = await add(cartId, { sku: seed.montage, qty: 10, product_option });
      expect(status).toBe(200);
      montageLines.push(body.result);
    }
    expect(montageLines[0].item_id).not.toBe(montageLines[1].item_id);
    expect(montageLines[0].checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(montageLines[1].checksum).toBe(montageLines[0].checksum);
    expect(montageLines[0]).toMatchObject({ product_type: 'virtual', price: doc.price, stock_status: 'ok' });
    expect(montageLines[0].product_option.extension_attributes.custom_options).toEqual([
      { option_id: ground.option_id, option_value: String(ground.values[0].option_type_id) },
    ]);
    expect((await get(`/api/cart/pull?cartId=${cartId}`)).body.result).toHaveLength(3);
  });

  it('prices a percent custom option on the server', async () => {
    const { doc, ground } = await montageOptions();
    const percent = ground.values.find((v: any) => v.price_type === 'percent' && v.price > 0);
    const { body } = await add(cartId, {
      sku: seed.montage,
      qty: 1,
      product_option: {
        extension_attributes: {
          custom_options: [{ option_id: ground.option_id, option_value: percent.option_type_id }],
        },
      },
    });
    expect(body.result.price).toBeCloseTo(doc.price * (1 + percent.price / 100), 2);
    expect(
      (await post(`/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: body.result.item_id } })).body.result,
    ).toBe(true);
  });

  it('changes a line quantity by item_id', async () => {
    const { status, body } = await add(cartId, {
      sku: seed.child,
      item_id: childLine.item_id,
      qty: 2,
      quoteId: cartId,
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ item_id: childLine.item_id, qty: 2 });
    const pulled = (await get(`/api/cart/pull?cartId=${cartId}`)).body.result;
    expect(pulled.find((i: any) => i.item_id === childLine.item_id).qty).toBe(2);
  });

  it('totals the cart with 19 % in Germany, in Magento shape', async () => {
    const { status, body } = await get(`/api/cart/totals?cartId=${cartId}`);
    expect(status).toBe(200);
    const totals = body.result;
    const pulled = (await get(`/api/cart/pull?cartId=${cartId}`)).body.result;
    const gross = pulled.reduce((sum: number, i: any) => sum + Math.round(i.price_incl_tax * 100) * i.qty, 0) / 100;
    expect(totals.subtotal_incl_tax).toBeCloseTo(gross, 2);
    expect(totals.grand_total).toBeCloseTo(gross, 2); // no shipping chosen yet, no coupon
    expect(totals.items.map((i: any) => i.tax_percent)).toEqual([19, 19, 19]);
    expect(totals.total_segments.map((s: any) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'grand_total']);
    expect(totals.items_qty).toBe(22);
    for (const value of [totals.grand_total, totals.tax_amount, totals.subtotal])
      expect(Math.round(value * 100) / 100).toBe(value);
    expect((await post(`/api/cart/collect-totals?cartId=${cartId}`)).body.result).toEqual(totals);
  });

  it('totals the same items with 20 % in Austria', async () => {
    const at = await newCart('at');
    await add(at, { sku: seed.child, qty: 2 }, '&storeCode=at');
    const doc = await docOf(seed.child, 'at');
    const totals = (await get(`/api/cart/totals?cartId=${at}&storeCode=at`)).body.result;
    expect(totals.items[0]).toMatchObject({ tax_percent: 20, price_incl_tax: grossPrice(doc), price: netPrice(doc) });
    expect(totals.grand_total).toBeCloseTo(grossPrice(doc) * 2, 2);
    const mismatch = await get(`/api/cart/totals?cartId=${at}&storeCode=default`);
    expect(mismatch).toEqual({
      status: 400,
      body: { code: 400, result: 'This cart belongs to store "at", not "default"' },
    });
  });

  it('applies the newsletter coupon (10 %, any case) and removes it again', async () => {
    const before = (await get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=%20zaun10%20`)).toEqual({
      status: 200,
      body: { code: 200, result: true },
    });
    const after = (await get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(after.coupon_code).toBe('ZAUN10');
    expect(after.discount_amount).toBeCloseTo(-Math.round(before.subtotal_incl_tax * 10) / 100, 2);
    expect(after.grand_total).toBeCloseTo(before.grand_total + after.discount_amount, 2);
    expect(after.total_segments.find((s: any) => s.code === 'discount')).toEqual({
      code: 'discount',
      title: 'Rabatt (ZAUN10)',
      value: after.discount_amount,
    });
    expect(await post(`/api/cart/delete-coupon?cartId=${cartId}`)).toEqual({
      status: 200,
      body: { code: 200, result: true },
    });
    expect((await get(`/api/cart/totals?cartId=${cartId}`)).body.result).toEqual(before);
  });

  it('answers a wrong, expired, inactive or used-up coupon with the exact text', async () => {
    for (const code of ['NOPE', 'SOMMER2025', 'GESPERRT5', 'EINMAL50', 'x'.repeat(300)]) {
      expect(await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${code}`), code).toEqual({
        status: 400,
        body: { code: 400, result: INCORRECT_COUPON },
      });
    }
  });

  it('ignores an empty coupon code and keeps an applied one', async () => {
    await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=MONTAGE20`);
    for (const query of ['&coupon=', '&coupon=%20%20', '']) {
      expect(await post(`/api/cart/apply-coupon?cartId=${cartId}${query}`)).toEqual({
        status: 200,
        body: { code: 200, result: false },
      });
    }
    const totals = (await get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(totals).toMatchObject({ coupon_code: 'MONTAGE20', discount_amount: -20 });
    await post(`/api/cart/delete-coupon?cartId=${cartId}`);
  });

  it('deletes a line by item_id; deleting it again answers false', async () => {
    const del = await post(`/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: montageLines[1].item_id } });
    expect(del).toEqual({ status: 200, body: { code: 200, result: true } });
    expect(
      (await post(`/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: montageLines[1].item_id } })).body,
    ).toEqual({ code: 200, result: false });
    const pulled = (await get(`/api/cart/pull?cartId=${cartId}`)).body.result;
    expect(pulled.map((i: any) => i.item_id)).toEqual([childLine.item_id, montageLines[0].item_id]);
  });

  it('deletes every line of a SKU', async () => {
    expect((await post(`/api/cart/delete?cartId=${cartId}`, { cartItem: { sku: seed.montage } })).body.result).toBe(
      true,
    );
    expect((await get(`/api/cart/pull?cartId=${cartId}`)).body.result.map((i: any) => i.sku)).toEqual([seed.child]);
  });
});

describe('shipping and payment', () => {
  const de = { country_id: 'DE', postcode: '26203', city: 'Wardenburg' };
  const address = {
    firstname: 'Erika',
    lastname: 'Muster',
    street: ['Zaunweg 1'],
    city: 'Wardenburg',
    postcode: '26203',
    country_id: 'DE',
    email: 'erika@example.com',
  };

  it('offers DPD Courier (4 / 5, offline) and the parcel matrix rate for a light cart, per country', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 2 });
    const { status, body } = await post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: de });
    expect(status).toBe(200);
    const dpd = body.result.find((m: any) => m.carrier_code === 'flatrate');
    expect(dpd).toMatchObject({
      method_code: 'flatrate',
      method_title: 'DPD Courier',
      amount: 4,
      price_incl_tax: 5,
      available: true,
      offline: true,
      default: true,
    });
    const parcelDe = body.result.find((m: any) => m.carrier_code === 'matrixrate');
    expect(parcelDe).toMatchObject({
      method_code: 'paket',
      method_title: 'Paketversand',
      amount: 4.12,
      price_incl_tax: addTax(4.12, 19),
      available: true,
    });
    expect(body.result.every((m: any) => m.available)).toBe(true);
    const at = (await post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: { countryId: 'at' } })).body
      .result;
    expect(at.find((m: any) => m.carrier_code === 'matrixrate')).toMatchObject({ method_code: 'paket', amount: 8.32 });
    const elsewhere = (await post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'PL' } }))
      .body.result;
    expect(elsewhere.map((m: any) => m.method_title)).toEqual(['DPD Courier']);
  });

  it('drops DPD for a heavy cart and offers pallet freight from the matrix rates', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.heavy, qty: 2 });
    const methods = (await post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: de })).body.result;
    expect(methods.map((m: any) => `${m.carrier_code}_${m.method_code}`)).toEqual(['matrixrate_spedition']);
    expect(methods[0]).toMatchObject({ method_title: 'Speditionsversand', amount: 41.18, available: true });
    const refused = await post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.result).toContain('not available');
  });

  it('stores shipping information and answers totals with shipping and the payment methods', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 1 });
    const { status, body } = await post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(status).toBe(200);
    expect(body.result.payment_methods.map((m: any) => m.code)).toEqual(['checkmo', 'cashondelivery']);
    const totals = body.result.totals;
    expect(totals).toMatchObject({ shipping_amount: 4, shipping_incl_tax: 5, shipping_tax_amount: 1 });
    expect(totals.grand_total).toBeCloseTo(totals.subtotal_incl_tax + 5, 2);
    expect(totals.total_segments.find((s: any) => s.code === 'shipping')).toEqual({
      code: 'shipping',
      title: 'Versand (DPD Courier)',
      value: 5,
    });
    expect((await get(`/api/cart/totals?cartId=${cartId}`)).body.result).toEqual(totals);
    const row = await one<any>(
      'SELECT shipping_carrier_code, shipping_method_code, shipping_address FROM carts WHERE token = ?',
      cartId,
    );
    expect(row).toMatchObject({ shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' });
    expect(JSON.parse(row.shipping_address)).toMatchObject({
      city: 'Wardenburg',
      country_id: 'DE',
      street: ['Zaunweg 1'],
    });
  });

  it('collect-totals chooses shipping and payment methods (vue-storefront-api `methods`)', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 1 });
    const methods = {
      shippingCarrierCode: 'flatrate',
      shippingMethodCode: 'flatrate',
      paymentMethod: { method: 'cashondelivery' },
    };
    const { status, body } = await post(`/api/cart/collect-totals?cartId=${cartId}`, { methods });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ shipping_incl_tax: 5 });
    expect(await one<any>('SELECT payment_method_code FROM carts WHERE token = ?', cartId)).toEqual({
      payment_method_code: 'cashondelivery',
    });
    const wrong = await post(`/api/cart/collect-totals?cartId=${cartId}`, {
      methods: { ...methods, paymentMethod: { method: 'bitcoin' } },
    });
    expect(wrong).toEqual({
      status: 400,
      body: { code: 400, result: 'The payment method "bitcoin" is not available for this cart' },
    });
  });

  it('rejects an incomplete address with the field named', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 1 });
    const bad = await post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: { ...address, city: '' },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(bad).toEqual({
      status: 400,
      body: { code: 400, result: 'Field is required (addressInformation.shippingAddress.city)' },
    });
    const mail = await post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: { ...address, email: 'nope' },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(mail.body.result).toBe('Please provide valid e-mail address.');
    expect(
      (await post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'Deutschland' } })).status,
    ).toBe(400);
  });

  it('offers no cash on delivery and no shipping for a cart of only virtual and downloadable products', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.voucher, qty: 1 });
    await add(cartId, { sku: seed.manual, qty: 1 });
    expect((await get(`/api/cart/payment-methods?cartId=${cartId}`)).body).toEqual({
      code: 200,
      result: [{ code: 'checkmo', title: 'Vorkasse / Überweisung', cost_incl_tax: 0 }],
    });
    expect((await post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: de })).body.result).toEqual([]);
    const info = await post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(info.status).toBe(200);
    expect(info.body.result.totals.total_segments.map((s: any) => s.code)).toEqual(['subtotal', 'tax', 'grand_total']);
    await add(cartId, { sku: seed.light, qty: 1 });
    expect((await get(`/api/cart/payment-methods?cartId=${cartId}`)).body.result.map((m: any) => m.code)).toEqual([
      'checkmo',
      'cashondelivery',
    ]);
  });
});
