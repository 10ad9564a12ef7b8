import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy, subscribe } from 'valtio';
import {
  listSpecs,
  parseList,
  persistList,
  persistLists,
  storageKey,
  uniqueItems,
  type ListSpec,
  type ListState,
} from './persist.ts';
import { browserStorage, type StorageLike } from './persisted.ts';
import { createStores, startLists } from './index.ts';
import { WISHLIST_MAX, addToWishlist, clearWishlist } from './wishlist.ts';
import { COMPARE_MAX, addToCompare } from './compare.ts';
import { RECENTLY_VIEWED_MAX, recordView } from './recently-viewed.ts';
import type { CompareItem, ProductSnapshot } from './snapshot.ts';

const limits = { wishlist: WISHLIST_MAX, compare: COMPARE_MAX, recentlyViewed: RECENTLY_VIEWED_MAX };
const wishlistSpec = listSpecs(limits).wishlist;

/** An in-memory Web Storage with call counters. */
class FakeStorage implements StorageLike {
  data = new Map<string, string>();
  writes = 0;
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.writes++;
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.writes++;
    this.data.delete(key);
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const item = (sku: string, extra: Partial<ProductSnapshot> = {}): ProductSnapshot => ({
  sku,
  parentSku: sku,
  slug: sku.toLowerCase(),
  childSku: null,
  name: `Produkt ${sku}`,
  image: null,
  finalPriceInclTax: 10,
  originalPriceInclTax: 10,
  fromPrice: false,
  ...extra,
});

const listState = (items: ProductSnapshot[] = []) => proxy<ListState<ProductSnapshot>>({ items, loaded: false });
const KEY = storageKey('default', 'wishlist');

describe('storage keys', () => {
  it('are per store and versioned', () => {
    expect(storageKey('default', 'wishlist')).toBe('zaunshop:default:wishlist:v1');
    expect(storageKey('at', 'compare')).toBe('zaunshop:at:compare:v1');
  });
});

describe('parseList', () => {
  const spec: ListSpec<ProductSnapshot> = { ...wishlistSpec, max: 3 };
  it('reads nothing from missing, broken or foreign values', () => {
    expect(parseList(null, spec)).toEqual([]);
    expect(parseList('{not json', spec)).toEqual([]);
    expect(parseList('{"items":[]}', spec)).toEqual([]);
    expect(parseList('[1, "x", null, {"sku": 5}]', spec)).toEqual([]);
  });
  it('keeps valid entries, drops duplicates and cuts to the maximum', () => {
    const raw = JSON.stringify([
      item('A'),
      item('A', { name: 'again' }),
      { junk: true },
      item('B'),
      item('C'),
      item('D'),
    ]);
    expect(parseList(raw, spec).map((i) => i.sku)).toEqual(['A', 'B', 'C']);
  });
  it('uniqueItems keeps the first occurrence', () => {
    expect(uniqueItems([1, 2, 1, 3], { keyOf: String, max: 10 })).toEqual([1, 2, 3]);
  });
});

describe('persistList', () => {
  it('loads the stored list and marks the state loaded', () => {
    const storage = new FakeStorage();
    storage.setItem(KEY, JSON.stringify([item('A'), item('B')]));
    const state = listState();
    persistList(state, wishlistSpec, subscribe, storage, KEY);
    expect(state.loaded).toBe(true);
    expect(state.items.map((i) => i.sku)).toEqual(['A', 'B']);
  });

  it('keeps items added before loading in front, without duplicates', () => {
    const storage = new FakeStorage();
    storage.setItem(KEY, JSON.stringify([item('A'), item('B')]));
    const state = listState([item('B', { name: 'newer' }), item('C')]);
    persistList(state, wishlistSpec, subscribe, storage, KEY);
    expect(state.items.map((i) => [i.sku, i.name])).toEqual([
      ['B', 'newer'],
      ['C', 'Produkt C'],
      ['A', 'Produkt A'],
    ]);
  });

  it('writes every change back, and removes the key when the list is emptied', async () => {
    const storage = new FakeStorage();
    const state = listState();
    persistList(state, wishlistSpec, subscribe, storage, KEY);
    expect(storage.writes).toBe(0);
    addToWishlist(state, item('A'));
    addToWishlist(state, item('B'));
    await tick();
    expect(JSON.parse(storage.getItem(KEY)!).map((i: ProductSnapshot) => i.sku)).toEqual(['B', 'A']);
    expect(storage.writes).toBe(1); // changes of one task are written once
    state.items = [];
    await tick();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('drops the stored copy of a list cleared before it was loaded (logout right after start)', async () => {
    const storage = new FakeStorage();
    storage.setItem(KEY, JSON.stringify([item('A')]));
    const state = listState();
    clearWishlist(state);
    persistList(state, wishlistSpec, subscribe, storage, KEY);
    expect(state.items).toEqual([]);
    expect(state.discardStored).toBeUndefined();
    await tick();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('survives a reload: a new state on the same storage gets the same items', async () => {
    const storage = new FakeStorage();
    const first = listState();
    persistList(first, wishlistSpec, subscribe, storage, KEY);
    addToWishlist(first, item('A', { image: '/img/a.webp', finalPriceInclTax: 99.5, originalPriceInclTax: 120 }));
    await tick();
    const second = listState();
    persistList(second, wishlistSpec, subscribe, storage, KEY);
    expect(second.items).toEqual(first.items);
  });

  it('works without storage (blocked) and when storage throws', async () => {
    const none = listState([item('A')]);
    persistList(none, wishlistSpec, subscribe, null, KEY);
    expect(none.loaded).toBe(true);
    expect(none.items).toHaveLength(1);

    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const state = listState();
    expect(() => persistList(state, wishlistSpec, subscribe, broken, KEY)).not.toThrow();
    addToWishlist(state, item('A'));
    await tick(); // the failed write is swallowed
    expect(state.items).toHaveLength(1);
  });

  it('follows changes made in another tab (storage event) and stops on request', async () => {
    const storage = new FakeStorage();
    const events = new EventTarget();
    const state = listState();
    const stop = persistList(state, wishlistSpec, subscribe, storage, KEY, events);
    // As in a browser, the other tab's write is in storage when its event arrives.
    const storageEvent = (key: string | null, newValue: string | null) => {
      if (key === null) storage.data.clear();
      else if (newValue === null) storage.data.delete(key);
      else storage.data.set(key, newValue);
      return Object.assign(new Event('storage'), { key, newValue });
    };
    events.dispatchEvent(storageEvent(KEY, JSON.stringify([item('X')])));
    expect(state.items.map((i) => i.sku)).toEqual(['X']);
    await tick();
    expect(storage.writes).toBe(0); // no echo back
    events.dispatchEvent(storageEvent('other-key', JSON.stringify([item('Y')])));
    expect(state.items.map((i) => i.sku)).toEqual(['X']);
    events.dispatchEvent(storageEvent(null, null)); // localStorage.clear elsewhere
    expect(state.items).toEqual([]);
    stop();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: KEY, newValue: JSON.stringify([item('Z')]) }));
    addToWishlist(state, item('Q'));
    await tick();
    expect(state.items.map((i) => i.sku)).toEqual(['Q']);
    expect(storage.getItem(KEY)).toBeNull();
  });
});

describe('persistLists', () => {
  const compareItem = (sku: string): CompareItem => ({ ...item(sku), attributes: { hoehe: ['105'] } });

  it('persists all three lists of the current store across a reload', async () => {
    const storage = new FakeStorage();
    const stores = createStores({ locale: 'de-DE', storeCode: 'at' });
    expect(stores.wishlist.loaded).toBe(false);
    persistLists(stores, limits, subscribe, storage, null);
    addToWishlist(stores.wishlist, item('W'));
    addToCompare(stores.compare, compareItem('C1'));
    addToCompare(stores.compare, compareItem('C2'));
    recordView(stores.recentlyViewed, item('R'));
    await tick();
    expect([...storage.data.keys()].sort()).toEqual([
      'zaunshop:at:compare:v1',
      'zaunshop:at:recently-viewed:v1',
      'zaunshop:at:wishlist:v1',
    ]);

    const reloaded = createStores({ locale: 'de-DE', storeCode: 'at' });
    persistLists(reloaded, limits, subscribe, storage, null);
    expect(reloaded.wishlist.items.map((i) => i.sku)).toEqual(['W']);
    expect(reloaded.compare.items.map((i) => [i.sku, i.attributes])).toEqual([
      ['C1', { hoehe: ['105'] }],
      ['C2', { hoehe: ['105'] }],
    ]);
    expect(reloaded.recentlyViewed.items.map((i) => i.sku)).toEqual(['R']);

    const otherStore = createStores({ locale: 'de-DE', storeCode: 'default' });
    persistLists(otherStore, limits, subscribe, storage, null);
    expect(otherStore.wishlist.items).toEqual([]);
  });

  it('cuts stored lists to the list maximum (compare: 4)', () => {
    const storage = new FakeStorage();
    const many = Array.from({ length: 7 }, (_, i) => ({ ...compareItem(`C${i}`) }));
    storage.setItem(storageKey('default', 'compare'), JSON.stringify(many));
    const stores = createStores({ locale: 'de-DE', storeCode: 'default' });
    persistLists(stores, limits, subscribe, storage, null);
    expect(stores.compare.items.map((i) => i.sku)).toEqual(['C0', 'C1', 'C2', 'C3']);
  });

  it('startLists (the browser start) loads the persistence chunk and marks the lists loaded', async () => {
    const stores = createStores({ locale: 'de-DE', storeCode: 'default' });
    const stop = await startLists(stores); // no window here: nothing stored, nothing to save to
    expect([stores.wishlist.loaded, stores.compare.loaded, stores.recentlyViewed.loaded]).toEqual([true, true, true]);
    stop();
  });
});

describe('SSR safety', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('importing the stores and running their actions touches no browser global', async () => {
    const touched: string[] = [];
    for (const name of ['window', 'localStorage', 'sessionStorage', 'indexedDB', 'document']) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          return undefined;
        },
      });
    }
    try {
      vi.resetModules();
      const index = await import('./index.ts');
      const wishlist = await import('./wishlist.ts');
      const compare = await import('./compare.ts');
      const recent = await import('./recently-viewed.ts');
      await import('./persist.ts');
      await import('./snapshot.ts');
      const stores = index.createStores({ locale: 'de-DE', storeCode: 'default' });
      wishlist.toggleWishlist(stores.wishlist, item('A'));
      compare.addToCompare(stores.compare, { ...item('A'), attributes: {} });
      recent.recordView(stores.recentlyViewed, item('A'));
      wishlist.clearWishlist(stores.wishlist);
      compare.clearCompare(stores.compare);
      await tick();
      expect(touched).toEqual([]);
      expect(stores.wishlist.loaded).toBe(false);
    } finally {
      for (const name of ['window', 'localStorage', 'sessionStorage', 'indexedDB', 'document'])
        delete (globalThis as Record<string, unknown>)[name];
    }
  });

  it('browserStorage is null where there is no window', () => {
    expect(typeof window).toBe('undefined');
    expect(browserStorage()).toBeNull();
  });
});
