import type { StoreCode } from '../../shared/stores.ts';

/**
 * Carts over D1 (migrations/0003_carts.sql): tokens, expiry, creation, coupon and checkout fields.
 * Only SQL lives here: the lines are in cart-lines-repo.ts, validation and pricing in cart-items.ts,
 * the flow in cart-service.ts.
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
