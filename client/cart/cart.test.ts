import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../shared/api/client.ts';
import type { ChildProduct, Product } from '../../shared/schemas/catalog.ts';
import { stores as storeViews } from '../../shared/stores.ts';
import { addToCart, changeQty, removeLine, saveEdit, startEdit } from './actions.ts';
import { cartHash, optionsChecksum, sameItem } from './identity.ts';
import { addOptimistic, removeOptimistic, setQtyOptimistic } from './lines.ts';
import { cartStorageKey } from './state.ts';
import { needsPush, pushCart } from './push.ts';
import { runtimeOf, type CartContext } from './runtime.ts';
import { loadSharedCart, shareCart } from './share.ts';
import { shareCodeOf, startCart } from './start.ts';
import { applyCoupon, removeCoupon, syncTotals } from './totals.ts';
import { cartCount } from './ui.ts';
import { createCartStore } from './state.ts';
import { createTestServer, INCORRECT_COUPON, type TestProduct } from './cart-test-server.ts';
import { createStores } from '../stores/index.ts';
import { createSyncQueue } from '../stores/sync.ts';

// The client cart against an in-memory cart API in the real wire format.

const CATALOG: TestProduct[] = [
  { sku: 'POST-1', net: 10, name: 'Zaunpfosten', stock: { qty: 50, is_in_stock: true, manage_stock: true } },
  { sku: 'SCARCE', net: 20, name: 'Knapp', stock: { qty: 3, is_in_stock: true, manage_stock: true } },
  { sku: 'VOLATILE', net: 5, name: 'Unsicher', stock: { qty: null, is_in_stock: true, manage_stock: true } },
  {
    sku: 'GATE-1000-ANT',
    net: 300,
    name: 'Tor Anthrazit',
    type: 'configurable',
    parent: 'GATE',
    stock: { qty: 9, is_in_stock: true, manage_stock: true },
  },
  {
    sku: 'GATE-1250-ANT',
    net: 320,
    name: 'Tor breit',
    type: 'configurable',
    parent: 'GATE',
    stock: { qty: 9, is_in_stock: true, manage_stock: true },
  },
  { sku: 'GATE', net: 300, name: 'Tor' },
  { sku: 'montage-tor', net: 100, name: 'Montage', type: 'virtual' },
  { sku: 'LOCKED', net: 10, name: 'Gesperrt', stock: { qty: 0, is_in_stock: false, manage_stock: true } },
];

const product = (sku: string, extra: Record<string, unknown> = {}): Product =>
  ({
    id: 1,
    sku,
    name: sku,
    type_id: 'simple',
    price: 10,
    url_key: sku.toLowerCase(),
    slug: sku.toLowerCase(),
    finalPriceInclTax: 11.9,
    ...extra,
  }) as Product;

const gate = product('GATE', {
  type_id: 'configurable',
  configurable_options: [
    {
      attribute_id: 141,
      attribute_code: 'breite',
      label: 'Breite',
      values: [
        { value_index: 122, label: '1000 mm' },
        { value_index: 123, label: '1250 mm' },
      ],
    },
  ],
});
const child = (sku: string, breite: string) =>
  ({
    id: 2,
    sku,
    name: sku,
    type_id: 'simple',
    price: 300,
    url_key: sku,
    breite,
    stock: { is_in_stock: true, qty: 9, manage_stock: true },
  }) as unknown as ChildProduct;
const montageOption = { extension_attributes: { custom_options: [{ option_id: 124, option_value: '237' }] } };

