import type { CartItem } from '../../shared/schemas/cart.ts';
import type { Transport } from '../../shared/api/transport.ts';

/**
 * For the cart tests only (never imported by the app): an in-memory stand-in for the storefront
 * API's cart, stock, share-cart and product search calls, in their real wire format
 * (worker/api/cart.ts, tests/integration/cart-api.test.ts), with failure injection and a call log.
 */

export const INCORRECT_COUPON = "You've entered an incorrect coupon code. Please try again.";

interface Cart {
  lines: CartItem[];
  coupon: string | null;
}

export interface TestProduct {
  sku: string;
  net: number;
  name?: string;
  type?: string;
  parent?: string;
  stock?: { qty: number | null; is_in_stock: boolean; manage_stock: boolean };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const gross = (net: number) => Math.round(net * 119) / 100;
const keyOf = (sku: string, option: unknown) =>
  `${sku}|${JSON.stringify((option as { extension_attributes?: { custom_options?: unknown; bundle_options?: unknown } } | undefined)?.extension_attributes?.custom_options ?? '')}|${JSON.stringify((option as { extension_attributes?: { bundle_options?: unknown } } | undefined)?.extension_attributes?.bundle_options ?? '')}`;

export function createTestServer(products: TestProduct[]) {
  const carts = new Map<string, Cart>();
  const shared = new Map<string, Array<{ sku: string; qty: number; product_option?: unknown }>>();
  const calls: string[] = [];
  let next = 1;
  let failures: Array<{ path: string; status: number; message: string }> = [];
  const bySku = new Map(products.map((p) => [p.sku, p]));
  /** Answers held back until release (to look at the optimistic state in between). */
  let gate: Promise<void> | null = null;
  let gated = '';
  let open: () => void = () => {};

  function add(cart: Cart, token: string, sku: string, qty: number, option: unknown): CartItem | string {
    const product = bySku.get(sku);
    if (!product) return `No product with SKU "${sku}"`;
    const stock = product.stock;
    const inCart = cart.lines.filter((l) => l.sku === sku).reduce((s, l) => s + l.qty, 0);
    if (stock?.manage_stock && stock.is_in_stock && stock.qty !== null && inCart + qty > stock.qty)
      return `Only ${stock.qty} products of this type are available!`;
    const key = keyOf(sku, option);
    const existing = sku.startsWith('montage')
      ? undefined
      : cart.lines.find((l) => keyOf(l.sku, l.product_option) === key);
    if (existing) {
      existing.qty += qty;
      return existing;
    }
    const line: CartItem = {
      item_id: next++,
      sku,
      qty,
      name: product.name ?? sku,
      price: product.net,
      price_incl_tax: gross(product.net),
      product_type: product.type ?? 'simple',
      quote_id: token,
      stock_status: !stock?.manage_stock
        ? 'ok'
        : !stock.is_in_stock
          ? 'out_of_stock'
          : stock.qty === null
            ? 'volatile'
            : 'ok',
      ...(option ? { product_option: option as CartItem['product_option'] } : {}),
      ...(product.parent ? { parent_sku: product.parent } : {}),
    };
    cart.lines.push(line);
    return line;
  }

  function totals(cart: Cart) {
    const subtotal = cart.lines.reduce((s, l) => s + Math.round(l.price_incl_tax * 100) * l.qty, 0) / 100;
    const discount = cart.coupon ? -Math.round(subtotal * 10) / 100 : 0;
    const grand = Math.round((subtotal + discount) * 100) / 100;
    const segments = [
      { code: 'subtotal', title: 'Zwischensumme', value: subtotal },
      ...(discount ? [{ code: 'discount', title: `Rabatt (${cart.coupon})`, value: discount }] : []),
      { code: 'tax', title: 'MwSt.', value: Math.round((grand - grand / 1.19) * 100) / 100 },
      { code: 'grand_total', title: 'Gesamtsumme', value: grand },
    ];
    return {
      grand_total: grand,
      subtotal_incl_tax: subtotal,
      discount_amount: discount,
      coupon_code: cart.coupon,
      total_segments: segments,
      items: cart.lines.map((l) => ({
        item_id: l.item_id,
        sku: l.sku,
        qty: l.qty,
        row_total_incl_tax: Math.round(l.price_incl_tax * l.qty * 100) / 100,
        options: '[]',
      })),
    };
  }

  const transport: Transport = async (request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push(`${request.method} ${path}`);
    if (gate && path.endsWith(gated)) await gate;
    const failure = failures.find((f) => path.endsWith(f.path));
    if (failure) {
      failures = failures.filter((f) => f !== failure);
      return json(failure.status, { code: failure.status, result: failure.message });
    }
    if (path.includes('/_search')) {
      const wanted: string[] = body?._appliedFilters?.[0]?.value?.in ?? [body?._appliedFilters?.[0]?.value?.eq];
      const docs = wanted
        .map((sku) => bySku.get(sku))
        .filter(Boolean)
        .map((p) => ({
          _source: {
            sku: p!.sku,
            name: p!.name ?? p!.sku,
            slug: p!.sku.toLowerCase(),
            url_key: p!.sku.toLowerCase(),
            thumbnail: `/img/${p!.sku}-150x150.svg`,
          },
        }));
      // vue-storefront-api answers searches with the bare Elasticsearch body.
      return json(200, { took: 0, timed_out: false, hits: { hits: docs, total: docs.length, max_score: null } });
    }
    if (path === '/api/stock/check') {
      const product = bySku.get(url.searchParams.get('sku') ?? '');
      const stock = product?.stock ?? { qty: null, is_in_stock: true, manage_stock: false };
      const status = !stock.manage_stock
        ? 'ok'
        : !stock.is_in_stock
          ? 'out_of_stock'
          : stock.qty === null
            ? 'volatile'
            : 'ok';
      return json(200, { code: 200, result: { sku: product?.sku, ...stock, stock_status: status } });
    }
    const share = /^\/rest\/([^/]+)\/V1\/share-cart\/([^/]+)\/load\/([^/]+)$/.exec(path);
    if (share) {
      if (!carts.has(share[2]!))
        return json(404, { code: 404, result: 'No such cart', meta: { reason: 'cart_not_found' } });
      const items = shared.get(share[3]!);
      return items ? json(200, { code: 200, result: items }) : json(404, { code: 404, result: 'No such shared cart' });
    }
    if (path === '/api/cart/create') {
      const token = `t${next++}`;
      const cart: Cart = { lines: [], coupon: null };
      carts.set(token, cart);
      if (!body?.cartItems) return json(200, { code: 200, result: token });
      const rejected: Array<{ sku: string; message: string }> = [];
      for (const item of body.cartItems) {
        const added = add(cart, token, item.sku, item.qty, item.product_option);
        if (typeof added === 'string') rejected.push({ sku: item.sku, message: added });
      }
      return json(200, { code: 200, result: token, meta: { items: cart.lines, rejected } });
    }
    const token = url.searchParams.get('cartId') ?? '';
    const cart = carts.get(token);
    if (!cart)
      return json(404, {
        code: 404,
        result: 'No such cart',
        meta: { reason: 'cart_not_found', recover: 'POST /api/cart/create with { cartItems }' },
      });
    switch (path) {
      case '/api/cart/pull':
        return json(200, { code: 200, result: cart.lines });
      case '/api/cart/update': {
        const item = body.cartItem;
        if (item.item_id !== undefined) {
          const line = cart.lines.find((l) => l.item_id === item.item_id);
          if (!line) return json(400, { code: 400, result: `No item ${item.item_id} in this cart` });
          const stock = bySku.get(line.sku)?.stock;
          if (stock?.manage_stock && stock.qty !== null && item.qty > stock.qty)
            return json(400, { code: 400, result: `Only ${stock.qty} products of this type are available!` });
          line.qty = item.qty;
          return json(200, { code: 200, result: line });
        }
        const added = add(cart, token, item.sku, item.qty, item.product_option);
        return typeof added === 'string'
          ? json(400, { code: 400, result: added })
          : json(200, { code: 200, result: added });
      }
      case '/api/cart/delete': {
        const before = cart.lines.length;
        cart.lines = cart.lines.filter((l) => l.item_id !== body.cartItem.item_id);
        return json(200, { code: 200, result: cart.lines.length < before });
      }
      case '/api/cart/totals':
        return json(200, { code: 200, result: totals(cart) });
      case '/api/cart/apply-coupon': {
        const code = (url.searchParams.get('coupon') ?? '').trim().toUpperCase();
        if (!code) return json(200, { code: 200, result: false });
        if (code !== 'ZAUN10') return json(400, { code: 400, result: INCORRECT_COUPON });
        cart.coupon = code;
        return json(200, { code: 200, result: true });
      }
      case '/api/cart/delete-coupon':
        cart.coupon = null;
        return json(200, { code: 200, result: true });
      case '/api/cart/share': {
        if (!cart.lines.length) return json(400, { code: 400, result: 'The cart is empty' });
        const code = `code${next++}`.padEnd(22, 'x');
        shared.set(
          code,
          cart.lines.map((l) => ({
            sku: l.sku,
            qty: l.qty,
            ...(l.product_option ? { product_option: l.product_option } : {}),
          })),
        );
        return json(200, { code: 200, result: { code } });
      }
    }
    return json(404, { code: 404, result: `No API endpoint ${request.method} ${path}` });
  };

  return {
    transport,
    calls,
    carts,
    /** The next call whose path ends with `path` answers this error. */
    failNext(path: string, status: number, message: string) {
      failures.push({ path, status, message });
    },
    /** The server forgets a cart (expired or purged): calls with its token answer 404. */
    forget(token: string) {
      carts.delete(token);
    },
    /** Holds the answers of calls whose path ends with `path` until release. */
    hold(path = '') {
      gated = path;
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = null;
      open();
    },
  };
}
