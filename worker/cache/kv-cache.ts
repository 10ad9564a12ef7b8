import type { IsolateMemo } from './isolate-memo.ts';

/**
 * A read-through JSON cache over KV. KV is an optimisation only: when it fails to read or write,
 * the value is computed from D1 and the shopper never sees an error page because of the cache.
 */
export async function readThrough<T>(
  kv: KVNamespace | undefined,
  key: string,
  ttlSeconds: number,
  compute: () => Promise<T>,
  onCacheError: (error: unknown) => void = (error) => console.warn('KV cache unavailable', key, String(error)),
  keep: (value: T) => boolean = () => true,
): Promise<{ value: T; hit: boolean }> {
  if (kv) {
    try {
      const cached = await kv.get<{ v: T }>(key, 'json');
      if (cached) return { value: cached.v, hit: true };
    } catch (error) {
      onCacheError(error);
    }
  }
  const value = await compute();
  if (kv && keep(value)) {
    try {
      // KV refuses TTLs under 60 s.
      await kv.put(key, JSON.stringify({ v: value }), { expirationTtl: Math.max(60, ttlSeconds) });
    } catch (error) {
      onCacheError(error);
    }
  }
  return { value, hit: false };
}

/**
 * `readThrough` with the isolate's memory in front: a value this isolate already read or computed
 * is answered without any I/O. The key must name everything the value depends on (store, catalog
 * version, request); the value comes back frozen. A computed value that `keep` refuses (an error
 * answer) is handed back without being kept anywhere.
 */
export async function memoThrough<T>(
  memo: IsolateMemo<T>,
  kv: KVNamespace | undefined,
  key: string,
  ttlSeconds: number,
  compute: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const { value } = await readThrough(kv, key, ttlSeconds, compute, undefined, keep);
  return keep(value) ? memo.set(key, value) : value;
}

/** A short, stable digest of a request body for cache keys (KV keys are limited to 512 bytes). */
export async function digest(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(bytes).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Longest request text used in a key as it is; KV keys are limited to 512 bytes, prefixes included. */
const PLAIN_KEY_MAX = 300;

/**
 * A request text for a cache key: short printable ASCII as it is (no hashing on the hot path of
 * every listing), anything longer or unusual as its digest.
 */
export async function keyPart(text: string): Promise<string> {
  return text.length <= PLAIN_KEY_MAX && /^[\x20-\x7e]*$/.test(text) ? text : `#${await digest(text)}`;
}
