import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from './helpers.ts';

// Share cart: POST /api/cart/share and Magento's REST load path.

interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await SELF.fetch(ORIGIN + path, init);
  expect(res.headers.get('content-type'), path).toContain('application/json');
  return { status: res.status, body: await res.json(), headers: res.headers };
}

async function newCart(storeCode = 'default'): Promise<string> {
  return (await call('POST', `/api/cart/create?storeCode=${storeCode}`)).body.result;
}

const add = (cartId: string, cartItem: unknown) => call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem });
const share = (cartId: string) => call('POST', `/api/cart/share?cartId=${cartId}`);
const load = (store: string, cart: string, code: string, headers?: Record<string, string>) =>
  call('GET', `/rest/${store}/V1/share-cart/${cart}/load/${code}`, undefined, headers);

const seed = { child: '', montage: 'montage-doppelstab-pro-meter', montageOption: {} as any };

beforeAll(async () => {
  const child = await env.DB.prepare(
    `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku JOIN products q ON q.store = p.store AND q.sku = p.parent_sku
     WHERE p.store = 'default' AND p.status = 1 AND q.status = 1 AND s.manage_stock = 1 AND s.qty >= 20 ORDER BY p.id LIMIT 1`,
  ).first<{ sku: string }>();
  seed.child = child!.sku;
  const montage = await env.DB.prepare("SELECT doc FROM products WHERE store = 'default' AND sku = ?")
    .bind(seed.montage)
    .first<{ doc: string }>();
  const ground = JSON.parse(montage!.doc).custom_options.find((o: any) => o.is_require);
  seed.montageOption = {
    extension_attributes: {
      custom_options: [{ option_id: ground.option_id, option_value: String(ground.values[1].option_type_id) }],
    },
  };
});

describe('POST /api/cart/share', () => {
  it('needs a cart id, a known cart and at least one line', async () => {
    expect((await call('POST', '/api/cart/share')).body).toEqual({
      code: 400,
      result: 'A cart id is required (query parameter "cartId")',
    });
    expect(await share('0123456789abcdef0123456789abcdef')).toMatchObject({
      status: 404,
      body: { code: 404, result: 'No such cart', meta: { reason: 'cart_not_found', recover: expect.any(String) } },
    });
    expect((await share(await newCart())).body).toEqual({ code: 400, result: 'The cart is empty' });
  });

  it('saves a snapshot under an unguessable code and answers it', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.child, qty: 2 });
    await add(cartId, { sku: seed.montage, qty: 10, product_option: seed.montageOption });
    const first = await share(cartId);
    const second = await share(cartId);
    expect(first.status).toBe(200);
    expect(first.body.result.code).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 random bits, base64url
    expect(second.body.result.code).not.toBe(first.body.result.code);
    const row = await env.DB.prepare('SELECT store, items FROM shared_carts WHERE code = ?')
      .bind(first.body.result.code)
      .first<{ store: string; items: string }>();
    expect(row!.store).toBe('default');
    expect(JSON.parse(row!.items)).toEqual([
      {
        sku: seed.child,
        qty: 2,
        product_option: { extension_attributes: { configurable_item_options: expect.any(Array) } },
      },
      { sku: seed.montage, qty: 10, product_option: seed.montageOption },
    ]);
    // The snapshot knows nothing of its author.
    expect(row!.items).not.toContain(cartId);
  });
});

describe('GET /rest/{storeCode}/V1/share-cart/{mine|token}/load/{code}', () => {
  it('answers the saved lines to another shopper, who can add them to their own cart', async () => {
    const author = await newCart();
    await add(author, { sku: seed.child, qty: 3 });
    await add(author, { sku: seed.montage, qty: 5, product_option: seed.montageOption });
    const { code } = (await share(author)).body.result;
    // The author's cart changes afterwards: the shared cart does not.
    await add(author, { sku: seed.child, qty: 1 });

    const shopper = await newCart();
    const answer = await load('default', shopper, code);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.result.map((i: any) => [i.sku, i.qty])).toEqual([
      [seed.child, 3],
      [seed.montage, 5],
    ]);

    for (const item of answer.body.result) expect((await add(shopper, item)).status).toBe(200);
    const pulled = (await call('GET', `/api/cart/pull?cartId=${shopper}`)).body.result;
    const original = (await call('GET', `/api/cart/pull?cartId=${author}`)).body.result;
    expect(pulled.map((i: any) => [i.sku, i.qty, i.price_incl_tax, i.checksum ?? null])).toEqual([
      [seed.child, 3, original[0].price_incl_tax, null],
      [seed.montage, 5, original[1].price_incl_tax, original[1].checksum],
    ]);
  });

  it('answers unknown, malformed, foreign-store and expired codes with a 404', async () => {
    const author = await newCart();
    await add(author, { sku: seed.child, qty: 1 });
    const { code } = (await share(author)).body.result;
    const shopper = await newCart();
    for (const bad of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', encodeURIComponent("' OR 1=1 --")]) {
      expect(await load('default', shopper, bad)).toMatchObject({
        status: 404,
        body: { code: 404, result: 'No such shared cart' },
      });
    }
    const austrian = await newCart('at');
    expect(await load('at', austrian, code)).toMatchObject({ status: 404, body: { result: 'No such shared cart' } });
    await env.DB.prepare('UPDATE shared_carts SET created_at = ? WHERE code = ?')
      .bind(new Date(Date.now() - 91 * 86_400_000).toISOString(), code)
      .run();
    expect(await load('default', shopper, code)).toMatchObject({
      status: 404,
      body: { result: 'This shared cart has expired' },
    });
  });

  it('needs a known store, the shopper’s own cart of that store, or a customer for "mine"', async () => {
    const author = await newCart();
    await add(author, { sku: seed.child, qty: 1 });
    const { code } = (await share(author)).body.result;
    expect(await load('xx', await newCart(), code)).toMatchObject({
      status: 400,
      body: { result: 'Unknown store code "xx"' },
    });
    expect(await load('default', '0123456789abcdef0123456789abcdef', code)).toMatchObject({
      status: 404,
      body: { result: 'No such cart', meta: { reason: 'cart_not_found' } },
    });
    expect(await load('at', author, code)).toMatchObject({
      status: 400,
      body: { result: 'This cart belongs to store "default", not "at"' },
    });
    expect(await load('default', 'mine', code)).toMatchObject({
      status: 401,
      body: { code: 401, result: 'No User token, user unauthorized' },
    });
  });

  it('never answers HTML or a 5xx for odd paths', async () => {
    for (const path of [
      '/rest/default/V1/share-cart/mine/load/',
      '/rest/default/V1/share-cart/%00/load/x',
      `/rest/${'x'.repeat(300)}/V1/share-cart/a/load/b`,
    ]) {
      const res = await SELF.fetch(ORIGIN + path);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
