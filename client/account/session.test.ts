import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../shared/api/client.ts';
import { stores as storeViews } from '../../shared/stores.ts';
import { createStores } from '../stores/index.ts';
import { setSession } from './state.ts';
import { addToWishlist } from '../stores/wishlist.ts';
import { expireSession, LOGGED_OUT, LOGIN_FAILED, login, logout, refreshProfile, SESSION_EXPIRED } from './session.ts';

/** A shop answering the user calls from a table of path → [status, result]; every request is logged (path only). */
function setup(answers: Record<string, [number, unknown, Record<string, unknown>?]>) {
  const calls: string[] = [];
  const transport = async (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    const [status, result, meta] = answers[pathname] ?? [404, 'No API endpoint'];
    return new Response(JSON.stringify({ code: status, result, ...(meta ? { meta } : {}) }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const store = storeViews.default;
  const stores = createStores({ locale: 'en-US', storeCode: 'default' });
  stores.user.loaded = true;
  const app = {
    stores,
    api: createApiClient({ transport, base: 'http://shop.test', store }),
    store,
    config: { externalCheckout: false },
  };
  const messages = () => stores.notifications.items.map((n) => [n.type, n.message]);
  return { app, stores, calls, messages };
}

const snapshot = {
  sku: 'GATE-1',
  parentSku: 'GATE-1',
  slug: 'gate',
  childSku: null,
  name: 'Gate',
  image: null,
  finalPriceInclTax: 10,
  originalPriceInclTax: 10,
  fromPrice: false,
};

describe('logout', () => {
  it("clears user, cart, wishlist, compare and order history, ends the server session and says 'You're logged out'", async () => {
    const { app, stores, calls, messages } = setup({ '/api/user/logout': [200, true] });
    setSession(stores.user, 'access', 'refresh');
    stores.user.orders = { items: [], total: 3, page: 1 };
    stores.cart.cartServerToken = 'c'.repeat(32);
    stores.cart.cartItems.push({
      id: 'l1',
      sku: 'GATE-1',
      qty: 2,
      type_id: 'simple',
      name: 'Gate',
      price_incl_tax: 10,
    });
    stores.cart.couponCode = 'ZAUN10';
    stores.wishlist.loaded = stores.compare.loaded = true;
    addToWishlist(stores.wishlist, snapshot);
    stores.compare.items.push({ ...snapshot } as never);

    logout(app);
    expect(stores.user).toMatchObject({ token: null, refreshToken: null, profile: null, orders: null });
    expect(stores.cart).toMatchObject({ cartServerToken: null, cartItems: [], couponCode: null });
    expect(stores.wishlist.items).toEqual([]);
    expect(stores.compare.items).toEqual([]);
    expect(messages()).toEqual([['success', LOGGED_OUT]]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['POST /api/user/logout']);
  });

  it('says nothing when silent', () => {
    const { app, stores, messages } = setup({ '/api/user/logout': [200, true] });
    setSession(stores.user, 'access', null);
    logout(app, { silent: true });
    expect(stores.user.token).toBeNull();
    expect(messages()).toEqual([]);
  });
});

describe('tokens: a 401 with a token logs out and opens the login modal', () => {
  it('on the profile refresh', async () => {
    const { app, stores, messages } = setup({
      '/api/user/me': [401, SESSION_EXPIRED],
      '/api/user/logout': [401, SESSION_EXPIRED],
    });
    setSession(stores.user, 'expired', null);
    await refreshProfile(app);
    expect(stores.user.token).toBeNull();
    expect(stores.ui.authElem).toBe('login');
    expect(messages()).toEqual([['warning', SESSION_EXPIRED]]);
  });

  it('does nothing without a token', () => {
    const { app, stores, messages } = setup({});
    expireSession(app);
    expect(stores.ui.authElem).toBeNull();
    expect(messages()).toEqual([]);
  });
});

describe('login', () => {
  it('sets the tokens, then loads profile and orders', async () => {
    const profile = {
      id: 7,
      email: 'erika@example.com',
      firstname: 'Erika',
      lastname: 'Muster',
      addresses: [],
      extension_attributes: { is_subscribed: false },
    };
    const { app, stores, calls } = setup({
      '/api/user/login': [200, 'access', { refreshToken: 'refresh' }],
      '/api/user/me': [200, profile],
      '/api/user/order-history': [
        200,
        { items: [], total_count: 0, search_criteria: { page_size: 20, current_page: 1 } },
      ],
    });
    expect(await login(app, ' erika@example.com ', 'secret-password')).toEqual({ ok: true });
    expect(stores.user).toMatchObject({
      token: 'access',
      refreshToken: 'refresh',
      profile,
      orders: { items: [], total: 0, page: 1 },
    });
    expect(calls.slice(0, 2)).toEqual(['POST /api/user/login', 'GET /api/user/me']);
  });

  it("answers the server's refusal and keeps nobody logged in", async () => {
    const { app, stores } = setup({ '/api/user/login': [401, LOGIN_FAILED] });
    expect(await login(app, 'erika@example.com', 'wrong-password')).toEqual({ ok: false, message: LOGIN_FAILED });
    expect(stores.user.token).toBeNull();
  });

  it('clears the user when the session cannot be set up', async () => {
    const { app, stores } = setup({
      '/api/user/login': [200, 'access', { refreshToken: 'refresh' }],
      '/api/user/me': [500, 'Internal error'],
    });
    expect((await login(app, 'erika@example.com', 'secret-password')).ok).toBe(false);
    expect(stores.user).toMatchObject({ token: null, profile: null });
  });
});
