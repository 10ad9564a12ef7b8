import { subscribe } from 'valtio';
import type { OfflineState } from './state.ts';

/**
 * Whether the shop's server can be asked now. navigator.onLine can stay true without a network (a
 * page the service worker served offline, a dead Wi-Fi), so the sync queue's own finding counts
 * too: a task waiting for the network means the next call would wait as well.
 */
export function serverReachable(offline: Pick<OfflineState, 'online' | 'records'>): boolean {
  const browserOnline = typeof navigator === 'undefined' || navigator.onLine !== false;
  return browserOnline && offline.online && !offline.records.some((r) => r.status === 'waiting');
}

/** What `answerOrParked` answers when the sync queue found no network for the call. */
export const PARKED = Symbol('parked');

/**
 * The answer of a call that goes through the sync queue, or PARKED as soon as the queue finds no
 * network (the call then waits in the queue, and the caller goes on without its answer).
 */
export function answerOrParked<T>(work: Promise<T>, offline: OfflineState): Promise<T | typeof PARKED> {
  let stop = () => {};
  const parked = new Promise<typeof PARKED>((resolve) => {
    const check = () => {
      if (!serverReachable(offline)) resolve(PARKED);
    };
    stop = subscribe(offline, check);
    check();
  });
  return Promise.race([work, parked]).finally(stop);
}
