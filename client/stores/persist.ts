import type { AttributeValues, CompareItem, ProductSnapshot } from './snapshot.ts';
import type { WishlistState } from './wishlist.ts';
import type { CompareState } from './compare.ts';
import type { RecentlyViewedState } from './recently-viewed.ts';
import type { ListState } from './list.ts';

export type { ListState } from './list.ts';

/**
 * Persistence of the shopper's small product lists (wishlist, compare, recently viewed) in
 * localStorage. Nothing here runs on import, and the server never calls it: its stores stay
 * empty, so the HTML it renders is what the browser hydrates. In the browser, startLists
 * (stores/index.ts) loads this module after hydrateRoot as a chunk of its own, outside the entry;
 * that is also why it imports no code, only types, and gets valtio's `subscribe` passed in.
 */

/** Calls `onChange` after changes of a store (valtio's subscribe); returns the unsubscribe function. */
export type Watch = (state: object, onChange: () => void) => () => void;

/** The part of the Web Storage API the lists use (tests pass a fake). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ListSpec<T> {
  /** Part of the storage key. */
  name: string;
  max: number;
  /** Cleans an entry read from storage; null drops it (old format, tampered, foreign). */
  normalize: (raw: unknown) => T | null;
  /** Identity for de-duplication. */
  keyOf: (item: T) => string;
}

/** localStorage, or null on the server and where the browser refuses it (blocked storage). */
export function browserStorage(): StorageLike | null {
  if (typeof window === 'undefined') return null;
  try {
    const storage = window.localStorage;
    storage.setItem('zaunshop:probe', '1');
    storage.removeItem('zaunshop:probe');
    return storage;
  } catch {
    return null;
  }
}

/** Lists are kept per store: prices (tax) differ between the German and the Austrian shop. */
export function storageKey(storeCode: string, name: string): string {
  return `zaunshop:${storeCode}:${name}:v1`;
}

/** De-duplicates (first occurrence wins) and cuts to the maximum size. */
export function uniqueItems<T>(items: readonly T[], spec: Pick<ListSpec<T>, 'keyOf' | 'max'>): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    const key = spec.keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length >= spec.max) break;
  }
  return out;
}

/** The items of a stored JSON text; anything unreadable yields an empty list, never an error. */
export function parseList<T>(raw: string | null, spec: ListSpec<T>): T[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return uniqueItems(
      value.map(spec.normalize).filter((item): item is T => item !== null),
      spec,
    );
  } catch {
    return [];
  }
}

function write(storage: StorageLike, key: string, json: string): void {
  try {
    if (json === '[]') storage.removeItem(key);
    else storage.setItem(key, json);
  } catch {
    // Quota exceeded or storage blocked: the list still works for this page view.
  }
}

/**
 * Loads the stored list into `state` (items already added in memory stay in front), marks it
 * loaded and writes every later change back. A `storage` event from another tab replaces the
 * items. Returns a function that stops persisting.
 */
export function persistList<T>(
  state: ListState<T>,
  spec: ListSpec<T>,
  watch: Watch,
  storage: StorageLike | null,
  key: string,
  events: EventTarget | null = null,
): () => void {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(key) ?? null;
  } catch {
    stored = null;
  }
  state.items = uniqueItems([...state.items, ...(state.discardStored ? [] : parseList(stored, spec))], spec);
  state.loaded = true;
  delete state.discardStored;
  if (!storage) return () => {};

  let last = stored ?? '[]';
  const save = () => {
    const json = JSON.stringify(state.items);
    if (json === last) return;
    last = json;
    write(storage, key, json);
  };
  save();
  const unsubscribe = watch(state, save);
  const onStorage = (event: Event) => {
    const { key: changed, newValue } = event as StorageEvent;
    if (changed !== key && changed !== null) return;
    const items = parseList(newValue, spec);
    last = JSON.stringify(items);
    state.items = items;
  };
  events?.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    events?.removeEventListener('storage', onStorage);
  };
}

// Reading stored entries back: anything but a well-formed snapshot is dropped.

const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
/** Same bound as snapshot.ts. */
const MAX_ATTRIBUTES = 40;
const text = (value: unknown, max = 300): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/** A snapshot read back from storage, cleaned to the known fields; null when it is not one. */
export function normalizeSnapshot(raw: unknown): ProductSnapshot | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const sku = text(r.sku);
  const parentSku = text(r.parentSku);
  const slug = text(r.slug);
  const name = text(r.name, 500);
  const final = num(r.finalPriceInclTax);
  if (!sku || !parentSku || !slug || !name || final === null) return null;
  return {
    sku,
    parentSku,
    slug,
    name,
    childSku: text(r.childSku),
    image: text(r.image, 2000),
    finalPriceInclTax: final,
    originalPriceInclTax: num(r.originalPriceInclTax) ?? final,
    fromPrice: r.fromPrice === true,
  };
}

export function normalizeCompareItem(raw: unknown): CompareItem | null {
  const snapshot = normalizeSnapshot(raw);
  if (!snapshot) return null;
  const attributes: AttributeValues = {};
  const source = (raw as { attributes?: unknown }).attributes;
  if (source && typeof source === 'object') {
    for (const [code, values] of Object.entries(source).slice(0, MAX_ATTRIBUTES)) {
      if (Array.isArray(values))
        attributes[code] = values.filter((v): v is string => typeof v === 'string' && v.length <= 100).slice(0, 50);
    }
  }
  return { ...snapshot, attributes };
}

/** Maximum sizes of the lists (the constants of the store modules, passed in by startLists). */
export interface ListLimits {
  wishlist: number;
  compare: number;
  recentlyViewed: number;
}

export interface PersistedStores {
  session: { storeCode: string };
  wishlist: WishlistState;
  compare: CompareState;
  recentlyViewed: RecentlyViewedState;
}

export function listSpecs(limits: ListLimits) {
  const bySku = (item: ProductSnapshot) => item.sku;
  return {
    wishlist: {
      name: 'wishlist',
      max: limits.wishlist,
      normalize: normalizeSnapshot,
      keyOf: bySku,
    } satisfies ListSpec<ProductSnapshot>,
    compare: {
      name: 'compare',
      max: limits.compare,
      normalize: normalizeCompareItem,
      keyOf: bySku,
    } satisfies ListSpec<CompareItem>,
    recentlyViewed: {
      name: 'recently-viewed',
      max: limits.recentlyViewed,
      normalize: normalizeSnapshot,
      keyOf: bySku,
    } satisfies ListSpec<ProductSnapshot>,
  };
}

/**
 * Loads the persisted lists of the current store into the stores and keeps saving them. List
 * components render them only once hydrated (components/use-list.ts). Returns a stop function.
 */
export function persistLists(
  stores: PersistedStores,
  limits: ListLimits,
  watch: Watch,
  storage: StorageLike | null = browserStorage(),
  events: EventTarget | null = typeof window === 'undefined' ? null : window,
): () => void {
  const specs = listSpecs(limits);
  const code = stores.session.storeCode;
  const stops = [
    persistList(stores.wishlist, specs.wishlist, watch, storage, storageKey(code, specs.wishlist.name), events),
    persistList(stores.compare, specs.compare, watch, storage, storageKey(code, specs.compare.name), events),
    persistList(
      stores.recentlyViewed,
      specs.recentlyViewed,
      watch,
      storage,
      storageKey(code, specs.recentlyViewed.name),
      events,
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
