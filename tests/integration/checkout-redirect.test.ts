import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/index.ts';
import { MAX_TOKEN_LENGTH } from '../../worker/users/tokens.ts';
import { login, post, register } from './user-helpers.ts';

const BASE = 'https://kasse.zaunshop.example/checkout';

async function visit(path: string, cookies: Record<string, string>, config: string = BASE): Promise<Response> {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return app.request(
    `https://shop.test${path}`,
    { headers: cookie ? { cookie } : {} },
    { ...env, EXTERNAL_CHECKOUT_URL: config },
    createExecutionContext(),
  );
}

describe('/checkout with an external checkout configured', () => {
  const tokens = { cart_token: 'c4rtT0ken', user_token: 'us3rT0ken' };

  it('redirects with the user token and cart token in the path', async () => {
    const res = await visit('/checkout', tokens);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${BASE}/vue/cart/sync/token/us3rT0ken/cart/c4rtT0ken`);
  });

  it('adds ?paypal=1 when a paypal parameter is present', async () => {
    const res = await visit('/checkout?paypal', tokens);
    expect(res.headers.get('location')).toBe(`${BASE}/vue/cart/sync/token/us3rT0ken/cart/c4rtT0ken?paypal=1`);
  });

  it('adds the store code where the store appends it (the German store-view /de)', async () => {
    expect((await visit('/de/checkout', tokens)).headers.get('location')).toBe(
      `${BASE}/de/vue/cart/sync/token/us3rT0ken/cart/c4rtT0ken`,
    );
    expect((await visit('/at/checkout', tokens)).headers.get('location')).toBe(
      `${BASE}/vue/cart/sync/token/us3rT0ken/cart/c4rtT0ken`,
    );
  });

  it('uses a per-store address when configured by store code', async () => {
    const config = JSON.stringify({ default: 'https://kasse.example/de-shop', at: 'https://kasse.example/at-shop' });
    expect((await visit('/at/checkout', tokens, config)).headers.get('location')).toBe(
      'https://kasse.example/at-shop/vue/cart/sync/token/us3rT0ken/cart/c4rtT0ken',
    );
  });

  it('carries a guest (no user token) with an empty token segment', async () => {
    const res = await visit('/checkout', { cart_token: 'c4rtT0ken' });
    expect(res.headers.get('location')).toBe(`${BASE}/vue/cart/sync/token//cart/c4rtT0ken`);
  });

  it('cannot be steered elsewhere by the request', async () => {
    for (const cart of ['..%2F..%2Fevil', 'a/b', '%2F%2Fevil.example', 'x?y=1']) {
      const res = await visit('/checkout?redirect=https://evil.example', { cart_token: cart });
      const location = res.headers.get('location') ?? '';
      expect(location.startsWith(BASE) || location === '/cart').toBe(true);
      expect(location).not.toContain('evil');
    }
  });

  it('sends a shopper without a cart back to the cart', async () => {
    expect((await visit('/at/checkout', {})).headers.get('location')).toBe('/at/cart');
  });

  it('ignores a non-https or malformed configuration and renders the own checkout', async () => {
    for (const config of ['http://kasse.example', 'javascript:alert(1)', '{"at":']) {
      const res = await visit('/checkout', tokens, config);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
  });
});

describe('/checkout for a logged-in customer', () => {
  it('hands the customer token the shop issued, whole, to the external checkout', async () => {
    const email = `kasse.${Date.now()}@example.com`;
    await register(email, 'Zaun-Passwort-2026');
    const { token } = await login(email, 'Zaun-Passwort-2026');
    expect(token.length).toBeGreaterThan(200);
    const cart = await post(`/api/cart/create?token=${encodeURIComponent(token)}`);
    expect(cart.status).toBe(200);
    const res = await visit('/checkout', { cart_token: cart.body.result, user_token: token });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${BASE}/vue/cart/sync/token/${token}/cart/${cart.body.result}`);
  });

  it('still refuses a token longer than any the shop issues', async () => {
    const res = await visit('/checkout', { cart_token: 'c4rtT0ken', user_token: 'a'.repeat(MAX_TOKEN_LENGTH + 1) });
    expect(res.headers.get('location')).toBe('/cart');
  });
});
