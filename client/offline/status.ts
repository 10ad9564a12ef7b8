import '../../shared/i18n/areas/offline.ts';
import { subscribe } from 'valtio';
import { runtimeTranslator } from '../../shared/i18n/runtime.ts';
import type { Stores } from '../stores/index.ts';
import { waitingCount } from './labels.ts';
import type { OfflineState } from './state.ts';
import type { TaskRecord } from './task-store.ts';

/** What the status bar says of the service worker (keys of the offline i18n area). */
export const STATE_TEXTS = {
  installing: null,
  ready: 'The shop is ready.',
  cached: 'Content has been cached for offline use.',
  updated: 'New content is available. Please refresh the page.',
  offline: 'No internet connection found. The shop is running in offline mode.',
  error: 'Error during service worker registration.',
} as const;

/** The bar shows when there is something to act on or to know; "ready" and "cached" are only read out. */
export function barVisible(state: {
  worker: OfflineState['worker'];
  records: readonly TaskRecord[];
  storageError: string | null;
}): boolean {
  return (
    state.worker === 'updated' ||
    state.worker === 'offline' ||
    state.worker === 'error' ||
    waitingCount(state.records) > 0 ||
    !!state.storageError
  );
}

/** The id of the offline UI's host element, beside the hydrated document. */
const OFFLINE_UI_ID = 'offline-ui';

/**
 * Until the bar has something to show (or the inbox or the order confirmation opens), the
 * service worker's state is read out by a plain status element; only then `mountUi` renders the
 * bar, the inbox and the confirmation with React into the same host. A visit that never goes
 * offline and never waits for anything loads none of that code.
 */
export function statusUntilUiNeeded(stores: Stores, mountUi: (host: HTMLElement) => Promise<void>): void {
  const offline = stores.offline;
  const host = document.createElement('div');
  host.id = OFFLINE_UI_ID;
  document.body.append(host);
  const needed = () => barVisible(offline) || offline.inboxOpen || offline.confirmOpen;
  if (needed()) {
    void mountUi(host);
    return;
  }
  const status = document.createElement('div');
  status.className = 'sr-only';
  status.setAttribute('role', 'status');
  host.append(status);
  const render = () => {
    status.dataset.state = offline.worker;
    const text = STATE_TEXTS[offline.worker];
    status.textContent = text ? runtimeTranslator(stores.session.locale)(text) : '';
  };
  render();
  const stopLocale = subscribe(stores.session, render);
  const stopState = subscribe(offline, () => {
    if (!needed()) return render();
    stopState();
    stopLocale();
    void mountUi(host);
  });
}
