import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../shared/api/client.ts';
import { stores as storeViews } from '../../shared/stores.ts';
import type { CartLine } from '../cart/state.ts';
import { createTestServer } from '../cart/cart-test-server.ts';
import { initialCheckout, createCheckoutStore } from './state.ts';
import { createStores } from '../stores/index.ts';
import { setSession } from '../account/state.ts';
import type { UserProfile } from '../../shared/schemas/user.ts';
import {
  clearCartWithoutSync,
  ORDER_FAILED,
  placeOrder,
  PRODUCTS_NOT_AVAILABLE,
  type CheckoutContext,
  unavailableLines,
} from './place-order.ts';
import { runtimeOf } from '../cart/runtime.ts';

// Placing the order up to the server's answer: the stock check the shopper waits
// for, the texts of refused orders, and the same order id for a retry after a lost answer. The
// success path runs against the real worker in tests/e2e/checkout.test.ts.

const ADDRESS_INVALID =
  'Address provided in checkout contains invalid data. Please check if all required fields in checkout are filled in and also contact us to resolve this issue for future. Your order has been canceled.';

function setup(lines: Array<Partial<CartLine> & { sku: string; qty: number }>) {
  const server = createTestServer([
    { sku: 'POST-1', net: 10, name: 'Zaunpfosten', stock: { qty: 50, is_in_stock: true, manage_stock: true } },
    { sku: 'SCARCE', net: 20, name: 'Knapp', stock: { qty: 3, is_in_stock: true, manage_stock: true } },
    { sku: 'LOCKED', net: 10, name: 'Gesperrt', stock: { qty: 0, is_in_stock: false, manage_stock: true } },
  ]);
  const stores = createStores({ locale: 'de-DE', storeCode: 'default' });
  const store = storeViews.default;
  const api = createApiClient({ transport: server.transport, base: 'http://shop.test', store });
  const memory = new Map<string, string>();
  const storage = {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
  };
  const ctx: CheckoutContext = {
    stores,
    api,
    store,
    config: { externalCheckout: false },
    persistence: { storage, events: null },
  };
  stores.cart.cartServerToken = 'cart-1';
  stores.cart.cartItems = lines.map((l, i) => ({
    id: `l${i}`,
    type_id: 'simple',
    name: l.sku,
    price_incl_tax: 11.9,
    item_id: i + 1,
    ...l,
  }));
  const checkout = createCheckoutStore('DE');
  Object.assign(checkout.personalDetails, { firstName: 'Anna', lastName: 'Zaun', emailAddress: 'anna@example.de' });
  Object.assign(checkout.shippingDetails, {
    firstName: 'Anna',
    lastName: 'Zaun',
    streetAddress: 'Weg',
    apartmentNumber: '1',
    zipCode: '49661',
    city: 'Cloppenburg',
    shippingMethod: 'flatrate/flatrate',
  });
  checkout.paymentDetails.paymentMethod = 'checkmo';
  return { server, ctx, checkout, storage };
}

const orderCalls = (calls: string[]) => calls.filter((c) => c.endsWith('/api/order'));

