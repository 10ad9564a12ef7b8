import { createRoot, type Root } from 'react-dom/client';
import { AppContext, type AppContextValue } from '../app-context.tsx';
import type { InitialState } from '../app-state.ts';
import { streamedDeferred } from '../components/Await.tsx';
import { mountIsland } from './mount.tsx';
import { followLocale, type PageServices } from './page-services.ts';
import { islandRoots, type IslandName } from './roots.ts';
import { islandSharedState } from './shared-props.ts';

/**
 * The React side of an island page: the page's services (stores, API client, made without React
 * by page-services.ts) and navigation, shared by all islands of the page (the same objects the
 * app takes over on the first in-place navigation).
 */
let shared: { context: AppContextValue; initial: InitialState; stateJson: string } | null = null;
const roots = new Map<HTMLElement, Root>();
let app: Promise<(to: string | null) => void> | null = null;

/** Makes the page's React context over its services; the runtime calls it once, when this module has loaded. */
export function prepare(initial: InitialState, stateJson: string, services: PageServices): void {
  if (shared) return;
  const context: AppContextValue = {
    ...services,
    navigate: (to) => navigateInPlace(to),
    deferred: streamedDeferred(),
    islands: null,
  };
  shared = { context, initial, stateJson };
  // Static text is in the language it was rendered in: another language re-renders the whole page.
  followLocale(services, () => void takeOver(null));
}

/** Hydrates one island marker with its root component, in the page's shared context. */
export async function hydrateIsland(marker: HTMLElement): Promise<void> {
  if (!shared || app || !marker.isConnected) return;
  const { context, initial } = shared;
  const Component = await islandRoots[marker.dataset.island as IslandName](context);
  const { root, mounted } = mountIsland(
    marker,
    Component,
    (island) => <AppContext.Provider value={context}>{island}</AppContext.Provider>,
    islandSharedState(initial),
  );
  roots.set(marker, root);
  await mounted;
}

/** In-place navigation from an island page: the app takes over the page, then navigates. */
export function navigateInPlace(to: string): void {
  void takeOver(to);
}

/**
 * The whole app replaces the islands (rendered in the browser from the page's state, the same
 * HTML), then its navigator runs: later pages render in place with Back restoring the scroll.
 */
async function takeOver(to: string | null): Promise<void> {
  if (!shared) return;
  app ??= import('./take-over.tsx').then((m) => m.takeOver(shared!, createRoot, roots, to !== null));
  const go = await app;
  if (to) go(to);
}