function setup(locale: 'en-US' | 'de-DE' = 'en-US', config = { externalCheckout: false }) {
  const server = createTestServer(CATALOG);
  const stores = createStores({ locale, storeCode: 'default' });
  const store = storeViews.default;
  const api = createApiClient({ transport: server.transport, base: 'http://shop.test', store });
  const storage = new Map<string, string>();
  const persistence = {
    storage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    },
    events: null,
  };
  const ctx: CartContext = { stores, api, store, config, persistence };
  const messages = () => stores.notifications.items.map((n) => [n.type, n.message]);
  return { server, stores, ctx, cart: stores.cart, storage, messages };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cart line identity and hash', () => {
  it('configurable and simple products are the same line by SKU', () => {
    expect(sameItem({ sku: 'GATE-1000-ANT' }, { sku: 'GATE-1000-ANT', item_id: 4 })).toBe(true);
    expect(sameItem({ sku: 'GATE-1000-ANT' }, { sku: 'GATE-1250-ANT' })).toBe(false);
  });

  it('lines with custom or bundle options are the same by server id or by checksum', () => {
    const a = {
      sku: 'GP',
      product_option: {
        extension_attributes: {
          custom_options: [
            { option_id: 2, option_value: '5' },
            { option_id: 1, option_value: '2' },
          ],
        },
      },
    };
    const b = {
      sku: 'GP',
      product_option: {
        extension_attributes: {
          custom_options: [
            { option_id: 1, option_value: '2' },
            { option_id: 2, option_value: '5' },
          ],
        },
      },
    };
    const c = {
      sku: 'GP',
      product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: '3' }] } },
    };
    expect(optionsChecksum(a.product_option)).toBe(optionsChecksum(b.product_option));
    expect(sameItem(a, b)).toBe(true);
    expect(sameItem(a, c)).toBe(false);
    expect(sameItem({ ...a, item_id: 7 }, { ...c, item_id: 7 })).toBe(true);
    const bundle = (ids: number[]) => ({
      sku: 'SET',
      product_option: {
        extension_attributes: { bundle_options: [{ option_id: 16, option_qty: 5, option_selections: ids }] },
      },
    });
    expect(sameItem(bundle([429, 430]), bundle([430, 429]))).toBe(true);
    expect(sameItem(bundle([429]), bundle([430]))).toBe(false);
  });

  it('montage services are only ever the same line by id', () => {
    expect(sameItem({ sku: 'montage-tor' }, { sku: 'montage-tor' })).toBe(false);
    expect(sameItem({ sku: 'montage-tor', item_id: 3 }, { sku: 'montage-tor', item_id: 3 })).toBe(true);
    expect(sameItem({ sku: 'montage-tor', item_id: 3 }, { sku: 'montage-tor', item_id: 4 })).toBe(false);
  });

  it('the hash follows lines, quantities, options and coupon, not line order', () => {
    const lines = [
      { sku: 'A', qty: 1 },
      { sku: 'B', qty: 2, product_option: montageOption },
    ];
    const base = cartHash(lines, null);
    expect(cartHash([...lines].reverse(), null)).toBe(base);
    expect(cartHash([{ sku: 'A', qty: 2 }, lines[1]!], null)).not.toBe(base);
    expect(
      cartHash(
        [
          lines[0]!,
          {
            ...lines[1]!,
            product_option: { extension_attributes: { custom_options: [{ option_id: 124, option_value: '238' }] } },
          },
        ],
        null,
      ),
    ).not.toBe(base);
    expect(cartHash(lines, 'ZAUN10')).not.toBe(base);
  });

  it('counts lines, or quantities with the qty count type', () => {
    const cart = { cartItems: [{ qty: 2 }, { qty: 3 }] };
    expect(cartCount(cart)).toBe(2);
    expect(cartCount(cart, 'qty')).toBe(5);
  });
});

describe('cart state', () => {
  it('starts empty and not loaded: what the server renders', () => {
    expect(createCartStore()).toEqual({
      loaded: false,
      cartServerToken: null,
      cartItems: [],
      couponCode: null,
      cartHash: '',
    });
    expect(createStores({ locale: 'de-DE', storeCode: 'default' }).cart.loaded).toBe(false);
  });
});

