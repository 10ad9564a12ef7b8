import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { SESSION_EXPIRED } from '../../shared/schemas/user.ts';
import type { StoreView } from '../../shared/stores.ts';
import { minutesUntil, type LimitState } from '../users/rate-limit.ts';
import { findUserById, type UserRow } from '../users/users-repo.ts';
import { ApiError } from './api-error.ts';
import { authenticate, unauthorizedMessage, type Customer } from './auth.ts';
import { storeCodeSchema } from './query-params.ts';
import { queryProblem } from './validate.ts';

/** What the account calls (user.ts, user-password.ts) share: limits, the store, the signed-in customer. */

export const HOUR = 60 * 60 * 1000;

/** A used-up rate limit: 429 with Retry-After and the minutes to wait in the text. */
export function tooMany(c: Context<AppEnv>, state: LimitState, now: Date, message: (minutes: number) => string) {
  c.header('retry-after', String(Math.ceil((state.resetAt - now.getTime()) / 1000)));
  return new ApiError(429, message(minutesUntil(state.resetAt, now)));
}

/** The store of `?storeCode=` (or the body's storeCode), 'default' when none. */
export function storeOf(c: Context<AppEnv>, body?: unknown): StoreView {
  const fromBody = body && typeof body === 'object' ? (body as Record<string, unknown>).storeCode : undefined;
  const parsed = storeCodeSchema.safeParse(
    c.req.query('storeCode') ?? (typeof fromBody === 'string' ? fromBody : undefined),
  );
  if (!parsed.success) throw new ApiError(400, queryProblem(parsed.error));
  return parsed.data;
}

/** The signed-in customer and their row; a 401 without a valid token or for a deleted account. */
export async function customerOf(c: Context<AppEnv>, now: Date): Promise<{ customer: Customer; user: UserRow }> {
  const auth = await authenticate(c, now);
  if (auth.kind !== 'customer') throw new ApiError(401, unauthorizedMessage(auth));
  const user = await findUserById(c.env.DB, auth.customer.userId);
  if (!user) throw new ApiError(401, SESSION_EXPIRED);
  return { customer: auth.customer, user };
}