describe('placing the order', () => {
  it('checks the stock of every line first and names the unavailable ones; nothing is sent', async () => {
    const { server, ctx, checkout, storage } = setup([
      { sku: 'POST-1', qty: 2, name: 'Zaunpfosten' },
      { sku: 'SCARCE', qty: 5, name: 'Knapp' },
      { sku: 'LOCKED', qty: 1, name: 'Gesperrt' },
    ]);
    const result = await placeOrder(ctx, checkout, storage);
    expect(result).toEqual({
      ok: false,
      message: 'Einige der bestellten Produkte sind nicht verfügbar!',
      unavailable: [
        { lineId: 'l1', name: 'Knapp' },
        { lineId: 'l2', name: 'Gesperrt' },
      ],
    });
    expect(server.calls.filter((c) => c.includes('/api/stock/check'))).toHaveLength(3);
    expect(orderCalls(server.calls)).toEqual([]);
    expect(ctx.stores.cart.cartItems).toHaveLength(3);
    expect(checkout.isThankYouPage).toBe(false);
    expect(PRODUCTS_NOT_AVAILABLE).toBe('Some of the ordered products are not available!');
  });

  it("shows a refused order's text and keeps cart and checkout as they were", async () => {
    const { server, ctx, checkout, storage } = setup([{ sku: 'POST-1', qty: 1 }]);
    server.failNext('/api/order', 400, ADDRESS_INVALID);
    const result = await placeOrder(ctx, checkout, storage);
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^Die im Checkout angegebene Adresse/) });
    expect(ctx.stores.cart.cartItems).toHaveLength(1);
    expect(checkout.isThankYouPage).toBe(false);
  });

  it('sends the same order id again after an answer that got lost (the server stores an order once)', async () => {
    const { server, ctx, checkout, storage } = setup([{ sku: 'POST-1', qty: 1 }]);
    const sent: string[] = [];
    const original = server.transport;
    server.failNext(
      '/api/order',
      503,
      'The order could not be stored just now; please send it again with the same order id',
    );
    const spy = async (request: Request) => {
      if (request.url.endsWith('/api/order'))
        sent.push(((await request.clone().json()) as { order_id: string }).order_id);
      return original(request);
    };
    ctx.api = createApiClient({ transport: spy, base: 'http://shop.test', store: ctx.store });
    expect(await placeOrder(ctx, checkout, storage)).toEqual({
      ok: false,
      message: 'Ihre Bestellung konnte nicht aufgegeben werden. Bitte versuchen Sie es erneut.',
    });
    server.failNext('/api/order', 400, ADDRESS_INVALID);
    await placeOrder(ctx, checkout, storage);
    server.failNext('/api/order', 400, ADDRESS_INVALID);
    await placeOrder(ctx, checkout, storage);
    expect(sent).toHaveLength(3);
    expect(sent[1]).toBe(sent[0]); // the retry after the 503
    expect(sent[2]).not.toBe(sent[1]); // a 400 is final: a new attempt is a new order
    expect(ORDER_FAILED).toBe('Your order could not be placed. Please try again.');
  });

  it("sends a logged-in customer's order with the token and the customer id, a guest's without", async () => {
    const { server, ctx, checkout, storage } = setup([{ sku: 'POST-1', qty: 1 }]);
    const sent: Array<{ query: string; userId: string }> = [];
    const original = server.transport;
    ctx.api = createApiClient({
      transport: async (request: Request) => {
        const url = new URL(request.url);
        if (url.pathname.endsWith('/api/order'))
          sent.push({ query: url.search, userId: ((await request.clone().json()) as { user_id: string }).user_id });
        return original(request);
      },
      base: 'http://shop.test',
      store: ctx.store,
    });
    server.failNext('/api/order', 400, ADDRESS_INVALID);
    await placeOrder(ctx, checkout, storage);
    setSession(ctx.stores.user, 'customer-token', null);
    ctx.stores.user.profile = { id: 42 } as UserProfile;
    server.failNext('/api/order', 400, ADDRESS_INVALID);
    await placeOrder(ctx, checkout, storage);
    expect(sent).toEqual([
      { query: '', userId: '' },
      { query: '?token=customer-token', userId: '42' },
    ]);
  });

  it('offline, places the order without a stock check and without waiting for queued cart changes', async () => {
    const { server, ctx, checkout, storage } = setup([{ sku: 'LOCKED', qty: 1, name: 'Gesperrt' }]);
    // A cart change queued while offline: it is answered only once the network is back.
    runtimeOf(ctx).inflight.set('queued-change', new Promise(() => undefined));
    await placeOrder(ctx, checkout, storage, { online: () => false });
    expect(server.calls.filter((c) => c.includes('/api/stock/check'))).toEqual([]);
    // The order goes with the lines the shopper sees; the server checks the stock when it arrives.
    expect(orderCalls(server.calls)).toHaveLength(1);
  });

  it('counts a stock answer that does not come in time as unknown, so placing never hangs', async () => {
    const { server, ctx } = setup([{ sku: 'LOCKED', qty: 1, name: 'Gesperrt' }]);
    const original = server.transport;
    ctx.api = createApiClient({
      transport: (request) =>
        request.url.includes('/api/stock/check') ? new Promise<Response>(() => undefined) : original(request),
      base: 'http://shop.test',
      store: ctx.store,
    });
    expect(await unavailableLines(ctx, ctx.stores.cart.cartItems, 20)).toEqual([]);
  });

  it('clears the cart here only, without a call to the server', () => {
    const { server, ctx } = setup([{ sku: 'POST-1', qty: 1 }]);
    ctx.stores.cart.couponCode = 'ZAUN10';
    clearCartWithoutSync(ctx.stores.cart);
    expect(ctx.stores.cart).toMatchObject({
      cartItems: [],
      couponCode: null,
      cartServerToken: null,
      platformTotals: null,
    });
    expect(server.calls).toEqual([]);
    expect(initialCheckout('DE').isThankYouPage).toBe(false);
  });
});
