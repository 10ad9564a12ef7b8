import { sendNow } from '../stores/sync.ts';
import { URL_MAP_CACHE } from '../sw/cache-names.ts';
import { idbTaskStore } from './idb-store.ts';
import { createDurableQueue } from './queue.ts';
import type { DurableQueue, QueueChannel, QueueMessage } from './queue-types.ts';
import { serialLock } from './serial-lock.ts';

/**
 * The one app-wide durable queue of the browser, over IndexedDB, with the
 * browser's parts: `online` events, Web Locks so only one tab sends, a BroadcastChannel for the
 * answers of tasks another tab sent, and growing pauses between retries while the server is
 * unreachable but the browser says it is online (1 s … 30 s). A send that hangs is given up after
 * 20 s, so one stalled request never stops the queue of every tab.
 */

export const RESET_PASSWORD_OFFLINE = 'Reset password feature does not work while offline!';
const LOCK_NAME = 'zaunshop-sync-queue';
const CHANNEL_NAME = 'zaunshop-sync-queue';
const MAX_RETRY_PAUSE_MS = 30_000;
/** A task unanswered this long counts as a lost connection and is sent again later. */
const SEND_TIMEOUT_MS = 20_000;

type Call = Parameters<typeof sendNow>[0];

let queue: (DurableQueue & { ready: Promise<void> }) | undefined;
/** Why the persistent queue storage was switched off (it then lives in memory), once it was. */
let storageDisabled: string | null = null;
const disabledListeners = new Set<(reason: string) => void>();

/** Calls `listener` with the reason once the queue's storage is switched off, at once if it is already. */
export function onStorageDisabled(listener: (reason: string) => void): void {
  if (storageDisabled !== null) listener(storageDisabled);
  else disabledListeners.add(listener);
}

function broadcast(): QueueChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    listen(listener) {
      const onMessage = (event: MessageEvent<QueueMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

/** Storage quota errors clear the url mapping cache (kept by the service worker). */
export async function clearUrlMappingCache(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(URL_MAP_CACHE).catch(() => false);
}

/** The app-wide queue, made with the first call (`call` sends a task through the API client). */
export function appQueue(call?: Call): DurableQueue & { ready: Promise<void> } {
  if (queue) return queue;
  if (!call) throw new Error('The sync queue has not been started yet');
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const inThisTab = serialLock();
  queue = createDurableQueue({
    store: idbTaskStore({
      onQuotaExceeded: () => void clearUrlMappingCache(),
      onDisabled(reason) {
        storageDisabled = reason;
        for (const listener of disabledListeners) listener(reason);
        disabledListeners.clear();
      },
    }),
    send: sendNow(call, SEND_TIMEOUT_MS),
    isOnline: () => navigator.onLine,
    onOnline(listener) {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
    exclusive: <T>(work: () => Promise<T>) =>
      navigator.locks ? (navigator.locks.request(LOCK_NAME, work) as Promise<T>) : inThisTab(work),
    channel: broadcast(),
    schedule(retry, attempt) {
      clearTimeout(retryTimer);
      retryTimer = setTimeout(retry, Math.min(MAX_RETRY_PAUSE_MS, 1000 * 2 ** Math.min(attempt - 1, 5)));
    },
    onlineOnly: [{ pattern: /^\/?api\/user\/reset-password/, message: RESET_PASSWORD_OFFLINE }],
  });
  return queue;
}
