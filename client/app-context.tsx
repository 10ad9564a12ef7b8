import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import type { ApiClient } from '../shared/api/client.ts';
import type { StoreView } from '../shared/stores.ts';
import { runtimeTranslator } from '../shared/i18n/runtime.ts';
import type { Stores } from './stores/index.ts';
import type { InitialState } from './app-state.ts';
import type { IslandRenderer } from './islands/Island.tsx';

export interface AppContextValue {
  stores: Stores;
  api: ApiClient;
  store: StoreView;
  config: InitialState['config'];
  /** Client navigation to a store-local path ('/c/tore?page=2'). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Deferred loader data by name: a promise, or a value already streamed by the server. */
  deferred: Record<string, Promise<unknown>>;
  /** Set while the server renders an island page: each <Island> renders as a tree of its own. */
  islands?: IslandRenderer | null;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside <AppContext>');
  return value;
}

/** The translator of the shopper's current language; re-renders when it changes. */
export function useT() {
  const { session } = useApp().stores;
  // Only the locale string is read: a full valtio snapshot per call is measurable when every
  // product card, price and button of a 50-product listing asks for the translator.
  const onChange = useCallback((notify: () => void) => subscribe(session, notify), [session]);
  const readLocale = () => session.locale;
  const locale = useSyncExternalStore(onChange, readLocale, readLocale);
  return useMemo(() => runtimeTranslator(locale), [locale]);
}
