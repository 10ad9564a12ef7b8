/**
 * Stock states: ok when in stock, out_of_stock when not, volatile when unknown.
 *
 * The contract with the catalog (seed/products/stock.ts, migrations/0001_catalog.sql):
 *   - out_of_stock ⇔ a managed item that is not in stock;
 *   - volatile     ⇔ a managed item whose quantity is unknown (qty null), or no stock data at all;
 *   - ok           ⇔ everything else, including every unmanaged item (services, downloads,
 *                    bundles, grouped products: their quantity does not matter, so they must never
 *                    raise the volatile-stock warning).
 */
export type StockStatus = 'ok' | 'out_of_stock' | 'volatile';

export interface StockLike {
  is_in_stock: boolean | number;
  qty?: number | null;
  manage_stock?: boolean | number | null;
}

/**
 * The state of one stock item. `manageStock` overrides the item's own `manage_stock` flag
 * (the stock_items column, when the caller read it separately); without either, stock is managed.
 */
export function stockState(stock: StockLike | null | undefined, manageStock?: boolean | number | null): StockStatus {
  const managed = Boolean(manageStock ?? stock?.manage_stock ?? true);
  if (!managed) return 'ok';
  if (!stock) return 'volatile';
  if (!stock.is_in_stock) return 'out_of_stock';
  return stock.qty === null || stock.qty === undefined || !Number.isFinite(stock.qty) ? 'volatile' : 'ok';
}

/**
 * The most of `wanted` a stock item lets a shopper order: a sold-out item none, a counted one at
 * most its quantity and its per-line limit (`max_sale_qty`); volatile and unmanaged stock do not
 * limit it. Suggested quantities (a grouped product's defaults) go through it, so a shop never
 * suggests 10 of an item with 4 in stock.
 */
export function qtyWithinStock(
  wanted: number,
  stock: (StockLike & { max_sale_qty?: number | null }) | null | undefined,
): number {
  const limit = Number(stock?.max_sale_qty) || Number.POSITIVE_INFINITY;
  const state = stockState(stock);
  if (state === 'out_of_stock') return 0;
  const managed = Boolean(stock?.manage_stock ?? true);
  const counted = state === 'ok' && managed && typeof stock?.qty === 'number' ? stock.qty : null;
  return Math.max(0, Math.min(wanted, limit, counted ?? Number.POSITIVE_INFINITY));
}
