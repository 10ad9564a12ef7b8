import '../../shared/i18n/areas/offline.ts';
import './offline.css';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { formatPrice } from '../../shared/i18n/format.ts';
import { runtimeTranslator } from '../../shared/i18n/runtime.ts';
import type { LineToAdd } from '../cart/share.ts';
import type { Stores } from '../stores/index.ts';
import { ConfirmOrders } from './ConfirmOrders.tsx';
import { heldOrders } from './orders.ts';
import type { DurableQueue } from './queue-types.ts';
import { SyncInbox } from './SyncInbox.tsx';
import { waitingCount, waitingLabel } from './labels.ts';
import { barVisible, STATE_TEXTS } from './status.ts';

/**
 * Publishes the bar's height as --offline-bar-height, so toasts at the bottom rise above the whole
 * bar (its "Neu laden" included) however many lines it wraps to on a phone.
 */
function useBarHeight() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      document.documentElement.style.setProperty('--offline-bar-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return bar;
}

/**
 * The offline status bar (service worker state, the way to the new version, the count of changes
 * waiting) with the sync inbox and the offline-orders confirmation it opens.
 */
export function OfflineUi({
  stores,
  queue,
  acceptUpdate,
  restoreLines,
}: {
  stores: Stores;
  queue: DurableQueue;
  acceptUpdate: () => void;
  /** Puts lines into the cart (a refused order's, to be ordered again). */
  restoreLines: (lines: LineToAdd[]) => Promise<void>;
}) {
  const { locale } = useSnapshot(stores.session);
  const t = runtimeTranslator(locale);
  const offline = stores.offline;
  const state = useSnapshot(offline);
  const waiting = waitingCount(state.records);
  const text = STATE_TEXTS[state.worker];
  const bar = useBarHeight();
  // The ready state is announced to assistive technology only: nothing to act on.
  const visible = barVisible(state);
  return (
    <>
      {/* Hidden, it is only read out: with the bar's own padding and fixed position it would stay a
          small box in the corner that takes the clicks meant for what lies under it. */}
      <div ref={bar} className={visible ? 'offline-bar' : 'sr-only'} data-state={state.worker} role="status">
        {text && <span className="offline-bar__text">{t(text)}</span>}
        {state.storageError && (
          <span className="offline-bar__text">
            {t('Offline storage is not available. Changes are kept until the page is closed.')}
          </span>
        )}
        {state.worker === 'updated' && (
          <button type="button" className="offline-bar__button" onClick={acceptUpdate}>
            {t('Refresh')}
          </button>
        )}
        {waiting > 0 && (
          <button
            type="button"
            className="offline-bar__button"
            aria-haspopup="dialog"
            onClick={() => {
              offline.inboxOpen = true;
            }}
          >
            {t(waitingLabel(waiting).key, waitingLabel(waiting).params)}
          </button>
        )}
      </div>
      {state.inboxOpen && (
        <SyncInbox
          t={t}
          queue={queue}
          offline={offline}
          formatCents={(cents) => formatPrice(cents / 100, locale)}
          restoreLines={restoreLines}
          onClose={() => {
            offline.inboxOpen = false;
          }}
        />
      )}
      {/* Only while orders wait for it: the thank-you page may have sent them meanwhile. */}
      {state.confirmOpen && heldOrders(state.records).length > 0 && (
        <ConfirmOrders
          t={t}
          queue={queue}
          notifications={stores.notifications}
          onClose={() => {
            offline.confirmOpen = false;
          }}
        />
      )}
    </>
  );
}
