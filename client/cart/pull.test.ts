import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../shared/api/client.ts';
import type { Transport } from '../../shared/api/transport.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { stores as storeViews } from '../../shared/stores.ts';
import { createStores } from '../stores/index.ts';
import { addToCart, changeQty } from './actions.ts';
import { createTestServer } from './cart-test-server.ts';
import type { CartContext } from './runtime.ts';
import { startCart } from './start.ts';

// A read of the server's cart racing the shopper's own changes (a first add while the header starts
// the cart, a quantity changed while the start reads the cart).

const post = {
  id: 1,
  sku: 'POST-1',
  name: 'Zaunpfosten',
  type_id: 'simple',
  price: 10,
  url_key: 'post-1',
  slug: 'post-1',
  finalPriceInclTax: 11.9,
} as Product;

/** A shopper whose reads of the server cart arrive only when the test lets them. */
function shopperWithHeldReads() {
  const server = createTestServer([
    { sku: 'POST-1', net: 10, name: 'Zaunpfosten', stock: { qty: 50, is_in_stock: true, manage_stock: true } },
  ]);
  const held: Array<() => void> = [];
  const transport: Transport = async (request) => {
    const answer = await server.transport(request);
    if (new URL(request.url).pathname.endsWith('/api/cart/pull')) await new Promise<void>((go) => held.push(go));
    return answer;
  };
  const store = storeViews.default;
  const stores = createStores({ locale: 'de-DE', storeCode: 'default' });
  const api = createApiClient({ transport, base: 'http://shop.test', store });
  const ctx: CartContext = {
    stores,
    api,
    store,
    config: { externalCheckout: false },
    persistence: { storage: null, events: null },
  };
  /** Lets the reads answered so far arrive. */
  const deliverReads = () => {
    for (const go of held.splice(0)) go();
  };
  return { server, ctx, cart: stores.cart, deliverReads, reads: () => held.length };
}

describe('reading the server cart', () => {
  it('reads the cart only after an add on its way, so the confirmed line stays', async () => {
    const { server, ctx, cart, deliverReads, reads } = shopperWithHeldReads();
    server.hold('/api/cart/update');
    const added = addToCart(ctx, { product: post, qty: 2, priceInclTax: 11.9 });
    await vi.waitFor(() => expect(cart.cartServerToken).toBeTruthy());
    expect(cart.cartItems.map((l) => [l.sku, l.pending])).toEqual([['POST-1', true]]);
    // The header starts the cart while the add waits for the server.
    const started = startCart(ctx, { shareCode: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads()).toBe(0); // no read of the cart goes out while the add is on its way
    server.release();
    expect(await added).toMatchObject({ ok: true });
    // The read goes out once the add is confirmed.
    await vi.waitFor(() => expect(reads()).toBe(1));
    deliverReads();
    await started;
    expect(cart.cartItems.map((l) => [l.sku, l.qty, !!l.pending])).toEqual([['POST-1', 2, false]]);
    expect(server.carts.get(cart.cartServerToken!)!.lines.map((l) => [l.sku, l.qty])).toEqual([['POST-1', 2]]);
  });

  it('reads the cart again when a change overtook the answer, so the newer quantity stays', async () => {
    const { ctx, cart, deliverReads, reads } = shopperWithHeldReads();
    await addToCart(ctx, { product: post, qty: 2, priceInclTax: 11.9 });
    const started = startCart(ctx, { shareCode: null });
    await vi.waitFor(() => expect(reads()).toBe(1)); // answered with 2, still on its way
    expect((await changeQty(ctx, cart.cartItems[0]!.id, 5)).ok).toBe(true);
    deliverReads();
    await vi.waitFor(() => expect(reads()).toBe(1)); // read again, answered with 5
    deliverReads();
    await started;
    expect(cart.cartItems.map((l) => [l.sku, l.qty])).toEqual([['POST-1', 5]]);
  });
});
