import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTax } from '../../shared/pricing/money.ts';
import { isSpecialPriceActive } from '../../shared/pricing/tax.ts';
import { ORIGIN } from './helpers.ts';

// The cart API contract (SPEC §4, §5, §7, §9) against the seeded demo shop: good input and bad.

const INCORRECT_COUPON = "You've entered an incorrect coupon code. Please try again.";

interface Answer { status: number; body: any }

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const res = await SELF.fetch(ORIGIN + path, init);
  expect(res.headers.get('content-type'), path).toContain('application/json');
  return { status: res.status, body: await res.json() };
}

const get = (path: string) => call('GET', path);
const post = (path: string, body?: unknown) => call('POST', path, body);

async function newCart(storeCode?: string): Promise<string> {
  const { status, body } = await post(`/api/cart/create${storeCode ? `?storeCode=${storeCode}` : ''}`);
  expect(status).toBe(200);
  return body.result;
}

const add = (cartId: string, cartItem: unknown, store = '') => post(`/api/cart/update?cartId=${cartId}${store}`, { cartItem });

async function one<T>(sql: string, ...binds: unknown[]): Promise<T> {
  const row = await env.DB.prepare(sql).bind(...binds).first<T>();
  if (!row) throw new Error(`seed has no row for: ${sql}`);
  return row;
}

const docOf = async (sku: string, store = 'default') =>
  JSON.parse((await one<{ doc: string }>('SELECT doc FROM products WHERE store = ? AND sku = ?', store, sku)).doc);
const netPrice = (doc: any) => (isSpecialPriceActive(doc, new Date()) ? doc.special_price : doc.price);

/** Seed picks (the demo shop is deterministic, but the tests ask it rather than hard-code SKUs). */
const seed = {
  child: '', childParent: '', light: '', scarce: '', scarceQty: 0, outOfStock: '', disabled: '', montage: 'montage-doppelstab-pro-meter',
  voucher: 'AUFMASS-GUTSCHEIN', manual: 'DL-ANLEITUNG-DSM', bundle: 'SET-GABZ-1230-ANT-10', grouped: '', heavy: '',
};

beforeAll(async () => {
  const child = await one<{ sku: string; parent_sku: string }>(
    `SELECT p.sku, p.parent_sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku JOIN products q ON q.store = p.store AND q.sku = p.parent_sku
     WHERE p.store = 'default' AND p.status = 1 AND q.status = 1 AND s.manage_stock = 1 AND s.qty >= 20 ORDER BY p.id LIMIT 1`);
  seed.child = child.sku;
  seed.childParent = child.parent_sku;
  seed.light = (await one<{ sku: string }>(
    `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE p.store = 'default' AND p.status = 1 AND p.type_id = 'simple'
     AND p.parent_sku IS NULL AND s.qty >= 20 AND json_extract(p.doc, '$.weight') BETWEEN 0.1 AND 2 AND json_extract(p.doc, '$.custom_options') IS NULL ORDER BY p.id LIMIT 1`)).sku;
  const scarce = await one<{ sku: string; qty: number }>(
    `SELECT p.sku, s.qty FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE p.store = 'default' AND p.status = 1 AND p.type_id = 'simple'
     AND s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty BETWEEN 1 AND 5 AND json_extract(p.doc, '$.custom_options') IS NULL
     AND (p.parent_sku IS NULL OR EXISTS (SELECT 1 FROM products q WHERE q.store = p.store AND q.sku = p.parent_sku AND q.status = 1)) ORDER BY p.id LIMIT 1`);
  seed.scarce = scarce.sku;
  seed.scarceQty = scarce.qty;
  seed.outOfStock = (await one<{ sku: string }>(
    `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE p.store = 'default' AND p.status = 1 AND p.type_id = 'simple'
     AND s.is_in_stock = 0 AND json_extract(p.doc, '$.custom_options') IS NULL
     AND (p.parent_sku IS NULL OR EXISTS (SELECT 1 FROM products q WHERE q.store = p.store AND q.sku = p.parent_sku AND q.status = 1)) ORDER BY p.id LIMIT 1`)).sku;
  seed.disabled = (await one<{ sku: string }>("SELECT sku FROM products WHERE store = 'default' AND status >= 2 ORDER BY id LIMIT 1")).sku;
  seed.grouped = (await one<{ sku: string }>("SELECT sku FROM products WHERE store = 'default' AND type_id = 'grouped' ORDER BY id LIMIT 1")).sku;
  seed.heavy = (await one<{ sku: string }>(
    `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE p.store = 'default' AND p.status = 1 AND p.type_id = 'simple'
     AND s.qty >= 5 AND json_extract(p.doc, '$.weight') > 40 AND json_extract(p.doc, '$.custom_options') IS NULL
     AND (p.parent_sku IS NULL OR EXISTS (SELECT 1 FROM products q WHERE q.store = p.store AND q.sku = p.parent_sku AND q.status = 1)) ORDER BY p.id LIMIT 1`)).sku;
});

