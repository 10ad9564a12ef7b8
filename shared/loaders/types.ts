import type { ApiClient } from '../api/client.ts';
import type { StoreView } from '../stores.ts';

export interface LoaderContext {
  api: ApiClient;
  store: StoreView;
  /** Store-local path ('/c/tore'), without the store prefix. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Today, injected so SSR and tests agree on special-price windows. */
  now: Date;
  /** The shop's origin ('https://zaunshop.de'), for absolute URLs in structured data; absent in tests. */
  origin?: string;
}

export interface PageMeta {
  title: string;
  description?: string;
  /** Store-local canonical path. */
  canonical?: string;
  robots?: string;
}

export interface LoaderResult<T = unknown> {
  /** HTTP status of the page (404 for page-not-found). */
  status?: number;
  /** A store-local or absolute location to send the shopper to instead of rendering. */
  redirect?: { location: string; status: 301 | 302 };
  /** Which page renders the data; normally the route's own, but url resolution may choose another. */
  page?: string;
  meta: PageMeta;
  /** Critical data: awaited before the first byte of the page. */
  data: T;
  /** Non-critical data: streamed into Suspense boundaries as it arrives; never throws. */
  deferred?: Record<string, Promise<unknown>>;
}

export type Loader<T = unknown> = (ctx: LoaderContext) => Promise<LoaderResult<T>>;

/** A deferred block that failed resolves to this instead of rejecting, so a page never blanks. */
export interface DeferredFailure {
  failed: true;
  message: string;
}

export function settle<T>(promise: Promise<T>): Promise<T | DeferredFailure> {
  return promise.catch((error: unknown) => ({
    failed: true as const,
    message: error instanceof Error ? error.message : String(error),
  }));
}

export function isFailure(value: unknown): value is DeferredFailure {
  return !!value && typeof value === 'object' && (value as DeferredFailure).failed === true;
}

/**
 * Fields a product card needs: listings ask for just these, keeping pages and their state small
 * (a category's state carries fifty of them, its hearts refer to them).
 */
export const LISTING_FIELDS = [
  'id',
  'sku',
  'name',
  'type_id',
  'slug',
  'url_key',
  'image',
  'sale_label',
  'stock.is_in_stock',
  'delivery_time',
  'price',
  'finalPriceInclTax',
  'originalPriceInclTax',
  'configurable_children.sku',
  'configurable_children.finalPriceInclTax',
  'configurable_children.originalPriceInclTax',
];
