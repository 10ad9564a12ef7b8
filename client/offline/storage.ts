import { clearUrlMappingCache } from './app-queue.ts';

/**
 * Browser storage care: persistent storage is asked for once, and every 30 s the
 * usage is checked against a quota; above it the url mapping cache is cleared (it is rebuilt from
 * the network), as on a storage quota error.
 */
export const STORAGE_CHECK_INTERVAL_MS = 30_000;
/** Share of the browser's quota the shop may fill before it frees its url mapping cache. */
export const QUOTA_SHARE = 0.8;

export async function requestPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persisted?.()) || ((await navigator.storage?.persist?.()) ?? false);
  } catch {
    return false;
  }
}

export async function checkStorage(): Promise<boolean> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (!estimate?.quota || estimate.usage === undefined) return true;
  if (estimate.usage <= estimate.quota * QUOTA_SHARE) return true;
  await clearUrlMappingCache();
  return false;
}

export function watchStorage(): () => void {
  const timer = setInterval(() => void checkStorage(), STORAGE_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
