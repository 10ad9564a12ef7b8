import type { ProductOption } from '../../shared/schemas/cart.ts';
import type { StoreCode } from '../../shared/stores.ts';

/**
 * Shared cart snapshots over D1 (migrations/0006_share_cart.sql). Only SQL lives here; the
 * endpoints are worker/api/share-cart.ts.
 */

/** How long a share link answers (days after it was made). */
export const SHARED_CART_TTL_DAYS = 90;
const DAY = 86_400_000;

export interface SharedCartItem {
  sku: string;
  qty: number;
  product_option?: ProductOption;
}

export interface SharedCart {
  code: string;
  store: StoreCode;
  items: SharedCartItem[];
  created_at: string;
}

/** 128 random bits as base64url: 22 characters, safe in a URL path segment. */
export function newShareCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const isShareCodeShape = (code: string): boolean => /^[A-Za-z0-9_-]{22}$/.test(code);

export const isSharedCartExpired = (cart: Pick<SharedCart, 'created_at'>, now: Date): boolean =>
  Date.parse(cart.created_at) + SHARED_CART_TTL_DAYS * DAY <= now.getTime();

/** Saves a snapshot and answers its code (long-expired snapshots are purged in the same batch). */
export async function saveSharedCart(
  db: D1Database,
  store: StoreCode,
  items: readonly SharedCartItem[],
  now: Date,
): Promise<string> {
  const code = newShareCode();
  const purgeBefore = new Date(now.getTime() - SHARED_CART_TTL_DAYS * DAY).toISOString();
  await db.batch([
    db
      .prepare(
        'DELETE FROM shared_carts WHERE code IN (SELECT code FROM shared_carts WHERE created_at < ? ORDER BY created_at LIMIT 50)',
      )
      .bind(purgeBefore),
    db
      .prepare('INSERT INTO shared_carts (code, store, items, created_at) VALUES (?, ?, ?, ?)')
      .bind(code, store, JSON.stringify(items), now.toISOString()),
  ]);
  return code;
}

export async function findSharedCart(db: D1Database, code: string): Promise<SharedCart | null> {
  if (!isShareCodeShape(code)) return null;
  const row = await db
    .prepare('SELECT code, store, items, created_at FROM shared_carts WHERE code = ?')
    .bind(code)
    .first<{ code: string; store: StoreCode; items: string; created_at: string }>();
  return row ? { ...row, items: JSON.parse(row.items) as SharedCartItem[] } : null;
}
