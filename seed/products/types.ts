// The shapes product family modules produce ("drafts") before assemble.ts turns them into rows
// and documents. Drafts carry only what differs between products; ids, URLs, dates, stock and
// final prices are derived in one place so every family follows the same rules.

import type { AttrCode } from '../attributes.ts';
import type { ColorKey } from '../palette.ts';

export type TypeId = 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable';

/**
 * Stock of one SKU (see stock.ts for the stored form):
 * qty: counted stock; out: sold out; volatile: stock is managed but the quantity is unknown
 * (pallet goods from the supplier); unmanaged: services and downloads, always available.
 */
export type StockSpec = { kind: 'qty'; qty: number } | { kind: 'out' } | { kind: 'volatile' } | { kind: 'unmanaged' };

/** Special price windows relative to the reference date 2026-11-22 (see pricing.ts). */
export type SpecialKind = 'active' | 'active-open' | 'expired' | 'future';
export interface SpecialSpec {
  kind: SpecialKind;
  percent: number;
}

export interface ImageRef {
  design: string;
  color: ColorKey;
  label: string;
}

export type Attrs = Partial<Record<AttrCode, string>>;

export interface TierPrice {
  customer_group_id: number;
  qty: number;
  value: number;
}

export interface CustomOptionDraft {
  title: string;
  type: 'drop_down' | 'radio' | 'field';
  required: boolean;
  /** drop_down / radio choices; a fixed price is German gross EUR, a percent one a percentage. */
  values?: Array<{ title: string; price: number; priceType: 'fixed' | 'percent' }>;
  /** field: surcharge for filling it in, and its length limit. */
  price?: number;
  priceType?: 'fixed' | 'percent';
  maxCharacters?: number;
}

export interface BundleOptionDraft {
  title: string;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  required: boolean;
  links: Array<{ sku: string; qty: number; isDefault: boolean; canChangeQty?: boolean }>;
}

export interface ChildDraft {
  sku: string;
  name: string;
  /** German gross EUR (19 % VAT), as the shop owner sets it. */
  price: number;
  attrs: Attrs;
  image: ImageRef;
  weight: number;
  stock?: StockSpec;
  /**
   * Stock fixed whatever the random draw gives (the draw is still made, so every later product
   * keeps its stock): for a variant situation the demo shop must always show.
   */
  pinnedStock?: StockSpec;
  status?: 1 | 2;
  special?: SpecialSpec;
}

export interface ProductDraft {
  sku: string;
  name: string;
  type: TypeId;
  /** Leaf categories; ancestors are added automatically. The first one gives the url_path. */
  categories: number[];
  /** German gross EUR (19 % VAT); ignored for configurable, bundle and grouped products (derived from their parts). */
  price: number;
  image: ImageRef;
  attrs: Attrs;
  description: string;
  shortDescription: string;
  weight: number;
  /** Launch month in 2026 (1–11); created_at and updated_at are drawn around it. */
  month: number;
  stock?: StockSpec;
  status?: 1 | 2;
  special?: SpecialSpec;
  saleLabel?: string;
  tierPrices?: TierPrice[];
  baseprice?: { productUnit: string; referenceUnit: string };
  minLength?: number;
  customOptions?: CustomOptionDraft[];
  bundleOptions?: BundleOptionDraft[];
  /** Grouped products: the simple SKUs offered together, with their default quantity. */
  associated?: Array<{ sku: string; qty: number }>;
  related?: string[];
  children?: ChildDraft[];
  /** Attributes the shopper chooses on a configurable, in display order. */
  configurable?: AttrCode[];
  /** Type-specific fields copied into the doc as they are (e.g. downloadable_links). */
  extra?: Record<string, unknown>;
}

/** A product or configurable child after assemble.ts gave it ids, URLs, dates, prices and stock. */
export interface Resolved {
  id: number;
  sku: string;
  name: string;
  typeId: TypeId;
  status: 1 | 2;
  /** 4: catalog and search; 1: not visible on its own (configurable children). */
  visibility: 1 | 4;
  categoryIds: number[];
  urlKey: string;
  urlPath: string;
  prices: import('./pricing.ts').PriceFields;
  stock: import('./stock.ts').StockDoc;
  created: string;
  updated: string;
  images: { image: string; thumbnail: string; gallery: Array<{ image: string; label: string }> };
  attrs: Attrs;
  weight: number;
  draft: ProductDraft;
  /** Set on configurable children. */
  child?: ChildDraft;
  parent?: Resolved;
  children: Resolved[];
}
