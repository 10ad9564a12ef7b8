import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/errors.ts';
import type { Envelope, SyncTask } from '../../shared/api/transport.ts';
import { createDurableQueue, DISCARDED } from './queue.ts';
import type { QueueDeps, QueueMessage } from './queue-types.ts';
import { memoryTaskStore, type TaskStore } from './task-store.ts';
import { offlineOrders, resendOrder, sendHeldOrders, submitOrder } from './orders.ts';
import { serialLock } from './serial-lock.ts';

/** A fake network and server: `online` switches the connection, `answer` decides per task. */
function world(options: { store?: TaskStore; answer?: (task: SyncTask) => Envelope<unknown> | ApiError } = {}) {
  const sent: string[] = [];
  const onlineListeners = new Set<() => void>();
  let online = true;
  const deps: QueueDeps = {
    store: options.store ?? memoryTaskStore(),
    async send<T>(task: SyncTask) {
      await new Promise((r) => setTimeout(r, 1));
      if (!online) throw new ApiError('Failed to fetch', 0);
      sent.push(task.id);
      const answer = options.answer?.(task) ?? { code: 200, result: `ok ${task.id}` };
      if (answer instanceof ApiError) throw answer;
      return answer as Envelope<T>;
    },
    isOnline: () => online,
    onOnline: (listener) => {
      onlineListeners.add(listener);
      return () => onlineListeners.delete(listener);
    },
    // One sender at a time, as navigator.locks gives across tabs.
    exclusive: serialLock(),
  };
  return {
    deps,
    sent,
    setOnline(value: boolean) {
      online = value;
      if (value) for (const listener of onlineListeners) listener();
    },
  };
}

const task = (id: string, url = 'api/cart/update'): SyncTask => ({ id, url, method: 'POST', payload: { id } });

