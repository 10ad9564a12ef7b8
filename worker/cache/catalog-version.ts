import type { StoreCode } from '../../shared/stores.ts';

/** How long an isolate trusts the version it read: a catalog change reaches every cache within this. */
const VERSION_TTL_MS = 10_000;

// Per-isolate memo of a fact shared by every shopper (never shopper data): store → version.
const memo = new Map<StoreCode, { version: number; until: number }>();

/**
 * The store's catalog version. Edge cache keys include it, so bumping it (an import, a re-seed)
 * purges every cached url mapping and category tree of that store at once.
 */
export async function catalogVersion(db: D1Database, store: StoreCode, now = Date.now()): Promise<number> {
  const hit = memo.get(store);
  if (hit && hit.until > now) return hit.version;
  const row = await db
    .prepare('SELECT version FROM catalog_versions WHERE store = ?')
    .bind(store)
    .first<{ version: number }>();
  const version = row?.version ?? 0;
  memo.set(store, { version, until: now + VERSION_TTL_MS });
  return version;
}

/** Forget memoised versions (after this isolate changed the catalog itself, and in tests). */
export function forgetCatalogVersions(): void {
  memo.clear();
}
