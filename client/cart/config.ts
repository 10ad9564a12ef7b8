import {
  bundlePrice,
  customOptionsPrice,
  selectedBundleItems,
  selectedCustomOptions,
  type BundleOptionDoc,
  type CustomOptionDoc,
} from '../../shared/pricing/options.ts';
import type { ChildProduct, Product } from '../../shared/schemas/catalog.ts';
import type { ProductOption } from '../../shared/schemas/cart.ts';
import {
  ONLY_AVAILABLE as QTY_NOT_AVAILABLE,
  QTY_NOT_INTEGER,
  QTY_NOT_POSITIVE,
  QTY_TOO_HIGH,
} from '../../shared/rules/texts.ts';

/**
 * A product as the shopper configures it on the product page: custom options, bundle
 * choices and the quantity, the gross price that results (live), what is still missing, and the
 * `product_option` the cart sends. Pure functions: the product page, the microcart editor and the
 * tests share them. Prices follow the server's cart pricing (worker/cart/cart-items.ts): the shown
 * gross price plus the shown gross surcharges, in whole cents.
 */

export interface ProductConfig {
  /** The quantity as typed. */
  qty: string;
  /** option_id → chosen option_type_id(s), comma-separated, or the text typed in. */
  custom: Record<number, string>;
  /** option_id → chosen product link ids. */
  bundle: Record<number, number[]>;
}

type Doc = Product | ChildProduct;
const num = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const customDocs = (product: Product) =>
  (product.custom_options ?? []) as unknown as Array<CustomOptionDoc & { title: string; is_require?: boolean }>;
const bundleDocs = (product: Product) =>
  (product.bundle_options ?? []) as unknown as Array<
    BundleOptionDoc & {
      title: string;
      required?: boolean;
      product_links: Array<{ can_change_quantity?: number | boolean }>;
    }
  >;

/** Bundle choices start at the links the shop marks as default. */
export function initialConfig(product: Product): ProductConfig {
  const bundle: Record<number, number[]> = {};
  for (const option of bundleDocs(product)) {
    const defaults = option.product_links.filter((l) => l.is_default).map((l) => Number(l.id));
    if (defaults.length) bundle[option.option_id] = defaults;
  }
  return { qty: '1', custom: {}, bundle };
}

export function customSelections(config: ProductConfig) {
  return Object.entries(config.custom)
    .filter(([, value]) => value.trim() !== '')
    .map(([id, value]) => ({ option_id: Number(id), option_value: value.trim() }));
}

/** Bundle choices as the cart takes them; the quantity is the link's (the seed's links are not changeable). */
export function bundleSelections(product: Product, config: ProductConfig) {
  return bundleDocs(product).flatMap((option) => {
    const chosen = config.bundle[option.option_id] ?? [];
    const link = option.product_links.find((l) => Number(l.id) === chosen[0]);
    return link
      ? [
          {
            option_id: option.option_id,
            option_qty: Number(link.qty),
            option_selections: [...chosen].sort((a, b) => a - b),
          },
        ]
      : [];
  });
}

/** Ids of required custom and bundle options without a choice (options must be configured). */
export function missingOptions(product: Product, config: ProductConfig): number[] {
  const custom = customDocs(product).filter((o) => o.is_require && !(config.custom[o.option_id] ?? '').trim());
  const bundle =
    product.type_id === 'bundle'
      ? bundleDocs(product).filter((o) => o.required && !config.bundle[o.option_id]?.length)
      : [];
  return [...custom, ...bundle].map((o) => o.option_id);
}

/** The store's tax rate of the shown product: the API's taxRate, else read off its prices. */
function taxRate(shown: Doc): number {
  const rate = num(shown.taxRate);
  if (rate !== undefined) return rate;
  const net = num(shown.price);
  const gross = num(shown.priceInclTax) ?? num(shown.price_incl_tax);
  return net && gross ? Math.round((gross / net - 1) * 1000) / 10 : 0;
}

