/**
 * Statements that carry a stock change into the catalog, for the batch that changes the stock
 * (an order, a cancellation, the back office), so documents, change log and stock never disagree:
 *   - each changed SKU's own document gets its stock figure, and a configurable parent's embedded
 *     child gets it too (product and listing pages render stock from the documents);
 *   - the SKUs and their parents are logged as changed (product_changes), which retires the
 *     cached pages and documents that show them (cache/catalog-version.ts reads the log).
 * `skusSql` is an SQL expression yielding the changed SKUs as a JSON array or a subquery's rows
 * of `value`; ?1 is always the store.
 */

/** How long a logged change matters: longer than any cache keeps a page or a document unchecked. */
export const CHANGE_WINDOW_MS = 60 * 60_000;

const BOOL = (column: string) => `json(CASE WHEN ${column} THEN 'true' ELSE 'false' END)`;

/** The changed SKUs as rows of `value`, from a JSON array bound at `?n`. */
export const skusFromJson = (param: number) => `SELECT value FROM json_each(?${param})`;

/** `UPDATE`s of the documents that show the stock of the SKUs `skus` yields (rows of `value`). */
export function stockDocStatements(
  db: D1Database,
  store: string,
  skus: string,
  binds: unknown[],
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE products SET doc = json_set(doc, '$.stock.qty', s.qty, '$.stock.is_in_stock', ${BOOL('s.is_in_stock')})
         FROM stock_items AS s
         WHERE products.store = ?1 AND products.sku IN (${skus}) AND s.store = products.store AND s.sku = products.sku
           AND json_type(products.doc, '$.stock') = 'object'`,
      )
      .bind(store, ...binds),
    db
      .prepare(
        `UPDATE products SET doc = json_set(doc, '$.configurable_children', (
           SELECT json_group_array(json(child)) FROM (
             SELECT CASE WHEN s.sku IS NOT NULL AND json_type(c.value, '$.stock') = 'object'
               THEN json_set(c.value, '$.stock.qty', s.qty, '$.stock.is_in_stock', ${BOOL('s.is_in_stock')})
               ELSE c.value END AS child
             FROM json_each(products.doc, '$.configurable_children') AS c
             LEFT JOIN stock_items AS s ON s.store = products.store AND s.sku = c.value ->> 'sku'
             ORDER BY c.key)))
         WHERE store = ?1 AND json_type(doc, '$.configurable_children') = 'array' AND sku IN (
           SELECT parent_sku FROM products WHERE store = ?1 AND parent_sku IS NOT NULL AND sku IN (${skus}))`,
      )
      .bind(store, ...binds),
  ];
}

/** Logs the SKUs `skus` yields and their parents as changed at `at`, and prunes old entries. */
export function changeLogStatements(
  db: D1Database,
  store: string,
  skus: string,
  binds: unknown[],
  at: Date,
): D1PreparedStatement[] {
  const ms = at.getTime();
  const n = binds.length + 2;
  return [
    db
      .prepare(
        `INSERT INTO product_changes (store, sku, changed_at)
         SELECT ?1, sku, ?${n} FROM (
           SELECT value AS sku FROM (${skus})
           UNION SELECT parent_sku FROM products WHERE store = ?1 AND parent_sku IS NOT NULL AND sku IN (${skus})
         ) WHERE true
         ON CONFLICT (store, sku) DO UPDATE SET changed_at = max(changed_at, excluded.changed_at)`,
      )
      .bind(store, ...binds, ms),
    db
      .prepare('DELETE FROM product_changes WHERE store = ?1 AND changed_at < ?2')
      .bind(store, ms - 4 * CHANGE_WINDOW_MS),
  ];
}
