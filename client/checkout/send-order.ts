import type { OrderConfirmation } from '../../shared/schemas/order.ts';
import type { SyncQueue, SyncTask } from '../stores/sync.ts';
import type { OrderBody } from './order-body.ts';

/**
 * The one way an order leaves the browser (contracts.md "Orders"): a sync task whose id is the
 * client order id (the idempotency key of POST /api/order), through the shopper's sync queue. The
 * Offline branch's submitOrder (client/offline/orders.ts) takes the same arguments; the lead plugs
 * it in here, so the checkout does not change when orders become durable.
 */

/** POST /api/order as a sync task; `?token=` when a customer is logged in (SPEC §7). */
export function orderTask(body: OrderBody, userToken: string | null): SyncTask {
  const query = userToken ? `?token=${encodeURIComponent(userToken)}` : '';
  return { id: body.order_id, url: `api/order${query}`, method: 'POST', payload: body };
}

export async function sendOrder(queue: Pick<SyncQueue, 'enqueue'>, task: SyncTask): Promise<OrderConfirmation> {
  return (await queue.enqueue<OrderConfirmation>(task)).result;
}