describe('durable sync queue', () => {
  it('sends tasks in order and removes them once transmitted', async () => {
    const w = world();
    const queue = createDurableQueue(w.deps);
    const answers = await Promise.all(['a', 'b', 'c'].map((id) => queue.enqueue(task(id))));
    expect(answers.map((a) => a.result)).toEqual(['ok a', 'ok b', 'ok c']);
    expect(w.sent).toEqual(['a', 'b', 'c']);
    expect(queue.records()).toEqual([]);
  });

  it('keeps payloads handed in as live store proxies (as the Valtio cart does)', async () => {
    const store = memoryTaskStore();
    const w = world({ store });
    const queue = createDurableQueue(w.deps);
    w.setOnline(false);
    void queue.enqueue({
      id: 'p',
      url: 'api/cart/update',
      method: 'POST',
      payload: new Proxy({ cartItem: { qty: 2 } }, {}),
    });
    await queue.parked('p');
    expect((await store.list())[0]?.payload).toEqual({ cartItem: { qty: 2 } });
  });

  it('keeps tasks while offline and sends them, in order, when the browser is back online', async () => {
    const w = world();
    const queue = createDurableQueue(w.deps);
    w.setOnline(false);
    const a = queue.enqueue(task('a'));
    const b = queue.enqueue(task('b'));
    await queue.parked('b');
    expect(queue.records().map((r) => [r.id, r.status])).toEqual([
      ['a', 'waiting'],
      ['b', 'waiting'],
    ]);
    w.setOnline(true);
    expect((await a).result).toBe('ok a');
    expect((await b).result).toBe('ok b');
    expect(w.sent).toEqual(['a', 'b']);
    await queue.idle();
    expect(queue.pending()).toEqual([]);
  });

  it('survives a reload: a new queue over the same storage sends what the old one kept', async () => {
    const store = memoryTaskStore();
    const first = world({ store });
    first.setOnline(false);
    const before = createDurableQueue(first.deps);
    void before.enqueue(task('kept'));
    await before.parked('kept');

    const second = world({ store });
    const after = createDurableQueue(second.deps);
    await after.ready;
    expect(after.pending().map((t) => t.id)).toEqual(['kept']);
    await after.process();
    expect(second.sent).toEqual(['kept']);
    expect(await store.list()).toEqual([]);
  });

  it('rejects a refused task (4xx) for its caller and keeps it visible until retried or discarded', async () => {
    let refuse = true;
    const w = world({
      answer: (t) => (t.id === 'x' && refuse ? new ApiError('Out of stock', 400) : { code: 200, result: t.id }),
    });
    const queue = createDurableQueue(w.deps);
    const x = queue.enqueue(task('x'));
    const y = queue.enqueue(task('y'));
    await expect(x).rejects.toMatchObject({ message: 'Out of stock', status: 400 });
    expect((await y).result).toBe('y');
    expect(queue.records().map((r) => [r.id, r.status, r.reason])).toEqual([['x', 'rejected', 'Out of stock']]);

    refuse = false;
    const again = queue.outcome('x');
    await queue.retry('x');
    expect((await again).result).toBe('x');
    expect(queue.records()).toEqual([]);
  });

  it('tells the caller of a discarded task, so it can roll back', async () => {
    const w = world();
    const queue = createDurableQueue(w.deps);
    w.setOnline(false);
    const a = queue.enqueue(task('a'));
    await queue.parked('a');
    await queue.discard('a');
    await expect(a).rejects.toMatchObject({ message: DISCARDED });
    expect(queue.records()).toEqual([]);
  });

  it('starts no further task once paused for a reload, and lets the next page send the rest', async () => {
    const store = memoryTaskStore();
    let answer: () => void = () => undefined;
    const first = world({ store });
    const slow: QueueDeps = {
      ...first.deps,
      send: (t) =>
        t.id === 'a'
          ? new Promise((resolve) => (answer = () => resolve({ code: 200, result: 'ok a' } as never)))
          : first.deps.send(t),
    };
    const before = createDurableQueue(slow);
    const sent = ['a', 'b', 'c'].map((id) => before.enqueue(task(id)));
    await new Promise((r) => setTimeout(r, 5));
    let paused = false;
    const pause = before.pause().then(() => (paused = true));
    await new Promise((r) => setTimeout(r, 5));
    // The reload waits for the task on the wire only, not for the rest of the queue.
    expect(paused).toBe(false);
    answer();
    await pause;
    await expect(sent[0]).resolves.toMatchObject({ result: 'ok a' });
    await before.process();
    expect(first.sent).toEqual([]);
    expect((await store.list()).map((r) => r.id)).toEqual(['b', 'c']);

    const second = world({ store });
    const after = createDurableQueue(second.deps);
    await after.ready;
    await after.process();
    expect(second.sent).toEqual(['b', 'c']);
  });

  it('retries server errors and shows the task as failed after the last attempt, never dropping it', async () => {
    const w = world({ answer: () => new ApiError('Service unavailable', 503) });
    const retries: Array<() => void> = [];
    const queue = createDurableQueue({ ...w.deps, schedule: (retry) => retries.push(retry) });
    const a = queue.enqueue(task('a'));
    a.catch(() => undefined);
    while (queue.records()[0]?.status !== 'failed') {
      await new Promise((r) => setTimeout(r, 2));
      retries.shift()?.();
    }
    await expect(a).rejects.toMatchObject({ status: 503 });
    expect(queue.records()[0]).toMatchObject({ id: 'a', status: 'failed', attempts: 5, reason: 'Service unavailable' });
  });

  it('does not count lost connections towards failing a task: a 503 after a flapping network is retried', async () => {
    let calls = 0;
    const w = world({
      answer: () => {
        calls += 1;
        if (calls <= 4) return new ApiError('Failed to fetch', 0);
        return calls === 5 ? new ApiError('Service unavailable', 503) : { code: 200, result: 'placed' };
      },
    });
    const retries: Array<() => void> = [];
    const queue = createDurableQueue({ ...w.deps, schedule: (retry) => retries.push(retry) });
    const a = queue.enqueue(task('a'));
    while (calls < 6) {
      await new Promise((r) => setTimeout(r, 2));
      retries.shift()?.();
    }
    await expect(a).resolves.toMatchObject({ result: 'placed' });
    expect(queue.records()).toEqual([]);
  });

  it('refuses online-only calls at once while offline and never stores them', async () => {
    const w = world();
    const queue = createDurableQueue({
      ...w.deps,
      onlineOnly: [{ pattern: /reset-password/, message: 'Reset password feature does not work while offline!' }],
    });
    w.setOnline(false);
    await expect(queue.enqueue(task('r', 'api/user/reset-password'))).rejects.toThrow(
      'Reset password feature does not work while offline!',
    );
    expect(queue.records()).toEqual([]);
  });

  it('hands an answer to the tab that made the task when another tab sent it', async () => {
    const store = memoryTaskStore();
    const tabs: Array<(m: QueueMessage) => void> = [];
    const channel = (self: number) => ({
      post: (m: QueueMessage) => {
        for (const [i, listener] of tabs.entries()) if (i !== self) listener(structuredClone(m));
      },
      listen: (listener: (m: QueueMessage) => void) => {
        tabs[self] = listener;
        return () => undefined;
      },
    });
    const offlineTab = world({ store });
    offlineTab.setOnline(false);
    const a = createDurableQueue({ ...offlineTab.deps, channel: channel(0) });
    const answer = a.enqueue(task('from-a'));
    await a.parked('from-a');
    const b = createDurableQueue({ ...world({ store }).deps, channel: channel(1) });
    await b.process();
    expect((await answer).result).toBe('ok from-a');
  });
});

