import { grossCents } from './gross.ts';
import { roundCents, toEuros } from './money.ts';

/**
 * Custom option and bundle prices, gross as the shop shows them: a fixed custom option adds its
 * gross surcharge, a percent one adds that share of the gross product price (rounded to the cent);
 * a bundle costs the sum of its selected items' gross unit price times quantity. Every amount is
 * whole cents and each surcharge is rounded on its own, so the price the product page shows is
 * exactly the shown base price plus the shown surcharges, and the cart charges that same sum (net
 * and tax are derived from it). Gross amounts come from the store's catalog (gross.ts).
 */

export type OptionPriceType = 'fixed' | 'percent';

/** A priced choice: a custom option value (drop_down, radio …) or a priced text option (field). */
export interface OptionPrice {
  /** Net euros of a fixed surcharge, or the percentage of a percent one. */
  price: number;
  price_type: OptionPriceType | string;
  /** The store's gross surcharge in cents (fixed surcharges), the source when present. */
  price_incl_tax_cents?: number | null;
}

/**
 * What one option adds to a gross base price, in whole cents: what the product page shows beside
 * the choice. Magento knows fixed and percent; anything else counts as fixed; a non-number adds nothing.
 */
export function optionSurchargeCents(baseGrossCents: number, option: OptionPrice, ratePercent: number): number {
  const price = Number(option.price);
  if (option.price_type === 'percent') return Number.isFinite(price) ? roundCents((baseGrossCents * price) / 100) : 0;
  const gross = grossCents(price, option.price_incl_tax_cents, ratePercent);
  return Number.isFinite(gross) ? gross : 0;
}

/** The gross product price in cents with its selected custom options. */
export function customOptionsCents(
  baseGrossCents: number,
  selectedOptions: readonly OptionPrice[],
  ratePercent: number,
): number {
  return selectedOptions.reduce(
    (sum, option) => sum + optionSurchargeCents(baseGrossCents, option, ratePercent),
    Math.round(baseGrossCents),
  );
}

/** The same in euros, for a gross base price in euros. */
export function customOptionsPrice(
  baseGross: number,
  selectedOptions: readonly OptionPrice[],
  ratePercent: number,
): number {
  return toEuros(customOptionsCents(roundCents(baseGross * 100), selectedOptions, ratePercent));
}

/** The custom option documents of a product (the catalog's `custom_options`). */
export interface CustomOptionDoc {
  option_id: number;
  type?: string;
  price?: number;
  price_type?: string;
  price_incl_tax_cents?: number | null;
  values?: Array<{ option_type_id: number; price: number; price_type: string; price_incl_tax_cents?: number | null }>;
}

/** A shopper's choice as the cart carries it (`product_option.extension_attributes.custom_options`). */
export interface CustomOptionSelection {
  option_id: number | string;
  /** The chosen option_type_id (several comma-separated for multi-choice types), or the text typed in. */
  option_value: string | number | null | undefined;
}

/**
 * The priced choices behind a shopper's custom option selections. Unknown options and values are
 * skipped (they cost nothing); a text option costs its surcharge once something is typed in.
 */
export function selectedCustomOptions(
  options: readonly CustomOptionDoc[] | null | undefined,
  selections: readonly CustomOptionSelection[],
): OptionPrice[] {
  const chosen: OptionPrice[] = [];
  for (const selection of selections) {
    const option = options?.find((o) => Number(o.option_id) === Number(selection.option_id));
    const raw = selection.option_value;
    if (!option || raw === null || raw === undefined || String(raw).trim() === '') continue;
    if (option.values?.length) {
      for (const id of String(raw).split(',')) {
        const value = option.values.find((v) => Number(v.option_type_id) === Number(id.trim()));
        if (value)
          chosen.push({
            price: value.price,
            price_type: value.price_type,
            price_incl_tax_cents: value.price_incl_tax_cents,
          });
      }
    } else if (option.price !== undefined) {
      chosen.push({
        price: option.price,
        price_type: option.price_type ?? 'fixed',
        price_incl_tax_cents: option.price_incl_tax_cents,
      });
    }
  }
  return chosen;
}

/** One selected bundle item: its unit price and how many of it the bundle holds. */
export interface BundleSelection {
  /** Net euros of one unit (the part's final price). */
  price: number;
  qty: number;
  /** The store's gross unit price in cents, the source when present. */
  price_incl_tax_cents?: number | null;
}

/** The gross price of one unit of a bundle item in cents (what the bundle choice shows per piece). */
export function bundleItemCents(item: Omit<BundleSelection, 'qty'>, ratePercent: number): number {
  const gross = grossCents(Number(item.price), item.price_incl_tax_cents, ratePercent);
  return Number.isFinite(gross) ? gross : 0;
}

/** Σ gross unit price × quantity of the selected items in cents. Items with no positive whole quantity add nothing. */
export function bundleCents(selections: readonly BundleSelection[], ratePercent: number): number {
  return selections.reduce((sum, s) => {
    const qty = Number(s.qty);
    return Number.isFinite(qty) && qty > 0 ? sum + roundCents(bundleItemCents(s, ratePercent) * qty) : sum;
  }, 0);
}

/** The same in euros. */
export const bundlePrice = (selections: readonly BundleSelection[], ratePercent: number): number =>
  toEuros(bundleCents(selections, ratePercent));

/** The bundle option documents of a product (the catalog's `bundle_options`). */
export interface BundleOptionDoc {
  option_id: number;
  product_links: Array<{
    id: number | string;
    sku: string;
    qty: number;
    price?: number;
    price_incl_tax_cents?: number | null;
    is_default?: boolean;
  }>;
}

/** A shopper's bundle choice (`product_option.extension_attributes.bundle_options`). */
export interface BundleOptionSelection {
  option_id: number | string;
  option_qty?: number | null;
  option_selections: Array<number | string>;
}

/**
 * The selected items of a bundle with their prices (the link's `price_incl_tax_cents` and `price`,
 * the part's final price in the store's catalog) and quantities (the shopper's option_qty, else the link's default qty).
 */
export function selectedBundleItems(
  options: readonly BundleOptionDoc[] | null | undefined,
  selections: readonly BundleOptionSelection[],
): BundleSelection[] {
  const items: BundleSelection[] = [];
  for (const selection of selections) {
    const option = options?.find((o) => Number(o.option_id) === Number(selection.option_id));
    if (!option) continue;
    for (const id of selection.option_selections) {
      const link = option.product_links.find((l) => String(l.id) === String(id));
      if (!link) continue;
      const qty = selection.option_qty !== null && selection.option_qty !== undefined ? selection.option_qty : link.qty;
      items.push({ price: Number(link.price ?? 0), qty, price_incl_tax_cents: link.price_incl_tax_cents });
    }
  }
  return items;
}
