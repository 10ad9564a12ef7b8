import type { Envelope, Sync, SyncTask } from '../../shared/api/transport.ts';

export type { Sync, SyncTask } from '../../shared/api/transport.ts';

/**
 * The one client module every state-changing call goes through: a call is a
 * task `{ id, url, method, payload }`, and the queue sends tasks one at a time in the order they
 * were enqueued, so the server sees a shopper's changes in the order they were made (two quick
 * quantity changes never arrive swapped). Each caller gets its own task's answer, or its error.
 *
 * In the browser the queue is the durable, app-wide one of client/offline/queue.ts (IndexedDB,
 * replayed when the browser is back online), loaded lazily through `lazySyncQueue`; the in-memory
 * queue below serves where there is no IndexedDB (unit tests). Nothing runs on import.
 */
export interface SyncQueue {
  /** Queues the task behind the ones before it; resolves to its answer, rejects with its ApiError. */
  enqueue: Sync;
  /** Sends the task right away, outside the order. */
  send: Sync;
  /** Tasks not answered yet (queued or in flight), oldest first. */
  pending(): readonly SyncTask[];
  /** Resolves once every task enqueued so far has been answered. */
  idle(): Promise<void>;
}

type Call = <T>(
  path: string,
  options: { method: SyncTask['method']; body?: unknown; idempotencyKey?: string; signal?: AbortSignal },
) => Promise<Envelope<T>>;

/**
 * Sends a task at once through an API client's transport (`api.call`). With `timeoutMs`, a call
 * that gets no answer in that time is given up as a lost connection (a request that hangs must
 * not hold up every task behind it; the idempotency key makes sending it again safe).
 */
export const sendNow =
  (call: Call, timeoutMs?: number): Sync =>
  <T>(task: SyncTask) =>
    call<T>(task.url, {
      method: task.method,
      body: task.payload,
      idempotencyKey: task.id,
      ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
    });

/** A queue over `send` (normally `sendNow(api.call)`). */
export function createSyncQueue(send: Sync): SyncQueue {
  let tail: Promise<unknown> = Promise.resolve();
  const waiting: SyncTask[] = [];
  const remove = (task: SyncTask) => {
    const index = waiting.indexOf(task);
    if (index >= 0) waiting.splice(index, 1);
  };
  const enqueue: Sync = <T>(task: SyncTask): Promise<Envelope<T>> => {
    waiting.push(task);
    const answer = tail.then(() => send<T>(task)).finally(() => remove(task));
    tail = answer.catch(() => undefined);
    return answer;
  };
  return {
    enqueue,
    send,
    pending: () => [...waiting],
    idle: () => tail.then(() => undefined),
  };
}

/**
 * A queue made by `load` on first use, so its code (the durable queue and idb) stays out of the
 * first-load bundle. Tasks keep their order: each call waits for the same load, in call order.
 */
export function lazySyncQueue(load: () => Promise<SyncQueue>): SyncQueue {
  let loaded: SyncQueue | undefined;
  let loading: Promise<SyncQueue> | undefined;
  const get = () => (loading ??= load().then((queue) => (loaded = queue)));
  return {
    enqueue: <T>(task: SyncTask) => get().then((queue) => queue.enqueue<T>(task)),
    send: <T>(task: SyncTask) => get().then((queue) => queue.send<T>(task)),
    pending: () => loaded?.pending() ?? [],
    idle: () => (loading ? get().then((queue) => queue.idle()) : Promise.resolve()),
  };
}
