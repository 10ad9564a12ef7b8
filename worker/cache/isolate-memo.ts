/**
 * The fastest cache tier of the edge: memory of the running isolate, in front of KV and D1. A
 * Workers isolate serves many requests one after another, so what it computed or read for one
 * shopper (catalog facts only, never shopper data) answers the next one without any I/O.
 *
 * Bounded by entry count and by weight (JSON characters by default: parsed objects take a few
 * times that in memory, and an isolate has 128 MB), least recently used out first; a value heavier
 * than the whole budget is handed back without being kept. Keys carry the catalog version, so a
 * catalog change retires old entries as soon as the isolate sees the new version. Values are
 * frozen: they are shared between requests, and a caller that tried to change one would
 * otherwise change it for every later shopper.
 */
export class IsolateMemo<T> {
  private readonly entries = new Map<string, { value: T; weight: number }>();
  private weight = 0;

  constructor(
    private readonly limit: number,
    private readonly maxWeight = Infinity,
    private readonly weigh: (value: T) => number = jsonWeight,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Most recently used last: Map keeps insertion order, so the first key is the coldest.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` (frozen) and hands it back; `weight` when the caller knows it (a stored text's length). */
  set(key: string, value: T, weight = Number.isFinite(this.maxWeight) ? this.weigh(value) : 0): T {
    const frozen = deepFreeze(value);
    this.drop(key);
    if (weight > this.maxWeight) return frozen;
    this.entries.set(key, { value: frozen, weight });
    this.weight += weight;
    while (this.entries.size > this.limit || this.weight > this.maxWeight) this.drop(this.entries.keys().next().value!);
    return frozen;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  delete(key: string): void {
    this.drop(key);
  }

  /** Drops every entry `stale` says is out of date; answers their keys. */
  deleteWhere(stale: (value: T, key: string) => boolean): string[] {
    const keys = [...this.entries].filter(([key, entry]) => stale(entry.value, key)).map(([key]) => key);
    for (const key of keys) this.drop(key);
    return keys;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }
}

/** The length of a value as JSON: what a catalog answer weighs, give or take a constant factor. */
export function jsonWeight(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

/** Views kept per value: a few days' prices times the handful of field lists the storefront asks for. */
const VIEWS_PER_VALUE = 8;
const views = new WeakMap<object, Map<string, unknown>>();

/**
 * A view of a value this memo holds (a product priced for a store and day, a document projected to
 * a listing's fields), derived once and kept as long as the value itself: it goes when the memo
 * drops the value, or a new catalog version or a stock change replaces it, so a view is never older
 * than what it was derived from. `key` names everything else the view depends on. Only a frozen
 * value can be one the memo shares; any other is a one-off read, whose view is derived and not kept.
 */
export function derivedView<T>(value: object, key: string, derive: () => T): T {
  if (!Object.isFrozen(value)) return derive();
  let kept = views.get(value);
  if (!kept) {
    kept = new Map();
    views.set(value, kept);
  }
  const known = kept.get(key);
  if (known !== undefined) return known as T;
  if (kept.size >= VIEWS_PER_VALUE) kept.delete(kept.keys().next().value!);
  const view = deepFreeze(derive());
  kept.set(key, view);
  return view;
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value as object)) deepFreeze(inner);
  return value;
}
