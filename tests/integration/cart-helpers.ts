import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { isSpecialPriceActive } from '../../shared/pricing/tax.ts';
import { callApi } from './helpers.ts';

// Shared by the cart API contract files (cart-api, cart-rules): calls, seed picks, option bodies.

export const INCORRECT_COUPON = "You've entered an incorrect coupon code. Please try again.";

/** Status and body only: the cart tests compare whole answers. */
export async function call(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const { status, body: json } = await callApi(method, path, body);
  return { status, body: json };
}

export const get = (path: string) => call('GET', path);
export const post = (path: string, body?: unknown) => call('POST', path, body);

export async function newCart(storeCode?: string): Promise<string> {
  const { status, body } = await post(`/api/cart/create${storeCode ? `?storeCode=${storeCode}` : ''}`);
  expect(status).toBe(200);
  return body.result;
}

export const add = (cartId: string, cartItem: unknown, store = '') =>
  post(`/api/cart/update?cartId=${cartId}${store}`, { cartItem });

export async function one<T>(sql: string, ...binds: unknown[]): Promise<T> {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<T>();
  if (!row) throw new Error(`seed has no row for: ${sql}`);
  return row;
}

export const docOf = async (sku: string, store = 'default') =>
  JSON.parse((await one<{ doc: string }>('SELECT doc FROM products WHERE store = ? AND sku = ?', store, sku)).doc);
export const netPrice = (doc: any) => (isSpecialPriceActive(doc, new Date()) ? doc.special_price : doc.price);
/** The gross price the store set (its stored cents), as the shop shows and charges it. */
export const grossPrice = (doc: any) =>
  (isSpecialPriceActive(doc, new Date()) ? doc.special_price_incl_tax_cents : doc.price_incl_tax_cents) / 100;

/** Seed picks (the demo shop is deterministic, but the tests ask it rather than hard-code SKUs). */
export const seed = {
  child: '',
  childParent: '',
  light: '',
  scarce: '',
  scarceQty: 0,
  outOfStock: '',
  disabled: '',
  montage: 'montage-doppelstab-pro-meter',
  voucher: 'AUFMASS-GUTSCHEIN',
  manual: 'DL-ANLEITUNG-DSM',
  bundle: 'SET-GABZ-1230-ANT-10',
  grouped: '',
  heavy: '',
};

/** Fills `seed` from the demo shop: each test file runs it in its beforeAll. */
export async function pickSeedProducts(): Promise<void> {
  const child = await one<{ sku: string; parent_sku: string }>(
    `SELECT p.sku, p.parent_sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku JOIN products q ON q.store = p.store AND q.sku = p.parent_sku
     WHERE p.store = 'default' AND p.status = 1 AND q.status = 1 AND s.manage_stock = 1 AND s.qty >= 20 ORDER BY p.id LIMIT 1`,
  );
  seed.child = child.sku;
  seed.childParent = child.parent_sku;
  seed.light = (
    await one<{ sku: string }>(
      `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE p.store = 'default' AND p.status = 1 AND p.type_id = 'simple'
     AND p.parent_sku IS NULL AND s.qty >= 20 AND json_extract(p.doc, '$.weight') BETWEEN 0.1 AND 2 AND json_extract(p.doc, '$.custom_options') IS NULL ORDER BY p.id LIMIT 1`,
    )
  ).sku;
  const scarce = await one<{ sku: string; qty: number }>(
    `SELECT p.sku, s.qty FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE p.store = 'default' AND p.status = 1 AND p.type_id = 'simple'
     AND s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty BETWEEN 1 AND 5 AND json_extract(p.doc, '$.custom_options') IS NULL
     AND (p.parent_sku IS NULL OR EXISTS (SELECT 1 FROM products q WHERE q.store = p.store AND q.sku = p.parent_sku AND q.status = 1)) ORDER BY p.id LIMIT 1`,
  );
  seed.scarce = scarce.sku;
  seed.scarceQty = scarce.qty;
  seed.outOfStock = (
    await one<{ sku: string }>(
      `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE p.store = 'default' AND p.status = 1 AND p.type_id = 'simple'
     AND s.is_in_stock = 0 AND json_extract(p.doc, '$.custom_options') IS NULL
     AND (p.parent_sku IS NULL OR EXISTS (SELECT 1 FROM products q WHERE q.store = p.store AND q.sku = p.parent_sku AND q.status = 1)) ORDER BY p.id LIMIT 1`,
    )
  ).sku;
  seed.disabled = (
    await one<{ sku: string }>("SELECT sku FROM products WHERE store = 'default' AND status >= 2 ORDER BY id LIMIT 1")
  ).sku;
  seed.grouped = (
    await one<{ sku: string }>(
      "SELECT sku FROM products WHERE store = 'default' AND type_id = 'grouped' ORDER BY id LIMIT 1",
    )
  ).sku;
  seed.heavy = (
    await one<{ sku: string }>(
      `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE p.store = 'default' AND p.status = 1 AND p.type_id = 'simple'
     AND s.qty >= 5 AND json_extract(p.doc, '$.weight') > 40 AND json_extract(p.doc, '$.custom_options') IS NULL
     AND (p.parent_sku IS NULL OR EXISTS (SELECT 1 FROM products q WHERE q.store = p.store AND q.sku = p.parent_sku AND q.status = 1)) ORDER BY p.id LIMIT 1`,
    )
  ).sku;
}

/** The montage service's required "Untergrund" option with its first value. */
export async function montageOptions() {
  const doc = await docOf(seed.montage);
  const ground = doc.custom_options.find((o: any) => o.is_require);
  return {
    doc,
    ground,
    product_option: {
      extension_attributes: {
        custom_options: [{ option_id: ground.option_id, option_value: String(ground.values[0].option_type_id) }],
      },
    },
  };
}
