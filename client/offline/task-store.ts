import type { SyncTask } from '../../shared/api/transport.ts';

/**
 * A sync task as the durable queue keeps it: the call itself plus its state.
 *
 * - `queued`: waiting for its turn; `waiting`: its last send found no network (or a transient
 *   server error) and it goes again when the browser is online; `sending`: on the wire (a
 *   `sending` task found by the next sender was cut off by a closed tab and is sent again);
 * - `held`: an order placed offline that waits for the shopper's confirmation (or automatic
 *   transmission) before it is sent;
 * - `rejected`: the server refused it (4xx, e.g. sold out): kept with its reason until the
 *   shopper retries or discards it, never dropped silently;
 * - `failed`: the server kept failing (5xx) after several attempts: kept like a rejected task;
 * - `transmitted`: sent. Only orders are kept after that (the offline order list); other tasks
 *   are removed once transmitted.
 */
export type TaskStatus = 'queued' | 'waiting' | 'sending' | 'held' | 'rejected' | 'failed' | 'transmitted';

export type TaskKind = 'order' | 'task';

export interface TaskRecord extends SyncTask {
  kind: TaskKind;
  status: TaskStatus;
  /** Position in the queue: tasks go out in ascending order. */
  seq: number;
  attempts: number;
  /**
   * 5xx answers got so far: only these count towards `failed` (a connection lost on a flapping
   * network says nothing about the task).
   */
  serverErrors?: number;
  createdAt: number;
  updatedAt: number;
  transmittedAt?: number;
  /** The server's reason for a rejected or failed task, shown in the sync inbox. */
  reason?: string;
  /** The details of a refusal as the server gave them (`meta`: reason code, the items concerned). */
  refusal?: Record<string, unknown>;
  httpStatus?: number;
  /** An order that waited (no network, or held for confirmation): its placing caller no longer shows the answer. */
  parked?: boolean;
  /** A caller on the page was told of the refusal (and showed it): kept in the inbox, but nothing to act on. */
  acknowledged?: boolean;
  /** An order placed offline that must be confirmed (or auto-transmitted) before it is sent. */
  holdWhenOffline?: boolean;
  /** The server's answer of a transmitted order. */
  result?: unknown;
}

/** Where records live: IndexedDB in the browser (idb-store.ts), a Map in unit tests. */
export interface TaskStore {
  /** Every record, in no particular order. */
  list(): Promise<TaskRecord[]>;
  put(record: TaskRecord): Promise<void>;
  delete(id: string): Promise<void>;
}

export const bySeq = (a: TaskRecord, b: TaskRecord) => a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Tasks that still have to reach the server (the queue is "empty" when there are none). */
export const isPending = (r: TaskRecord) => r.status !== 'transmitted';

/** A TaskStore over a Map: the unit tests' storage and the fallback when IndexedDB is unusable. */
export function memoryTaskStore(initial: TaskRecord[] = []): TaskStore & { records: Map<string, TaskRecord> } {
  const copy = (r: TaskRecord): TaskRecord => JSON.parse(JSON.stringify(r)) as TaskRecord;
  const records = new Map(initial.map((r) => [r.id, copy(r)]));
  return {
    records,
    list: async () => [...records.values()].map(copy),
    put: async (record) => void records.set(record.id, copy(record)),
    delete: async (id) => void records.delete(id),
  };
}
