import type { ApiClient } from '../api/client.ts';
import { stockState } from '../pricing/stock-state.ts';
import { deliveryTimeOf } from '../rules/delivery-time.ts';
import type { Category, Product } from '../schemas/catalog.ts';
import { type PartRole, type PlannerCatalog, type PlannerProduct, panelsOf } from './catalog.ts';
import { ROLE_CATEGORIES } from './roles.ts';

/**
 * Reads the planner's catalog through the storefront API's catalog searches (in the browser these
 * are the reads the service worker keeps, so a plan computes offline from the cached answers). The
 * requests do not depend on the plan: whatever the shopper changes, the same answers serve.
 */

const ATTRIBUTES = ['hoehe', 'breite', 'color', 'ausfuehrung_neu', 'anzahl_torfluegel', 'size'];

/** Price and URL fields a plan never reads, on products and on their variants. */
const UNREAD = [
  'id',
  'url_key',
  'url_path',
  'visibility',
  'tax_class_id',
  'taxRate',
  'price',
  'final_price',
  'priceTax',
  'originalPrice',
  'originalPriceInclTax',
  'special_price',
  'specialPrice',
  'specialPriceInclTax',
  'special_from_date',
  'special_to_date',
];

/**
 * Fields a plan never reads, excluded rather than the read ones listed: an answer with a field
 * list is a category listing to the service worker, which would fetch every listed product's
 * full document behind it (client/sw/catalog-reads.ts).
 */
const EXCLUDES = [
  ...UNREAD,
  ...UNREAD.map((field) => `configurable_children.${field}`),
  'configurable_children.type_id',
  'description',
  'short_description',
  'media_gallery',
  'meta_title',
  'meta_description',
  'slug',
  'image',
  'small_image',
  'thumbnail',
  'category',
  'tier_prices',
  'custom_options',
  'bundle_options',
  'bundle_price_type',
  'configurable_options',
  'hoehe_options',
  'breite_options',
  'color_options',
  'ausfuehrung_neu_options',
  'anzahl_torfluegel_options',
  'size_options',
  'material',
  'erin_recommends',
  'sale_label',
  'baseprice_product_unit',
  'baseprice_reference_unit',
  'created_at',
  'updated_at',
  'product_links.sku',
  'product_links.linked_product_type',
  'product_links.position',
  'configurable_children.image',
  'configurable_children.thumbnail',
  'configurable_children.media_gallery',
  'downloadable_links',
  'links_title',
  // Prices are read in euros; the stored cents stand beside them.
  '*_incl_tax_cents',
  // Of a stock item, only whether it is in stock, how many and whether they are counted.
  '*stock.product_id',
  '*stock.item_id',
  '*stock.stock_id',
  '*stock.min_sale_qty',
  '*stock.max_sale_qty',
  '*stock.is_qty_decimal',
];

type Doc = Product & Record<string, unknown>;
interface AttributeDoc {
  attribute_code: string;
  options?: Array<{ value: string | number; label: string }>;
}

const CHILD_WORDS: Record<string, number> = { ein: 1, zwei: 2, drei: 3, vier: 4 };

/** Millimetres of a '1230 mm' label. */
const mm = (label: string | undefined) => (label && /^\d+\s*mm$/.test(label) ? Number.parseInt(label, 10) : undefined);
const leavesOf = (label: string | undefined) =>
  CHILD_WORDS[/^(ein|zwei|drei|vier)/i.exec(label ?? '')?.[1]?.toLowerCase() ?? ''];

function subtree(categories: Category[], urlKey: string): number[] {
  const root = categories.find((c) => c.url_key === urlKey);
  if (!root) return [];
  const ids = [root.id];
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of categories)
      if (c.parent_id !== undefined && ids.includes(Number(c.parent_id)) && !ids.includes(c.id)) {
        ids.push(c.id);
        grew = true;
      }
  }
  return ids;
}