/** The montage service's required "Untergrund" option with its first value. */
async function montageOptions() {
  const doc = await docOf(seed.montage);
  const ground = doc.custom_options.find((o: any) => o.is_require);
  return { doc, ground, product_option: { extension_attributes: { custom_options: [{ option_id: ground.option_id, option_value: String(ground.values[0].option_type_id) }] } } };
}

describe('POST /api/cart/create', () => {
  it('answers an unguessable token: 32 hex digits (128 bits), a new one each time', async () => {
    const a = await newCart();
    const b = await newCart();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
    const row = await one<{ store: string; user_id: number | null }>('SELECT store, user_id FROM carts WHERE token = ?', a);
    expect(row).toEqual({ store: 'default', user_id: null });
  });

  it('takes a customer token (still a guest cart) and a store code; an unknown store is a 400', async () => {
    const { status, body } = await post('/api/cart/create?token=abc&storeCode=at');
    expect(status).toBe(200);
    expect((await one<{ store: string }>('SELECT store FROM carts WHERE token = ?', body.result)).store).toBe('at');
    const bad = await post('/api/cart/create?storeCode=xx');
    expect(bad).toEqual({ status: 400, body: { code: 400, result: expect.stringContaining('Unknown store code "xx"') } });
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
      sku: seed.child, qty: 1, name: doc.name, price: netPrice(doc), price_incl_tax: addTax(netPrice(doc), 19),
      product_type: 'configurable', quote_id: cartId, parent_sku: seed.childParent, stock_status: 'ok',
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
    expect(montageLines[0].product_option.extension_attributes.custom_options).toEqual([{ option_id: ground.option_id, option_value: String(ground.values[0].option_type_id) }]);
    expect((await get(`/api/cart/pull?cartId=${cartId}`)).body.result).toHaveLength(3);
  });

  it('prices a percent custom option on the server', async () => {
    const { doc, ground } = await montageOptions();
    const percent = ground.values.find((v: any) => v.price_type === 'percent' && v.price > 0);
    const { body } = await add(cartId, { sku: seed.montage, qty: 1, product_option: { extension_attributes: { custom_options: [{ option_id: ground.option_id, option_value: percent.option_type_id }] } } });
    expect(body.result.price).toBeCloseTo(doc.price * (1 + percent.price / 100), 2);
    expect((await post(`/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: body.result.item_id } })).body.result).toBe(true);
  });

  it('changes a line quantity by item_id', async () => {
    const { status, body } = await add(cartId, { sku: seed.child, item_id: childLine.item_id, qty: 2, quoteId: cartId });
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
    const gross = pulled.reduce((sum: number, i: any) => sum + Math.round(addTax(i.price, 19) * 100) * i.qty, 0) / 100;
    expect(totals.subtotal_incl_tax).toBeCloseTo(gross, 2);
    expect(totals.grand_total).toBeCloseTo(gross, 2); // no shipping chosen yet, no coupon
    expect(totals.items.map((i: any) => i.tax_percent)).toEqual([19, 19, 19]);
    expect(totals.total_segments.map((s: any) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'grand_total']);
    expect(totals.items_qty).toBe(22);
    for (const value of [totals.grand_total, totals.tax_amount, totals.subtotal]) expect(Math.round(value * 100) / 100).toBe(value);
    expect((await post(`/api/cart/collect-totals?cartId=${cartId}`)).body.result).toEqual(totals);
  });

  it('totals the same items with 20 % in Austria', async () => {
    const at = await newCart('at');
    await add(at, { sku: seed.child, qty: 2 }, '&storeCode=at');
    const doc = await docOf(seed.child, 'at');
    const totals = (await get(`/api/cart/totals?cartId=${at}&storeCode=at`)).body.result;
    expect(totals.items[0]).toMatchObject({ tax_percent: 20, price_incl_tax: addTax(netPrice(doc), 20) });
    expect(totals.grand_total).toBeCloseTo(addTax(netPrice(doc), 20) * 2, 2);
    const mismatch = await get(`/api/cart/totals?cartId=${at}&storeCode=default`);
    expect(mismatch).toEqual({ status: 400, body: { code: 400, result: 'This cart belongs to store "at", not "default"' } });
  });

  it('applies the newsletter coupon (10 %, any case) and removes it again', async () => {
    const before = (await get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=%20zaun10%20`)).toEqual({ status: 200, body: { code: 200, result: true } });
    const after = (await get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(after.coupon_code).toBe('ZAUN10');
    expect(after.discount_amount).toBeCloseTo(-Math.round(before.subtotal_incl_tax * 10) / 100, 2);
    expect(after.grand_total).toBeCloseTo(before.grand_total + after.discount_amount, 2);
    expect(after.total_segments.find((s: any) => s.code === 'discount')).toEqual({ code: 'discount', title: 'Rabatt (ZAUN10)', value: after.discount_amount });
    expect(await post(`/api/cart/delete-coupon?cartId=${cartId}`)).toEqual({ status: 200, body: { code: 200, result: true } });
    expect((await get(`/api/cart/totals?cartId=${cartId}`)).body.result).toEqual(before);
  });

  it('answers a wrong, expired, inactive or used-up coupon with the exact SPEC text', async () => {
    for (const code of ['NOPE', 'SOMMER2025', 'GESPERRT5', 'EINMAL50', 'x'.repeat(300)]) {
      expect(await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${code}`), code).toEqual({ status: 400, body: { code: 400, result: INCORRECT_COUPON } });
    }
  });

  it('ignores an empty coupon code and keeps an applied one', async () => {
    await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=MONTAGE20`);
    for (const query of ['&coupon=', '&coupon=%20%20', '']) {
      expect(await post(`/api/cart/apply-coupon?cartId=${cartId}${query}`)).toEqual({ status: 200, body: { code: 200, result: false } });
    }
    const totals = (await get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(totals).toMatchObject({ coupon_code: 'MONTAGE20', discount_amount: -20 });
    await post(`/api/cart/delete-coupon?cartId=${cartId}`);
  });

  it('deletes a line by item_id; deleting it again answers false', async () => {
    const del = await post(`/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: montageLines[1].item_id } });
    expect(del).toEqual({ status: 200, body: { code: 200, result: true } });
    expect((await post(`/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: montageLines[1].item_id } })).body).toEqual({ code: 200, result: false });
    const pulled = (await get(`/api/cart/pull?cartId=${cartId}`)).body.result;
    expect(pulled.map((i: any) => i.item_id)).toEqual([childLine.item_id, montageLines[0].item_id]);
  });

  it('deletes every line of a SKU', async () => {
    expect((await post(`/api/cart/delete?cartId=${cartId}`, { cartItem: { sku: seed.montage } })).body.result).toBe(true);
    expect((await get(`/api/cart/pull?cartId=${cartId}`)).body.result.map((i: any) => i.sku)).toEqual([seed.child]);
  });
});

