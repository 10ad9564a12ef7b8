import { proxy } from 'valtio';
import type { TaskRecord } from './task-store.ts';

/**
 * What the offline UI shows: the service worker's state (ready, cached, updated,
 * offline, error), the connection, the queue's records and which panel is open. Browser only: it
 * is made when client/offline/ loads after hydration, never during SSR.
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

export const offlineState = proxy<OfflineState>({
  worker: 'installing',
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  storageError: null,
  records: [],
  inboxOpen: false,
  confirmOpen: false,
});
