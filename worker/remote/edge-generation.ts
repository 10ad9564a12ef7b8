import type { StoreCode } from '../../shared/stores.ts';

/** How long an isolate trusts the generation it read: a purge reaches every isolate within this. */
const GENERATION_TTL_MS = 10_000;

// Per-isolate memo of a fact shared by every shopper (never shopper data): store → generation.
const memo = new Map<StoreCode, { generation: number; until: number }>();

const keyOf = (store: StoreCode) => `remote:generation:${store}`;

/**
 * The generation of a store's edge copies of a remote backend's catalog answers. Cache keys carry
 * it, so a purge (one number up) retires every kept url mapping and category tree of the store.
 */
export async function edgeGeneration(kv: KVNamespace, store: StoreCode, now = Date.now()): Promise<number> {
  const hit = memo.get(store);
  if (hit && hit.until > now) return hit.generation;
  let generation = 0;
  try {
    generation = Number(await kv.get(keyOf(store))) || 0;
  } catch (error) {
    console.warn('KV unavailable for the edge generation', String(error));
  }
  memo.set(store, { generation, until: now + GENERATION_TTL_MS });
  return generation;
}

/** Retires the store's edge copies: the next generation, seen at once here and within seconds elsewhere. */
export async function nextEdgeGeneration(kv: KVNamespace, store: StoreCode): Promise<number> {
  const generation = (Number(await kv.get(keyOf(store))) || 0) + 1;
  await kv.put(keyOf(store), String(generation));
  memo.set(store, { generation, until: Date.now() + GENERATION_TTL_MS });
  return generation;
}
