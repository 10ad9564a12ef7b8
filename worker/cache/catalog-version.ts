import type { StoreCode } from '../../shared/stores.ts';
import { CHANGE_WINDOW_MS } from '../catalog/stock-docs.ts';

/** How long an isolate trusts the version it read: a catalog change reaches every cache within this. */
const VERSION_TTL_MS = 10_000;

/** What the caches of a store check their entries against. */
export interface CatalogState {
  /** Bumped by an import or a re-seed: every cache key carries it. */
  version: number;
  /** SKU → when it last changed (ms) within the change window: entries older than that are stale. */
  changedAt: ReadonlyMap<string, number>;
  /** When this state was read (ms): an entry older than the change window is stale whatever the log says. */
  readAt: number;
  /** Every store's version ("at:3 default:7"): what is built from all stores' catalogs is kept under it. */
  allVersions: string;
}

// Per-isolate memo of facts shared by every shopper (never shopper data): store → state.
const memo = new Map<StoreCode, { state: CatalogState; until: number }>();

/**
 * The store's catalog version and the products changed since (the stock of a sale, the back
 * office's edit), read together in one query and trusted for ten seconds.
 */
export async function catalogState(db: D1Database, store: StoreCode, now = Date.now()): Promise<CatalogState> {
  const hit = memo.get(store);
  if (hit && hit.until > now) return hit.state;
  const row = await db
    .prepare(
      `SELECT (SELECT version FROM catalog_versions WHERE store = ?1) AS version,
         (SELECT json_group_object(sku, changed_at) FROM product_changes WHERE store = ?1 AND changed_at > ?2) AS changed,
         (SELECT group_concat(v, ' ') FROM (SELECT store || ':' || version AS v FROM catalog_versions ORDER BY store)) AS versions`,
    )
    .bind(store, now - CHANGE_WINDOW_MS)
    .first<{ version: number | null; changed: string | null; versions: string | null }>();
  const changed = JSON.parse(row?.changed ?? '{}') as Record<string, number>;
  const state = {
    version: row?.version ?? 0,
    changedAt: new Map(Object.entries(changed)),
    readAt: now,
    allVersions: row?.versions ?? '',
  };
  memo.set(store, { state, until: now + VERSION_TTL_MS });
  return state;
}

/**
 * The store's catalog version. Edge cache keys include it, so bumping it (an import, a re-seed)
 * purges every cached url mapping and category tree of that store at once.
 */
export async function catalogVersion(db: D1Database, store: StoreCode, now = Date.now()): Promise<number> {
  return (await catalogState(db, store, now)).version;
}

/**
 * Whether something cached at `cachedAt` that shows `skus` is out of date: a product among them
 * changed since, or it is older than the change log reaches back.
 */
export function changedSince(state: CatalogState, skus: Iterable<string>, cachedAt: number): boolean {
  if (state.readAt - cachedAt > CHANGE_WINDOW_MS) return true;
  if (!state.changedAt.size) return false;
  for (const sku of skus) if ((state.changedAt.get(sku) ?? 0) >= cachedAt) return true;
  return false;
}

/** Forget memoised versions (after this isolate changed the catalog itself, and in tests). */
export function forgetCatalogVersions(): void {
  memo.clear();
}
