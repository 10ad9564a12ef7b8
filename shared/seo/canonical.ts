/**
 * Canonical URLs and hreflang alternates. One store per language-region owns
 * the canonical URL of a page: the first store (in the order of shared/stores.ts) with that
 * hreflang. The /de store-view shares de-DE with the default store and shows the same German
 * content at the same prices, so its pages name the default store's URL as canonical and search
 * engines see one page, not two. The Austrian shop (de-AT: its own prices and tax) is its own.
 */
import { storeCodes, storeHref, stores, type StoreView } from '../stores.ts';

const ordered = storeCodes.map((code) => stores[code]);

/** The store whose URL is canonical for a page of `store`. */
export function canonicalStore(store: StoreView): StoreView {
  return ordered.find((s) => s.hreflang === store.hreflang) ?? store;
}

/** An absolute URL for a root-relative path (kept as-is when it already is absolute). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return origin + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
}

/** The absolute canonical URL of a store-local path shown in `store`. */
export function canonicalUrl(origin: string, store: StoreView, localPath: string): string {
  return origin + storeHref(canonicalStore(store), localPath);
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * hreflang alternates of a store-local path: one per language-region (de-DE → default store,
 * de-AT → /at), then x-default → the default store. The same on every store's copy of a page.
 */
export function hreflangAlternates(origin: string, localPath: string): Alternate[] {
  const owners = ordered.filter((s) => canonicalStore(s) === s);
  return [
    ...owners.map((s) => ({ hreflang: s.hreflang, href: origin + storeHref(s, localPath) })),
    { hreflang: 'x-default', href: origin + storeHref(stores.default, localPath) },
  ];
}
