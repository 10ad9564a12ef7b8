import type { AttributeValues, CompareItem, ProductSnapshot } from './snapshot.ts';
import type { WishlistState } from './wishlist.ts';
import type { CompareState } from './compare.ts';
import type { RecentlyViewedState } from './recently-viewed.ts';
import type { ListState } from './list.ts';
import { browserStorage, persistStore, type StorageLike, type Watch } from './persisted.ts';

export type { ListState } from './list.ts';

/**
 * How the shopper's small product lists (wishlist, compare, recently viewed) are kept: per store,
 * as JSON arrays of cleaned snapshots, through the one persisted-store helper (persisted.ts). In
 * the browser, startLists (stores/index.ts) loads this module after hydrateRoot as a chunk of
 * its own, outside the entry; that is also why it imports only that helper besides types.
 */

export interface ListSpec<T> {
  /** Part of the storage key. */
  name: string;
  max: number;
  /** Cleans an entry read from storage; null drops it (old format, tampered, foreign). */
  normalize: (raw: unknown) => T | null;
  /** Identity for de-duplication. */
  keyOf: (item: T) => string;
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
  return persistStore(
    state,
    {
      key,
      load(list, raw, from) {
        if (from === 'tab') {
          list.items = parseList(raw, spec);
          return;
        }
        list.items = uniqueItems([...list.items, ...(list.discardStored ? [] : parseList(raw, spec))], spec);
        list.loaded = true;
        delete list.discardStored;
      },
      save: (list) => (list.items.length ? JSON.stringify(list.items) : null),
      saveLoaded: true,
    },
    { watch, storage, events },
  );
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
  return () => {
    for (const stop of stops) stop();
  };
}
