import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import type { ApiClient } from '../api/client.ts';
import { categoryQuery, isSearchable, nameSpellings, searchCatalog, searchTerm } from './search.ts';

describe('searchTerm', () => {
  it('trims, collapses white space and drops invisible characters', () => {
    expect(searchTerm('  Doppel\u00adstab \t matte\n')).toBe('Doppelstab matte');
    expect(searchTerm('zaun\u0000matte')).toBe('zaun matte');
    expect(searchTerm(null)).toBe('');
  });

  it('cuts at 100 characters without splitting an emoji', () => {
    const cut = searchTerm('🦔'.repeat(150));
    expect([...cut]).toHaveLength(100);
    expect(cut).toBe('🦔'.repeat(100));
  });
});

describe('isSearchable (at least 3 characters)', () => {
  it.each([
    ['ab', false],
    ['a b', false],
    ['abc', true],
    ['12 v', true],
    ['🦔🦔🦔', true],
    ['', false],
  ])('%j → %s', (term, ok) => {
    expect(isSearchable(term as string)).toBe(ok);
  });
});

describe('category search by name', () => {
  it('spells umlauts both ways and capitalises a leading umlaut', () => {
    expect(nameSpellings('Zaeune')).toEqual(['zaeune', 'zäune']);
    expect(nameSpellings('fuss')).toEqual(['fuss', 'fuß']);
    expect(nameSpellings('oelfarbe')).toEqual(['oelfarbe', 'ölfarbe', 'Ölfarbe']);
  });

  it('requires every word, and skips the shop root and empty categories', () => {
    const filters = categoryQuery('tore zweiflügelig')._appliedFilters!;
    expect(filters).toEqual([
      { attribute: 'level', value: { gt: 1 } },
      { attribute: 'product_count', value: { gt: 0 } },
      { attribute: 'name', value: { like: 'tore' } },
      { attribute: 'name', value: { like: 'zweiflügelig' } },
    ]);
  });
});

describe('searchCatalog', () => {
  const products = { items: [{ sku: 'A' }], total: 1, aggregations: {} };
  const fakeApi = (over: Partial<Record<'products' | 'categories', (...args: any[]) => Promise<unknown>>>) =>
    ({
      products: async () => products,
      categories: async () => [{ id: 1, name: 'Tore' }],
      ...over,
    }) as unknown as ApiClient;

  it('returns products, total and categories', async () => {
    const result = await searchCatalog(fakeApi({}), 'tore', { size: 8, categories: 5 });
    expect(result).toEqual({ products: products.items, total: 1, categories: [{ id: 1, name: 'Tore' }] });
  });

  it('answers a network failure with an empty result flagged offline', async () => {
    const failing = fakeApi({
      products: async () => {
        throw new ApiError('Failed to fetch', 0);
      },
    });
    expect(await searchCatalog(failing, 'tore', { size: 8 })).toEqual({
      products: [],
      total: 0,
      categories: [],
      offline: true,
    });
  });

  it('does not call an aborted search offline, and keeps products when only categories fail', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = fakeApi({
      products: async () => {
        throw new ApiError('aborted', 0);
      },
    });
    await expect(searchCatalog(aborted, 'tore', { size: 8, signal: controller.signal as never })).rejects.toThrow(
      'aborted',
    );

    const noCategories = fakeApi({
      categories: async () => {
        throw new ApiError('HTTP 500', 500);
      },
    });
    expect((await searchCatalog(noCategories, 'tore', { size: 8, categories: 5 })).categories).toEqual([]);
  });

  it('asks the service worker while offline: it answers from the categories kept offline', async () => {
    const navigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', {
      value: { onLine: false, serviceWorker: { controller: {} } },
      configurable: true,
    });
    try {
      const products = { items: [{ id: 1, sku: 'GT1', name: 'Gartentor' }], total: 1, aggregations: {} };
      const kept = fakeApi({ products: async () => products as never });
      expect(await searchCatalog(kept, 'tor', { size: 8 })).toEqual({
        products: products.items,
        total: 1,
        categories: [],
      });
    } finally {
      if (navigator) Object.defineProperty(globalThis, 'navigator', navigator);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });

  it('skips the request when the browser knows it is offline and no service worker can answer', async () => {
    const navigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      const never = fakeApi({
        products: async () => {
          throw new Error('must not be called');
        },
      });
      expect((await searchCatalog(never, 'tore', { size: 8 })).offline).toBe(true);
    } finally {
      if (navigator) Object.defineProperty(globalThis, 'navigator', navigator);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });
});
