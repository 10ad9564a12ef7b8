import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { callApi } from './helpers.ts';

// Shared by the order API contract files (order-api, order-refusals): texts, calls, seed picks and
// order bodies in the Vue Storefront client's shape.

export const ADDRESS_INVALID =
  'Address provided in checkout contains invalid data. Please check if all required fields in checkout are filled in and also contact us to resolve this issue for future. Your order has been canceled.';
export const NOT_AVAILABLE = 'Some of the ordered products are not available!';

export type { Answer } from './helpers.ts';
export const call = callApi;
export const post = (path: string, body?: unknown) => call('POST', path, body);
export const placeOrder = (body: unknown, query = '') => post(`/api/order${query}`, body);

export async function one<T>(sql: string, ...binds: unknown[]): Promise<T> {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<T>();
  if (!row) throw new Error(`no row for: ${sql}`);
  return row;
}
export const count = async (sql: string, ...binds: unknown[]) => (await one<{ n: number }>(sql, ...binds)).n;
export const stockOf = async (sku: string, store = 'default') =>
  (await one<{ qty: number | null }>('SELECT qty FROM stock_items WHERE store = ? AND sku = ?', store, sku)).qty;
export const ordersWithId = (orderId: string) =>
  count('SELECT COUNT(*) AS n FROM orders WHERE client_order_id = ?', orderId);
export const docOf = async (sku: string, store = 'default') =>
  JSON.parse((await one<{ doc: string }>('SELECT doc FROM products WHERE store = ? AND sku = ?', store, sku)).doc);

export const address = {
  firstname: 'Erika',
  lastname: 'Muster',
  street: ['Zaunweg 1'],
  city: 'Wardenburg',
  postcode: '26203',
  country_id: 'DE',
  email: 'Erika@Example.com',
  telephone: '04407 123',
  region: '',
  region_id: 0,
  region_code: '',
};
export const atAddress = { ...address, street: ['Gartenstraße 3'], city: 'Graz', postcode: '8010', country_id: 'AT' };

let serial = 0;
export const newOrderId = () => `${Date.now()}-${++serial}-${crypto.randomUUID()}`;

export interface OrderOptions {
  shipping?: [carrier: string, method: string] | null;
  payment?: string;
  shippingAddress?: unknown;
  billingAddress?: unknown;
}

/** An order body as the Vue Storefront client sends it (testOrderAnon.json's shape). */
export function orderBody(products: any[], options: OrderOptions = {}, extra: Record<string, unknown> = {}) {
  const at = new Date().toISOString();
  const [carrier, method] =
    options.shipping === undefined ? ['flatrate', 'flatrate'] : (options.shipping ?? [undefined, undefined]);
  return {
    user_id: '',
    cart_id: '',
    products,
    addressInformation: {
      shippingAddress: options.shippingAddress === undefined ? address : options.shippingAddress,
      billingAddress: options.billingAddress === undefined ? address : options.billingAddress,
      shipping_method_code: method,
      shipping_carrier_code: carrier,
      payment_method_code: options.payment ?? 'cashondelivery',
      payment_method_additional: {},
    },
    order_id: newOrderId(),
    transmited: false,
    created_at: at,
    updated_at: at,
    ...extra,
  };
}

/** Seed picks (asked of the deterministic demo shop rather than hard-coded). */
export const seed = {
  light: '',
  lightQty: 0,
  child: '',
  childParent: '',
  scarce: '',
  scarceQty: 0,
  outOfStock: '',
  disabled: '',
  montage: 'montage-doppelstab-pro-meter',
  voucher: 'AUFMASS-GUTSCHEIN',
  bundle: 'SET-GABZ-1230-ANT-10',
};
export const buyable = `p.store = 'default' AND p.status = 1 AND p.type_id = 'simple' AND json_extract(p.doc, '$.custom_options') IS NULL
  AND (p.parent_sku IS NULL OR EXISTS (SELECT 1 FROM products q WHERE q.store = p.store AND q.sku = p.parent_sku AND q.status = 1))`;

/** Fills `seed` from the demo shop: each test file runs it in its beforeAll. */
export async function pickSeedProducts(): Promise<void> {
  const light = await one<{ sku: string; qty: number }>(
    `SELECT p.sku, s.qty FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE ${buyable} AND p.parent_sku IS NULL
     AND s.manage_stock = 1 AND s.qty >= 50 AND json_extract(p.doc, '$.weight') BETWEEN 0.1 AND 2 ORDER BY p.id LIMIT 1`,
  );
  Object.assign(seed, { light: light.sku, lightQty: light.qty });
  const child = await one<{ sku: string; parent_sku: string }>(
    `SELECT p.sku, p.parent_sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE ${buyable} AND p.parent_sku IS NOT NULL
     AND s.manage_stock = 1 AND s.qty >= 20 AND json_extract(p.doc, '$.weight') < 30 ORDER BY p.id LIMIT 1`,
  );
  Object.assign(seed, { child: child.sku, childParent: child.parent_sku });
  const scarce = await one<{ sku: string; qty: number }>(
    `SELECT p.sku, s.qty FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE ${buyable}
     AND s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty BETWEEN 2 AND 5 AND json_extract(p.doc, '$.weight') < 5 ORDER BY p.id LIMIT 1`,
  );
  Object.assign(seed, { scarce: scarce.sku, scarceQty: scarce.qty });
  seed.outOfStock = (
    await one<{ sku: string }>(
      `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE ${buyable} AND s.manage_stock = 1 AND s.is_in_stock = 0 ORDER BY p.id LIMIT 1`,
    )
  ).sku;
  seed.disabled = (
    await one<{ sku: string }>("SELECT sku FROM products WHERE store = 'default' AND status >= 2 ORDER BY id LIMIT 1")
  ).sku;
}

/** The montage service's required option with its first value. */
export async function montageOption() {
  const doc = await docOf(seed.montage);
  const ground = doc.custom_options.find((o: any) => o.is_require);
  return {
    extension_attributes: {
      custom_options: [{ option_id: ground.option_id, option_value: String(ground.values[0].option_type_id) }],
    },
  };
}

/** The bundle's required options with their default links. */
export async function bundleOption() {
  const doc = await docOf(seed.bundle);
  const required = doc.bundle_options.filter((o: any) => o.required);
  return {
    doc,
    required,
    product_option: {
      extension_attributes: {
        bundle_options: required.map((o: any) => ({
          option_id: o.option_id,
          option_qty: 1,
          option_selections: [o.product_links[0].id],
        })),
      },
    },
  };
}

/** What the cart API totals for the same lines (the one pricing both share), without item ids. */
export async function cartTotalsFor(items: any[], store = 'default', coupon?: string) {
  const cartId = (await post(`/api/cart/create?storeCode=${store}`)).body.result;
  for (const cartItem of items)
    expect((await post(`/api/cart/update?cartId=${cartId}`, { cartItem })).status).toBe(200);
  if (coupon) await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${coupon}`);
  return {
    cartId,
    totals: (
      await post(`/api/cart/collect-totals?cartId=${cartId}`, {
        methods: { shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' },
      })
    ).body.result,
  };
}
export const withoutIds = (totals: any) => ({
  ...totals,
  items: totals.items.map(({ item_id: _, ...rest }: any) => rest),
});
