// The listable products of a store held in the isolate as plain columns, so that a listing (category
// filter, facet filters, price range, sort, facet counts) is answered by a loop over memory instead
// of a D1 statement per request. Built from D1 once per catalog version (worker/edge/search-cache.ts
// keeps it); listing-query.ts answers from it exactly what findProducts would answer in SQL.
import type { StoreCode } from '../../shared/stores.ts';
import { FACET_ATTRIBUTES, PRICE_RANGES, grossPrice } from './product-search.ts';

/** Beyond this many listable products an index would crowd an isolate's 128 MB: SQL answers instead. */
export const MAX_INDEXED_PRODUCTS = 30_000;

/** One listable product: the columns a listing filters, sorts and counts by. */
export interface IndexedProduct {
  id: number;
  type_id: string;
  name: string;
  price: number;
  final_price: number;
  position: number;
  created_at: string;
  updated_at: string;
  /** ROUND(final_price × gross factor, 2), computed by SQLite so price ranges match SQL to the cent. */
  gross: number;
  /** The PRICE_RANGES bucket of the gross price. */
  priceRange: number;
  categories: number[];
  /** Places in the store's order by name, created_at and updated_at (SQLite's BINARY collation, ties equal): sorts compare numbers. */
  ranks: { name: number; created_at: number; updated_at: number };
  /** Facet attribute code → the product's values (a configurable parent also holds its children's). */
  attributes: Map<string, string[]>;
  /** The same values as numbers (ListingIndex.facetValues names them), for counting facets in arrays. */
  valueIds: Map<string, number[]>;
}

export interface ListingIndex {
  store: StoreCode;
  grossFactor: number;
  /** Listable products (status < 2, visibility <> 1) by id, in id order. */
  products: Map<number, IndexedProduct>;
  /** The same products as a list, in id order. */
  list: IndexedProduct[];
  /** Category id → its listable products, in id order. */
  byCategory: Map<number, IndexedProduct[]>;
  /** Facet attribute code → its values, indexed by the numbers of IndexedProduct.valueIds. */
  facetValues: Map<string, string[]>;
}

/** SQL's CASE over the ranges: the first range whose upper bound is above the price, else the open last one. */
const priceRangeOf = (gross: number) => PRICE_RANGES.findIndex((r) => !('to' in r) || gross < r.to);

function append<T>(lists: Map<string, T[]>, key: string, item: T): void {
  const list = lists.get(key);
  if (list) list.push(item);
  else lists.set(key, [item]);
}

const RANKED = ['name', 'created_at', 'updated_at'] as const;

/** Numbers each product's place in each text order once, so a sort never compares strings. */
function rankTextColumns(list: IndexedProduct[]): void {
  for (const column of RANKED) {
    const sorted = [...list].sort((a, b) => compareBinary(a[column], b[column]));
    let rank = 0;
    sorted.forEach((product, i) => {
      if (i > 0 && compareBinary(sorted[i - 1]![column], product[column]) !== 0) rank++;
      product.ranks[column] = rank;
    });
  }
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** SQLite compares text by UTF-8 bytes, JavaScript by UTF-16 units: they differ only where surrogates meet U+E000..U+FFFF. */
function utf8Unit(code: number): number {
  if (code >= 0xd800 && code <= 0xdfff) return code + 0x2000;
  return code >= 0xe000 ? code - 0x800 : code;
}

/** SQLite's BINARY collation for text. */
export function compareBinary(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return utf8Unit(x) - utf8Unit(y);
  }
  return a.length - b.length;
}

/**
 * Reads the index of a store from D1 (three statements in one batch), or null when the catalog is
 * too big to hold or a row has a value of an unexpected type (SQL, which compares such values by
 * its own rules, answers then).
 */
export async function loadListingIndex(db: D1Database, store: StoreCode, grossFactor: number): Promise<ListingIndex | null> {
  const listable = 'store = ? AND status < 2 AND visibility <> 1';
  const counted = await db.prepare(`SELECT COUNT(*) AS n FROM products WHERE ${listable}`).bind(store).first<{ n: number }>();
  if (!counted || counted.n > MAX_INDEXED_PRODUCTS) return null;
  const codes = FACET_ATTRIBUTES.map((c) => `'${c}'`).join(',');
  const [rows, memberships, values] = await db.batch([
    db.prepare(`SELECT p.id, p.type_id, p.name, p.price, p.final_price, p.position, p.created_at, p.updated_at, ${grossPrice(grossFactor)} AS gross FROM products p WHERE ${listable.replace(/(store|status|visibility)/g, 'p.$1')} ORDER BY p.id`).bind(store),
    db.prepare('SELECT product_id, category_id FROM product_categories WHERE store = ? ORDER BY product_id, category_id').bind(store),
    db.prepare(`SELECT product_id, code, value FROM product_attributes WHERE store = ? AND code IN (${codes}) ORDER BY product_id, code, value`).bind(store),
  ]);
  const products = new Map<number, IndexedProduct>();
  for (const row of (rows?.results ?? []) as Record<string, unknown>[]) {
    const { id, type_id, name, price, final_price, position, created_at, updated_at, gross } = row;
    if (!isNumber(id) || !isText(type_id) || !isText(name) || !isNumber(price) || !isNumber(final_price) || !isNumber(position)) return null;
    if (!isText(created_at) || !isText(updated_at) || !isNumber(gross)) return null;
    products.set(id, { id, type_id, name, price, final_price, position, created_at, updated_at, gross, priceRange: priceRangeOf(gross), categories: [], ranks: { name: 0, created_at: 0, updated_at: 0 }, attributes: new Map(), valueIds: new Map() });
  }
  const byCategory = new Map<number, IndexedProduct[]>();
  for (const { product_id, category_id } of (memberships?.results ?? []) as { product_id: unknown; category_id: unknown }[]) {
    if (!isNumber(category_id)) return null;
    const product = products.get(product_id as number);
    if (!product) continue;
    product.categories.push(category_id);
    const members = byCategory.get(category_id);
    if (members) members.push(product);
    else byCategory.set(category_id, [product]);
  }
  const valueNumbers = new Map<string, Map<string, number>>();
  for (const { product_id, code, value } of (values?.results ?? []) as { product_id: unknown; code: string; value: unknown }[]) {
    if (!isText(value)) return null;
    const product = products.get(product_id as number);
    if (!product) continue;
    const numbering = valueNumbers.get(code) ?? valueNumbers.set(code, new Map()).get(code)!;
    const number = numbering.get(value) ?? numbering.set(value, numbering.size).size - 1;
    append(product.attributes, code, value);
    append(product.valueIds, code, number);
  }
  const facetValues = new Map([...valueNumbers].map(([code, numbering]) => [code, [...numbering.keys()]]));
  const list = [...products.values()];
  rankTextColumns(list);
  return { store, grossFactor, products, list, byCategory, facetValues };
}
