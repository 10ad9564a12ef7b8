import { type ApiError, isApiError } from '../../shared/api/errors.ts';
import type { Envelope } from '../../shared/api/transport.ts';
import type { QueueDeps } from './queue-types.ts';
import type { TaskRecord } from './task-store.ts';

/** 5xx answers to a task before it is shown as failed (lost connections do not count). */
export const MAX_SERVER_ATTEMPTS = 5;

const isNetworkError = (error: unknown) => !isApiError(error) || error.status === 0;
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** What one attempt needs from the queue around it. */
export interface SendContext {
  deps: QueueDeps;
  now: () => number;
  save: (record: TaskRecord) => Promise<void>;
  remove: (id: string) => Promise<void>;
  settle: (id: string, outcome: { envelope?: Envelope<unknown>; error?: ApiError }) => void;
  /** Whether a caller in this tab waits for the task's answer (it then sees a rejection itself). */
  awaited: (id: string) => boolean;
  process: () => Promise<void>;
  /**
   * Sends in a row that found no network while the browser said it was online; set back by an
   * answer and by the browser coming back online (the pause before a retry grows with it).
   */
  misses: { count: number };
}

/**
 * Sends one record and keeps its outcome: a sent task is removed (an order is kept as transmitted),
 * a 4xx rejects it, a server that keeps failing marks it failed, and a network failure parks it
 * (held for orders that wait for confirmation). False when the round has to stop (no network:
 * later tasks wait too).
 */
export async function sendOne(ctx: SendContext, record: TaskRecord): Promise<boolean> {
  const { deps, now, save } = ctx;
  record.status = 'sending';
  record.attempts += 1;
  await save(record);
  try {
    const envelope = await deps.send(record);
    ctx.misses.count = 0;
    if (record.kind === 'order') {
      Object.assign(record, { status: 'transmitted', transmittedAt: now(), result: envelope.result });
      delete record.reason;
      await save(record);
    } else {
      await ctx.remove(record.id);
    }
    ctx.settle(record.id, { envelope });
    return true;
  } catch (error) {
    if (!isNetworkError(error)) ctx.misses.count = 0; // the server answered
    if (!isNetworkError(error) && isFinal((error as ApiError).status)) {
      const e = error as ApiError;
      Object.assign(record, {
        status: 'rejected',
        reason: e.message,
        ...(e.meta ? { refusal: e.meta } : {}),
        httpStatus: e.status,
        // An order that waited was answered "saved" long ago: nobody on the page shows this refusal.
        acknowledged: ctx.awaited(record.id) && !record.parked,
      });
      await save(record);
      ctx.settle(record.id, { error: e });
      return true;
    }
    const serverError = !isNetworkError(error);
    if (serverError) record.serverErrors = (record.serverErrors ?? 0) + 1;
    if (serverError && record.serverErrors! >= MAX_SERVER_ATTEMPTS) {
      const e = error as ApiError;
      Object.assign(record, {
        status: 'failed',
        reason: e.message,
        httpStatus: e.status,
        acknowledged: ctx.awaited(record.id) && !record.parked,
      });
      await save(record);
      ctx.settle(record.id, { error: e });
      return true;
    }
    record.status = record.holdWhenOffline && !serverError ? 'held' : 'waiting';
    if (record.kind === 'order') record.parked = true;
    record.reason = error instanceof Error ? error.message : String(error);
    await save(record);
    // The pause grows with the failures in a row of their kind, not with the task's life: after a
    // flapping network a 503 or a lost connection waits a second, not 30.
    if (!serverError) ctx.misses.count += 1;
    const failures = serverError ? record.serverErrors! : ctx.misses.count;
    if (deps.isOnline()) deps.schedule?.(() => void ctx.process(), failures);
    return false;
  }
}
