import type { ApiClient } from '../api/client.ts';
import type { Product } from '../schemas/catalog.ts';
import { LISTING_FIELDS } from './types.ts';

/**
 * "Similar products" of the product page (product page with reviews and similar products):
 * products of the same categories, ranked by how close their price is and how many of the
 * product's attributes (colour, material, height …) they share. Related products are the shop's
 * own picks; similar ones are found, so the two rows never show the same product.
 */

/** Attributes that make two fence products alike for a shopper. */
export const SIMILARITY_ATTRIBUTES = ['color', 'material', 'hoehe', 'breite', 'size', 'design'] as const;

/** How many candidates are read to choose from, and how many are shown. */
export const SIMILAR_CANDIDATES = 24;
export const SIMILAR_SHOWN = 4;

/** A price ratio beyond this (2 = twice or half the price) no longer counts as "similar price". */
const PRICE_RATIO_LIMIT = 2;

function grossPrice(p: Product): number {
  const value = Number(p.finalPriceInclTax ?? p.priceInclTax ?? p.final_price ?? p.price);
  return Number.isFinite(value) && value > 0 ? value : NaN;
}

/** 1 for the same price, falling to 0 at PRICE_RATIO_LIMIT times (or a part of) the price. */
export function priceCloseness(a: number, b: number): number {
  if (!(a > 0) || !(b > 0)) return 0;
  const ratio = Math.max(a, b) / Math.min(a, b);
  return Math.max(0, 1 - Math.log(ratio) / Math.log(PRICE_RATIO_LIMIT));
}

/** How many of the product's attribute values the candidate shares. */
export function sharedAttributes(product: Product, candidate: Product): number {
  return SIMILARITY_ATTRIBUTES.filter((code) => {
    const value = product[code];
    return value !== undefined && value !== null && value !== '' && String(value) === String(candidate[code]);
  }).length;
}

function sharedCategories(product: Product, candidate: Product): number {
  const own = new Set((product.category_ids ?? []).map(String));
  return (candidate.category_ids ?? []).filter((id) => own.has(String(id))).length;
}

/**
 * The candidates most like `product`, best first: they must share a category and have a similar
 * price or at least one attribute; the product itself and `exclude` (e.g. related SKUs) are left out.
 * Ties keep the candidates' order (the catalog's position), so the row is stable.
 */
export function pickSimilar(
  product: Product,
  candidates: readonly Product[],
  options: { exclude?: readonly string[]; limit?: number } = {},
): Product[] {
  const excluded = new Set([product.sku, ...(options.exclude ?? [])]);
  const price = grossPrice(product);
  return candidates
    .map((candidate, index) => {
      const closeness = priceCloseness(price, grossPrice(candidate));
      const attributes = sharedAttributes(product, candidate);
      const categories = sharedCategories(product, candidate);
      return {
        candidate,
        index,
        categories,
        alike: closeness > 0 || attributes > 0,
        score: 2 * closeness + attributes + 0.5 * categories,
      };
    })
    .filter((s) => !excluded.has(s.candidate.sku) && s.categories > 0 && s.alike)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, options.limit ?? SIMILAR_SHOWN)
    .map((s) => s.candidate);
}

/** Reads candidates of the product's categories and picks the similar ones. */
export async function loadSimilar(api: ApiClient, product: Product, exclude: readonly string[]): Promise<Product[]> {
  const categoryIds = product.category_ids ?? [];
  if (!categoryIds.length) return [];
  const { items } = await api.products(
    { _appliedFilters: [{ attribute: 'category_ids', value: { in: categoryIds } }] },
    { size: SIMILAR_CANDIDATES, includes: [...LISTING_FIELDS, 'category_ids', ...SIMILARITY_ATTRIBUTES] },
  );
  return pickSimilar(product, items, { exclude });
}