describe('shipping and payment', () => {
  const de = { country_id: 'DE', postcode: '26203', city: 'Wardenburg' };
  const address = { firstname: 'Erika', lastname: 'Muster', street: ['Zaunweg 1'], city: 'Wardenburg', postcode: '26203', country_id: 'DE', email: 'erika@example.com' };

  it('offers DPD Courier (4 / 5, offline) and the parcel matrix rate for a light cart, per country', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 2 });
    const { status, body } = await post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: de });
    expect(status).toBe(200);
    const dpd = body.result.find((m: any) => m.carrier_code === 'flatrate');
    expect(dpd).toMatchObject({ method_code: 'flatrate', method_title: 'DPD Courier', amount: 4, price_incl_tax: 5, available: true, offline: true, default: true });
    const parcelDe = body.result.find((m: any) => m.carrier_code === 'matrixrate');
    expect(parcelDe).toMatchObject({ method_code: 'paket', method_title: 'Paketversand', amount: 4.12, price_incl_tax: addTax(4.12, 19), available: true });
    expect(body.result.every((m: any) => m.available)).toBe(true);
    const at = (await post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: { countryId: 'at' } })).body.result;
    expect(at.find((m: any) => m.carrier_code === 'matrixrate')).toMatchObject({ method_code: 'paket', amount: 8.32 });
    const elsewhere = (await post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'PL' } })).body.result;
    expect(elsewhere.map((m: any) => m.method_title)).toEqual(['DPD Courier']);
  });

  it('drops DPD for a heavy cart and offers pallet freight from the matrix rates', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.heavy, qty: 2 });
    const methods = (await post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: de })).body.result;
    expect(methods.map((m: any) => `${m.carrier_code}_${m.method_code}`)).toEqual(['matrixrate_spedition']);
    expect(methods[0]).toMatchObject({ method_title: 'Speditionsversand', amount: 41.18, available: true });
    const refused = await post(`/api/cart/shipping-information?cartId=${cartId}`, { addressInformation: { shippingAddress: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } });
    expect(refused.status).toBe(400);
    expect(refused.body.result).toContain('not available');
  });

  it('stores shipping information and answers totals with shipping and the payment methods', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 1 });
    const { status, body } = await post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: { shippingAddress: address, billingAddress: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(status).toBe(200);
    expect(body.result.payment_methods.map((m: any) => m.code)).toEqual(['checkmo', 'cashondelivery']);
    const totals = body.result.totals;
    expect(totals).toMatchObject({ shipping_amount: 4, shipping_incl_tax: 5, shipping_tax_amount: 1 });
    expect(totals.grand_total).toBeCloseTo(totals.subtotal_incl_tax + 5, 2);
    expect(totals.total_segments.find((s: any) => s.code === 'shipping')).toEqual({ code: 'shipping', title: 'Versand (DPD Courier)', value: 5 });
    expect((await get(`/api/cart/totals?cartId=${cartId}`)).body.result).toEqual(totals);
    const row = await one<any>('SELECT shipping_carrier_code, shipping_method_code, shipping_address FROM carts WHERE token = ?', cartId);
    expect(row).toMatchObject({ shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' });
    expect(JSON.parse(row.shipping_address)).toMatchObject({ city: 'Wardenburg', country_id: 'DE', street: ['Zaunweg 1'] });
  });

  it('collect-totals chooses shipping and payment methods (vue-storefront-api `methods`)', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 1 });
    const methods = { shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate', paymentMethod: { method: 'cashondelivery' } };
    const { status, body } = await post(`/api/cart/collect-totals?cartId=${cartId}`, { methods });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ shipping_incl_tax: 5 });
    expect(await one<any>('SELECT payment_method_code FROM carts WHERE token = ?', cartId)).toEqual({ payment_method_code: 'cashondelivery' });
    const wrong = await post(`/api/cart/collect-totals?cartId=${cartId}`, { methods: { ...methods, paymentMethod: { method: 'bitcoin' } } });
    expect(wrong).toEqual({ status: 400, body: { code: 400, result: 'The payment method "bitcoin" is not available for this cart' } });
  });

  it('rejects an incomplete address with the field named', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 1 });
    const bad = await post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: { shippingAddress: { ...address, city: '' }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(bad).toEqual({ status: 400, body: { code: 400, result: 'Field is required (addressInformation.shippingAddress.city)' } });
    const mail = await post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: { shippingAddress: { ...address, email: 'nope' }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(mail.body.result).toBe('Please provide valid e-mail address.');
    expect((await post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'Deutschland' } })).status).toBe(400);
  });

  it('offers no cash on delivery and no shipping for a cart of only virtual and downloadable products', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.voucher, qty: 1 });
    await add(cartId, { sku: seed.manual, qty: 1 });
    expect((await get(`/api/cart/payment-methods?cartId=${cartId}`)).body).toEqual({ code: 200, result: [{ code: 'checkmo', title: 'Vorkasse / Überweisung', cost_incl_tax: 0 }] });
    expect((await post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: de })).body.result).toEqual([]);
    const info = await post(`/api/cart/shipping-information?cartId=${cartId}`, { addressInformation: { shippingAddress: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } });
    expect(info.status).toBe(200);
    expect(info.body.result.totals.total_segments.map((s: any) => s.code)).toEqual(['subtotal', 'tax', 'grand_total']);
    await add(cartId, { sku: seed.light, qty: 1 });
    expect((await get(`/api/cart/payment-methods?cartId=${cartId}`)).body.result.map((m: any) => m.code)).toEqual(['checkmo', 'cashondelivery']);
  });
});

