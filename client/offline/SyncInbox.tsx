import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { Translate } from '../../shared/i18n/interpolate.ts';
import { useDialog } from '../components/use-dialog.ts';
import type { LineToAdd } from '../cart/share.ts';
import { autoTransmission, setAutoTransmission } from './orders.ts';
import { orderLines, PUT_BACK_IN_CART, refusalSentences } from './order-refusal.ts';
import type { DurableQueue } from './queue-types.ts';
import type { OfflineState } from './state.ts';
import { STATUS_LABELS, taskLabel, visibleRecords } from './labels.ts';

const ACTIONABLE = new Set(['rejected', 'failed', 'waiting', 'held']);

/**
 * The sync inbox: the queued changes and offline orders with their
 * state and the server's reason when refused, each with retry (send again) and discard. A refused
 * order says why and what to do, and puts its lines back into the cart to be ordered again; it
 * stays until the shopper discards it.
 */
export function SyncInbox({
  t,
  queue,
  offline,
  formatCents,
  restoreLines,
  onClose,
}: {
  t: Translate;
  queue: DurableQueue;
  offline: OfflineState;
  formatCents: (cents: number) => string;
  restoreLines: (lines: LineToAdd[]) => Promise<void>;
  onClose: () => void;
}) {
  const { records } = useSnapshot(offline);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useDialog(panel, closeButton, onClose);
  const shown = visibleRecords(records);
  return (
    <div className="offline-dialog" role="dialog" aria-modal="true" aria-labelledby="sync-inbox-title" ref={panel}>
      <div className="offline-dialog__head">
        <h2 id="sync-inbox-title">{t('Sync inbox')}</h2>
        <button type="button" ref={closeButton} onClick={onClose}>
          {t('Close')}
        </button>
      </div>
      {shown.length === 0 ? (
        <p>{t('Nothing is waiting to be synchronized.')}</p>
      ) : (
        <ul className="sync-inbox">
          {shown.map((record) => {
            const label = taskLabel(record);
            // A refused order is not sent again as it was: it is ordered anew from the cart.
            const refusal = refusalSentences(record, formatCents);
            return (
              <li
                key={record.id}
                className={`sync-inbox__task sync-inbox__task--${record.status}`}
                data-task-id={record.id}
              >
                <span className="sync-inbox__name">{t(label.key, label.params)}</span>
                <span className="sync-inbox__status">{t(STATUS_LABELS[record.status])}</span>
                <time dateTime={new Date(record.createdAt).toISOString()}>
                  {new Date(record.createdAt).toLocaleString()}
                </time>
                {refusal ? (
                  <ul className="sync-inbox__refusal">
                    {refusal.map((sentence) => (
                      <li key={sentence.key + JSON.stringify(sentence.params ?? {})}>
                        {t(sentence.key, sentence.params)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  record.reason &&
                  record.status !== 'transmitted' && (
                    <span className="sync-inbox__reason">{t('Reason: {reason}', { reason: t(record.reason) })}</span>
                  )
                )}
                {ACTIONABLE.has(record.status) && (
                  <span className="sync-inbox__actions">
                    {refusal ? (
                      <button
                        type="button"
                        onClick={() => {
                          onClose();
                          void restoreLines(orderLines(record));
                        }}
                      >
                        {t(PUT_BACK_IN_CART)}
                      </button>
                    ) : (
                      <button type="button" onClick={() => void queue.retry(record.id)}>
                        {record.status === 'held' ? t('Send') : t('Retry')}
                      </button>
                    )}
                    <button type="button" onClick={() => void queue.discard(record.id)}>
                      {t('Discard')}
                    </button>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <label className="sync-inbox__auto">
        <input
          type="checkbox"
          defaultChecked={autoTransmission()}
          onChange={(event) => setAutoTransmission(event.currentTarget.checked)}
        />
        {t('Send offline orders automatically when online')}
      </label>
    </div>
  );
}
