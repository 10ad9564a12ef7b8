import type { ChildProduct, Product } from '../../shared/schemas/catalog.ts';
import { productPath } from '../../shared/product-url.ts';

/**
 * What the wishlist, compare and recently-viewed lists keep of a product: enough to show a line
 * and link to the product page (/p/{parentSku}/{slug}[/{childSku}]) without loading it again.
 */
export interface ProductSnapshot {
  /** Identity in a list: the product's sku, or the chosen configurable child's sku (compare). */
  sku: string;
  parentSku: string;
  slug: string;
  childSku: string | null;
  name: string;
  image: string | null;
  /** Gross prices of the store the snapshot was taken in. */
  finalPriceInclTax: number;
  originalPriceInclTax: number;
  /** A configurable product without a chosen variant shows its lowest variant price ("from"). */
  fromPrice: boolean;
}

/** Attribute values by attribute code, as the product documents hold them: option ids ("105"). */
export type AttributeValues = Record<string, string[]>;

export interface CompareItem extends ProductSnapshot {
  attributes: AttributeValues;
}

const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

function pricesOf(p: Product | ChildProduct): { final: number; original: number } {
  const final = num(p.finalPriceInclTax) ?? num(p.final_price_incl_tax) ?? num(p.price) ?? 0;
  return { final, original: num(p.originalPriceInclTax) ?? num(p.original_price_incl_tax) ?? final };
}

/**
 * A snapshot of the product as shown: with `child`, the chosen variant's name, image and price.
 * `identity: 'shown'` keys it by the child's sku (compare: variants differ in attributes);
 * otherwise by the product's sku (wishlist, recently viewed: one entry per product).
 */
export function snapshotOf(
  product: Product,
  child?: ChildProduct | null,
  identity: 'product' | 'shown' = 'product',
): ProductSnapshot {
  let prices = pricesOf(child ?? product);
  let fromPrice = false;
  if (!child) {
    const priced = (product.configurable_children ?? []).filter((c) => num(c.finalPriceInclTax) !== null);
    if (priced.length) {
      const cheapest = priced.reduce((a, b) => (num(b.finalPriceInclTax)! < num(a.finalPriceInclTax)! ? b : a));
      prices = pricesOf(cheapest);
      fromPrice = true;
    }
  }
  return {
    sku: identity === 'shown' && child ? child.sku : product.sku,
    parentSku: product.sku,
    slug: product.slug ?? product.url_key,
    childSku: child?.sku ?? null,
    name: child?.name || product.name,
    image: child?.image || product.image || null,
    finalPriceInclTax: prices.final,
    originalPriceInclTax: prices.original,
    fromPrice,
  };
}

/** Fields that hold ids or numbers-as-text but are no product attributes. */
const NOT_ATTRIBUTES = new Set([
  'id',
  'sku',
  'parent_id',
  'parent_sku',
  'type_id',
  'status',
  'visibility',
  'tax_class_id',
  'attribute_set_id',
  'url_key',
  'slug',
  'url_path',
]);
const OPTION_ID = /^\d{1,12}$/;
const MAX_ATTRIBUTES = 40;

/**
 * The select attributes of the product as shown: every field holding an option id ("105"); for a
 * configurable product without a chosen child, the `<code>_options` lists of its variants. Which
 * of these are comparable, and their labels, the compare page reads from the attribute entity.
 */
export function attributeValuesOf(product: Product, child?: ChildProduct | null): AttributeValues {
  const values: AttributeValues = {};
  const plain = (doc: Record<string, unknown>) => {
    for (const [code, value] of Object.entries(doc)) {
      if (!NOT_ATTRIBUTES.has(code) && typeof value === 'string' && OPTION_ID.test(value)) values[code] = [value];
    }
  };
  plain(product);
  if (child) plain(child);
  else {
    for (const [key, value] of Object.entries(product)) {
      const code = key.slice(0, -'_options'.length);
      if (
        key.endsWith('_options') &&
        code &&
        !(code in values) &&
        Array.isArray(value) &&
        value.length &&
        value.every((v) => OPTION_ID.test(String(v)))
      ) {
        values[code] = value.map(String);
      }
    }
  }
  return Object.fromEntries(Object.entries(values).slice(0, MAX_ATTRIBUTES));
}

export function compareItemOf(product: Product, child?: ChildProduct | null): CompareItem {
  return { ...snapshotOf(product, child, 'shown'), attributes: attributeValuesOf(product, child) };
}

/** Store-local path of a snapshot's product page. */
export function snapshotPath(item: Pick<ProductSnapshot, 'parentSku' | 'slug' | 'childSku'>): string {
  return productPath({ sku: item.parentSku, slug: item.slug, url_key: item.slug }, item.childSku);
}
