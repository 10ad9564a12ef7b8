// Fixed facts of the demo shop. Dates are fixed in 2026 so the output never depends on the clock.

export interface StoreView {
  code: 'default' | 'de' | 'at';
  /** Magento-style store id, written into CMS docs as store_id. */
  id: number;
  websiteId: number;
  country: 'DE' | 'AT';
  locale: string;
  name: string;
}

export const STORES: readonly StoreView[] = [
  { code: 'default', id: 1, websiteId: 1, country: 'DE', locale: 'de_DE', name: 'Zaunshop Deutschland' },
  { code: 'de', id: 2, websiteId: 1, country: 'DE', locale: 'de_DE', name: 'Zaunshop Deutschland (DE)' },
  { code: 'at', id: 3, websiteId: 2, country: 'AT', locale: 'de_AT', name: 'Zaunshop Österreich' },
];

export type StoreCode = StoreView['code'];

/** final_price is the price a shopper pays on this day; special price windows are judged against it. */
export const REFERENCE_DATE = '2026-11-22 12:00:00';
/** Written to catalog_versions.changed_at. */
export const CATALOG_CHANGED_AT = '2026-11-20 06:00:00';
/** Newest updated_at any product may get (before the catalog change stamp). */
export const LATEST_UPDATE = '2026-11-19 18:00:00';

export const ROOT_CATEGORY_ID = 2;
/** Magento's "Taxable Goods" product tax class and "Retail Customer" customer tax class. */
export const TAX_CLASS_GOODS = 2;
export const CUSTOMER_TAX_CLASS_RETAIL = 3;

/** Image sizes from SPEC.md, plus the home slider banner. */
export const IMAGE_SIZES = {
  gallery: { width: 1380, height: 900 },
  product: { width: 500, height: 450 },
  thumbnail: { width: 150, height: 150 },
  banner: { width: 1380, height: 500 },
} as const;

export const IMAGE_URL_BASE = '/img/catalog';
/** Where images are written, relative to the repository root. */
export const IMAGE_DIR = 'public/img/catalog';
