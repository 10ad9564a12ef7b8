/**
 * The fastest cache tier of the edge: memory of the running isolate, in front of KV and D1. A
 * Workers isolate serves many requests one after another, so what it computed or read for one
 * shopper (catalog facts only, never shopper data) answers the next one without any I/O.
 *
 * Bounded by entry count, least recently used out first. Keys carry the catalog version, so a
 * catalog change retires old entries as soon as the isolate sees the new version. Values are
 * frozen: they are shared between requests, and a caller that tried to change one would
 * otherwise change it for every later shopper.
 */
export class IsolateMemo<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Most recently used last: Map keeps insertion order, so the first key is the coldest.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: T): T {
    const frozen = deepFreeze(value);
    this.entries.delete(key);
    this.entries.set(key, frozen);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return frozen;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value as object)) deepFreeze(inner);
  return value;
}
