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