describe('item rules', () => {
  it('answers bad quantities with the SPEC texts and writes nothing', async () => {
    const cartId = await newCart();
    const cases: Array<[unknown, string]> = [
      [0, 'Quantity must be above 0'], [-1, 'Quantity must be above 0'], [1.5, 'Quantity must be positive integer'],
      ['2', 'Quantity must be positive integer'], [null, 'Quantity must be positive integer'], [20000, 'Quantity must be below 10001'],
      [1e300, 'Quantity must be positive integer'],
    ];
    for (const [qty, message] of cases) {
      expect(await add(cartId, { sku: seed.light, qty }), String(qty)).toEqual({ status: 400, body: { code: 400, result: message } });
    }
    expect((await get(`/api/cart/pull?cartId=${cartId}`)).body.result).toEqual([]);
  });

  it('refuses an unknown SKU, an unavailable product and a grouped product as a whole', async () => {
    const cartId = await newCart();
    expect(await add(cartId, { sku: 'NO-SUCH-SKU-4711', qty: 1 })).toEqual({ status: 400, body: { code: 400, result: 'No product with SKU "NO-SUCH-SKU-4711"' } });
    expect(await add(cartId, { sku: seed.disabled, qty: 1 })).toEqual({ status: 400, body: { code: 400, result: 'This product is not available' } });
    expect((await add(cartId, { sku: seed.grouped, qty: 1 })).status).toBe(400);
    expect((await add(cartId, { qty: 1 })).body.result).toContain('"sku"');
  });

  it('limits counted stock with the SPEC text over all lines of the SKU', async () => {
    const cartId = await newCart();
    const over = await add(cartId, { sku: seed.scarce, qty: seed.scarceQty + 1 });
    expect(over).toEqual({ status: 400, body: { code: 400, result: `Only ${seed.scarceQty} products of this type are available!` } });
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
    expect(missing).toEqual({ status: 400, body: { code: 400, result: "The product's required option(s) weren't entered: Untergrund" } });
    const wrong = await add(cartId, { sku: seed.montage, qty: 1, product_option: { extension_attributes: { custom_options: [{ option_id: ground.option_id, option_value: '999999' }] } } });
    expect(wrong.body.result).toBe('Please choose a valid value for "Untergrund"');
    const unknown = await add(cartId, { sku: seed.montage, qty: 1, product_option: { extension_attributes: { custom_options: [{ option_id: 999999, option_value: 'x' }] } } });
    expect(unknown.status).toBe(400);
  });

  it('prices a bundle from its selections and needs its required options', async () => {
    const cartId = await newCart();
    const doc = await docOf(seed.bundle);
    const required = doc.bundle_options.filter((o: any) => o.required);
    const selections = required.map((o: any) => ({ option_id: o.option_id, option_qty: null, option_selections: [o.product_links[0].id] }));
    const expected = required.reduce((sum: number, o: any) => sum + o.product_links[0].price * o.product_links[0].qty, 0);
    const { status, body } = await add(cartId, { sku: seed.bundle, qty: 1, product_option: { extension_attributes: { bundle_options: selections } } });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ product_type: 'bundle', price: Math.round(expected * 100) / 100 });
    expect(body.result.checksum).toMatch(/^[0-9a-f]{64}$/);
    const incomplete = await add(cartId, { sku: seed.bundle, qty: 1, product_option: { extension_attributes: { bundle_options: selections.slice(1) } } });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.result).toContain('required bundle option');
  });

  it('refuses an item_id of another cart and a quoteId that is not this cart', async () => {
    const a = await newCart();
    const b = await newCart();
    const line = (await add(a, { sku: seed.light, qty: 1 })).body.result;
    expect(await add(b, { sku: seed.light, item_id: line.item_id, qty: 5 })).toEqual({ status: 400, body: { code: 400, result: `No item ${line.item_id} in this cart` } });
    expect((await post(`/api/cart/delete?cartId=${b}`, { cartItem: { item_id: line.item_id } })).body.result).toBe(false);
    expect((await get(`/api/cart/pull?cartId=${a}`)).body.result[0].qty).toBe(1);
    expect((await add(a, { sku: seed.light, qty: 1, quoteId: b })).body).toEqual({ code: 400, result: '"quoteId" does not match the cart id' });
  });
});

