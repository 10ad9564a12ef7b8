// The listable products of a store held in the isolate as plain columns, so that a listing (category
// filter, facet filters, price range, sort, facet counts) is answered by a loop over memory instead
// of a D1 statement per request. Built from D1 once per catalog version (worker/catalog/search-cache.ts
// keeps it); listing-query.ts answers from it exactly what findProducts would answer in SQL.
import type { StoreCode } from '../../shared/stores.ts';
import { FACET_ATTRIBUTES, PRICE_RANGES, grossPrice } from './product-search.ts';
import { sqliteLower } from './search-rank.ts';

/**
 * Beyond this many listable products SQL answers instead: an index costs roughly 0.4 kB a product
 * (its search texts included), and a text search's matches come back packed in one row (about 36
 * bytes each) that must stay under D1's 2 MB.
 */
const MAX_INDEXED_PRODUCTS = 30_000;

/**
 * One listable product: the columns a listing filters, sorts and counts by. Texts are kept only as
 * numbers (sort ranks, facet value numbers) so that an index of many products stays small.
 */
export interface IndexedProduct {
  id: number;
  type_id: string;
  price: number;
  final_price: number;
  position: number;
  /** Places in the store's order by name, created_at and updated_at (SQLite's BINARY collation, ties equal). */
  name: number;
  created_at: number;
  updated_at: number;
  /** ROUND(final_price × gross factor, 2), computed by SQLite so price ranges match SQL to the cent. */
  gross: number;
  /** The PRICE_RANGES bucket of the gross price. */
  priceRange: number;
  categories: number[];
  /** The product's place in ListingIndex.list, which is also its row in the facet columns. */
  row: number;
  /** Its search document's name and category names as SQLite's lower folds them, for the text search's tiers (search-rank.ts). */
  searchName: string | null;
  searchCategory: string | null;
}

/**
 * One facet attribute's values for every product in two flat arrays: the numbers of the values of
 * the product in row r are numbers[offsets[r]] up to numbers[offsets[r + 1]] (a configurable parent
 * also holds its children's). Per-product arrays would cost ten times the memory.
 */
interface FacetColumn {
  /** The values, indexed by their numbers. */
  values: string[];
  offsets: Uint32Array;
  numbers: Uint32Array;
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
  /** By FACET_ATTRIBUTES position. */
  facets: FacetColumn[];
}

/** SQL's CASE over the ranges: the first range whose upper bound is above the price, else the open last one. */
const priceRangeOf = (gross: number) => PRICE_RANGES.findIndex((r) => !('to' in r) || gross < r.to);

const RANKED = ['name', 'created_at', 'updated_at'] as const;
type Ranked = (typeof RANKED)[number];

