import { describe, expect, it } from 'vitest';
import { proxy, subscribe } from 'valtio';
import { persistStore, type StorageLike } from '../stores/persisted.ts';
import { parseKept, persistedKept, setKept, type KeepState, type KeptSummary } from './keep-state.ts';

const gates: KeptSummary = {
  id: 7,
  name: 'Tore',
  href: '/c/tore',
  products: 60,
  bytes: 3_400_000,
  keptAt: 1,
  refreshedAt: 2,
};

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('kept categories as the category page shows them', () => {
  it('reads back what was stored and drops entries it cannot read', () => {
    expect(parseKept(JSON.stringify([gates, { id: 'x' }, null]))).toEqual([gates]);
    expect(parseKept('{broken')).toEqual([]);
    expect(parseKept(null)).toEqual([]);
  });

  it('keeps the list per store across reloads; removing the last one removes the entry', async () => {
    const storage = memoryStorage();
    const state = proxy<KeepState>({ kept: [], jobs: {} });
    persistStore(state, persistedKept('at'), { watch: subscribe, storage, events: null });
    setKept(state, gates.id, gates);
    setKept(state, gates.id, { ...gates, bytes: 10 });
    await flush();
    expect(parseKept(storage.data.get('zaunshop:at:kept-categories:v1') ?? null)).toEqual([{ ...gates, bytes: 10 }]);

    const reloaded = proxy<KeepState>({ kept: [], jobs: {} });
    persistStore(reloaded, persistedKept('at'), { watch: subscribe, storage, events: null });
    expect(reloaded.kept).toEqual([{ ...gates, bytes: 10 }]);
    setKept(reloaded, gates.id, null);
    await flush();
    expect(storage.data.has('zaunshop:at:kept-categories:v1')).toBe(false);
  });
});
