// Table rows derived from resolved products: products, product_categories (listing positions),
// product_attributes (filter values; parents carry their children's values), stock_items, and the
// per-category counts of listable products that categories.product_count reports.

import { ATTRIBUTE_CODES } from '../attributes.ts';
import { productDoc, type DocContext } from './docs.ts';
import type { Resolved } from './types.ts';

export interface ProductRow {
  id: number; sku: string; parent_sku: string | null; type_id: string; name: string; url_key: string; url_path: string;
  status: number; visibility: number; price: number; final_price: number; position: number;
  created_at: string; updated_at: string; doc: Record<string, unknown>;
}
export interface ProductCategoryRow { product_id: number; category_id: number; position: number }
export interface ProductAttributeRow { product_id: number; code: string; value: string }
export interface StockRow { sku: string; product_id: number; qty: number | null; is_in_stock: boolean; manage_stock: boolean }

export interface ProductTables {
  products: ProductRow[];
  productCategories: ProductCategoryRow[];
  productAttributes: ProductAttributeRow[];
  stockItems: StockRow[];
  /** Listable (visibility 4, status 1) products per category id. */
  categoryCounts: Map<number, number>;
}

/** A product the shopper can find in listings. */
export const isListable = (p: Resolved): boolean => p.visibility !== 1 && p.status === 1;

export function buildProductTables(products: Resolved[], ctx: DocContext): ProductTables {
  const productCategories: ProductCategoryRow[] = [];
  const positions = new Map<number, number>();
  const ownPosition = new Map<number, number>();
  const categoryCounts = new Map<number, number>();
  for (const p of products) {
    if (p.visibility === 1) continue;
    for (const categoryId of p.categoryIds) {
      const position = (positions.get(categoryId) ?? 0) + 1;
      positions.set(categoryId, position);
      if (!ownPosition.has(p.id)) ownPosition.set(p.id, position);
      productCategories.push({ product_id: p.id, category_id: categoryId, position });
      if (isListable(p)) categoryCounts.set(categoryId, (categoryCounts.get(categoryId) ?? 0) + 1);
    }
  }

  const productAttributes: ProductAttributeRow[] = [];
  for (const p of products) {
    const sources = [p.attrs, ...p.children.map((c) => c.attrs)];
    for (const code of ATTRIBUTE_CODES) {
      const values = new Set(sources.map((a) => a[code]).filter((v): v is string => v !== undefined));
      for (const value of [...values].sort()) productAttributes.push({ product_id: p.id, code, value });
    }
  }

  const rows: ProductRow[] = products.map((p) => ({
    id: p.id, sku: p.sku, parent_sku: p.parent?.sku ?? null, type_id: p.typeId, name: p.name, url_key: p.urlKey, url_path: p.urlPath,
    status: p.status, visibility: p.visibility, price: p.prices.price, final_price: p.prices.final_price,
    position: ownPosition.get(p.id) ?? 0, created_at: p.created, updated_at: p.updated, doc: productDoc(p, ctx),
  }));

  const stockItems: StockRow[] = products.map((p) => ({
    sku: p.sku, product_id: p.id, qty: p.stock.qty, is_in_stock: p.stock.is_in_stock, manage_stock: p.stock.manage_stock,
  }));

  return { products: rows, productCategories, productAttributes, stockItems, categoryCounts };
}
