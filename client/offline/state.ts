import { proxy } from 'valtio';
import type { TaskRecord } from './task-store.ts';

/**
 * What the offline UI shows: the service worker's state (ready, cached, updated,
 * offline, error), the connection, the queue's records and which panel is open. The proxy is part
 * of the stores (client/stores/index.ts, `stores.offline`); client/offline/ fills it in the
 * browser after hydration, so on the server it stays as made.
 */
export type WorkerState = 'installing' | 'ready' | 'cached' | 'updated' | 'offline' | 'error';

export interface OfflineState {
  worker: WorkerState;
  online: boolean;
  /** Set when the persistent queue storage was switched off (it then lives in memory). */
  storageError: string | null;
  records: TaskRecord[];
  inboxOpen: boolean;
  /** Untransmitted offline orders wait for the shopper's confirmation. */
  confirmOpen: boolean;
}

/** The state before client/offline/ starts: the worker installing, the browser taken as online. */
export function createOfflineState(): OfflineState {
  return proxy<OfflineState>({
    worker: 'installing',
    online: true,
    storageError: null,
    records: [],
    inboxOpen: false,
    confirmOpen: false,
  });
}