describe('cart ids', () => {
  const calls: Array<['GET' | 'POST', string, unknown?]> = [
    ['GET', '/api/cart/pull'], ['POST', '/api/cart/update', { cartItem: { sku: 'X', qty: 1 } }], ['POST', '/api/cart/delete', { cartItem: { item_id: 1 } }],
    ['GET', '/api/cart/totals'], ['POST', '/api/cart/collect-totals'], ['GET', '/api/cart/payment-methods'],
    ['POST', '/api/cart/shipping-methods', { address: { country_id: 'DE' } }], ['POST', '/api/cart/shipping-information', { addressInformation: {} }],
    ['POST', '/api/cart/apply-coupon?coupon=ZAUN10'], ['POST', '/api/cart/delete-coupon'],
  ];
  const withCart = (path: string, cartId: string) => `${path}${path.includes('?') ? '&' : '?'}cartId=${cartId}`;

  it('rejects every call that needs a cart id without one (400)', async () => {
    for (const [method, path, body] of calls) {
      for (const suffix of ['', path.includes('?') ? '&cartId=' : '?cartId=']) {
        const answer = await call(method, path + suffix, body);
        expect(answer, path + suffix).toEqual({ status: 400, body: { code: 400, result: 'A cart id is required (query parameter "cartId")' } });
      }
    }
  });

  it('answers an unknown or malformed cart id with a 404 the client can recover from', async () => {
    for (const cartId of ['0123456789abcdef0123456789abcdef', 'abc', encodeURIComponent("' OR 1=1 --")]) {
      for (const [method, path, body] of calls) {
        const answer = await call(method, withCart(path, cartId), body);
        expect(answer, `${path} ${cartId}`).toEqual({ status: 404, body: { code: 404, result: 'No such cart', meta: { reason: 'cart_not_found', recover: expect.any(String) } } });
      }
    }
  });

  it('expires a cart 30 days after its last change', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 1 });
    await env.DB.prepare('UPDATE carts SET updated_at = ? WHERE token = ?').bind(new Date(Date.now() - 31 * 86_400_000).toISOString(), cartId).run();
    const answer = await get(`/api/cart/pull?cartId=${cartId}`);
    expect(answer).toEqual({ status: 404, body: { code: 404, result: 'This cart has expired', meta: { reason: 'cart_expired', recover: expect.any(String) } } });
  });

  it('recovers a lost cart server-side: create with the items re-adds the buyable ones at once', async () => {
    const { product_option } = await montageOptions();
    const items = [
      { sku: seed.light, qty: 2 }, { sku: seed.light, qty: 1 }, { sku: seed.montage, qty: 5, product_option }, { sku: seed.montage, qty: 5, product_option },
      { sku: 'NO-SUCH-SKU-4711', qty: 1 }, { sku: seed.disabled, qty: 1 },
    ];
    const { status, body } = await post('/api/cart/create', { cartItems: items });
    expect(status).toBe(200);
    expect(body.result).toMatch(/^[0-9a-f]{32}$/);
    expect(body.meta.items.map((i: any) => [i.sku, i.qty])).toEqual([[seed.light, 3], [seed.montage, 5], [seed.montage, 5]]);
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
    expect(await post(`/api/cart/update?cartId=${cartId}`, '{"cartItem": {')).toEqual({ status: 400, body: { code: 400, result: 'The request body is not valid JSON' } });
    expect((await post(`/api/cart/update?cartId=${cartId}`, '[]')).status).toBe(400);
    expect((await post(`/api/cart/update?cartId=${cartId}`)).status).toBe(400);
    expect((await post(`/api/cart/update?cartId=${cartId}`, { cartItem: 'sku' })).body.result).toContain('"cartItem" must be an object');
    expect((await post(`/api/cart/shipping-methods?cartId=${cartId}`, {})).body.result).toContain('country_id');
    expect((await post(`/api/cart/update?cartId=${cartId}`, 'x'.repeat(70 * 1024))).status).toBe(413);
  });

  it('50 random garbage bodies never produce a 5xx', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 1 });
    let state = 7;
    const rnd = (n: number) => (state = (state * 48271) % 2147483647) % n;
    const atoms: unknown[] = [null, true, 0, -1, 1.5, 1e308, '', 'x', '💥', [], {}, [1, 'a'], { sku: 1 }, 'NaN', '__proto__', { __proto__: { qty: 1 } }];
    const value = (depth: number): unknown => {
      if (depth > 2 || rnd(3) === 0) return atoms[rnd(atoms.length)];
      if (rnd(2)) return Array.from({ length: rnd(3) }, () => value(depth + 1));
      const keys = ['cartItem', 'sku', 'qty', 'item_id', 'product_option', 'extension_attributes', 'custom_options', 'bundle_options',
        'configurable_item_options', 'option_id', 'option_value', 'option_selections', 'address', 'country_id', 'addressInformation',
        'shippingAddress', 'street', 'methods', 'cartItems', 'quoteId'];
      return Object.fromEntries(Array.from({ length: 1 + rnd(4) }, () => [keys[rnd(keys.length)], value(depth + 1)]));
    };
    const paths = ['update', 'delete', 'shipping-methods', 'shipping-information', 'collect-totals', 'apply-coupon', 'create'];
    for (let i = 0; i < 50; i++) {
      const path = paths[i % paths.length];
      const raw = rnd(5) === 0 ? '{"broken' : JSON.stringify({ cartItem: value(0), address: value(0), addressInformation: value(0), ...(rnd(2) ? { methods: value(0), cartItems: value(0) } : {}) });
      const res = await SELF.fetch(`${ORIGIN}/api/cart/${path}?cartId=${cartId}&coupon=${encodeURIComponent(String(value(2)))}`, { method: 'POST', body: raw, headers: { 'content-type': 'application/json' } });
      const text = await res.text();
      expect(res.status, `${path} ${raw}`).toBeLessThan(500);
      const json = JSON.parse(text);
      expect(json.code, text).toBe(res.status);
      expect(text).not.toMatch(/at .*\.ts:\d+/);
    }
  });
});
