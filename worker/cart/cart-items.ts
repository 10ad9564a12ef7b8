import { interpolate } from '../../shared/i18n/interpolate.ts';
import { netOfGrossCents } from '../../shared/pricing/gross.ts';
import { addTaxCents, round2, toCents } from '../../shared/pricing/money.ts';
import { bundleCents, customOptionsCents, selectedCustomOptions } from '../../shared/pricing/options.ts';
import { stockState, type StockStatus } from '../../shared/pricing/stock-state.ts';
import { computePrices, taxRateFor } from '../../shared/pricing/tax.ts';
import { tierPrice, type TierPriceProduct } from '../../shared/pricing/tier-prices.ts';
import { type DeliveryTime, deliveryTimeOf } from '../../shared/rules/delivery-time.ts';
import { ONLY_AVAILABLE, QTY_TOO_HIGH } from '../../shared/rules/texts.ts';
import type { ProductOption } from '../../shared/schemas/cart.ts';
import { ApiError } from '../api/api-error.ts';
import { PRICING_CONFIG } from '../catalog/render-list.ts';
import type { CatalogContext, ProductRecord } from './cart-catalog.ts';
import { bundleOptions, customOptions, type OptionSelections, pickChild } from './cart-line-options.ts';

/**
 * What a cart line is, from the catalog alone: which product,
 * which options, the gross unit price as the shop shows it (net derived from it), weight and stock. Used when a line is added and again
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
  /** Gross unit price with options as the product page shows it (the source), and its net part, in cents. */
  unit_incl_tax_cents: number;
  unit_cents: number;
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
  /** The line's delivery time in this store (the child's for a configurable, the bundle's own). */
  delivery_time: DeliveryTime | null;
}

const NON_SHIPPING = new Set(['virtual', 'downloadable']);

export const isMontageSku = (sku: string): boolean => sku.toLowerCase().startsWith('montage');

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function stockOf(record: ProductRecord, ctx: CatalogContext) {
  const row = ctx.stock.get(record.sku);
  const doc = record.doc.stock ?? null;
  const stock = row
    ? { is_in_stock: row.is_in_stock === 1, qty: row.qty, manage_stock: row.manage_stock === 1 }
    : doc && { is_in_stock: Boolean(doc.is_in_stock), qty: doc.qty ?? null, manage_stock: doc.manage_stock ?? true };
  const status = stockState(stock);
  const counted = stock?.manage_stock && stock.is_in_stock && typeof stock.qty === 'number' ? stock.qty : null;
  const maxSale = Number(doc?.max_sale_qty);
  return { status, counted, maxSale: maxSale > 0 ? maxSale : 10000 };
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
  const taxPercent = taxRateFor(ctx.rules, doc.tax_class_id, ctx.store.taxCountry);
  // The gross price the product page shows is the base; a quantity tier (off in this shop) is net.
  const shown = computePrices(doc as TierPriceProduct, taxPercent, ctx.now);
  const base = tierPrice(doc as TierPriceProduct, qty, undefined, { enabled: PRICING_CONFIG.tierPrices, now: ctx.now });
  const labels: Array<{ label: string; value: string }> = [];
  const extension: ProductOption['extension_attributes'] = {};
  let cents = base < shown.final_price ? addTaxCents(toCents(base), taxPercent) : toCents(shown.finalPriceInclTax);
  let weight = Number(doc.weight ?? 0) || 0;

  if (record.type_id === 'bundle') {
    const bundle = bundleOptions(record, productOption, ctx);
    cents = bundleCents(bundle.parts, taxPercent);
    weight = round2(bundle.parts.reduce((sum, p) => sum + p.weight * p.qty, 0));
    extension.bundle_options = bundle.selected;
    labels.push(...bundle.labels);
  } else {
    const custom = customOptions(record, productOption);
    if (custom.selected.length) {
      cents = customOptionsCents(cents, selectedCustomOptions(custom.docs, custom.selected), taxPercent);
      extension.custom_options = custom.selected;
      labels.push(...custom.labels);
    }
  }
  if (parent) {
    const options = parent.doc.configurable_options ?? [];
    extension.configurable_item_options = options.map((o) => ({
      option_id: String(o.attribute_id),
      option_value: String(doc[o.attribute_code]),
    }));
    labels.unshift(
      ...options.map((o) => {
        const value = (o.values ?? []).find((v) => String(v.value_index) === String(doc[o.attribute_code]));
        return { label: String(o.label), value: value?.label ?? String(doc[o.attribute_code]) };
      }),
    );
  }

  const netCents = netOfGrossCents(cents, taxPercent);
  if (!(cents >= 0) || !(netCents >= 0)) throw new ApiError(400, PRICE_UNKNOWN);

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
    unit_incl_tax_cents: cents,
    unit_cents: netCents,
    tax_percent: taxPercent,
    weight: NON_SHIPPING.has(record.type_id) ? 0 : weight,
    ships: !NON_SHIPPING.has(record.type_id),
    stock_status: record.type_id === 'bundle' ? 'ok' : stock.status,
    max_stock_qty: record.type_id === 'bundle' ? null : stock.counted,
    max_sale_qty: stock.maxSale,
    labels,
    delivery_time: deliveryTimeOf(doc),
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
