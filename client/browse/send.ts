import type { AppContextValue } from '../app-context.tsx';
import { runtimeOf } from '../cart/runtime.ts';
import { browserStorage } from '../stores/persisted.ts';
import type { SyncTask } from '../stores/sync.ts';

/**
 * Sending the shopper's reviews and newsletter sign-ups: each is a sync task through the shopper's
 * one queue (client/stores/sync.ts, reached through the cart runtime as contracts.md says), so the
 * offline queue can hold and replay them like every other change.
 */

/** Where the Accounts branch keeps the signed-in customer (contracts.md "User token"). */
export const USER_STORAGE_KEY = 'zaunshop:user:v1';

/** The signed-in customer's token (the API's `?token=`), or null for guests and unreadable storage. */
export function customerToken(storage?: Pick<Storage, 'getItem'> | null): string | null {
  try {
    const from = storage === undefined ? browserStorage() : storage;
    const raw = from?.getItem(USER_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    const token = parsed && typeof parsed === 'object' ? (parsed as { token?: unknown }).token : null;
    return typeof token === 'string' && token.trim() ? token : null;
  } catch {
    return null;
  }
}

/** Unique enough for a shopper's queue; crypto.randomUUID needs a secure context, plain http has none. */
const taskId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** A path with its query (undefined values left out), relative to the API base as tasks are. */
export function taskUrl(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Queues a state-changing call and resolves to its answer's result (rejects with its ApiError). */
export async function sendTask<T>(
  app: Pick<AppContextValue, 'stores' | 'api' | 'store' | 'config'>,
  task: Omit<SyncTask, 'id'>,
): Promise<T> {
  const { queue } = runtimeOf({ stores: app.stores, api: app.api, store: app.store, config: app.config });
  const answer = await queue.enqueue<T>({ id: taskId(), ...task });
  return answer.result;
}
