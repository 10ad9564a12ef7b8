// Table rows derived from resolved products: products, product_categories (listing positions),
// product_attributes (filter values; parents carry their children's values), stock_items, and the
// per-category counts of listable products that categories.product_count reports. The derivation
// itself lives in scripts/import/rows.ts, shared with the vue-storefront-api importer.

import { ATTRIBUTE_CODES } from '../attributes.ts';
import { productDoc, type DocContext } from './docs.ts';
import { withDeliveryTimes } from './delivery-times.ts';
import { rowForStore } from './store-prices.ts';
import type { Resolved } from './types.ts';
import {
  attributeRows,
  categoryMemberships,
  isListable,
  stockRow,
  type ProductAttributeRow,
  type ProductCategoryRow,
  type ProductRow,
  type StockRow,
} from '../../scripts/import/rows.ts';

export type { ProductAttributeRow, ProductCategoryRow, ProductRow, StockRow };
export { isListable };

export interface ProductTables {
  products: ProductRow[];
  productCategories: ProductCategoryRow[];
  productAttributes: ProductAttributeRow[];
  stockItems: StockRow[];
  /** Listable (visibility 4, status 1) products per category id. */
  categoryCounts: Map<number, number>;
}

export function buildProductTables(products: Resolved[], ctx: DocContext): ProductTables {
  const memberships = categoryMemberships(products);

  const productAttributes = products.flatMap((p) =>
    attributeRows(p.id, [p.attrs, ...p.children.map((c) => c.attrs)], ATTRIBUTE_CODES),
  );

  // German-priced rows with German delivery times; the SQL writer redoes both for each store.
  const germanRows: ProductRow[] = products.map((p) =>
    rowForStore(
      {
        id: p.id,
        sku: p.sku,
        parent_sku: p.parent?.sku ?? null,
        type_id: p.typeId,
        name: p.name,
        url_key: p.urlKey,
        url_path: p.urlPath,
        status: p.status,
        visibility: p.visibility,
        price: p.prices.price,
        final_price: p.prices.final_price,
        position: memberships.firstPosition.get(p.id) ?? 0,
        created_at: p.created,
        updated_at: p.updated,
        doc: productDoc(p, ctx),
      },
      { country: 'DE' },
    ),
  );
  const rows = withDeliveryTimes(germanRows, 'DE');

  const stockItems: StockRow[] = products.map((p) => stockRow(p.sku, p.id, p.stock));

  return {
    products: rows,
    productCategories: memberships.rows,
    productAttributes,
    stockItems,
    categoryCounts: memberships.counts,
  };
}
