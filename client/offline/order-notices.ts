import '../../shared/i18n/areas/messages.ts';
import { runtimeTranslator } from '../../shared/i18n/runtime.ts';
import { transmittedNumber } from '../checkout/queued-order.ts';
import type { Stores } from '../stores/index.ts';
import { notify } from '../stores/notifications.ts';
import type { DurableQueue } from './queue-types.ts';

export const ORDER_SENT = 'Your order {orderNumber} has been sent.';

/**
 * A notification names the server's number of each order placed offline as soon as the queue has
 * sent it (in this tab or another); orders sent before the page loaded are not announced again.
 */
export function announceSentOrders(queue: DurableQueue, stores: Pick<Stores, 'notifications' | 'session'>): void {
  const known = new Set(
    queue
      .records()
      .filter((r) => transmittedNumber(r))
      .map((r) => r.id),
  );
  queue.subscribe(() => {
    for (const record of queue.records()) {
      const orderNumber = transmittedNumber(record);
      if (!orderNumber || known.has(record.id)) continue;
      known.add(record.id);
      const t = runtimeTranslator(stores.session.locale);
      notify(stores.notifications, { type: 'success', message: t(ORDER_SENT, { orderNumber }) });
    }
  });
}
