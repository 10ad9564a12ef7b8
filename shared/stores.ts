/**
 * Store views. The default German shop has no path prefix; the German store-view
 * lives under /de and the Austrian shop under /at. Store resolution happens once per request
 * from the path, and every link the app renders goes through `storeHref` so it keeps the prefix.
 */
export type StoreCode = 'default' | 'de' | 'at';
export type Country = 'DE' | 'AT';

export interface StoreView {
  code: StoreCode;
  /** Path prefix without trailing slash; '' for the default store. */
  prefix: '' | '/de' | '/at';
  storeId: number;
  name: string;
  country: Country;
  taxCountry: Country;
  currency: 'EUR';
  locale: 'de-DE';
  /** BCP 47 tag used for hreflang. */
  hreflang: 'de-DE' | 'de-AT';
  /** Search index name of vue-storefront-api for this store. */
  index: string;
  /** Whether the store's code is appended to external checkout addresses. */
  appendStoreCode: boolean;
}

export const stores: Record<StoreCode, StoreView> = {
  default: {
    code: 'default',
    prefix: '',
    storeId: 1,
    name: 'Zaunshop Deutschland',
    country: 'DE',
    taxCountry: 'DE',
    currency: 'EUR',
    locale: 'de-DE',
    hreflang: 'de-DE',
    index: 'vue_storefront_catalog',
    appendStoreCode: false,
  },
  de: {
    code: 'de',
    prefix: '/de',
    storeId: 2,
    name: 'Zaunshop Deutschland',
    country: 'DE',
    taxCountry: 'DE',
    currency: 'EUR',
    locale: 'de-DE',
    hreflang: 'de-DE',
    index: 'vue_storefront_catalog_de',
    appendStoreCode: true,
  },
  at: {
    code: 'at',
    prefix: '/at',
    storeId: 3,
    name: 'Zaunshop Österreich',
    country: 'AT',
    taxCountry: 'AT',
    currency: 'EUR',
    locale: 'de-DE',
    hreflang: 'de-AT',
    index: 'vue_storefront_catalog_at',
    appendStoreCode: false,
  },
};

export const storeCodes = Object.keys(stores) as StoreCode[];
export const defaultStore = stores.default;

export function isStoreCode(value: string): value is StoreCode {
  return Object.hasOwn(stores, value);
}

/** The store a path belongs to, and the path with the store prefix removed (always starts with '/'). */
export function resolveStore(pathname: string): { store: StoreView; path: string } {
  for (const store of [stores.de, stores.at]) {
    if (pathname === store.prefix || pathname.startsWith(`${store.prefix}/`)) {
      return { store, path: pathname.slice(store.prefix.length) || '/' };
    }
  }
  return { store: stores.default, path: pathname || '/' };
}

/** A store-local path turned into an absolute path that keeps the store prefix. */
export function storeHref(store: Pick<StoreView, 'prefix'>, path: string): string {
  const local = path.startsWith('/') ? path : `/${path}`;
  if (!store.prefix) return local;
  return local === '/' ? `${store.prefix}/` : store.prefix + local;
}

export function storeByIndex(index: string): StoreView | undefined {
  return storeCodes.map((code) => stores[code]).find((s) => s.index === index);
}

export function storeById(storeId: number): StoreView | undefined {
  return storeCodes.map((code) => stores[code]).find((s) => s.storeId === storeId);
}
