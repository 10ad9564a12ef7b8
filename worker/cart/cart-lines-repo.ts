import type { ProductOption } from '../../shared/schemas/cart.ts';

/**
 * The lines of a cart over D1 (migrations/0003_carts.sql): read, add (merged by line identity), change
 * the quantity, delete. Every write that touches a line also moves the cart's updated_at in the same
 * batch (D1 batches are atomic: no half-written cart).
 */

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
