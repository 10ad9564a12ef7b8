import type { Envelope, Sync, SyncTask } from '../../shared/api/transport.ts';
import type { SyncQueue } from '../stores/sync.ts';
import type { TaskKind, TaskRecord, TaskStore } from './task-store.ts';

/** The contract of the durable sync queue (client/offline/queue.ts) and of what it is built from. */

/** Outcomes and changes shared between tabs. */
export type QueueMessage =
  | { type: 'changed' }
  | {
      type: 'outcome';
      id: string;
      envelope?: Envelope<unknown>;
      error?: { message: string; status: number; code?: number; result?: unknown; meta?: Record<string, unknown> };
    };

export interface QueueChannel {
  post(message: QueueMessage): void;
  listen(listener: (message: QueueMessage) => void): () => void;
}

export interface QueueDeps {
  store: TaskStore;
  send: Sync;
  isOnline: () => boolean;
  onOnline: (listener: () => void) => () => void;
  /** Runs `work` while no other tab sends (navigator.locks in the browser). */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  channel?: QueueChannel;
  now?: () => number;
  /** Schedules a retry after a failed send while the browser still says it is online. */
  schedule?: (retry: () => void, attempt: number) => void;
  /** Calls that make no sense later: refused at once while offline, never stored. */
  onlineOnly?: Array<{ pattern: RegExp; message: string }>;
}

export interface EnqueueOptions {
  kind?: TaskKind;
  /** Orders: wait for the shopper's confirmation when they could not be sent right away. */
  holdWhenOffline?: boolean;
}

export interface DurableQueue extends SyncQueue {
  enqueueTask<T>(task: SyncTask, options?: EnqueueOptions): Promise<Envelope<T>>;
  /** Every kept record, oldest first (pending tasks, rejected ones, transmitted orders). */
  records(): readonly TaskRecord[];
  subscribe(listener: () => void): () => void;
  /** Resolves once the task is parked: not sent for lack of network (waiting) or held. */
  parked(id: string): Promise<void>;
  /** The next answer of a task (e.g. after a retry from the inbox). */
  outcome<T>(id: string): Promise<Envelope<T>>;
  retry(id: string): Promise<void>;
  discard(id: string): Promise<void>;
  /** Lets held orders go (the shopper confirmed them, or automatic transmission). */
  release(ids: readonly string[]): Promise<void>;
  /** Sends what can be sent now; resolves when this round is done. */
  process(): Promise<void>;
  /**
   * Starts no further task in this page, which is about to reload; resolves once the task on the
   * wire, if any, is answered. What is left is sent by the next page (the server answers a task it
   * already took with its first answer, so a task cut off on the wire is not applied twice).
   */
  pause(): Promise<void>;
  /** Re-reads the store (another tab changed it, or the store was recreated). */
  refresh(): Promise<void>;
}
