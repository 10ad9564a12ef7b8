// Cart, user, order history and review calls of Vue Storefront 1.12, sent to its endpoint templates
// (config/default.json: `{{token}}` and `{{cartId}}` filled in, empty for a guest) with its bodies.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedState, serveState, wrangler, type ShopServer } from '../e2e/server.ts';
import { searchQueryAdapter } from './vsf-client/adapters.ts';
import { searchPanelQuery } from './vsf-client/queries.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const endpoints = {
  cartCreate: '/api/cart/create?token={{token}}',
  cartUpdate: '/api/cart/update?token={{token}}&cartId={{cartId}}',
  cartPull: '/api/cart/pull?token={{token}}&cartId={{cartId}}',
  cartTotals: '/api/cart/totals?token={{token}}&cartId={{cartId}}',
  paymentMethods: '/api/cart/payment-methods?token={{token}}&cartId={{cartId}}',
  shippingMethods: '/api/cart/shipping-methods?token={{token}}&cartId={{cartId}}',
  shippingInfo: '/api/cart/shipping-information?token={{token}}&cartId={{cartId}}',
  applyCoupon: '/api/cart/apply-coupon?token={{token}}&cartId={{cartId}}&coupon={{coupon}}',
  deleteCoupon: '/api/cart/delete-coupon?token={{token}}&cartId={{cartId}}',
  userCreate: '/api/user/create',
  login: '/api/user/login',
  me: '/api/user/me?token={{token}}',
  history: '/api/user/order-history?token={{token}}&pageSize={{pageSize}}&currentPage={{currentPage}}',
  review: '/api/review/create',
};

let shop: ShopServer | undefined;
beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist/client')))
    throw new Error('dist/client is missing: run `npm run build` first (npm run test:compat does)');
  const state = migratedState('zaunshop-compat-vsf-calls-');
  wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', join(ROOT, 'seed/out/seed.sql')]);
  shop = await serveState(state, { removeState: true });
}, 300_000);
afterAll(async () => {
  await shop?.stop();
});

/** An endpoint template with its placeholders filled in, as the client's TaskQueue does. */
const url = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => encodeURIComponent(String(values[key] ?? '')));

async function call(template: string, values: Record<string, string | number>, body?: unknown) {
  const res = await fetch(shop!.origin + url(template, values), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { accept: 'application/json, text/plain, */*', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as { code: number; result: any; meta?: any }) };
}

describe('Vue Storefront 1.12 cart, user and review calls', () => {
  it('a customer registers, logs in, fills a cart, estimates shipping on the cart page and sees totals', async () => {
    const email = `vsf.${Date.now()}@example.com`;
    const created = await call(
      endpoints.userCreate,
      {},
      {
        customer: { email, firstname: 'Vera', lastname: 'Storefront', addresses: [] },
        password: 'Storefront-2025',
      },
    );
    expect(created).toMatchObject({ code: 200, result: { email } });
    const login = await call(endpoints.login, {}, { username: email, password: 'Storefront-2025' });
    expect(login.code).toBe(200);
    const token = login.result as string;
    expect(login.meta?.refreshToken).toEqual(expect.any(String));
    expect((await call(endpoints.me, { token })).result).toMatchObject({ email, firstname: 'Vera' });

    const cartId = (await call(endpoints.cartCreate, { token }, {})).result;
    expect(cartId).toBeTruthy();
    const ids = { token, cartId };
    const found = await searchQueryAdapter(shop!.origin, {
      type: 'product',
      query: searchPanelQuery('pfosten'),
      size: 50,
    });
    const product = found.items.find((p) => p.type_id === 'simple' && p.stock?.is_in_stock !== false);
    expect(product, 'a simple product found by text').toBeTruthy();
    const added = await call(endpoints.cartUpdate, ids, { cartItem: { sku: product!.sku, qty: 1, quoteId: cartId } });
    expect(added).toMatchObject({ code: 200, result: { sku: product!.sku, qty: 1 } });
    const pulled = await call(endpoints.cartPull, ids);
    expect(pulled.result.map((i: any) => i.sku)).toContain(product!.sku);

    const methods = (await call(endpoints.shippingMethods, ids, { address: { country_id: 'DE' } })).result;
    expect(methods.length).toBeGreaterThan(0);
    const method = methods[0];
    const info = await call(endpoints.shippingInfo, ids, {
      addressInformation: {
        shippingAddress: { countryId: 'DE' },
        billingAddress: {},
        shippingCarrierCode: method.carrier_code,
        shippingMethodCode: method.method_code,
      },
    });
    expect(info.code).toBe(200);
    expect(info.result.totals.total_segments.map((s: any) => s.code)).toContain('shipping');
    expect((await call(endpoints.paymentMethods, ids)).result.length).toBeGreaterThan(0);
    const totals = (await call(endpoints.cartTotals, ids)).result;
    expect(totals.grand_total).toBeGreaterThan(0);
    expect(totals.items.map((i: any) => i.sku ?? i.name)).toHaveLength(1);

    expect((await call(endpoints.deleteCoupon, ids, {})).code).toBe(200);
    const history = await call(endpoints.history, { token, pageSize: 20, currentPage: 1 });
    expect(history.code).toBe(200);
    expect(history.result.items).toEqual([]);
  });

  it('a review as the product page sends it: no token, held for moderation', async () => {
    const [product] = (
      await searchQueryAdapter(shop!.origin, { type: 'product', query: searchPanelQuery('zaun'), size: 1 })
    ).items;
    const answer = await call(
      endpoints.review,
      {},
      {
        review: {
          product_id: product!.id,
          title: 'Gut',
          detail: 'Stabil und schnell aufgebaut.',
          nickname: 'Vera',
          review_entity: 'product',
          review_status: 2,
          customer_id: null,
        },
      },
    );
    expect(answer).toMatchObject({ code: 200, result: { status: 'pending' } });
  });
});
