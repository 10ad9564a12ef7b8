import { describe, expect, it } from 'vitest';
import { resolveStore, storeByIndex, storeHref, stores } from './stores.ts';

describe('resolveStore', () => {
  it.each([
    ['/', 'default', '/'],
    ['/c/tore', 'default', '/c/tore'],
    ['/de', 'de', '/'],
    ['/de/', 'de', '/'],
    ['/de/c/tore', 'de', '/c/tore'],
    ['/at/p/X/y', 'at', '/p/X/y'],
    ['/atlas', 'default', '/atlas'],
    ['/details', 'default', '/details'],
  ])('%s belongs to %s as %s', (path, code, local) => {
    const { store, path: rest } = resolveStore(path);
    expect(store.code).toBe(code);
    expect(rest).toBe(local);
  });
});

describe('store config', () => {
  it('keeps country, tax country, index and prefix per store', () => {
    expect(stores.default).toMatchObject({
      prefix: '',
      country: 'DE',
      taxCountry: 'DE',
      index: 'vue_storefront_catalog',
      currency: 'EUR',
    });
    expect(stores.de).toMatchObject({
      prefix: '/de',
      country: 'DE',
      index: 'vue_storefront_catalog_de',
      appendStoreCode: true,
    });
    expect(stores.at).toMatchObject({
      prefix: '/at',
      country: 'AT',
      taxCountry: 'AT',
      index: 'vue_storefront_catalog_at',
    });
    expect(storeByIndex('vue_storefront_catalog_at')?.code).toBe('at');
    expect(storeByIndex('elsewhere')).toBeUndefined();
  });

  it('prefixes links with the store path', () => {
    expect(storeHref(stores.at, '/c/tore')).toBe('/at/c/tore');
    expect(storeHref(stores.at, '/')).toBe('/at/');
    expect(storeHref(stores.default, 'c/tore')).toBe('/c/tore');
  });
});
