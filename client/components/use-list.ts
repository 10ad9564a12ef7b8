import { useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import type { ListState } from '../stores/persist.ts';

const subscribeNever = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true afterwards (and for
 * everything mounted later). React re-renders hydrated components once with `true`.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

const NONE: readonly never[] = [];

/**
 * A persisted list as components may show it: empty and not `ready` until the page is hydrated
 * and the browser has loaded the list, so the first render always matches the server's HTML.
 */
export function useList<T extends object>(state: ListState<T>): { items: readonly T[]; ready: boolean } {
  const hydrated = useHydrated();
  const snap = useSnapshot(state) as unknown as { items: readonly T[]; loaded: boolean };
  return hydrated && snap.loaded ? { items: snap.items, ready: true } : { items: NONE, ready: false };
}