export async function fetchPlannerCatalog(api: ApiClient): Promise<PlannerCatalog> {
  const [categories, attributes] = await Promise.all([
    api.categories({}, { includes: ['id', 'parent_id', 'url_key', 'name', 'position'] }),
    api.search<AttributeDoc>(
      'attribute',
      { _appliedFilters: [{ attribute: 'attribute_code', value: { in: ATTRIBUTES } }] },
      { size: ATTRIBUTES.length, includes: ['attribute_code', 'options'] },
    ),
  ]);
  const roles = Object.fromEntries(
    Object.entries(ROLE_CATEGORIES).map(([role, key]) => [role, subtree(categories, key)]),
  ) as Record<PartRole, number[]>;
  const { items } = await api.products(
    { _appliedFilters: [{ attribute: 'category_ids', value: { in: [...new Set(Object.values(roles).flat())] } }] },
    { size: 999, excludes: EXCLUDES },
  );
  const labels: Record<string, string> = {};
  for (const a of attributes.hits.hits) for (const o of a._source.options ?? []) labels[String(o.value)] = o.label;
  const docs = items as Doc[];
  const products = docs.flatMap((doc) => toPlannerProducts(doc, labels, roles.gate));
  // Systems: the categories with panels of their own whose subcategories have none (not a parent's union).
  const withPanels = categories.filter((c) => roles.panel.includes(c.id) && panelsOf({ roles, products }, c.id).length);
  const systems = withPanels
    .filter((c) => !withPanels.some((other) => Number(other.parent_id) === c.id))
    .map((c) => ({
      id: c.id,
      name: c.name,
      minLength: Math.max(
        0,
        ...docs.filter((d) => d.category_ids?.map(Number).includes(c.id)).map((d) => Number(d.min_length ?? 0)),
      ),
    }));
  const concreteMounts = Object.keys(labels).filter(
    (id) => products.some((p) => p.mount === id) && /betonier/i.test(labels[id]!),
  );
  return { roles, systems, labels, concreteMounts, products };
}

/**
 * A simple product as it is (unless it has options to choose); a gate's variants each as a product of their own (with the gate's
 * categories and links). Other configurable products (complete fences sold per field) are no parts.
 */
function toPlannerProducts(doc: Doc, labels: Record<string, string>, gateCategories: number[]): PlannerProduct[] {
  if (Number(doc.status ?? 1) >= 2) return [];
  // A product with options to choose (lock, hinge side …) cannot be bought from a list.
  if (doc.type_id === 'simple') return doc.has_options ? [] : [plannerProduct(doc, labels)];
  const isGate = doc.category_ids?.some((id) => gateCategories.includes(Number(id)));
  if (doc.type_id !== 'configurable' || !isGate) return [];
  return ((doc.configurable_children ?? []) as Doc[])
    .filter((c) => Number(c.status ?? 1) < 2)
    .map((c) => ({ ...plannerProduct({ ...doc, ...c }, labels), parentSku: doc.sku }));
}

function plannerProduct(doc: Doc, labels: Record<string, string>): PlannerProduct {
  const attr = (code: string) => (doc[code] === undefined || doc[code] === null ? undefined : String(doc[code]));
  const label = (code: string) => labels[attr(code) ?? ''];
  const stock = doc.stock as Parameters<typeof stockState>[0];
  const pack = /\((\d+)\s*Stück\)/.exec(doc.name)?.[1];
  const related = ((doc.product_links ?? []) as Array<{ link_type: string; linked_product_sku?: string | null }>)
    .filter((l) => l.link_type === 'related' && l.linked_product_sku)
    .map((l) => l.linked_product_sku!);
  const product: PlannerProduct = {
    sku: doc.sku,
    name: doc.name,
    categoryIds: (doc.category_ids ?? []).map(Number),
    pack: pack ? Number(pack) : 1,
    weight: Number(doc.weight ?? 0),
    price: Number(doc.finalPriceInclTax ?? doc.priceInclTax ?? doc.price ?? 0),
    stock: stockState(stock),
    qty: typeof stock?.qty === 'number' ? stock.qty : null,
    deliveryTime: deliveryTimeOf(doc),
    related,
  };
  const fields: Partial<PlannerProduct> = {
    height: mm(label('hoehe')),
    width: mm(label('breite')),
    color: attr('color'),
    mount: attr('ausfuehrung_neu'),
    leaves: leavesOf(label('anzahl_torfluegel')),
    size: label('size'),
  };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) Object.assign(product, { [key]: value });
  return product;
}
