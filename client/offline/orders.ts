import type { SyncTask } from '../../shared/api/transport.ts';
import { browserStorage } from '../stores/persisted.ts';
import type { DurableQueue } from './queue-types.ts';
import type { TaskRecord } from './task-store.ts';

/**
 * Offline orders: an order is a sync task whose id is the client order
 * id, which is also the idempotency key of POST /api/order, so however often it is sent (retries,
 * a flapping network, two tabs) the server stores it once. `submitOrder` answers as soon as it
 * knows: transmitted with the server's answer, or not transmitted (offline) while the task stays
 * in the durable queue. A rejected order (sold out, price changed …) rejects with the server's
 * reason and stays in the list until it is fixed and re-sent or discarded: never a false success.
 */

/** The app-wide queue (made by client/offline/start.ts after hydration) for the checkout's orders. */
export { appQueue } from './app-queue.ts';

export type SubmitResult = { transmitted: true; result: unknown } | { transmitted: false };

export interface OfflineOrder {
  /** The client order id (= task id = idempotency key). */
  id: string;
  transmitted: boolean;
  status: TaskRecord['status'];
  reason: string | null;
  createdAt: number;
  transmittedAt: number | null;
  payload: unknown;
  result: unknown;
}

const AUTO_TRANSMIT_KEY = 'zaunshop:offline-orders:v1';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether offline orders are sent on reconnect without asking (off unless the shop set it on). */
export function autoTransmission(storage: StorageLike | null = browserStorage()): boolean {
  try {
    return JSON.parse(storage?.getItem(AUTO_TRANSMIT_KEY) ?? '{}').autoTransmit === true;
  } catch {
    return false;
  }
}

export function setAutoTransmission(on: boolean, storage: StorageLike | null = browserStorage()): void {
  storage?.setItem(AUTO_TRANSMIT_KEY, JSON.stringify({ autoTransmit: on }));
}

/**
 * Sends an order through the queue. Resolves `{ transmitted: true, result }` when the server took
 * it, `{ transmitted: false }` at once when it cannot be sent now (the order then waits in the
 * queue: sent automatically on reconnect with automatic transmission, else held for the shopper's
 * confirmation); rejects with the server's ApiError when the order was refused.
 */
export async function submitOrder(
  queue: DurableQueue,
  task: SyncTask,
  options: { autoTransmit?: boolean } = {},
): Promise<SubmitResult> {
  const autoTransmit = options.autoTransmit ?? autoTransmission();
  const answer = queue.enqueueTask(task, { kind: 'order', holdWhenOffline: !autoTransmit });
  const parked = queue.parked(task.id);
  return Promise.race([
    answer.then((envelope): SubmitResult => ({ transmitted: true, result: envelope.result })),
    parked.then((): SubmitResult => ({ transmitted: false })),
  ]);
}

/** The offline orders with their state, oldest first. */
export function offlineOrders(records: readonly TaskRecord[]): OfflineOrder[] {
  return records
    .filter((r) => r.kind === 'order')
    .map((r) => ({
      id: r.id,
      transmitted: r.status === 'transmitted',
      status: r.status,
      reason: r.reason ?? null,
      createdAt: r.createdAt,
      transmittedAt: r.transmittedAt ?? null,
      payload: r.payload,
      result: r.result ?? null,
    }));
}

/** Orders waiting for the shopper's confirmation. */
export const heldOrders = (records: readonly TaskRecord[]) =>
  records.filter((r) => r.kind === 'order' && r.status === 'held');

/** Sends the held orders (the shopper confirmed them, or the thank-you page is open). */
export const sendHeldOrders = (queue: DurableQueue) => queue.release(heldOrders(queue.records()).map((r) => r.id));

/**
 * A rejected order fixed by the shopper (e.g. a lower quantity after 'sold out') goes again with
 * the same client order id: the server never stored the refused one.
 */
export async function resendOrder(queue: DurableQueue, id: string, payload: unknown): Promise<SubmitResult> {
  const record = queue.records().find((r) => r.id === id);
  if (!record) throw new Error(`No offline order ${id}`);
  await queue.discard(id);
  return submitOrder(queue, { id, url: record.url, method: record.method, payload }, { autoTransmit: true });
}

/** Removes an order from the list: an untransmitted one is then never sent. */
export const discardOrder = (queue: DurableQueue, id: string) => queue.discard(id);
export const retryOrder = (queue: DurableQueue, id: string) => queue.retry(id);
