import '../../shared/i18n/areas/messages.ts';
import { runtimeTranslator } from '../../shared/i18n/runtime.ts';
import { transmittedNumber } from '../checkout/queued-order.ts';
import type { Stores } from '../stores/index.ts';
import { notify } from '../stores/notifications.ts';
import type { DurableQueue } from './queue-types.ts';

export const ORDER_SENT = 'Your order {orderNumber} has been sent.';
export const ORDERS_SENT = 'Your orders {orderNumbers} have been sent.';
export const MANY_ORDERS_SENT = '{count} orders have been sent. The sync inbox lists their numbers.';

/** Up to this many order numbers are named in the notice; a longer burst is counted instead. */
const NAMED_AT_MOST = 3;
/** The notice of sent orders has one place: a newer count replaces it. */
const SENT_ORDERS = 'sent-orders';

/**
 * One notification names the server's number of each order placed offline as soon as the queue has
 * sent it (in this tab or another); orders sent before the page loaded are not announced again.
 * A replay of many orders updates that one notification instead of stacking a toast per order
 * over the status bar and the page; past a few orders it counts them (the sync inbox names each),
 * so the notice stays small on a phone.
 */
export function announceSentOrders(queue: DurableQueue, stores: Pick<Stores, 'notifications' | 'session'>): void {
  const known = new Set(
    queue
      .records()
      .filter((r) => transmittedNumber(r))
      .map((r) => r.id),
  );
  let announced: string[] = [];
  let noticeId: number | null = null;
  queue.subscribe(() => {
    const fresh: string[] = [];
    for (const record of queue.records()) {
      const orderNumber = transmittedNumber(record);
      if (!orderNumber || known.has(record.id)) continue;
      known.add(record.id);
      fresh.push(orderNumber);
    }
    if (fresh.length === 0) return;
    const stillShown = noticeId !== null && stores.notifications.items.some((n) => n.id === noticeId);
    announced = stillShown ? [...announced, ...fresh] : fresh;
    const t = runtimeTranslator(stores.session.locale);
    const message =
      announced.length === 1
        ? t(ORDER_SENT, { orderNumber: announced[0]! })
        : announced.length <= NAMED_AT_MOST
          ? t(ORDERS_SENT, { orderNumbers: announced.join(', ') })
          : t(MANY_ORDERS_SENT, { count: announced.length });
    noticeId = notify(stores.notifications, { type: 'success', message, topic: SENT_ORDERS });
  });
}
