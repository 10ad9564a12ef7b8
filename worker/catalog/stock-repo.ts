import { stockState, type StockStatus } from '../../shared/pricing/stock-state.ts';
import type { StoreCode } from '../../shared/stores.ts';

/** One stock item as the stock API answers it (Magento's stock item, plus sku and stock_status). */
export interface StockItem {
  item_id: number;
  product_id: number;
  stock_id: 1;
  sku: string;
  /** null: unknown (volatile when managed; irrelevant when not managed). */
  qty: number | null;
  is_in_stock: boolean;
  manage_stock: boolean;
  stock_status: StockStatus;
}

interface StockRow {
  sku: string;
  product_id: number;
  qty: number | null;
  is_in_stock: number;
  manage_stock: number;
}

function toItem(row: StockRow): StockItem {
  const is_in_stock = row.is_in_stock === 1;
  const manage_stock = row.manage_stock === 1;
  return {
    item_id: row.product_id,
    product_id: row.product_id,
    stock_id: 1,
    sku: row.sku,
    qty: row.qty,
    is_in_stock,
    manage_stock,
    stock_status: stockState({ is_in_stock, qty: row.qty }, manage_stock),
  };
}

/**
 * Stock items of a store by SKU, in the order asked, unknown SKUs left out. The caller bounds the
 * list, far below D1's limit of bound parameters per statement.
 */
export async function stockBySkus(db: D1Database, store: StoreCode, skus: readonly string[]): Promise<StockItem[]> {
  if (!skus.length) return [];
  const marks = skus.map(() => '?').join(',');
  const { results } = await db
    .prepare(
      `SELECT sku, product_id, qty, is_in_stock, manage_stock FROM stock_items WHERE store = ? AND sku IN (${marks})`,
    )
    .bind(store, ...skus)
    .all<StockRow>();
  const bySku = new Map(results.map((row) => [row.sku, toItem(row)]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}

export async function stockBySku(db: D1Database, store: StoreCode, sku: string): Promise<StockItem | null> {
  const [item] = await stockBySkus(db, store, [sku]);
  return item ?? null;
}
