// Product documents in the vue-storefront-api shape. A configurable parent embeds its children
// (configurable_children) in a trimmed form; each child also has its own full row and doc.

import { ATTRIBUTE_CODES, attributeId, attributeLabel, optionLabel, type AttrCode } from '../attributes.ts';
import { TAX_CLASS_GOODS } from '../constants.ts';
import type { CategoryRecord } from '../categories.ts';
import { germanGross } from './store-prices.ts';
import type { Resolved } from './types.ts';

type Doc = Record<string, unknown>;

export interface DocContext {
  bySku: Map<string, Resolved>;
  categories: Map<number, CategoryRecord>;
  /** Running ids for custom, bundle and configurable options (unique across the catalog). */
  seq: { option: number; optionType: number; bundleOption: number; configurable: number };
}

const SHOP = 'Zaunshop';
const clip = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 2).replace(/\s+\S*$/, '')} …`;

function attributeFields(attrs: Resolved['attrs']): Doc {
  const out: Doc = {};
  for (const code of ATTRIBUTE_CODES) if (attrs[code] !== undefined) out[code] = attrs[code];
  return out;
}

/** German gross prices (store-prices.ts turns them into each store's gross and derives the net ones). */
function priceBlock(p: Resolved): Doc {
  const { price, final_price, special_price, special_from_date, special_to_date } = p.prices;
  return {
    ...germanGross({ price, final_price, special_price }),
    special_from_date,
    special_to_date,
    tax_class_id: TAX_CLASS_GOODS,
  };
}

/** A custom option's price: a fixed one is a German gross amount, a percent one stays a percentage. */
const optionPrice = (price: number, type: 'fixed' | 'percent'): Doc =>
  type === 'percent' ? { price, price_type: type } : { ...germanGross({ price }), price_type: type };

function links(p: Resolved, ctx: DocContext): Doc[] {
  const own = p.draft;
  const associated = (own.associated ?? []).map((a, i) => ({
    sku: p.sku,
    link_type: 'associated',
    linked_product_sku: a.sku,
    linked_product_type: ctx.bySku.get(a.sku)!.typeId,
    position: i + 1,
    extension_attributes: { qty: a.qty },
  }));
  const related = (own.related ?? []).map((sku, i) => ({
    sku: p.sku,
    link_type: 'related',
    linked_product_sku: sku,
    linked_product_type: ctx.bySku.get(sku)!.typeId,
    position: i + 1,
  }));
  return [...associated, ...related];
}

function customOptions(p: Resolved, ctx: DocContext): Doc[] {
  return (p.draft.customOptions ?? []).map((o, i) => ({
    option_id: ++ctx.seq.option,
    product_sku: p.sku,
    title: o.title,
    type: o.type,
    is_require: o.required,
    sort_order: i + 1,
    ...(o.type === 'field'
      ? { ...optionPrice(o.price ?? 0, o.priceType ?? 'fixed'), max_characters: o.maxCharacters ?? 0 }
      : {}),
    values: (o.values ?? []).map((v, j) => ({
      option_type_id: ++ctx.seq.optionType,
      title: v.title,
      ...optionPrice(v.price, v.priceType),
      sort_order: j + 1,
    })),
  }));
}

function bundleOptions(p: Resolved, ctx: DocContext): Doc[] {
  return (p.draft.bundleOptions ?? []).map((o, i) => {
    const optionId = ++ctx.seq.bundleOption;
    return {
      option_id: optionId,
      position: i + 1,
      title: o.title,
      type: o.type,
      required: o.required,
      sku: p.sku,
      product_links: o.links.map((l, j) => {
        const part = ctx.bySku.get(l.sku)!;
        return {
          id: part.id,
          sku: l.sku,
          option_id: optionId,
          qty: l.qty,
          position: j + 1,
          is_default: l.isDefault,
          ...germanGross({ price: part.prices.final_price }),
          can_change_quantity: l.canChangeQty ? 1 : 0,
        };
      }),
    };
  });
}

/** Child values per attribute, sorted by option id (which follows the natural size order). */
function childValues(p: Resolved, code: AttrCode): string[] {
  const values = new Set(p.children.map((c) => c.child!.attrs[code]).filter((v): v is string => v !== undefined));
  return [...values].sort((a, b) => Number(a) - Number(b));
}

function configurableFields(p: Resolved, ctx: DocContext): Doc {
  const options = (p.draft.configurable ?? []).map((code, i) => ({
    id: ++ctx.seq.configurable,
    attribute_id: String(attributeId(code)),
    attribute_code: code,
    label: attributeLabel(code),
    position: i,
    product_id: p.id,
    values: childValues(p, code).map((v) => ({ value_index: Number(v), label: optionLabel(code, v) })),
  }));
  const optionArrays: Doc = {};
  for (const code of ATTRIBUTE_CODES) {
    const values = childValues(p, code);
    if (values.length) optionArrays[`${code}_options`] = values;
  }
  return { configurable_options: options, configurable_children: p.children.map(embeddedChild), ...optionArrays };
}

/**
 * The trimmed child inside configurable_children: what variant selection, the cart and the
 * product page's gallery (the chosen variant's own pictures) need.
 */
function embeddedChild(c: Resolved): Doc {
  return {
    id: c.id,
    sku: c.sku,
    name: c.name,
    type_id: c.typeId,
    status: c.status,
    visibility: c.visibility,
    ...priceBlock(c),
    url_key: c.urlKey,
    url_path: c.urlPath,
    image: c.images.image,
    thumbnail: c.images.thumbnail,
    media_gallery: galleryOf(c),
    stock: { is_in_stock: c.stock.is_in_stock, qty: c.stock.qty, manage_stock: c.stock.manage_stock, product_id: c.id },
    weight: c.weight,
    ...attributeFields(c.child!.attrs),
  };
}

function galleryOf(p: Resolved): Doc[] {
  return p.images.gallery.map((g, i) => ({ image: g.image, typ: 'image', lab: g.label, pos: i + 1 }));
}

export function productDoc(p: Resolved, ctx: DocContext): Doc {
  const d = p.draft;
  const isChild = Boolean(p.child);
  const doc: Doc = {
    id: p.id,
    sku: p.sku,
    name: p.name,
    type_id: p.typeId,
    status: p.status,
    visibility: p.visibility,
    ...priceBlock(p),
    url_key: p.urlKey,
    slug: p.urlKey,
    url_path: p.urlPath,
    category_ids: p.categoryIds,
    category: p.categoryIds.map((id) => ({ category_id: id, name: ctx.categories.get(id)!.name })),
    image: p.images.image,
    small_image: p.images.image,
    thumbnail: p.images.thumbnail,
    media_gallery: galleryOf(p),
    description: d.description,
    short_description: d.shortDescription,
    stock: p.stock,
    created_at: p.created,
    updated_at: p.updated,
    tier_prices: isChild ? [] : (d.tierPrices ?? []),
    product_links: isChild ? [] : links(p, ctx),
    ...attributeFields(p.attrs),
    meta_title: clip(`${p.name} | ${SHOP}`, 70),
    meta_description: clip(`${d.shortDescription} Jetzt im ${SHOP} bestellen.`, 160),
    weight: p.weight,
    sale_label: isChild ? null : (d.saleLabel ?? null),
    has_options: !isChild && Boolean(d.customOptions?.length || d.bundleOptions?.length || d.configurable?.length),
  };
  if (d.baseprice)
    Object.assign(doc, {
      baseprice_product_unit: d.baseprice.productUnit,
      baseprice_reference_unit: d.baseprice.referenceUnit,
    });
  if (d.minLength !== undefined && !isChild) doc.min_length = d.minLength;
  if (isChild) return Object.assign(doc, { parent_sku: p.parent!.sku, parent_id: p.parent!.id });
  if (d.customOptions?.length) doc.custom_options = customOptions(p, ctx);
  if (d.bundleOptions?.length) doc.bundle_options = bundleOptions(p, ctx);
  if (d.type === 'configurable') Object.assign(doc, configurableFields(p, ctx));
  return Object.assign(doc, d.extra ?? {});
}
