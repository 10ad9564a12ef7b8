import type { OrderConfirmation } from '../../shared/schemas/order.ts';
import type { SyncQueue, SyncTask } from '../stores/sync.ts';
import type { OrderBody } from './order-body.ts';

/**
 * The one way an order leaves the browser: a sync task whose id is the client order id (the
 * idempotency key of POST /api/order). Where the browser has IndexedDB it goes through the durable
 * app-wide queue as an offline order (client/offline/orders.ts): sent at once when online, else kept
 * with transmitted=false and sent when the shopper is back online, exactly once. Without IndexedDB
 * (blocked storage, unit tests) it goes through the shopper's in-memory queue.
 */

/** POST /api/order as a sync task; `?token=` when a customer is logged in. */
export function orderTask(body: OrderBody, userToken: string | null): SyncTask {
  const query = userToken ? `?token=${encodeURIComponent(userToken)}` : '';
  return { id: body.order_id, url: `api/order${query}`, method: 'POST', payload: body };
}

export type SentOrder = { transmitted: true; confirmation: OrderConfirmation } | { transmitted: false };

type Call = Parameters<typeof import('../offline/orders.ts').appQueue>[0];

export async function sendOrder(queue: Pick<SyncQueue, 'enqueue'>, task: SyncTask, call?: Call): Promise<SentOrder> {
  if (call && typeof indexedDB !== 'undefined') {
    const { appQueue, submitOrder } = await import('../offline/orders.ts');
    const sent = await submitOrder(appQueue(call), task);
    return sent.transmitted
      ? { transmitted: true, confirmation: sent.result as OrderConfirmation }
      : { transmitted: false };
  }
  return { transmitted: true, confirmation: (await queue.enqueue<OrderConfirmation>(task)).result };
}
