import type { CustomOptionDoc } from '../../shared/pricing/options.ts';
import type { TierPrice } from '../../shared/pricing/tier-prices.ts';

/**
 * The fields of a stored catalog document (products.doc) that the cart and order placement read.
 * Imported documents carry many more fields and are not validated on the way in, so everything is
 * optional and numbers may arrive as strings: the readers convert with Number()/String() and tell
 * the shopper when something needed is missing.
 */

/** A custom option with the texts the cart shows and checks. */
export interface CustomOptionDocument extends CustomOptionDoc {
  title: string;
  is_require?: boolean;
  /** Longest text a text option takes; 0 or absent: no limit. */
  max_characters?: number | string | null;
  values?: Array<{
    option_type_id: number;
    title: string;
    price: number;
    price_type: string;
    price_incl_tax_cents?: number | null;
  }>;
}

/** One product a bundle option offers. */
export interface BundleLinkDocument {
  id: number | string;
  sku: string | number;
  qty: number | string;
  /** Price of one unit of the link (the bundle's price is Σ link price × qty). */
  price?: number | string | null;
  /** The store's gross price of one unit in cents, the source when present. */
  price_incl_tax_cents?: number | null;
  /** Whether the shopper may choose the quantity of this link. */
  can_change_quantity?: boolean | number | null;
}

export interface BundleOptionDocument {
  option_id: number | string;
  title: string;
  type?: string;
  required?: boolean;
  product_links?: BundleLinkDocument[] | null;
}

/** An attribute a configurable product varies by, and its values. */
export interface ConfigurableOptionDocument {
  attribute_id: number | string;
  attribute_code: string;
  label: string;
  values?: Array<{ value_index: number | string; label: string }> | null;
}

/** A configurable child as its parent lists it: its SKU and its value of each varying attribute. */
export interface ConfigurableChildDocument {
  sku: string;
  [attributeCode: string]: unknown;
}

/** The stock a document carries (the stock_items row, when present, wins). */
export interface StockDocument {
  is_in_stock?: boolean | number;
  qty?: number | null;
  manage_stock?: boolean;
  max_sale_qty?: number | string | null;
}

export interface CartProductDoc {
  /** Any other attribute, e.g. a configurable child's value of a varying attribute. */
  [field: string]: unknown;
  name?: string;
  price?: number;
  special_price?: number | null;
  price_incl_tax_cents?: number | null;
  special_price_incl_tax_cents?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  tax_class_id?: number | string;
  tier_prices?: TierPrice[] | null;
  weight?: number | string | null;
  stock?: StockDocument | null;
  custom_options?: CustomOptionDocument[];
  bundle_options?: BundleOptionDocument[];
  configurable_options?: ConfigurableOptionDocument[];
  configurable_children?: ConfigurableChildDocument[];
}
