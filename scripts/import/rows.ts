// Rows derived from catalog documents, shared by the demo seed (seed/products/rows.ts,
// seed/url-rewrites.ts) and the vue-storefront-api importer: one derivation, so a category listing,
// a filter, a stock check or a URL behaves the same whichever way the catalog got into D1.

import { flag } from './fields.ts';

type Doc = Record<string, unknown>;

export interface ProductRow {
  id: number;
  sku: string;
  parent_sku: string | null;
  type_id: string;
  name: string;
  url_key: string;
  url_path: string;
  status: number;
  visibility: number;
  /** Net euros (derived from the gross cents where the catalog has them). */
  price: number;
  final_price: number;
  /** The store's gross list and final price in whole cents, the source; null for a net catalog. */
  price_incl_tax_cents?: number | null;
  final_price_incl_tax_cents?: number | null;
  position: number;
  created_at: string;
  updated_at: string;
  doc: Doc;
}
export interface ProductCategoryRow {
  product_id: number;
  category_id: number;
  position: number;
}
export interface ProductAttributeRow {
  product_id: number;
  code: string;
  value: string;
}
export interface StockRow {
  sku: string;
  product_id: number;
  qty: number | null;
  is_in_stock: boolean;
  manage_stock: boolean;
}
export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  url_key: string;
  url_path: string;
  slug: string;
  level: number;
  position: number;
  is_active: boolean;
  include_in_menu: boolean;
  product_count: number;
  doc: Doc;
}
export interface UrlRewriteRow {
  request_path: string;
  entity_type: 'product' | 'category' | 'cms_page';
  entity_id: number;
  target_path: string | null;
  redirect_type: 0 | 301;
}

const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Ä: 'ae',
  Ö: 'oe',
  Ü: 'ue',
  '&': ' ',
  '+': ' ',
};

/**
 * ASCII slug: German umlauts are transliterated (not stripped) so "Zäune" becomes "zaeune"
 * and stays readable; every other run of non-alphanumerics becomes one hyphen ("8/6/8" → "8-6-8").
 */
export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜ&+]/g, (ch) => TRANSLITERATION[ch] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A product the shopper can find in listings: visible on its own (not 1) and enabled (status 1). */
export const isListable = (p: { visibility: number; status: number }): boolean => p.visibility !== 1 && p.status === 1;

export interface Membership {
  id: number;
  categoryIds: readonly number[];
  visibility: number;
  status: number;
  /** Positions the source assigned per category; others get the next free position. */
  positions?: ReadonlyMap<number, number>;
}

export interface Memberships {
  rows: ProductCategoryRow[];
  /** Listable products per category id (categories.product_count). */
  counts: Map<number, number>;
  /** Each product's position in its first category (products.position). */
  firstPosition: Map<number, number>;
}

/**
 * product_categories in input order: without a given position, the n-th product of a category
 * gets position n. Products not visible on their own (children) are never listed in a category.
 */
export function categoryMemberships(products: readonly Membership[]): Memberships {
  const rows: ProductCategoryRow[] = [];
  const running = new Map<number, number>();
  const firstPosition = new Map<number, number>();
  const counts = new Map<number, number>();
  for (const p of products) {
    if (p.visibility === 1) continue;
    for (const categoryId of p.categoryIds) {
      const next = (running.get(categoryId) ?? 0) + 1;
      running.set(categoryId, next);
      const position = p.positions?.get(categoryId) ?? next;
      if (!firstPosition.has(p.id)) firstPosition.set(p.id, position);
      rows.push({ product_id: p.id, category_id: categoryId, position });
      if (isListable(p)) counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
    }
  }
  return { rows, counts, firstPosition };
}

/**
 * The filter values an attribute field holds, as product_attributes stores them (strings).
 * Magento multiselects arrive as "44,45" or ["44","45"]: each option is its own value, so a filter
 * on one option finds the product. Booleans become Magento's "1"/"0".
 */
export function attributeValues(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  if (Array.isArray(raw)) return raw.flatMap(attributeValues);
  if (typeof raw === 'boolean') return [raw ? '1' : '0'];
  if (typeof raw === 'number') return Number.isFinite(raw) ? [String(raw)] : [];
  if (typeof raw === 'string')
    return raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  return [];
}

/**
 * product_attributes of one product: its own values plus those of its configurable children (so a
 * filter on hoehe=1230 finds the parent whose child has that height), distinct and sorted per code.
 */
export function attributeRows(
  productId: number,
  sources: ReadonlyArray<Record<string, unknown>>,
  codes: readonly string[],
): ProductAttributeRow[] {
  const rows: ProductAttributeRow[] = [];
  for (const code of codes) {
    const values = new Set(sources.flatMap((s) => attributeValues(s[code])));
    for (const value of [...values].sort()) rows.push({ product_id: productId, code, value });
  }
  return rows;
}

/**
 * stock_items row from a `stock` document. Missing facts mean "managed, quantity unknown": the
 * storefront's volatile state (in stock, with a pre-reservation warning), never a silent sell-out.
 */
export function stockRow(
  sku: string,
  productId: number,
  stock: { qty?: unknown; is_in_stock?: unknown; manage_stock?: unknown } | null | undefined,
): StockRow {
  const qty = typeof stock?.qty === 'number' && Number.isFinite(stock.qty) ? stock.qty : null;
  return {
    sku,
    product_id: productId,
    qty,
    is_in_stock: flag(stock?.is_in_stock, true),
    manage_stock: flag(stock?.manage_stock, true),
  };
}

/** A request path that names an entity directly (redirect_type 0). */
export function directRewrite(entityType: UrlRewriteRow['entity_type'], path: string, id: number): UrlRewriteRow {
  return { request_path: path, entity_type: entityType, entity_id: id, target_path: null, redirect_type: 0 };
}

/**
 * Product URLs: a product visible on its own resolves at its url_path (plus whatever `extra`
 * adds right after it); a configurable child's path answers 301 to its parent's url_path, and keeps
 * the child's id as entity so a resolver can preselect that variant.
 */
export function productRewrites(
  products: readonly ProductRow[],
  extra: (p: ProductRow) => UrlRewriteRow[] = () => [],
): UrlRewriteRow[] {
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const rows: UrlRewriteRow[] = [];
  for (const p of products) {
    const parent = p.parent_sku === null ? undefined : bySku.get(p.parent_sku);
    if (!parent) {
      rows.push(directRewrite('product', p.url_path, p.id), ...extra(p));
    } else {
      rows.push({
        request_path: p.url_path,
        entity_type: 'product',
        entity_id: p.id,
        target_path: parent.url_path,
        redirect_type: 301,
      });
    }
  }
  return rows;
}

/** Request paths that occur more than once (the table's primary key allows each only once). */
export function duplicatePaths(rows: readonly UrlRewriteRow[]): string[] {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const r of rows) {
    if (seen.has(r.request_path)) duplicates.push(r.request_path);
    seen.add(r.request_path);
  }
  return duplicates;
}
