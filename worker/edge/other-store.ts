import { storeCodes, storeHref, stores, type StoreView } from '../../shared/stores.ts';

/**
 * A path unknown in the shopper's store but known in another one: the
 * store-prefixed path there, for a redirect; null when no other store knows it either.
 */
export async function otherStorePath(db: D1Database, current: StoreView, localPath: string): Promise<string | null> {
  const path = localPath.replace(/^\/+|\/+$/g, '');
  if (!path) return null;
  const others = storeCodes.filter((code) => code !== current.code);
  const row = await db
    .prepare(
      `SELECT store FROM url_rewrites WHERE request_path IN (?, ?) AND store IN (${others.map(() => '?').join(',')}) ORDER BY store LIMIT 1`,
    )
    .bind(path, `${path}.html`, ...others)
    .first<{ store: keyof typeof stores }>();
  return row ? storeHref(stores[row.store], `/${path}`) : null;
}