/**
 * Gross unit prices as configured: `final` is what one unit costs now, `original` the regular
 * price. NaN when the product has no usable price (price unknown).
 */
export function configuredPrice(
  product: Product,
  shown: Doc,
  config: ProductConfig,
): { final: number; original: number } {
  const rate = taxRate(shown);
  if (product.type_id === 'bundle') {
    const price = bundlePrice(selectedBundleItems(bundleDocs(product), bundleSelections(product, config)), rate);
    return { final: price, original: price };
  }
  const final = num(shown.finalPriceInclTax) ?? num(shown.final_price_incl_tax) ?? NaN;
  const original = num(shown.originalPriceInclTax) ?? num(shown.original_price_incl_tax) ?? final;
  const chosen = selectedCustomOptions(customDocs(product), customSelections(config));
  if (!chosen.length) return { final, original };
  return {
    final: customOptionsPrice(final, chosen, rate),
    original: customOptionsPrice(original, chosen, rate),
  };
}

/** The product_option of the cart line: configurable, custom and bundle choices. */
export function productOptionOf(
  product: Product,
  child: ChildProduct | null,
  config: ProductConfig,
): ProductOption | undefined {
  const ext: ProductOption['extension_attributes'] = {};
  if (child) {
    ext.configurable_item_options = (product.configurable_options ?? []).map((o) => ({
      option_id: String(o.attribute_id),
      option_value: String(child[o.attribute_code] ?? ''),
    }));
  }
  const custom = customSelections(config);
  if (custom.length) ext.custom_options = custom;
  if (product.type_id === 'bundle') ext.bundle_options = bundleSelections(product, config);
  return Object.keys(ext).length ? { extension_attributes: ext } : undefined;
}

/** The chosen options as the cart line shows them before the server answers. */
export function optionLabels(
  product: Product,
  child: ChildProduct | null,
  config: ProductConfig,
): Array<{ label: string; value: string }> {
  const labels: Array<{ label: string; value: string }> = [];
  for (const o of child ? (product.configurable_options ?? []) : []) {
    const value = o.values.find((v) => String(v.value_index) === String(child![o.attribute_code]));
    if (value) labels.push({ label: o.label, value: value.label });
  }
  for (const o of product.custom_options ?? []) {
    const raw = (config.custom[o.option_id] ?? '').trim();
    if (!raw) continue;
    const titles = o.values?.length
      ? raw.split(',').map((id) => o.values!.find((v) => String(v.option_type_id) === id.trim())?.title ?? id)
      : [raw];
    labels.push({ label: o.title, value: titles.join(', ') });
  }
  return labels;
}

export { QTY_NOT_AVAILABLE, QTY_NOT_INTEGER, QTY_NOT_POSITIVE, QTY_TOO_HIGH };

export interface QtyProblem {
  message: string;
  params?: Record<string, number>;
}

/**
 * Quantity messages, in the server's order: above 0, whole number, below the per-line
 * limit (max_sale_qty), within the counted stock (`available`, from /api/stock/check).
 */
export function qtyProblem(
  raw: string | number,
  limits: { maxSaleQty?: number | null; available?: number | null } = {},
): QtyProblem | null {
  const text = String(raw).trim();
  const qty = text === '' ? NaN : Number(text);
  if (!Number.isNaN(qty) && !(qty > 0)) return { message: QTY_NOT_POSITIVE };
  if (!Number.isSafeInteger(qty)) return { message: QTY_NOT_INTEGER };
  const max = limits.maxSaleQty ?? 10000;
  if (qty > max) return { message: QTY_TOO_HIGH, params: { quantity: max + 1 } };
  if (limits.available !== null && limits.available !== undefined && qty > limits.available)
    return { message: QTY_NOT_AVAILABLE, params: { maxQuantity: limits.available } };
  return null;
}
