import { addTaxCents, round2, toCents } from '../../shared/pricing/money.ts';
import {
  bundleCents,
  customOptionsCents,
  selectedCustomOptions,
  type CustomOptionDoc,
} from '../../shared/pricing/options.ts';
import { stockState, type StockStatus } from '../../shared/pricing/stock-state.ts';
import { taxRateFor, type TaxRule } from '../../shared/pricing/tax.ts';
import { tierPrice } from '../../shared/pricing/tier-prices.ts';
import { interpolate } from '../../shared/i18n/interpolate.ts';
import { ONLY_AVAILABLE, QTY_TOO_HIGH } from '../../shared/rules/texts.ts';
import type { ProductOption } from '../../shared/schemas/cart.ts';
import type { StoreView } from '../../shared/stores.ts';
import type { ProductRecord, StockRecord } from './cart-repo.ts';
import { PRICING_CONFIG } from '../catalog/render-list.ts';
import { ApiError } from '../api/api-error.ts';

/**
 * What a cart line is, from the catalog alone: which product,
 * which options, the net and gross unit price, weight and stock. Used when a line is added and again
 * on every read, so a line always carries today's catalog price, never a price the client sent.
 *
 * - simple, virtual, downloadable: custom options are checked (required ones present, values known,
 *   text within its length) and priced (fixed adds the amount, percent a share of the price).
 * - configurable: the child's own SKU (its parent must be available too), or the parent SKU with
 *   configurable_item_options that pick a child; the line is the child, identified by its SKU.
 * - bundle: bundle_options select links of the bundle; required options must be chosen, single-choice
 *   options take one link; the price is Σ link price × qty (a quantity only where the link allows).
 * - grouped: bought as its single products, never as a whole.
 * - montage services (SKUs starting with 'montage'): never merged, each add is its own line.
 */

export const NOT_AVAILABLE = 'This product is not available';
export const PRICE_UNKNOWN = 'Product price is unknown, product cannot be added to the cart!';
export const NO_SUCH_CONFIGURATION =
  'No such configuration for the product. Please do choose another combination of attributes.';

/** The options a line is asked for: parsed client input or a stored line's normalised options. */
export interface OptionSelections {
  extension_attributes?: {
    custom_options?: ReadonlyArray<{ option_id: number; option_value?: string | number | null }> | null;
    configurable_item_options?: ReadonlyArray<{ option_id: string; option_value: string }> | null;
    bundle_options?: ReadonlyArray<{
      option_id: number;
      option_qty?: number | null;
      option_selections: readonly number[];
    }> | null;
  } | null;
}

export interface CatalogContext {
  store: StoreView;
  rules: TaxRule[];
  now: Date;
  /** Rows by SKU: the lines' products, their configurable parents (and children), bundle parts. */
  products: Map<string, ProductRecord>;
  stock: Map<string, StockRecord>;
}

export interface ResolvedLine {
  sku: string;
  parent_sku: string | null;
  product_id: number;
  name: string;
  product_type: string;
  product_option: ProductOption | null;
  checksum: string | null;
  /** Line identity for merging adds; null: never merged (montage services). */
  merge_key: string | null;
  /** Net unit price with options and the same incl. the store's tax, in cents. */
  unit_cents: number;
  unit_incl_tax_cents: number;
  tax_percent: number;
  /** Weight of one unit in kg (0 for virtual and downloadable products). */
  weight: number;
  ships: boolean;
  stock_status: StockStatus;
  /** The most that may be bought of this SKU when stock is counted, else null. */
  max_stock_qty: number | null;
  /** Per-line limit (the stock item's max_sale_qty). */
  max_sale_qty: number;
  labels: Array<{ label: string; value: string }>;
}

const SINGLE_CHOICE_CUSTOM = new Set(['drop_down', 'radio']);
const SINGLE_CHOICE_BUNDLE = new Set(['select', 'radio']);
const NON_SHIPPING = new Set(['virtual', 'downloadable']);

export const isMontageSku = (sku: string): boolean => sku.toLowerCase().startsWith('montage');

