import { moderateReviews } from '../content/reviews-repo.ts';
import { purgeStorePages } from './purge.ts';

/**
 * Review moderation in the back office. Approving or rejecting purges the cached pages of the
 * review's store, so the product page shows an approved review at once.
 */

export interface AdminReview {
  id: number;
  store: string;
  product_id: number;
  product_name: string | null;
  product_sku: string | null;
  url_path: string | null;
  nickname: string;
  title: string;
  detail: string;
  rating: number | null;
  status: string;
  created_at: string;
}

export async function listReviews(db: D1Database, status: string, limit = 200): Promise<AdminReview[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.store, r.product_id, p.name AS product_name, p.sku AS product_sku, p.url_path, r.nickname, r.title,
              r.detail, r.rating, r.status, r.created_at
       FROM reviews r LEFT JOIN products p ON p.store = r.store AND p.id = r.product_id
       WHERE r.status = ? ORDER BY r.id DESC LIMIT ?`,
    )
    .bind(status, limit)
    .all<AdminReview>();
  return results;
}

export async function decideReview(
  db: D1Database,
  id: number,
  status: 'approved' | 'rejected',
  now: Date,
): Promise<boolean> {
  const done = await moderateReviews(db, [id], status, now);
  if (!done.length) return false;
  const row = await db.prepare('SELECT store FROM reviews WHERE id = ?').bind(id).first<{ store: string }>();
  if (row) await purgeStorePages(db, row.store, now);
  return true;
}