describe('sync queue', () => {
  it('sends tasks one at a time in order and answers each caller', async () => {
    const log: string[] = [];
    const queue = createSyncQueue(async <T>(task: { id: string; url: string }) => {
      log.push(`start ${task.id}`);
      await tick();
      log.push(`end ${task.id}`);
      if (task.url === 'fail') throw new Error('refused');
      return { code: 200, result: task.id as T };
    });
    const a = queue.enqueue({ id: 'a', url: 'x', method: 'POST' });
    const b = queue.enqueue({ id: 'b', url: 'fail', method: 'POST' });
    const c = queue.enqueue({ id: 'c', url: 'x', method: 'POST' });
    expect(queue.pending().map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect((await a).result).toBe('a');
    await expect(b).rejects.toThrow('refused');
    expect((await c).result).toBe('c');
    await queue.idle();
    expect(queue.pending()).toEqual([]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});

describe('add to cart', () => {
  it('shows the line at once, then confirms it with the server id; a second add updates the quantity', async () => {
    const { ctx, cart, server, messages } = setup();
    server.hold('/api/cart/update');
    const pending = addToCart(ctx, { product: product('POST-1'), qty: 2, priceInclTax: 11.9 });
    await vi.waitFor(() => expect(cart.cartItems).toHaveLength(1));
    expect(cart.cartItems[0]).toMatchObject({ sku: 'POST-1', qty: 2, pending: true });
    expect(cart.cartItems[0]!.item_id).toBeUndefined();
    server.release();
    expect((await pending).ok).toBe(true);
    expect(cart.cartItems[0]).toMatchObject({
      sku: 'POST-1',
      qty: 2,
      pending: false,
      item_id: expect.any(Number),
      price_incl_tax: 11.9,
    });
    expect(cart.cartServerToken).toMatch(/^t\d+$/);
    expect(messages()).toEqual([['success', 'Product has been added to the cart!']]);
    expect(ctx.stores.notifications.items[0]!.action1).toEqual({ label: 'Proceed to checkout', href: '/checkout' });

    await addToCart(ctx, { product: product('POST-1'), qty: 3, priceInclTax: 11.9 });
    expect(cart.cartItems.map((l) => [l.sku, l.qty])).toEqual([['POST-1', 5]]);
    expect(messages().at(-1)).toEqual(['success', 'Product quantity has been updated!']);
    expect(server.calls.filter((c) => c === 'POST /api/cart/create')).toHaveLength(1);
  });

  it('adds a configurable product as its chosen child, and a montage service as a new line each time', async () => {
    const { ctx, cart } = setup();
    const option = { extension_attributes: { configurable_item_options: [{ option_id: '141', option_value: '122' }] } };
    await addToCart(ctx, {
      product: gate,
      child: child('GATE-1000-ANT', '122'),
      qty: 1,
      product_option: option,
      priceInclTax: 357,
    });
    await addToCart(ctx, {
      product: gate,
      child: child('GATE-1000-ANT', '122'),
      qty: 1,
      product_option: option,
      priceInclTax: 357,
    });
    const montage = product('montage-tor', {
      type_id: 'virtual',
      stock: { is_in_stock: true, qty: null, manage_stock: false },
    });
    await addToCart(ctx, { product: montage, qty: 10, product_option: montageOption, priceInclTax: 119 });
    await addToCart(ctx, { product: montage, qty: 10, product_option: montageOption, priceInclTax: 119 });
    expect(cart.cartItems.map((l) => [l.sku, l.qty, l.parentSku ?? null])).toEqual([
      ['GATE-1000-ANT', 2, 'GATE'],
      ['montage-tor', 10, null],
      ['montage-tor', 10, null],
    ]);
    expect(cart.cartItems[0]!.path).toBe('/p/GATE/gate/GATE-1000-ANT');
  });

  it('refuses an unknown price, product errors and a missing variant before calling the server', async () => {
    const { ctx, cart, server, messages } = setup();
    expect(await addToCart(ctx, { product: product('POST-1'), qty: 1, priceInclTax: -1 })).toMatchObject({ ok: false });
    expect(
      await addToCart(ctx, {
        product: product('POST-1', { errors: { variants: 'No available product variants' } }),
        qty: 1,
        priceInclTax: 5,
      }),
    ).toMatchObject({ ok: false });
    expect(await addToCart(ctx, { product: gate, child: null, qty: 1, priceInclTax: 5 })).toMatchObject({ ok: false });
    expect(messages()).toEqual([
      ['error', 'Product price is unknown, product cannot be added to the cart!'],
      ['error', 'No available product variants'],
      ['warning', 'No such configuration for the product. Please do choose another combination of attributes.'],
    ]);
    expect(cart.cartItems).toEqual([]);
    expect(server.calls).toEqual([]);
    // A price of 0 is allowed.
    expect((await addToCart(ctx, { product: product('POST-1'), qty: 1, priceInclTax: 0 })).ok).toBe(true);
  });

  it('checks the quantity against the counted stock and warns about volatile stock', async () => {
    const { ctx, cart, messages } = setup();
    expect(
      await addToCart(ctx, {
        product: product('SCARCE', { stock: { is_in_stock: true, qty: 3 } }),
        qty: 4,
        priceInclTax: 23.8,
      }),
    ).toEqual({
      ok: false,
      message: 'Only {maxQuantity} products of this type are available!',
      params: { maxQuantity: 3 },
      inline: true,
    });
    expect(await addToCart(ctx, { product: product('SCARCE'), qty: 0, priceInclTax: 23.8 })).toMatchObject({
      ok: false,
      message: 'Quantity must be above 0',
    });
    expect(cart.cartItems).toEqual([]);
    await addToCart(ctx, {
      product: product('VOLATILE', { stock: { is_in_stock: true, qty: null } }),
      qty: 1,
      priceInclTax: 5.95,
    });
    expect(messages()).toEqual([
      [
        'warning',
        'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
      ],
    ]);
  });

  it('takes an out-of-stock product and marks its line', async () => {
    const { ctx, cart } = setup();
    expect(
      (
        await addToCart(ctx, {
          product: product('LOCKED', { stock: { is_in_stock: false, qty: 0 } }),
          qty: 1,
          priceInclTax: 11.9,
        })
      ).ok,
    ).toBe(true);
    expect(cart.cartItems[0]!.stock_status).toBe('out_of_stock');
  });

  it('rolls back when the server refuses: the new line goes, an increased quantity returns', async () => {
    const { ctx, cart, server, messages } = setup();
    await addToCart(ctx, { product: product('POST-1'), qty: 1, priceInclTax: 11.9 });
    server.failNext('/api/cart/update', 400, 'This product is not available');
    expect(await addToCart(ctx, { product: product('POST-1'), qty: 2, priceInclTax: 11.9 })).toMatchObject({
      ok: false,
      message: 'This product is not available',
    });
    expect(cart.cartItems.map((l) => [l.sku, l.qty, l.pending])).toEqual([['POST-1', 1, false]]);
    server.failNext('/api/cart/update', 500, 'Internal error');
    await addToCart(ctx, {
      product: product('montage-tor', { type_id: 'virtual' }),
      qty: 1,
      product_option: montageOption,
      priceInclTax: 119,
    });
    expect(cart.cartItems.map((l) => l.sku)).toEqual(['POST-1']);
    expect(messages().at(-1)).toEqual(['error', 'Error while adding products']);
  });

  it('shows the out-of-stock error when the server refuses an out-of-stock product', async () => {
    const { ctx, server, messages } = setup();
    server.failNext('/api/cart/update', 400, 'Out of stock');
    await addToCart(ctx, {
      product: product('LOCKED', { stock: { is_in_stock: false, qty: 0 } }),
      qty: 1,
      priceInclTax: 11.9,
    });
    expect(messages()).toEqual([['error', 'The product is out of stock and cannot be added to the cart!']]);
  });

  it('notifies in German, without a checkout action when the checkout is external', async () => {
    const { ctx, stores } = setup('de-DE', { externalCheckout: true });
    await addToCart(ctx, { product: product('POST-1'), qty: 1, priceInclTax: 11.9 });
    expect(stores.notifications.items[0]).toMatchObject({
      type: 'success',
      message: 'Das Produkt wurde in den Warenkorb gelegt!',
    });
    expect(stores.notifications.items[0]!.action1).toBeUndefined();
  });
});

describe('change and remove lines', () => {
  it('changes a quantity, and takes it back when the server refuses', async () => {
    const { ctx, cart, server, messages } = setup();
    await addToCart(ctx, { product: product('SCARCE'), qty: 1, priceInclTax: 23.8 });
    const id = cart.cartItems[0]!.id;
    expect((await changeQty(ctx, id, 2)).ok).toBe(true);
    expect(cart.cartItems[0]!.qty).toBe(2);
    server.hold('/api/cart/update');
    const refused = changeQty(ctx, id, 5);
    await vi.waitFor(() => expect(cart.cartItems[0]!.qty).toBe(5)); // optimistic
    expect(cart.cartItems[0]!.pending).toBe(true);
    server.release();
    expect(await refused).toMatchObject({ ok: false });
    expect(cart.cartItems[0]).toMatchObject({ qty: 2, pending: false });
    expect(messages().at(-1)).toEqual(['error', 'Only 3 products of this type are available!']);
    expect(await changeQty(ctx, id, 1.5)).toMatchObject({ ok: false, message: 'Quantity must be positive integer' });
  });

  it('removes a line, and puts it back where it was when the server refuses', async () => {
    const { ctx, cart, server } = setup();
    await addToCart(ctx, { product: product('POST-1'), qty: 1, priceInclTax: 11.9 });
    await addToCart(ctx, { product: product('SCARCE'), qty: 1, priceInclTax: 23.8 });
    await addToCart(ctx, { product: product('VOLATILE'), qty: 1, priceInclTax: 5.95 });
    server.failNext('/api/cart/delete', 500, 'Internal error');
    expect(await removeLine(ctx, cart.cartItems[1]!.id)).toBe(false);
    expect(cart.cartItems.map((l) => l.sku)).toEqual(['POST-1', 'SCARCE', 'VOLATILE']);
    expect(await removeLine(ctx, cart.cartItems[1]!.id)).toBe(true);
    expect(cart.cartItems.map((l) => l.sku)).toEqual(['POST-1', 'VOLATILE']);
    expect(server.carts.get(cart.cartServerToken!)!.lines.map((l) => l.sku)).toEqual(['POST-1', 'VOLATILE']);
  });

  it('edits a line in place: another variant replaces the line, keeping its place', async () => {
    const { ctx, cart, server } = setup();
    const option = (v: string) => ({
      extension_attributes: { configurable_item_options: [{ option_id: '141', option_value: v }] },
    });
    await addToCart(ctx, {
      product: gate,
      child: child('GATE-1000-ANT', '122'),
      qty: 1,
      product_option: option('122'),
      priceInclTax: 357,
    });
    await addToCart(ctx, { product: product('POST-1'), qty: 1, priceInclTax: 11.9 });
    const id = cart.cartItems[0]!.id;
    startEdit(ctx, id);
    expect(cart.editMode).toEqual({ lineId: id, productId: 'GATE', qty: 1, selectedOptions: { 141: '122' } });
    const result = await saveEdit(ctx, id, {
      product: gate,
      child: child('GATE-1250-ANT', '123'),
      qty: 2,
      product_option: option('123'),
      priceInclTax: 380.8,
    });
    expect(result.ok).toBe(true);
    expect(cart.editMode).toBeNull();
    expect(cart.cartItems.map((l) => [l.sku, l.qty])).toEqual([
      ['GATE-1250-ANT', 2],
      ['POST-1', 1],
    ]);
    expect(server.carts.get(cart.cartServerToken!)!.lines.map((l) => [l.sku, l.qty])).toEqual([
      ['POST-1', 1],
      ['GATE-1250-ANT', 2],
    ]);
  });
});

describe('a lost cart token', () => {
  it('re-creates the cart with the lines, repeats the call once, and never adds a line twice', async () => {
    const { ctx, cart, server, messages } = setup();
    await addToCart(ctx, { product: product('POST-1'), qty: 2, priceInclTax: 11.9 });
    await addToCart(ctx, {
      product: product('montage-tor', { type_id: 'virtual' }),
      qty: 10,
      product_option: montageOption,
      priceInclTax: 119,
    });
    const lost = cart.cartServerToken!;
    server.forget(lost);
    await addToCart(ctx, { product: product('POST-1'), qty: 1, priceInclTax: 11.9 });
    expect(cart.cartServerToken).not.toBe(lost);
    const lines = server.carts.get(cart.cartServerToken!)!.lines;
    expect(lines.map((l) => [l.sku, l.qty])).toEqual([
      ['POST-1', 3],
      ['montage-tor', 10],
    ]);
    expect(cart.cartItems.map((l) => [l.sku, l.qty, l.item_id])).toEqual(lines.map((l) => [l.sku, l.qty, l.item_id]));
    expect(messages().at(-1)).toEqual(['success', 'Product quantity has been updated!']);
    expect(server.calls.filter((c) => c === 'POST /api/cart/create')).toHaveLength(2);
  });

  it('also recovers on a pull at start, keeping the stored lines', async () => {
    const first = setup();
    await addToCart(first.ctx, { product: product('POST-1'), qty: 2, priceInclTax: 11.9 });
    first.server.forget(first.cart.cartServerToken!);
    // A reload: new stores, same storage and server.
    const stores = createStores({ locale: 'en-US', storeCode: 'default' });
    const ctx = { ...first.ctx, stores };
    await startCart(ctx, { shareCode: null });
    expect(stores.cart.cartItems.map((l) => [l.sku, l.qty])).toEqual([['POST-1', 2]]);
    expect(first.server.carts.get(stores.cart.cartServerToken!)!.lines.map((l) => l.sku)).toEqual(['POST-1']);
  });
});

describe('totals and coupon', () => {
  it('syncs totals only when the cart hash changed', async () => {
    const { ctx, cart, server } = setup();
    await addToCart(ctx, { product: product('POST-1'), qty: 2, priceInclTax: 11.9 });
    const totalsCalls = () => server.calls.filter((c) => c === 'GET /api/cart/totals').length;
    await syncTotals(ctx);
    expect(totalsCalls()).toBe(1);
    expect(cart.platformTotals?.grand_total).toBe(23.8);
    expect(cart.lastTotalsSyncHash).toBe(cart.cartHash);
    expect(cart.lastTotalsSyncAt).toBeGreaterThan(0);
    await syncTotals(ctx);
    expect(totalsCalls()).toBe(1);
    await changeQty(ctx, cart.cartItems[0]!.id, 3);
    await syncTotals(ctx);
    expect(totalsCalls()).toBe(2);
    expect(cart.platformTotals?.grand_total).toBe(35.7);
    expect(cart.cartItems[0]!.totals?.row_total_incl_tax).toBe(35.7);
  });

  it('applies a coupon, answers a wrong one with the exact text, ignores an empty one', async () => {
    const { ctx, cart, server } = setup();
    await addToCart(ctx, { product: product('POST-1'), qty: 10, priceInclTax: 11.9 });
    const calls = server.calls.length;
    expect(await applyCoupon(ctx, '   ')).toEqual({ ok: true });
    expect(server.calls.length).toBe(calls);
    expect(await applyCoupon(ctx, 'NOPE')).toEqual({ ok: false, message: INCORRECT_COUPON });
    expect(cart.couponCode).toBeNull();
    expect(await applyCoupon(ctx, 'zaun10')).toEqual({ ok: true });
    expect(cart.couponCode).toBe('ZAUN10');
    expect(cart.platformTotalSegments?.find((s) => s.code === 'discount')?.value).toBe(-11.9);
    expect(await removeCoupon(ctx)).toEqual({ ok: true });
    expect(cart.couponCode).toBeNull();
    expect(cart.platformTotals?.grand_total).toBe(119);
  });
});

describe('kept across reloads', () => {
  it('stores the confirmed cart per store and reads it back; the token goes to the cookie mirror', async () => {
    const first = setup();
    await addToCart(first.ctx, {
      product: product('POST-1'),
      qty: 2,
      priceInclTax: 11.9,
      labels: [{ label: 'Höhe', value: '1230 mm' }],
    });
    await tick();
    const stored = JSON.parse(first.storage.get(cartStorageKey('default'))!);
    expect(stored.token).toBe(first.cart.cartServerToken);
    expect(stored.items.map((l: { sku: string; qty: number }) => [l.sku, l.qty])).toEqual([['POST-1', 2]]);

    const stores = createStores({ locale: 'en-US', storeCode: 'default' });
    runtimeOf({ ...first.ctx, stores });
    expect(stores.cart.loaded).toBe(true);
    expect(stores.cart.cartServerToken).toBe(first.cart.cartServerToken);
    expect(stores.cart.cartItems[0]).toMatchObject({
      sku: 'POST-1',
      qty: 2,
      labels: [{ label: 'Höhe', value: '1230 mm' }],
    });
    expect(stores.cart.cartHash).toBe(first.cart.cartHash);
  });
  it('names the kept lines and coupon by the hash the server gives a page it renders from the same cart', async () => {
    const { ctx, cart, server, storage } = setup();
    const montage = product('montage-tor', {
      type_id: 'virtual',
      stock: { is_in_stock: true, qty: null, manage_stock: false },
    });
    await addToCart(ctx, { product: product('POST-1'), qty: 2, priceInclTax: 11.9 });
    await addToCart(ctx, { product: montage, qty: 10, product_option: montageOption, priceInclTax: 119 });
    await applyCoupon(ctx, 'ZAUN10');
    await tick();
    // The server hashes its lines as it answers them, options and all, without the browser's checksums.
    const serverHash = () => {
      const { lines, coupon } = server.carts.get(cart.cartServerToken!)!;
      return cartHash(
        lines.map(({ sku, qty, product_option }) => ({ sku, qty, product_option })),
        coupon,
      );
    };
    const keptHash = () => JSON.parse(storage.get(cartStorageKey('default'))!).hash as string;
    expect(keptHash()).toBe(serverHash());
    const before = keptHash();
    await changeQty(ctx, cart.cartItems[0]!.id, 3);
    await tick();
    expect(keptHash()).not.toBe(before);
    expect(keptHash()).toBe(serverHash());
  });
});

describe('changes the server could not confirm (offline)', () => {
  /** A page that changed the cart offline, then a reload: the stored cart in new stores. */
  async function offlineChangesThenReload() {
    const first = setup();
    await addToCart(first.ctx, { product: product('POST-1'), qty: 2, priceInclTax: 11.9 });
    await addToCart(first.ctx, { product: product('SCARCE'), qty: 1, priceInclTax: 23.8 });
    // What the offline page did: its calls never got an answer; only the state changed.
    const cart = first.cart;
    addOptimistic(cart, { sku: 'VOLATILE', qty: 1, type_id: 'simple', name: 'Unsicher', price_incl_tax: 5.95 });
    setQtyOptimistic(cart, cart.cartItems[0]!.id, 5);
    removeOptimistic(cart, cart.cartItems[1]!.id);
    cart.unsynced = true;
    await tick();
    const stores = createStores({ locale: 'en-US', storeCode: 'default' });
    return { ...first, ctx: { ...first.ctx, stores }, reloaded: stores.cart };
  }

  it('keeps them over a reload, then makes the server cart equal to the client cart, once', async () => {
    const { ctx, reloaded, server } = await offlineChangesThenReload();
    await startCart(ctx, { shareCode: null });
    // The reload shows what the shopper left, and the server's lines do not overwrite it.
    expect(reloaded.cartItems.map((l) => [l.sku, l.qty, l.pending])).toEqual([
      ['POST-1', 5, true],
      ['VOLATILE', 1, true],
    ]);

    await pushCart(ctx);
    const lines = server.carts.get(reloaded.cartServerToken!)!.lines;
    expect(lines.map((l) => [l.sku, l.qty])).toEqual([
      ['POST-1', 5],
      ['VOLATILE', 1],
    ]);
    expect(reloaded.cartItems.map((l) => [l.sku, l.qty, l.pending, l.item_id])).toEqual(
      lines.map((l) => [l.sku, l.qty, false, l.item_id]),
    );
    expect(reloaded.unsynced).toBe(false);
    const calls = server.calls.length;
    await pushCart(ctx);
    expect(server.calls.length).toBe(calls);
  });

  it('takes the server’s line back where it refuses a change, and says why', async () => {
    const { ctx, reloaded, server } = await offlineChangesThenReload();
    runtimeOf(ctx);
    server.failNext('/api/cart/update', 400, 'Only 3 products of this type are available!');
    await pushCart(ctx);
    const expected = [
      ['POST-1', 2],
      ['VOLATILE', 1],
    ];
    expect(reloaded.cartItems.map((l) => [l.sku, l.qty])).toEqual(expected);
    expect(server.carts.get(reloaded.cartServerToken!)!.lines.map((l) => [l.sku, l.qty])).toEqual(expected);
    expect(ctx.stores.notifications.items.map((n) => [n.type, n.message])).toEqual([
      ['error', 'Only 3 products of this type are available!'],
    ]);
  });

  it('adds a line made before the cart existed to a new server cart', async () => {
    const { ctx, stores, server, cart } = setup();
    runtimeOf(ctx);
    addOptimistic(cart, { sku: 'POST-1', qty: 3, type_id: 'simple', name: 'Zaunpfosten', price_incl_tax: 11.9 });
    expect(needsPush(cart, runtimeOf(ctx).inflight)).toBe(true);
    await pushCart(ctx);
    expect(stores.cart.cartServerToken).not.toBeNull();
    expect(server.carts.get(cart.cartServerToken!)!.lines.map((l) => [l.sku, l.qty])).toEqual([['POST-1', 3]]);
  });
});

describe('share cart', () => {
  it('shares a snapshot link and loads it into another shopper’s cart, opening the microcart', async () => {
    const a = setup();
    await addToCart(a.ctx, { product: product('POST-1'), qty: 2, priceInclTax: 11.9 });
    await addToCart(a.ctx, {
      product: product('montage-tor', { type_id: 'virtual' }),
      qty: 5,
      product_option: montageOption,
      priceInclTax: 119,
    });
    const link = await shareCart(a.ctx, 'https://zaun.test');
    expect(link).toMatch(/^https:\/\/zaun\.test\/sharecart\/cart\/index\/crypt\/code\w+$/);
    expect(shareCodeOf(new URL(link).pathname)).toBe(link.split('/').pop());
    expect(shareCodeOf('/at/sharecart/cart/index/crypt/abc')).toBe('abc');
    expect(shareCodeOf('/c/tore')).toBeNull();

    // The other shopper (another browser) uses the same server.
    const stores = createStores({ locale: 'de-DE', storeCode: 'default' });
    const b = { ...a.ctx, stores, persistence: { storage: null, events: null } };
    await loadSharedCart(b, link.split('/').pop()!);
    expect(stores.cart.cartItems.map((l) => [l.sku, l.qty, l.pending])).toEqual([
      ['POST-1', 2, false],
      ['montage-tor', 5, false],
    ]);
    expect(stores.cart.cartServerToken).not.toBe(a.cart.cartServerToken);
    expect(stores.ui.microcart).toBe(true);
    expect(stores.notifications.items.at(-1)).toMatchObject({
      type: 'success',
      message: 'Der gespeicherte Warenkorb wurde erfolgreich geladen',
    });
    expect(stores.cart.cartItems[0]!.thumbnail).toBe('/img/POST-1-150x150.svg');
  });
});

describe('SSR safety', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('creating the stores touches no browser global', () => {
    const touched: string[] = [];
    for (const name of ['window', 'localStorage', 'document']) {
      Object.defineProperty(globalThis, name, { configurable: true, get: () => void touched.push(name) });
    }
    try {
      createStores({ locale: 'de-DE', storeCode: 'default' });
      expect(touched).toEqual([]);
    } finally {
      for (const name of ['window', 'localStorage', 'document']) delete (globalThis as Record<string, unknown>)[name];
    }
  });
});
