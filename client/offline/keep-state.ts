import { proxy, subscribe } from 'valtio';
import { storageKey } from '../stores/persist.ts';
import { persistStore, type PersistedStore } from '../stores/persisted.ts';
import type { KeptManifest } from '../sw/kept-manifest.ts';

/**
 * The categories a shopper took offline, as the category pages show them: name, size and dates
 * per category, kept per store through the one persisted-store helper, so every tab shows the
 * same. The kept answers themselves and their manifests live in the service worker's kept cache;
 * this is the shopper's view of them. What is on its way (progress, a failure, the space a removal
 * freed) belongs to this tab only.
 */

/** What the page shows of a kept category: its service worker manifest without the stored requests. */
export type KeptSummary = Pick<KeptManifest, 'id' | 'name' | 'href' | 'products' | 'bytes' | 'keptAt' | 'refreshedAt'>;

export type KeepJob =
  | { state: 'saving' | 'saved'; done: number; total: number }
  | { state: 'failed' }
  | { state: 'removed'; freed: number };

export interface KeepState {
  kept: KeptSummary[];
  jobs: Record<number, KeepJob>;
}

const isSummary = (value: unknown): value is KeptSummary => {
  const s = value as Partial<KeptSummary> | null;
  return (
    !!s &&
    typeof s.id === 'number' &&
    typeof s.name === 'string' &&
    typeof s.href === 'string' &&
    typeof s.bytes === 'number' &&
    typeof s.products === 'number' &&
    typeof s.keptAt === 'number' &&
    typeof s.refreshedAt === 'number'
  );
};

/** The stored summaries; anything else stored there (old formats, tampered entries) is dropped. */
export function parseKept(raw: string | null): KeptSummary[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter(isSummary) : [];
  } catch {
    return [];
  }
}

export const summaryOf = (m: KeptManifest): KeptSummary => ({
  id: m.id,
  name: m.name,
  href: m.href,
  products: m.products,
  bytes: m.bytes,
  keptAt: m.keptAt,
  refreshedAt: m.refreshedAt,
});

/** Puts a category's summary in place of an earlier one (or removes it: null). */
export function setKept(state: KeepState, id: number, summary: KeptSummary | null): void {
  const others = state.kept.filter((k) => k.id !== id);
  state.kept = summary ? [...others, summary] : others;
}

export const persistedKept = (storeCode: string): PersistedStore<KeepState> => ({
  key: storageKey(storeCode, 'kept-categories'),
  load(state, raw) {
    state.kept = parseKept(raw);
  },
  save: (state) => (state.kept.length ? JSON.stringify(state.kept) : null),
});

const states = new Map<string, KeepState>();

/** The store's kept categories in this tab: loaded once, then kept in step with storage. */
export function keepState(storeCode: string): KeepState {
  let state = states.get(storeCode);
  if (!state) {
    state = proxy<KeepState>({ kept: [], jobs: {} });
    persistStore(state, persistedKept(storeCode), { watch: subscribe });
    states.set(storeCode, state);
  }
  return state;
}