/** The SKUs a line also needs from the catalog: parent, configurable children, bundle parts. */
export function relatedSkus(record: ProductRecord): string[] {
  const doc = record.doc;
  if (record.parent_sku) return [record.parent_sku];
  if (record.type_id === 'configurable') return (doc.configurable_children ?? []).map((c: { sku: string }) => c.sku);
  if (record.type_id === 'bundle')
    return (doc.bundle_options ?? []).flatMap((o: any) => (o.product_links ?? []).map((l: any) => String(l.sku)));
  return [];
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function customOptions(record: ProductRecord, input: OptionSelections | null | undefined) {
  const docs: any[] = Array.isArray(record.doc.custom_options) ? record.doc.custom_options : [];
  const chosen = new Map<number, string>();
  const labels: Array<{ label: string; value: string }> = [];
  for (const selection of input?.extension_attributes?.custom_options ?? []) {
    const option = docs.find((o) => Number(o.option_id) === selection.option_id);
    if (!option) throw new ApiError(400, `Unknown custom option ${selection.option_id} for "${record.sku}"`);
    const raw = selection.option_value;
    if (raw === null || raw === undefined || String(raw).trim() === '') continue;
    if (Array.isArray(option.values) && option.values.length) {
      const ids = [
        ...new Set(
          String(raw)
            .split(',')
            .map((s) => s.trim()),
        ),
      ];
      const values = ids.map((id) =>
        option.values.find((v: any) => /^\d+$/.test(id) && Number(v.option_type_id) === Number(id)),
      );
      if (values.some((v) => !v)) throw new ApiError(400, `Please choose a valid value for "${option.title}"`);
      if (SINGLE_CHOICE_CUSTOM.has(option.type) && ids.length > 1)
        throw new ApiError(400, `Please choose one value for "${option.title}"`);
      chosen.set(
        option.option_id,
        values
          .map((v) => v.option_type_id)
          .sort((a, b) => a - b)
          .join(','),
      );
      labels.push({ label: option.title, value: values.map((v) => v.title).join(', ') });
    } else {
      const value = String(raw).trim();
      if (/[\u0000-\u001f\u007f]/.test(value))
        throw new ApiError(400, `"${option.title}" must not contain control characters`);
      const max = Number(option.max_characters ?? 0);
      if (max > 0 && value.length > max) throw new ApiError(400, `"${option.title}" is at most ${max} characters long`);
      chosen.set(option.option_id, value);
      labels.push({ label: option.title, value });
    }
  }
  const missing = docs.filter((o) => o.is_require && !chosen.has(Number(o.option_id))).map((o) => o.title);
  if (missing.length)
    throw new ApiError(400, `The product's required option(s) weren't entered: ${missing.join(', ')}`);
  const selected = [...chosen.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([option_id, option_value]) => ({ option_id, option_value }));
  return { selected, labels, docs: docs as CustomOptionDoc[] };
}

function bundleOptions(record: ProductRecord, input: OptionSelections | null | undefined, ctx: CatalogContext) {
  const docs: any[] = Array.isArray(record.doc.bundle_options) ? record.doc.bundle_options : [];
  const selected: Array<{ option_id: number; option_qty: number; option_selections: number[] }> = [];
  const parts: Array<{ price: number; qty: number; weight: number }> = [];
  const labels: Array<{ label: string; value: string }> = [];
  for (const selection of input?.extension_attributes?.bundle_options ?? []) {
    const option = docs.find((o) => Number(o.option_id) === selection.option_id);
    if (!option) throw new ApiError(400, `Unknown bundle option ${selection.option_id} for "${record.sku}"`);
    const ids = [...new Set(selection.option_selections)];
    if (!ids.length || selected.some((s) => s.option_id === selection.option_id)) continue;
    if (SINGLE_CHOICE_BUNDLE.has(option.type) && ids.length > 1)
      throw new ApiError(400, `Please choose one product for "${option.title}"`);
    let optionQty: number | null = null;
    let firstQty = 0;
    for (const id of ids) {
      const link = (option.product_links ?? []).find((l: any) => Number(l.id) === id);
      if (!link) throw new ApiError(400, `Please choose a valid product for "${option.title}"`);
      const part = ctx.products.get(String(link.sku));
      if (!part || part.status >= 2)
        throw new ApiError(400, `"${part?.doc.name ?? link.sku}" of this bundle is not available`);
      const qty = link.can_change_quantity && selection.option_qty ? selection.option_qty : Number(link.qty);
      if (link.can_change_quantity && optionQty === null) optionQty = qty;
      if (!firstQty) firstQty = qty;
      parts.push({ price: Number(link.price ?? 0), qty, weight: Number(part.doc.weight ?? 0) });
      labels.push({ label: option.title, value: `${qty} x ${part.doc.name ?? link.sku}` });
    }
    selected.push({
      option_id: Number(option.option_id),
      option_qty: optionQty ?? firstQty,
      option_selections: ids.sort((a, b) => a - b),
    });
  }
  const missing = docs
    .filter((o) => o.required && !selected.some((s) => s.option_id === Number(o.option_id)))
    .map((o) => o.title);
  if (missing.length) throw new ApiError(400, `Please choose the required bundle option(s): ${missing.join(', ')}`);
  selected.sort((a, b) => a.option_id - b.option_id);
  return { selected, parts, labels };
}

/** The child of a configurable parent picked by configurable_item_options (attribute id → value). */
function pickChild(
  parent: ProductRecord,
  input: OptionSelections | null | undefined,
  ctx: CatalogContext,
): ProductRecord {
  const options: any[] = parent.doc.configurable_options ?? [];
  const given = input?.extension_attributes?.configurable_item_options ?? [];
  if (!given.length)
    throw new ApiError(400, `Please choose the product options: ${options.map((o) => o.label).join(', ')}`);
  const wanted = options.map((o) =>
    given.find((g) => g.option_id === String(o.attribute_id) || g.option_id === String(o.attribute_code)),
  );
  if (wanted.some((w) => !w)) throw new ApiError(400, NO_SUCH_CONFIGURATION);
  const child = (parent.doc.configurable_children ?? []).find((c: any) =>
    options.every((o, i) => String(c[o.attribute_code]) === wanted[i]!.option_value),
  );
  const record = child ? ctx.products.get(child.sku) : undefined;
  if (!record) throw new ApiError(400, NO_SUCH_CONFIGURATION);
  return record;
}

function stockOf(record: ProductRecord, ctx: CatalogContext) {
  const row = ctx.stock.get(record.sku);
  const doc = record.doc.stock ?? null;
  const stock = row
    ? { is_in_stock: row.is_in_stock === 1, qty: row.qty, manage_stock: row.manage_stock === 1 }
    : doc && { is_in_stock: Boolean(doc.is_in_stock), qty: doc.qty ?? null, manage_stock: doc.manage_stock ?? true };
  const status = stockState(stock);
  const counted = stock?.manage_stock && stock.is_in_stock && typeof stock.qty === 'number' ? stock.qty : null;
  return { status, counted, maxSale: Number(doc?.max_sale_qty) > 0 ? Number(doc.max_sale_qty) : 10000 };
}

/**
 * Resolves and checks one line; throws a 400 ApiError with the shopper-facing reason when the
 * product cannot be bought this way. `qty` only matters for quantity-dependent (tier) prices.
 */
export async function resolveLine(
  ctx: CatalogContext,
  sku: string,
  productOption: OptionSelections | null | undefined,
  qty: number,
): Promise<ResolvedLine> {
  let record = ctx.products.get(sku);
  if (!record) throw new ApiError(400, `No product with SKU "${sku}"`);
  if (record.status >= 2) throw new ApiError(400, NOT_AVAILABLE);
  if (record.type_id === 'grouped')
    throw new ApiError(400, 'A grouped product is bought as its single products; please add those');
  if (record.type_id === 'configurable') record = pickChild(record, productOption, ctx);
  if (record.status >= 2) throw new ApiError(400, NOT_AVAILABLE);
  const parent = record.parent_sku ? ctx.products.get(record.parent_sku) : undefined;
  if (record.parent_sku && (!parent || parent.status >= 2)) throw new ApiError(400, NOT_AVAILABLE);

  const doc = record.doc;
  if (typeof doc.price !== 'number' || !Number.isFinite(doc.price)) throw new ApiError(400, PRICE_UNKNOWN);
  const base = tierPrice(doc as any, qty, undefined, { enabled: PRICING_CONFIG.tierPrices, now: ctx.now });
  const labels: Array<{ label: string; value: string }> = [];
  const extension: ProductOption['extension_attributes'] = {};
  let cents = toCents(base); // the catalog's euros enter as cents: from here on whole-cent arithmetic
  let weight = Number(doc.weight ?? 0) || 0;

  if (record.type_id === 'bundle') {
    const bundle = bundleOptions(record, productOption, ctx);
    cents = bundleCents(bundle.parts);
    weight = round2(bundle.parts.reduce((sum, p) => sum + p.weight * p.qty, 0));
    extension.bundle_options = bundle.selected;
    labels.push(...bundle.labels);
  } else {
    const custom = customOptions(record, productOption);
    if (custom.selected.length) {
      cents = customOptionsCents(cents, selectedCustomOptions(custom.docs, custom.selected));
      extension.custom_options = custom.selected;
      labels.push(...custom.labels);
    }
  }
  if (parent) {
    const options: any[] = parent.doc.configurable_options ?? [];
    extension.configurable_item_options = options.map((o) => ({
      option_id: String(o.attribute_id),
      option_value: String(doc[o.attribute_code]),
    }));
    labels.unshift(
      ...options.map((o) => {
        const value = (o.values ?? []).find((v: any) => String(v.value_index) === String(doc[o.attribute_code]));
        return { label: String(o.label), value: value?.label ?? String(doc[o.attribute_code]) };
      }),
    );
  }

  const taxPercent = taxRateFor(ctx.rules, doc.tax_class_id, ctx.store.taxCountry);
  const inclTaxCents = addTaxCents(cents, taxPercent);
  if (!(cents >= 0) || !(inclTaxCents >= 0)) throw new ApiError(400, PRICE_UNKNOWN);

  const identity = { bundle_options: extension.bundle_options ?? [], custom_options: extension.custom_options ?? [] };
  const checksum =
    identity.bundle_options.length || identity.custom_options.length ? await sha256Hex(JSON.stringify(identity)) : null;
  const stock = stockOf(record, ctx);
  const type = parent ? 'configurable' : record.type_id;
  return {
    sku: record.sku,
    parent_sku: parent?.sku ?? null,
    product_id: record.id,
    name: String(doc.name ?? record.sku),
    product_type: type,
    product_option: Object.keys(extension).length ? { extension_attributes: extension } : null,
    checksum,
    merge_key: isMontageSku(record.sku) ? null : `${record.sku}|${checksum ?? ''}`,
    unit_cents: cents,
    unit_incl_tax_cents: inclTaxCents,
    tax_percent: taxPercent,
    weight: NON_SHIPPING.has(record.type_id) ? 0 : weight,
    ships: !NON_SHIPPING.has(record.type_id),
    stock_status: record.type_id === 'bundle' ? 'ok' : stock.status,
    max_stock_qty: record.type_id === 'bundle' ? null : stock.counted,
    max_sale_qty: stock.maxSale,
    labels,
  };
}

/** Texts: a line above the per-line limit, or a SKU's lines above the counted stock. */
export function checkQty(line: ResolvedLine, lineQty: number, skuTotal: number): void {
  if (lineQty > line.max_sale_qty)
    throw new ApiError(400, interpolate(QTY_TOO_HIGH, { quantity: line.max_sale_qty + 1 }));
  if (line.max_stock_qty !== null && skuTotal > line.max_stock_qty) {
    throw new ApiError(400, interpolate(ONLY_AVAILABLE, { maxQuantity: line.max_stock_qty }));
  }
}
