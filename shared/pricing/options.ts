import { roundCents, toEuros } from './money.ts';

/**
 * Custom option and bundle prices: a fixed custom option adds its amount, a percent one
 * adds that share of the product price; a bundle costs the sum of its selected items' price times
 * quantity. All amounts are net, computed in cents and rounded to the cent once at the end (tax is
 * added by the caller); the euro functions are the same computation for callers that show euros.
 */

export type OptionPriceType = 'fixed' | 'percent';

/** A priced choice: a custom option value (drop_down, radio …) or a priced text option (field). */
export interface OptionPrice {
  price: number;
  price_type: OptionPriceType | string;
}

/** What one selected option adds to `baseCents`, in (fractional) cents. Magento knows fixed and percent; anything else counts as fixed. */
function customOptionDeltaCents(baseCents: number, option: OptionPrice): number {
  const price = Number(option.price);
  if (!Number.isFinite(price)) return 0;
  return option.price_type === 'percent' ? (baseCents * price) / 100 : price * 100;
}

/** The net product price in cents with its selected custom options (option prices are euros, as in the catalog). */
export function customOptionsCents(baseCents: number, selectedOptions: readonly OptionPrice[]): number {
  return roundCents(
    selectedOptions.reduce((sum, option) => sum + customOptionDeltaCents(baseCents, option), baseCents),
  );
}

/** The product price in euros with its selected custom options, rounded to cents. */
export function customOptionsPrice(basePrice: number, selectedOptions: readonly OptionPrice[]): number {
  return toEuros(customOptionsCents(basePrice * 100, selectedOptions));
}

/** The custom option documents of a product (the catalog's `custom_options`). */
export interface CustomOptionDoc {
  option_id: number;
  type?: string;
  price?: number;
  price_type?: string;
  values?: Array<{ option_type_id: number; price: number; price_type: string }>;
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
        if (value) chosen.push({ price: value.price, price_type: value.price_type });
      }
    } else if (option.price !== undefined) {
      chosen.push({ price: option.price, price_type: option.price_type ?? 'fixed' });
    }
  }
  return chosen;
}

/** One selected bundle item: its net unit price and how many of it the bundle holds. */
export interface BundleSelection {
  price: number;
  qty: number;
}

/** Σ price × quantity of the selected items in cents (prices are euros, as in the catalog). Items with no positive quantity add nothing. */
export function bundleCents(selections: readonly BundleSelection[]): number {
  return roundCents(
    selections.reduce((sum, s) => {
      const qty = Number(s.qty);
      const price = Number(s.price);
      return Number.isFinite(qty) && qty > 0 && Number.isFinite(price) ? sum + price * 100 * qty : sum;
    }, 0),
  );
}

/** Σ price × quantity of the selected items in euros, rounded to cents. */
export const bundlePrice = (selections: readonly BundleSelection[]): number => toEuros(bundleCents(selections));

/** The bundle option documents of a product (the catalog's `bundle_options`). */
export interface BundleOptionDoc {
  option_id: number;
  product_links: Array<{ id: number | string; sku: string; qty: number; price?: number; is_default?: boolean }>;
}

/** A shopper's bundle choice (`product_option.extension_attributes.bundle_options`). */
export interface BundleOptionSelection {
  option_id: number | string;
  option_qty?: number | null;
  option_selections: Array<number | string>;
}

/**
 * The selected items of a bundle with their prices (the link's `price`, the part's net final
 * price in the catalog) and quantities (the shopper's option_qty, else the link's default qty).
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
      items.push({ price: Number(link.price ?? 0), qty });
    }
  }
  return items;
}