/** Numbers each product's place in each text order, so a sort compares numbers, never strings. */
function rankTextColumns(entries: { product: IndexedProduct; texts: Record<Ranked, string> }[]): void {
  for (const column of RANKED) {
    const sorted = [...entries].sort((a, b) => compareBinary(a.texts[column], b.texts[column]));
    let rank = 0;
    sorted.forEach((entry, i) => {
      if (i > 0 && compareBinary(sorted[i - 1]!.texts[column], entry.texts[column]) !== 0) rank++;
      entry.product[column] = rank;
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

/** The facet columns from product_attributes rows (in product order), or null for a value that is not text. */
function facetColumns(
  products: Map<number, IndexedProduct>,
  rows: { product_id: unknown; code: string; value: unknown }[],
): FacetColumn[] | null {
  const numbering = FACET_ATTRIBUTES.map(() => new Map<string, number>());
  const byRow = FACET_ATTRIBUTES.map(() => Array.from({ length: products.size }, (): number[] => []));
  for (const { product_id, code, value } of rows) {
    if (!isText(value)) return null;
    const product = products.get(product_id as number);
    const facet = FACET_ATTRIBUTES.indexOf(code);
    if (!product || facet < 0) continue;
    const numbers = numbering[facet]!;
    byRow[facet]![product.row]!.push(numbers.get(value) ?? numbers.set(value, numbers.size).size - 1);
  }
  return FACET_ATTRIBUTES.map((_, facet) => {
    const lists = byRow[facet]!;
    const offsets = new Uint32Array(lists.length + 1);
    lists.forEach((list, row) => {
      offsets[row + 1] = offsets[row]! + list.length;
    });
    return { values: [...numbering[facet]!.keys()], offsets, numbers: Uint32Array.from(lists.flat()) };
  });
}

/**
 * Reads the index of a store from D1 (four statements in one batch), or null when the catalog is
 * too big to hold or a row has a value of an unexpected type (SQL, which compares such values by
 * its own rules, answers then).
 */
export async function loadListingIndex(
  db: D1Database,
  store: StoreCode,
  grossFactor: number,
): Promise<ListingIndex | null> {
  const listable = 'store = ? AND status < 2 AND visibility <> 1';
  const counted = await db
    .prepare(`SELECT COUNT(*) AS n FROM products WHERE ${listable}`)
    .bind(store)
    .first<{ n: number }>();
  if (!counted || counted.n > MAX_INDEXED_PRODUCTS) return null;
  const codes = FACET_ATTRIBUTES.map((c) => `'${c}'`).join(',');
  const [rows, memberships, values, searchDocs] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.type_id, p.name, p.price, p.final_price, p.position, p.created_at, p.updated_at, ${grossPrice(grossFactor)} AS gross FROM products p WHERE ${listable.replace(/(store|status|visibility)/g, 'p.$1')} ORDER BY p.id`,
      )
      .bind(store),
    db
      .prepare(
        'SELECT product_id, category_id FROM product_categories WHERE store = ? ORDER BY product_id, category_id',
      )
      .bind(store),
    db
      .prepare(
        `SELECT product_id, code, value FROM product_attributes WHERE store = ? AND code IN (${codes}) ORDER BY product_id, code, value`,
      )
      .bind(store),
    db.prepare('SELECT product_id, name, category FROM product_search_docs WHERE store = ?').bind(store),
  ]);
  const products = new Map<number, IndexedProduct>();
  const toRank: { product: IndexedProduct; texts: Record<Ranked, string> }[] = [];
  const typeIds = new Map<string, string>(); // one string per type, not one per product
  for (const row of (rows?.results ?? []) as Record<string, unknown>[]) {
    const { id, type_id, name, price, final_price, position, created_at, updated_at, gross } = row;
    if (
      !isNumber(id) ||
      !isText(type_id) ||
      !isText(name) ||
      !isNumber(price) ||
      !isNumber(final_price) ||
      !isNumber(position)
    )
      return null;
    if (!isText(created_at) || !isText(updated_at) || !isNumber(gross)) return null;
    const type = typeIds.get(type_id) ?? typeIds.set(type_id, type_id).get(type_id)!;
    const product: IndexedProduct = {
      id,
      type_id: type,
      price,
      final_price,
      position,
      name: 0,
      created_at: 0,
      updated_at: 0,
      gross,
      priceRange: priceRangeOf(gross),
      categories: [],
      row: products.size,
      searchName: null,
      searchCategory: null,
    };
    products.set(id, product);
    toRank.push({ product, texts: { name, created_at, updated_at } });
  }
  rankTextColumns(toRank);

  const byCategory = new Map<number, IndexedProduct[]>();
  for (const { product_id, category_id } of (memberships?.results ?? []) as {
    product_id: unknown;
    category_id: unknown;
  }[]) {
    if (!isNumber(category_id)) return null;
    const product = products.get(product_id as number);
    if (!product) continue;
    product.categories.push(category_id);
    const members = byCategory.get(category_id);
    if (members) members.push(product);
    else byCategory.set(category_id, [product]);
  }

  for (const { product_id, name, category } of (searchDocs?.results ?? []) as Record<string, unknown>[]) {
    if ((name !== null && !isText(name)) || (category !== null && !isText(category))) return null;
    const product = products.get(product_id as number);
    if (!product) continue;
    product.searchName = name === null ? null : sqliteLower(name);
    product.searchCategory = category === null ? null : sqliteLower(category);
  }

  const facets = facetColumns(
    products,
    (values?.results ?? []) as { product_id: unknown; code: string; value: unknown }[],
  );
  if (!facets) return null;
  // Arrays grown by push keep spare room (17 slots and up): the index keeps exact copies.
  for (const product of products.values()) product.categories = product.categories.slice();
  return { store, grossFactor, products, list: [...products.values()], byCategory, facets };
}
