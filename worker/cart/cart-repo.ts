import type { ProductOption } from '../../shared/schemas/cart.ts';
import type { StoreCode } from '../../shared/stores.ts';

/**
 * Carts and their lines over D1 (migrations/0003_carts.sql). Only SQL lives here: validation and
 * pricing are in cart-items.ts, the flow in cart-service.ts. Every write that touches a line also
 * moves the cart's updated_at in the same batch (D1 batches are atomic: no half-written cart).
 */

/** A cart expires this long after its last change (carts are kept, then forgotten). */
export const CART_TTL_DAYS = 30;
/** Expired carts are kept this much longer so they can still be told apart from unknown tokens. */
const PURGE_AFTER_DAYS = CART_TTL_DAYS * 2;
/** Most lines one cart may hold. */
export const MAX_CART_LINES = 100;

const DAY = 86_400_000;

export interface CartRow {
  token: string;
  store: StoreCode;
  user_id: number | null;
  coupon_code: string | null;
  shipping_address: string | null;
  billing_address: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method_code: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartLineRow {
  item_id: number;
  sku: string;
  parent_sku: string | null;
  product_id: number;
  qty: number;
  product_option: ProductOption | null;
  checksum: string | null;
  merge_key: string | null;
}

/** A fresh cart token: 128 random bits (crypto.getRandomValues) as 32 lower-case hex digits. */
export function newCartToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const isCartTokenShape = (token: string): boolean => /^[0-9a-f]{32}$/.test(token);

export function isExpired(cart: Pick<CartRow, 'updated_at'>, now: Date): boolean {
  return Date.parse(cart.updated_at) + CART_TTL_DAYS * DAY <= now.getTime();
}

/** Creates a cart: a guest cart (userId null) or a customer's cart, which only that customer's token opens. */
export async function createCart(
  db: D1Database,
  store: StoreCode,
  now: Date,
  userId: number | null = null,
): Promise<string> {
  const token = newCartToken();
  const at = now.toISOString();
  const purgeBefore = new Date(now.getTime() - PURGE_AFTER_DAYS * DAY).toISOString();
  const stale = 'SELECT token FROM carts WHERE updated_at < ? ORDER BY updated_at, token LIMIT 50';
  await db.batch([
    // Opportunistic clean-up of long-expired carts, bounded per call.
    db.prepare(`DELETE FROM cart_items WHERE cart_token IN (${stale})`).bind(purgeBefore),
    db.prepare(`DELETE FROM carts WHERE token IN (${stale})`).bind(purgeBefore),
    db
      .prepare('INSERT INTO carts (token, store, user_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
      .bind(token, store, userId, at, at),
  ]);
  return token;
}

export async function findCart(db: D1Database, token: string): Promise<CartRow | null> {
  if (!isCartTokenShape(token)) return null;
  return db.prepare('SELECT * FROM carts WHERE token = ?').bind(token).first<CartRow>();
}

interface RawLine extends Omit<CartLineRow, 'product_option'> {
  product_option: string | null;
}

export async function cartLines(db: D1Database, token: string): Promise<CartLineRow[]> {
  const { results } = await db
    .prepare(
      'SELECT item_id, sku, parent_sku, product_id, qty, product_option, checksum, merge_key FROM cart_items WHERE cart_token = ? ORDER BY item_id',
    )
    .bind(token)
    .all<RawLine>();
  return results.map((r) => ({
    ...r,
    product_option: r.product_option ? (JSON.parse(r.product_option) as ProductOption) : null,
  }));
}

const touch = (db: D1Database, token: string, at: string) =>
  db.prepare('UPDATE carts SET updated_at = ? WHERE token = ?').bind(at, token);

export interface NewLine {
  sku: string;
  parent_sku: string | null;
  product_id: number;
  qty: number;
  product_option: ProductOption | null;
  checksum: string | null;
  merge_key: string | null;
}

/**
 * Adds a line, or adds its qty to the line with the same merge_key (atomically, so two concurrent
 * adds of the same SKU still end in one line). Answers the line's item_id and resulting qty.
 */
export async function addLine(
  db: D1Database,
  token: string,
  line: NewLine,
  now: Date,
): Promise<{ item_id: number; qty: number }> {
  const at = now.toISOString();
  const [inserted] = await db.batch<{ item_id: number; qty: number }>([
    db
      .prepare(
        `INSERT INTO cart_items (cart_token, sku, parent_sku, product_id, qty, product_option, checksum, merge_key, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (cart_token, merge_key) DO UPDATE SET qty = qty + excluded.qty, updated_at = excluded.updated_at
         RETURNING item_id, qty`,
      )
      .bind(
        token,
        line.sku,
        line.parent_sku,
        line.product_id,
        line.qty,
        line.product_option ? JSON.stringify(line.product_option) : null,
        line.checksum,
        line.merge_key,
        at,
        at,
      ),
    touch(db, token, at),
  ]);
  const row = inserted!.results[0];
  if (!row) throw new Error('cart line insert returned nothing');
  return row;
}

/** Adds several lines in one atomic batch (cart recovery). */
export async function addLines(db: D1Database, token: string, lines: readonly NewLine[], now: Date): Promise<void> {
  if (!lines.length) return;
  const at = now.toISOString();
  await db.batch([
    ...lines.map((line) =>
      db
        .prepare(
          `INSERT INTO cart_items (cart_token, sku, parent_sku, product_id, qty, product_option, checksum, merge_key, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (cart_token, merge_key) DO UPDATE SET qty = qty + excluded.qty, updated_at = excluded.updated_at`,
        )
        .bind(
          token,
          line.sku,
          line.parent_sku,
          line.product_id,
          line.qty,
          line.product_option ? JSON.stringify(line.product_option) : null,
          line.checksum,
          line.merge_key,
          at,
          at,
        ),
    ),
    touch(db, token, at),
  ]);
}

export async function setLineQty(
  db: D1Database,
  token: string,
  itemId: number,
  qty: number,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const [updated] = await db.batch([
    db
      .prepare('UPDATE cart_items SET qty = ?, updated_at = ? WHERE cart_token = ? AND item_id = ?')
      .bind(qty, at, token, itemId),
    touch(db, token, at),
  ]);
  return (updated!.meta.changes ?? 0) > 0;
}

/** Deletes a line by item_id, or every line of a SKU; answers how many lines went. */
export async function deleteLines(
  db: D1Database,
  token: string,
  by: { item_id?: number; sku?: string },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const del =
    by.item_id !== undefined
      ? db.prepare('DELETE FROM cart_items WHERE cart_token = ? AND item_id = ?').bind(token, by.item_id)
      : db.prepare('DELETE FROM cart_items WHERE cart_token = ? AND sku = ?').bind(token, by.sku ?? '');
  const [deleted] = await db.batch([del, touch(db, token, at)]);
  return deleted!.meta.changes ?? 0;
}

export async function setCoupon(db: D1Database, token: string, code: string | null, now: Date): Promise<void> {
  await db
    .prepare('UPDATE carts SET coupon_code = ?, updated_at = ? WHERE token = ?')
    .bind(code, now.toISOString(), token)
    .run();
}

export interface CheckoutInfo {
  shipping_address?: unknown;
  billing_address?: unknown;
  shipping_carrier_code?: string | null;
  shipping_method_code?: string | null;
  payment_method_code?: string | null;
}

/** Stores the given checkout fields (addresses as JSON); fields left undefined are kept. */
export async function setCheckoutInfo(db: D1Database, token: string, info: CheckoutInfo, now: Date): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [];
  const put = (column: keyof CheckoutInfo, value: unknown, json = false) => {
    if (value === undefined) return;
    sets.push(`${column} = ?`);
    values.push(value === null ? null : json ? JSON.stringify(value) : value);
  };
  put('shipping_address', info.shipping_address, true);
  put('billing_address', info.billing_address, true);
  put('shipping_carrier_code', info.shipping_carrier_code);
  put('shipping_method_code', info.shipping_method_code);
  put('payment_method_code', info.payment_method_code);
  sets.push('updated_at = ?');
  values.push(now.toISOString());
  await db
    .prepare(`UPDATE carts SET ${sets.join(', ')} WHERE token = ?`)
    .bind(...values, token)
    .run();
}

/** A catalog row as the cart needs it: availability, type, parent and the whole document. */
export interface ProductRecord {
  sku: string;
  id: number;
  type_id: string;
  status: number;
  parent_sku: string | null;
  doc: Record<string, any>;
}

export interface StockRecord {
  sku: string;
  qty: number | null;
  is_in_stock: number;
  manage_stock: number;
}

/** D1 binds at most 100 parameters per statement; lists are read in chunks below that. */
const CHUNK = 90;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** Catalog rows of a store by SKU (any status: the caller tells the shopper why one is unavailable). */
export async function productsBySku(
  db: D1Database,
  store: StoreCode,
  skus: readonly string[],
): Promise<Map<string, ProductRecord>> {
  const distinct = [...new Set(skus)];
  const out = new Map<string, ProductRecord>();
  for (const part of chunks(distinct)) {
    const { results } = await db
      .prepare(
        `SELECT sku, id, type_id, status, parent_sku, doc FROM products WHERE store = ? AND sku IN (${part.map(() => '?').join(',')})`,
      )
      .bind(store, ...part)
      .all<Omit<ProductRecord, 'doc'> & { doc: string }>();
    for (const row of results) out.set(row.sku, { ...row, doc: JSON.parse(row.doc) as Record<string, any> });
  }
  return out;
}

export async function stockRecordsBySku(
  db: D1Database,
  store: StoreCode,
  skus: readonly string[],
): Promise<Map<string, StockRecord>> {
  const distinct = [...new Set(skus)];
  const out = new Map<string, StockRecord>();
  for (const part of chunks(distinct)) {
    const { results } = await db
      .prepare(
        `SELECT sku, qty, is_in_stock, manage_stock FROM stock_items WHERE store = ? AND sku IN (${part.map(() => '?').join(',')})`,
      )
      .bind(store, ...part)
      .all<StockRecord>();
    for (const row of results) out.set(row.sku, row);
  }
  return out;
}
