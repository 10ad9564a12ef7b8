import type { ReviewInput } from '../../shared/schemas/review.ts';
import type { StoreCode } from '../../shared/stores.ts';

/**
 * Product reviews over D1 (migrations/0007_users.sql `reviews`, view `review_docs`). A review is
 * written 'pending' and becomes visible in the catalog's `review` entity search (entity-search.ts
 * reads review_docs, approved rows only) once a moderator approves it.
 */

export interface ReviewRow {
  id: number;
  store: StoreCode;
  product_id: number;
  customer_id: number | null;
  nickname: string;
  title: string;
  detail: string;
  rating: number | null;
  review_entity: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  updated_at: string;
}

export async function productExists(db: D1Database, store: StoreCode, productId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM products WHERE store = ? AND id = ? AND status < 2 LIMIT 1')
    .bind(store, productId)
    .first();
  return row !== null;
}

export async function insertReview(
  db: D1Database,
  store: StoreCode,
  customerId: number | null,
  review: ReviewInput,
  now: Date,
): Promise<ReviewRow> {
  const at = now.toISOString();
  const row = await db
    .prepare(
      `INSERT INTO reviews (store, product_id, customer_id, nickname, title, detail, rating, review_entity, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'product', 'pending', ?, ?) RETURNING *`,
    )
    .bind(store, review.product_id, customerId, review.nickname, review.title, review.detail, review.rating, at, at)
    .first<ReviewRow>();
  if (!row) throw new Error('review insert returned nothing');
  return row;
}

/** Sets the status of the given reviews; answers the ids that exist. */
export async function moderateReviews(
  db: D1Database,
  ids: readonly number[],
  status: 'approved' | 'rejected',
  now: Date,
): Promise<number[]> {
  const results = await db.batch<{ id: number }>(
    ids.map((id) =>
      db
        .prepare('UPDATE reviews SET status = ?, updated_at = ? WHERE id = ? RETURNING id')
        .bind(status, now.toISOString(), id),
    ),
  );
  return results.flatMap((r) => r.results.map((row) => row.id));
}

export async function pendingReviews(db: D1Database, limit = 100): Promise<ReviewRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM reviews WHERE status = 'pending' ORDER BY id LIMIT ?")
    .bind(limit)
    .all<ReviewRow>();
  return results;
}

/** The reviews a customer wrote, any status (for "My product reviews"). */
export async function reviewsOfCustomer(db: D1Database, customerId: number, limit = 100): Promise<ReviewRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM reviews WHERE customer_id = ? ORDER BY id DESC LIMIT ?')
    .bind(customerId, limit)
    .all<ReviewRow>();
  return results;
}
