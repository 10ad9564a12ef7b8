import { describe, expect, it } from 'vitest';
import type { Envelope, SyncTask } from '../../shared/api/transport.ts';
import { ApiError } from '../../shared/api/errors.ts';
import { createNotificationsStore } from '../stores/notifications.ts';
import { announceSentOrders } from './order-notices.ts';
import { createDurableQueue } from './queue.ts';
import { memoryTaskStore } from './task-store.ts';
import { serialLock } from './serial-lock.ts';

/** A queue whose server answers each order with its number; `online` switches the connection. */
function orderQueue() {
  let online = false;
  const queue = createDurableQueue({
    store: memoryTaskStore(),
    async send<T>(task: SyncTask) {
      if (!online) throw new ApiError('Failed to fetch', 0);
      return { code: 200, result: { increment_id: `N-${task.id}` } } as Envelope<T>;
    },
    isOnline: () => online,
    onOnline: () => () => undefined,
    exclusive: serialLock(),
  });
  return {
    queue,
    async sendAfterOffline(ids: string[]) {
      for (const id of ids) {
        void queue.enqueueTask({ id, url: 'api/order', method: 'POST', payload: { id } }, { kind: 'order' });
        await queue.parked(id);
      }
      online = true;
      await queue.process();
    },
  };
}

const stores = () => ({
  notifications: createNotificationsStore(),
  session: { locale: 'de-DE' } as Parameters<typeof announceSentOrders>[1]['session'],
});

describe('notice of orders sent by a replay', () => {
  it('names the numbers of a few orders', async () => {
    const { queue, sendAfterOffline } = orderQueue();
    await queue.ready;
    const s = stores();
    announceSentOrders(queue, s);
    await sendAfterOffline(['a', 'b']);
    expect(s.notifications.items.map((n) => n.message)).toEqual(['Ihre Bestellungen N-a, N-b wurden übermittelt.']);
  });

  it('counts a burst of orders in one short notice instead of listing every number', async () => {
    const { queue, sendAfterOffline } = orderQueue();
    await queue.ready;
    const s = stores();
    announceSentOrders(queue, s);
    await sendAfterOffline(Array.from({ length: 12 }, (_, i) => `o${i}`));
    expect(s.notifications.items.map((n) => n.message)).toEqual([
      '12 Bestellungen wurden übermittelt. Ihre Nummern stehen in der Synchronisierung.',
    ]);
  });
});
