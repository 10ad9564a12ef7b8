import { forgetCatalogVersions } from '../cache/catalog-version.ts';

/**
 * Makes a store's cached pages show a back-office change that reaches many pages (an approved review): the
 * rendered-page cache (edge/html-cache.ts) and the catalog's cached answers key on the store's catalog
 * version, so raising it purges them all at once. This isolate forgets its memoised version at once;
 * other isolates pick the new one up within the version's memo time (cache/catalog-version.ts).
 */
export async function purgeStorePages(db: D1Database, store: string, now: Date): Promise<void> {
  await db
    .prepare(
      `INSERT INTO catalog_versions (store, version, changed_at) VALUES (?, 1, ?)
       ON CONFLICT (store) DO UPDATE SET version = catalog_versions.version + 1, changed_at = excluded.changed_at`,
    )
    .bind(store, now.toISOString())
    .run();
  forgetCatalogVersions();
}
