import { useRef } from 'react';
import type { Translate } from '../../shared/i18n/interpolate.ts';
import { notify, type NotificationsState } from '../stores/notifications.ts';
import { useDialog } from '../components/use-dialog.ts';
import { heldOrders, sendHeldOrders } from './orders.ts';
import type { DurableQueue } from './queue-types.ts';

/**
 * Back online with orders placed offline and no automatic transmission: the shopper
 * confirms sending them, or leaves them for later (they stay in the sync inbox).
 */
export function ConfirmOrders({
  t,
  queue,
  notifications,
  onClose,
}: {
  t: Translate;
  queue: DurableQueue;
  notifications: NotificationsState;
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const send = useRef<HTMLButtonElement>(null);
  useDialog(panel, send, onClose);
  const confirm = async () => {
    onClose();
    await sendHeldOrders(queue);
    const refused = queue
      .records()
      .some((r) => r.kind === 'order' && (r.status === 'rejected' || r.status === 'failed'));
    if (!heldOrders(queue.records()).length && !refused)
      notify(notifications, { type: 'success', message: 'Your offline orders have been sent.' });
  };
  return (
    <div
      className="offline-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="confirm-orders-title"
      aria-describedby="confirm-orders-text"
      ref={panel}
    >
      <h2 id="confirm-orders-title">{t('Offline orders')}</h2>
      <p id="confirm-orders-text">
        {t('You have orders placed while offline that have not been sent yet. Do you want to send them now?')}
      </p>
      <div className="offline-dialog__actions">
        <button type="button" ref={send} className="button button--primary" onClick={() => void confirm()}>
          {t('Send orders')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('Later')}
        </button>
      </div>
    </div>
  );
}
