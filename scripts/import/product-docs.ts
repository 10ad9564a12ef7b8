// Product documents of a vue-storefront-api dump, completed where the storefront relies on a
// field the export may lack. Everything else in `_source` passes through untouched. Exports from
// Magento 2 indexers differ: embedded configurable children often carry only sku, name, price and
// `custom_attributes`, and configurable_options may name neither the attribute code nor the labels.

import { int, liftCustomAttributes, num, text, timestamp, trimSlashes } from './fields.ts';
import { slugify, stockRow } from './rows.ts';

type Doc = Record<string, unknown>;

/** Attribute docs of the same import, to name configurable options the export left unnamed. */
export interface AttributeIndex {
  byId: ReadonlyMap<number, Doc>;
  byCode: ReadonlyMap<string, Doc>;
}

/** The columns every product row needs, read from a (lifted) document. */
export interface ProductCore {
  id: number;
  sku: string;
  name: string;
  type_id: string;
  status: number;
  visibility: number;
  price: number;
  final_price: number;
  url_key: string;
  url_path: string;
  created_at: string;
  updated_at: string;
}

/**
 * The price a shopper pays today: the export's final_price, else a special price inside its
 * window (Magento's to-date includes the whole day), else the list price.
 */
export function finalPrice(doc: Doc, price: number, now: Date): number {
  const given = num(doc.final_price);
  if (given !== undefined) return given;
  const special = num(doc.special_price);
  if (special === undefined || special >= price) return price;
  const today = timestamp(now);
  const from = text(doc.special_from_date);
  const to = text(doc.special_to_date);
  if (from && today < from) return price;
  if (to && today.slice(0, 10) > to.slice(0, 10)) return price;
  return special;
}

/**
 * An id for an embedded child that has none: derived from its SKU (FNV-1a) into 1e9…2e9, far above
 * Magento's entity ids, so the same child keeps its row on every re-import.
 */
export function syntheticId(sku: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(sku)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return 1_000_000_000 + (hash % 1_000_000_000);
}

/**
 * Row columns from a document; `defaults` are what a missing field means for this kind of doc
 * (a child without dates takes its parent's, so a re-import does not change them).
 */
export function productCore(
  doc: Doc,
  id: number,
  sku: string,
  now: Date,
  defaults: Pick<ProductCore, 'visibility'> & Partial<Pick<ProductCore, 'created_at' | 'updated_at'>>,
): ProductCore {
  const name = text(doc.name) ?? sku;
  const price = num(doc.price) ?? 0;
  const urlKey = text(doc.url_key) ?? text(doc.slug) ?? (slugify(name) || slugify(sku) || String(id));
  const created = text(doc.created_at) ?? defaults.created_at ?? timestamp(now);
  return {
    id,
    sku,
    name,
    type_id: text(doc.type_id) ?? 'simple',
    status: int(doc.status) ?? 1,
    visibility: int(doc.visibility) ?? defaults.visibility,
    price,
    final_price: finalPrice(doc, price, now),
    url_key: urlKey,
    url_path: trimSlashes(text(doc.url_path) ?? urlKey) || urlKey,
    created_at: created,
    updated_at: text(doc.updated_at) ?? defaults.updated_at ?? created,
  };
}

/** The stock document the storefront reads, in the same form as the product's stock_items row. */
export function stockDoc(doc: Doc, id: number, sku: string): Doc {
  const given = typeof doc.stock === 'object' && doc.stock !== null ? (doc.stock as Doc) : undefined;
  const row = stockRow(sku, id, given);
  return { ...given, product_id: id, is_in_stock: row.is_in_stock, qty: row.qty, manage_stock: row.manage_stock };
}

/** A document with the core fields written back in their normalised form (numbers, slug). */
export function completeDoc(doc: Doc, core: ProductCore): Doc {
  return {
    ...doc,
    ...core,
    slug: text(doc.slug) ?? core.url_key,
    stock: stockDoc(doc, core.id, core.sku),
  };
}

/** An embedded configurable child, complete enough for variant selection, prices and the cart. */
export function embeddedChild(raw: Doc, id: number, now: Date, parent: ProductCore): Doc {
  const doc = liftCustomAttributes(raw);
  const core = productCore(doc, id, String(doc.sku), now, {
    visibility: 1,
    created_at: parent.created_at,
    updated_at: parent.updated_at,
  });
  return completeDoc(doc, core);
}

const label = (attribute: Doc | undefined, value: unknown): string | undefined => {
  const options = Array.isArray(attribute?.options) ? (attribute.options as Doc[]) : [];
  return text(options.find((o) => String(o.value) === String(value))?.label);
};

/** configurable_options with attribute_code and value labels, looked up in the imported attributes. */
export function nameOptions(options: unknown, attributes: AttributeIndex): unknown {
  if (!Array.isArray(options)) return options;
  return options.map((option: Doc) => {
    if (typeof option !== 'object' || option === null) return option;
    // The attribute id may come from another Magento install than the attribute dump, so a code
    // (given, or guessed from the label: "Color" → color) that names an imported attribute wins.
    const given = text(option.attribute_code);
    const fromLabel = slugify(text(option.label) ?? '').replace(/-/g, '_');
    const attribute =
      (given ? attributes.byCode.get(given) : undefined) ??
      attributes.byCode.get(fromLabel) ??
      attributes.byId.get(int(option.attribute_id) ?? -1);
    const code = given ?? text(attribute?.attribute_code) ?? (fromLabel || String(option.attribute_id));
    const values = Array.isArray(option.values) ? option.values : [];
    return {
      ...option,
      attribute_code: code,
      label: text(option.label) ?? text(attribute?.default_frontend_label) ?? code,
      values: values.map((v: Doc) => ({
        ...v,
        label: text(v.label) ?? label(attribute, v.value_index) ?? String(v.value_index),
      })),
    };
  });
}