describe('offline orders', () => {
  const order = (id: string): SyncTask => ({ id, url: 'api/order', method: 'POST', payload: { order_id: id } });

  it('answers transmitted with the server result when online', async () => {
    const queue = createDurableQueue(world().deps);
    expect(await submitOrder(queue, order('o1'), { autoTransmit: false })).toEqual({
      transmitted: true,
      result: 'ok o1',
    });
    expect(offlineOrders(queue.records())).toMatchObject([{ id: 'o1', transmitted: true, status: 'transmitted' }]);
  });

  it('answers not transmitted at once when offline, holds the order and sends it once confirmed', async () => {
    const w = world();
    const queue = createDurableQueue(w.deps);
    w.setOnline(false);
    expect(await submitOrder(queue, order('o1'), { autoTransmit: false })).toEqual({ transmitted: false });
    w.setOnline(true);
    await queue.process();
    expect(w.sent).toEqual([]);
    expect(offlineOrders(queue.records())).toMatchObject([{ id: 'o1', transmitted: false, status: 'held' }]);
    await sendHeldOrders(queue);
    expect(w.sent).toEqual(['o1']);
    expect(offlineOrders(queue.records())).toMatchObject([{ id: 'o1', transmitted: true }]);
  });

  it('holds an order behind a cart change that found no network while the browser claims to be online', async () => {
    const w = world();
    w.setOnline(false);
    w.deps.isOnline = () => true; // navigator.onLine can stay true without a network
    const queue = createDurableQueue(w.deps);
    void queue.enqueue(task('cart-add')).catch(() => undefined);
    expect(await submitOrder(queue, order('o1'), { autoTransmit: false })).toEqual({ transmitted: false });
    expect(queue.records().map((r) => [r.id, r.status])).toEqual([
      ['cart-add', 'waiting'],
      ['o1', 'held'],
    ]);
    w.setOnline(true);
    await queue.process();
    await sendHeldOrders(queue);
    expect(w.sent).toEqual(['cart-add', 'o1']);
  });

  it('sends offline orders automatically on reconnect when automatic transmission is on', async () => {
    const w = world();
    const queue = createDurableQueue(w.deps);
    w.setOnline(false);
    expect(await submitOrder(queue, order('o1'), { autoTransmit: true })).toEqual({ transmitted: false });
    w.setOnline(true);
    await queue.process();
    expect(offlineOrders(queue.records())).toMatchObject([{ id: 'o1', transmitted: true }]);
  });

  it('shows a refused order with its reason; fixed, it is sent again under the same id', async () => {
    const w = world({
      answer: (t) =>
        (t.payload as { qty?: number }).qty === 1
          ? { code: 200, result: 'placed' }
          : new ApiError('Some of the ordered products are not available!', 400),
    });
    const queue = createDurableQueue(w.deps);
    await expect(submitOrder(queue, order('o1'), { autoTransmit: true })).rejects.toThrow(
      'Some of the ordered products are not available!',
    );
    expect(offlineOrders(queue.records())).toMatchObject([
      { id: 'o1', transmitted: false, status: 'rejected', reason: 'Some of the ordered products are not available!' },
    ]);
    expect(await resendOrder(queue, 'o1', { order_id: 'o1', qty: 1 })).toEqual({ transmitted: true, result: 'placed' });
    expect(offlineOrders(queue.records())).toMatchObject([{ id: 'o1', transmitted: true, reason: null }]);
  });

  it('keeps the details of a refused offline order and counts it as news, though the page that placed it still listens', async () => {
    const changes = [{ kind: 'line', sku: 'A', name: 'Zaunfeld', seen: 1999, now: 2199 }];
    const w = world({
      answer: () =>
        new ApiError('Prices have changed since the order was placed.', 400, 400, 'x', {
          reason: 'prices_changed',
          changes,
        }),
    });
    const queue = createDurableQueue(w.deps);
    w.setOnline(false);
    expect(await submitOrder(queue, order('o1'), { autoTransmit: true })).toEqual({ transmitted: false });
    w.setOnline(true);
    await queue.process();
    const [record] = queue.records();
    expect(record).toMatchObject({ status: 'rejected', refusal: { reason: 'prices_changed', changes } });
    // Placed offline, the order was answered "saved": the refusal is news the status bar brings up.
    expect(record!.acknowledged).toBe(false);
  });
});
