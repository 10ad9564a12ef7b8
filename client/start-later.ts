import type { AppContextValue } from './app-context.tsx';
import { whenIdle } from './islands/schedule.ts';

/**
 * What the first view never waits for: the offline PWA (service worker, durable sync queue,
 * status UI) starts when the browser is idle; the consent dialog and what it allows (analytics,
 * click ids) after the 2000 ms consent wait. Both are chunks of their own.
 */
export function startLater({
  api,
  store,
  stores,
  config,
}: Pick<AppContextValue, 'api' | 'store' | 'stores' | 'config'>): void {
  setTimeout(() => void import('./consent/runtime.ts').then((m) => m.startConsent(stores, store)), 2000);
  whenIdle(() => void import('./offline/start.ts').then((m) => m.startOffline({ api, store, stores, config })));
}
