import { ApiError } from '../../shared/api/errors.ts';
import type { Envelope, SyncTask } from '../../shared/api/transport.ts';
import { outcomeMessage, outcomeOf, type TaskOutcome } from './queue-messages.ts';
import { sendOne as sendRecord } from './queue-send.ts';
import type { DurableQueue, EnqueueOptions, QueueDeps, QueueMessage } from './queue-types.ts';
import { bySeq, isPending, type TaskRecord } from './task-store.ts';

/**
 * The durable sync queue behind the SyncQueue interface: every task is written
 * to the store before it is sent, tasks go out one at a time in the order they were made, and only
 * one tab sends at a time (`exclusive`). A network failure keeps the task and the ones after it
 * until the browser is online again; a 4xx rejects the caller's promise (it rolls back) and keeps
 * the task visible with its reason; nothing expires. Answers reach the tab that made the task
 * through `channel` when another tab sent it.
 */

export const DISCARDED = 'The task was discarded.';

interface Waiter {
  resolve: (envelope: Envelope<unknown>) => void;
  reject: (error: unknown) => void;
}

export function createDurableQueue(deps: QueueDeps): DurableQueue & { ready: Promise<void> } {
  const now = deps.now ?? Date.now;
  const waiters = new Map<string, Waiter[]>();
  const parkWaiters = new Map<string, Array<() => void>>();
  const listeners = new Set<() => void>();
  const answers = new Set<Promise<unknown>>();
  let snapshot: TaskRecord[] = [];
  let lastSeq = 0;
  let running: Promise<void> | undefined;
  let again = false;
  /** Set when the page is about to reload: no further task starts here (the next page sends it). */
  let paused = false;
  let onWire: Promise<boolean> | undefined;
  const misses = { count: 0 };

  /** Tells the other tabs, as plain JSON; a channel that fails must not fail the task. */
  const post = (message: QueueMessage) => {
    try {
      deps.channel?.post(JSON.parse(JSON.stringify(message)) as QueueMessage);
    } catch (error) {
      console.warn('Sync queue: other tabs not told', error);
    }
  };
  const changed = (local = true) => {
    for (const listener of listeners) listener();
    if (local) post({ type: 'changed' });
  };
  const refresh = async (): Promise<void> => {
    snapshot = (await deps.store.list()).sort(bySeq);
    lastSeq = Math.max(lastSeq, ...snapshot.map((r) => r.seq));
    for (const r of snapshot) if (r.status === 'waiting' || r.status === 'held') unpark(r.id);
    changed(false);
  };
  const save = async (record: TaskRecord): Promise<void> => {
    record.updatedAt = now();
    await deps.store.put(record);
    const index = snapshot.findIndex((r) => r.id === record.id);
    if (index >= 0) snapshot[index] = { ...record };
    else snapshot = [...snapshot, { ...record }].sort(bySeq);
    if (record.status === 'waiting' || record.status === 'held') unpark(record.id);
    changed();
  };
  const remove = async (id: string): Promise<void> => {
    await deps.store.delete(id);
    snapshot = snapshot.filter((r) => r.id !== id);
    changed();
  };
  const unpark = (id: string) => {
    for (const resolve of parkWaiters.get(id) ?? []) resolve();
    parkWaiters.delete(id);
  };
  const settle = (id: string, outcome: TaskOutcome, broadcast = true) => {
    const list = waiters.get(id) ?? [];
    waiters.delete(id);
    for (const w of list) outcome.error ? w.reject(outcome.error) : w.resolve(outcome.envelope!);
    if (broadcast && deps.channel) post(outcomeMessage(id, outcome));
  };
  const outcome = <T>(id: string): Promise<Envelope<T>> => {
    const answer = new Promise<Envelope<T>>((resolve, reject) => {
      const list = waiters.get(id) ?? [];
      list.push({ resolve: resolve as Waiter['resolve'], reject });
      waiters.set(id, list);
    });
    answers.add(answer);
    void answer.catch(() => undefined).finally(() => answers.delete(answer));
    return answer;
  };

  const sendOne = (record: TaskRecord) =>
    sendRecord(
      { deps, now, save, remove, settle, awaited: (id) => !!waiters.get(id)?.length, process, misses },
      record,
    );

  async function round(): Promise<void> {
    const records = (await deps.store.list()).sort(bySeq);
    snapshot = records;
    let reachable = true;
    for (const record of records) {
      if (paused) return;
      if (!['queued', 'waiting', 'sending'].includes(record.status)) continue;
      if (!reachable || !deps.isOnline()) {
        // Tell each caller at once that its task waits for the network: also when the browser
        // says it is online but a send just found no network (the tasks behind it wait too).
        if (record.status !== 'waiting') {
          record.status = record.holdWhenOffline ? 'held' : 'waiting';
          if (record.kind === 'order') record.parked = true;
          await save(record);
        } else unpark(record.id);
        continue;
      }
      onWire = sendOne(record);
      reachable = await onWire.finally(() => (onWire = undefined));
    }
  }

  function process(): Promise<void> {
    if (paused) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    // `running` is cleared in the same step that finds nothing asked for another round, so a
    // call in between can never be lost.
    const run = deps.exclusive(async () => {
      for (;;) {
        again = false;
        await round();
        if (!again || paused) {
          running = undefined;
          return;
        }
      }
    });
    running = run.catch((error: unknown) => {
      running = undefined;
      console.warn('Sync queue round failed', error);
    });
    return running;
  }

  async function enqueueTask<T>(task: SyncTask, options: EnqueueOptions = {}): Promise<Envelope<T>> {
    const onlineOnly = deps.onlineOnly?.find((rule) => rule.pattern.test(task.url));
    if (onlineOnly) {
      if (!deps.isOnline()) throw new ApiError(onlineOnly.message, 0);
      return deps.send<T>(task);
    }
    const at = now();
    lastSeq = Math.max(lastSeq + 1, at);
    // The payload as it goes on the wire (JSON): callers may hand in live store proxies, which
    // neither IndexedDB nor structuredClone can keep.
    const payload = task.payload === undefined ? {} : { payload: JSON.parse(JSON.stringify(task.payload)) as unknown };
    const record: TaskRecord = {
      id: task.id,
      url: task.url,
      method: task.method,
      ...payload,
      kind: options.kind ?? 'task',
      status: 'queued',
      seq: lastSeq,
      attempts: 0,
      createdAt: at,
      updatedAt: at,
      ...(options.holdWhenOffline ? { holdWhenOffline: true } : {}),
    };
    const answer = outcome<T>(task.id);
    await save(record);
    void process();
    return answer;
  }

  async function update(id: string, change: (record: TaskRecord) => boolean): Promise<void> {
    const record = (await deps.store.list()).find((r) => r.id === id);
    if (record && change(record)) await save(record);
  }

  const ready = refresh();
  deps.onOnline(() => {
    misses.count = 0;
    void process();
  });
  deps.channel?.listen((message) => {
    if (message.type === 'changed') void refresh();
    else {
      const outcome = outcomeOf(message);
      if (outcome) settle(message.id, outcome, false);
    }
  });

  return {
    ready,
    enqueue: (task) => enqueueTask(task),
    enqueueTask,
    send: deps.send,
    pending: () => snapshot.filter(isPending).map(({ id, url, method, payload }) => ({ id, url, method, payload })),
    idle: async () => {
      while (answers.size) await Promise.allSettled([...answers]);
    },
    records: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    parked(id) {
      const record = snapshot.find((r) => r.id === id);
      if (record && (record.status === 'waiting' || record.status === 'held')) return Promise.resolve();
      return new Promise((resolve) => parkWaiters.set(id, [...(parkWaiters.get(id) ?? []), resolve]));
    },
    outcome,
    async retry(id) {
      await update(id, (r) => {
        if (!['rejected', 'failed', 'waiting', 'held'].includes(r.status)) return false;
        r.status = 'queued';
        r.holdWhenOffline = false;
        return true;
      });
      await process();
    },
    async discard(id) {
      await remove(id);
      settle(id, { error: new ApiError(DISCARDED, 0) });
    },
    async release(ids) {
      for (const id of ids)
        await update(id, (r) => {
          if (r.status !== 'held') return false;
          r.status = 'queued';
          r.holdWhenOffline = false;
          return true;
        });
      await process();
    },
    process,
    pause() {
      paused = true;
      return (onWire ?? Promise.resolve()).then(
        () => undefined,
        () => undefined,
      );
    },
    refresh,
  };
}
