import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { add, get, newCart, one, pickSeedProducts, post, seed } from './cart-helpers.ts';

// Calls as the Vue Storefront 1.12 client makes them: the cart page's shipping estimate with
// Magento's camelCase keys and only a country, and product reviews sent without a token.

beforeAll(pickSeedProducts);

describe('cart/shipping-information as the cart page of Vue Storefront sends it', () => {
  it('a country-only address with camelCase method codes gets shipping into the totals', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 1 });
    const { status, body } = await post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: { countryId: 'DE' },
        billingAddress: {},
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    });
    expect(status).toBe(200);
    expect(body.result.totals).toMatchObject({ shipping_incl_tax: 5 });
    expect((await get(`/api/cart/totals?cartId=${cartId}`)).body.result.shipping_incl_tax).toBe(5);
    const row = await one<any>('SELECT shipping_method_code, billing_address FROM carts WHERE token = ?', cartId);
    expect(row).toMatchObject({ shipping_method_code: 'flatrate', billing_address: null });
  });

  it('a country-only address before any method is chosen answers the totals without shipping', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 1 });
    const { status, body } = await post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: { shippingAddress: { countryId: 'AT' }, billingAddress: {} },
    });
    expect(status).toBe(200);
    expect(body.result.totals.shipping_incl_tax ?? 0).toBe(0);
  });

  it('an address with a name but no street is still checked as a full address', async () => {
    const cartId = await newCart();
    await add(cartId, { sku: seed.light, qty: 1 });
    const { status } = await post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: { shippingAddress: { countryId: 'DE', firstname: 'Kim' }, shippingCarrierCode: 'flatrate' },
    });
    expect(status).toBe(400);
  });
});

describe('review/create without a token', () => {
  const review = (productId: number, title: string) => ({
    review: {
      product_id: productId,
      title,
      detail: 'Solide Pfosten, gut verpackt.',
      nickname: 'Gast',
      review_entity: 'product',
      review_status: 2,
    },
  });

  it('is a guest review held for moderation; with a token it is the customer’s', async () => {
    const { id } = (await env.DB.prepare(
      "SELECT id FROM products WHERE store = 'default' AND status = 1 AND visibility <> 1 ORDER BY id DESC LIMIT 1",
    ).first<{ id: number }>())!;
    const guest = await post('/api/review/create', review(id, 'Als Gast'));
    expect(guest.status).toBe(200);
    expect(guest.body.result).toMatchObject({ product_id: id, status: 'pending', review_status: 2 });
    const stored = await one<any>('SELECT customer_id, status FROM reviews WHERE id = ?', guest.body.result.id);
    expect(stored).toEqual({ customer_id: null, status: 'pending' });

    const email = `gast.${Date.now()}@example.com`;
    await post('/api/user/create', { customer: { email, firstname: 'G', lastname: 'K' }, password: 'Rezension-2025' });
    const token = (await post('/api/user/login', { username: email, password: 'Rezension-2025' })).body.result;
    const signed = await post(`/api/review/create?token=${token}`, review(id, 'Als Kundin'));
    expect(signed.status).toBe(200);
    const mine = (await get(`/api/review/mine?token=${token}`)).body.result;
    expect(mine.map((r: any) => r.title)).toEqual(['Als Kundin']);
  });

  it('guests are limited per product and day', async () => {
    const { id } = (await env.DB.prepare(
      "SELECT id FROM products WHERE store = 'default' AND status = 1 AND visibility <> 1 ORDER BY id DESC LIMIT 1 OFFSET 1",
    ).first<{ id: number }>())!;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post('/api/review/create', review(id, `Nr. ${i}`))).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
