import { proxy, subscribe } from 'valtio';
import type { StoreView } from '../../shared/stores.ts';
import type { Conversion } from '../../shared/conversion.ts';
import type { Stores } from '../stores/index.ts';
import { browserStorage } from '../stores/persisted.ts';
import {
  allows,
  readChoice,
  saveChoice,
  type ConsentChoice,
  type DialogLayer,
  type OptionalCategory,
} from './choice.ts';
import { clickFromUrl, forgetConversion, storeConversion } from './conversion.ts';
import { pageViewOf, sendPageView } from './analytics.ts';
import { mountConsentDialog } from './dialog.ts';
// Inlined into this chunk, so the entry's preload list names no extra file for it.
import css from './consent.css?inline';

/**
 * The consent runtime, loaded 2000 ms after hydration (consent wait; client/entry.ts):
 * shows the dialog where says so, remembers the choice, and runs what the choice allows —
 * the page-view analytics (statistics) and the stored click id (marketing). Nothing of either runs
 * or is written before the shopper allowed it.
 */

export interface ConsentState {
  choice: ConsentChoice | null;
  /** The layer the shopper opened themselves (footer link, "Settings"), else 'closed'. */
  opened: DialogLayer;
  /** The current page's path, updated after every client navigation. */
  path: string;
}

/** The footer's "Privacy settings" link: a fragment link, so it works before this module loads. */
export const SETTINGS_HASH = '#privacy-settings';

/** The landing URL and its time: a click id is in the first URL even after client navigations. */
function landing(): { url: string; at: Date } {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return { url: entry?.name || window.location.href, at: new Date(performance.timeOrigin) };
}

export function startConsent(stores: Stores, store: StoreView): void {
  // Null where the browser blocks storage: the choice then holds for this page only.
  const storage = browserStorage();
  const state = proxy<ConsentState>({ choice: readChoice(storage), opened: 'closed', path: window.location.pathname });
  const arrival = landing();
  const click: Conversion | null = clickFromUrl(arrival.url, arrival.at);

  let viewed = '';
  const countView = () => {
    if (!allows(state.choice, 'analytics') || viewed === window.location.pathname) return;
    viewed = window.location.pathname;
    void sendPageView(pageViewOf(viewed));
  };
  const keepClick = () => {
    if (!allows(state.choice, 'marketing')) return forgetConversion(storage);
    if (click) storeConversion(storage, click);
  };

  const decide = (allowed: Record<OptionalCategory, boolean>) => {
    state.choice = saveChoice(storage, allowed, new Date());
    state.opened = 'closed';
    keepClick();
    countView();
  };

  // A client navigation ends with ui.navigating back to false: the dialog and analytics follow the route.
  subscribe(stores.ui, () => {
    if (stores.ui.navigating || state.path === window.location.pathname) return;
    state.path = window.location.pathname;
    countView();
  });

  const openSettings = () => {
    state.opened = 'settings';
    if (window.location.hash === SETTINGS_HASH)
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
  };
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(`a[href="${SETTINGS_HASH}"]`);
    if (!link) return;
    event.preventDefault();
    openSettings();
  });
  if (window.location.hash === SETTINGS_HASH) openSettings();

  keepClick();
  countView();
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  // The dialog shows a frame later: the new rules are then worked into the page's styles by the
  // browser's own rendering, not in one long task with this chunk's start and the dialog's layout,
  // which a phone would spend a tenth of a second in, unable to answer a tap.
  requestAnimationFrame(() =>
    setTimeout(() => {
      const host = document.createElement('div');
      host.id = 'consent-root';
      document.body.append(host);
      mountConsentDialog(host, { state, session: stores.session, store, decide });
    }, 0),
  );
}
