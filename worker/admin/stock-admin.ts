import { ApiError } from '../api/api-error.ts';
import type { StaffRow } from './staff-repo.ts';
import { changeLogStatements, skusFromJson, stockDocStatements } from '../catalog/stock-docs.ts';

/**
 * Stock per SKU in the back office: quantity and in-stock flag, every change recorded with who and
 * when (stock_history). The documents carry the stock figure for the pages that render it, so they
 * change in the same batch, and the product is logged as changed: the cached pages that show it
 * are purged (edge/html-cache.ts), nothing else.
 */

export interface StockRow {
  store: string;
  sku: string;
  product_id: number;
  name: string | null;
  qty: number | null;
  is_in_stock: number;
  manage_stock: number;
}

export async function searchStock(db: D1Database, store: string, q: string, limit = 100): Promise<StockRow[]> {
  const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const { results } = await db
    .prepare(
      `SELECT s.store, s.sku, s.product_id, p.name, s.qty, s.is_in_stock, s.manage_stock
       FROM stock_items s LEFT JOIN products p ON p.store = s.store AND p.sku = s.sku
       WHERE s.store = ?1 AND (?2 = '' OR s.sku LIKE ?3 ESCAPE '\\' OR p.name LIKE ?3 ESCAPE '\\')
       ORDER BY s.sku LIMIT ?4`,
    )
    .bind(store, q, like, limit)
    .all<StockRow>();
  return results;
}

export interface StockChange {
  qty: number | null;
  is_in_stock: boolean;
}

export async function setStock(
  db: D1Database,
  store: string,
  sku: string,
  change: StockChange,
  staff: Pick<StaffRow, 'id' | 'email'>,
  now: Date,
): Promise<StockRow> {
  const at = now.toISOString();
  const inStock = Number(change.is_in_stock);
  const [history, update] = await db.batch<StockRow>([
    db
      .prepare(
        `INSERT INTO stock_history (store, sku, qty_before, qty_after, in_stock_before, in_stock_after, staff_id, staff_email, created_at)
         SELECT store, sku, qty, ?3, is_in_stock, ?4, ?5, ?6, ?7 FROM stock_items WHERE store = ?1 AND sku = ?2`,
      )
      .bind(store, sku, change.qty, inStock, staff.id, staff.email, at),
    db
      .prepare(
        'UPDATE stock_items SET qty = ?3, is_in_stock = ?4 WHERE store = ?1 AND sku = ?2 RETURNING store, sku, product_id, NULL AS name, qty, is_in_stock, manage_stock',
      )
      .bind(store, sku, change.qty, inStock),
    ...stockDocStatements(db, store, skusFromJson(2), [JSON.stringify([sku])]),
    ...changeLogStatements(db, store, skusFromJson(2), [JSON.stringify([sku])], now),
  ]);
  const row = update?.results[0];
  if (!history?.meta.changes || !row) throw new ApiError(404, 'Diesen Artikel gibt es in diesem Shop nicht.');
  return row;
}

export interface StockHistoryEntry {
  qty_before: number | null;
  qty_after: number | null;
  in_stock_before: number;
  in_stock_after: number;
  staff_email: string;
  created_at: string;
}

export async function stockHistory(db: D1Database, store: string, sku: string): Promise<StockHistoryEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT qty_before, qty_after, in_stock_before, in_stock_after, staff_email, created_at FROM stock_history
       WHERE store = ? AND sku = ? ORDER BY id DESC LIMIT 50`,
    )
    .bind(store, sku)
    .all<StockHistoryEntry>();
  return results;
}
