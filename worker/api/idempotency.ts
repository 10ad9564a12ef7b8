import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from './api-error.ts';
import { claimKey, pruneAnswers, releaseKey, saveAnswer, storedAnswer } from '../orders/sync-task-repo.ts';

/**
 * Exactly-once state changes for the browser's sync queue: every task carries its
 * id as `Idempotency-Key`. A task sent again – the page was closed while it was on the wire, the
 * answer got lost, a flapping network – gets the first answer back instead of adding a cart line
 * twice. The same key with another body is a 409. Orders keep their own key (the client order id,
 * worker/api/order.ts); calls whose answers carry tokens (login, refresh) are never stored.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const INVALID_KEY = 'The Idempotency-Key header must be 8 to 128 letters, digits or ._:- characters.';
export const KEY_REUSED = 'This request id was already used for a different request.';
export const STILL_RUNNING = 'The same request is still being processed. Please try again.';

const KEY_PATTERN = /^[\w.:-]{8,128}$/;
const NOT_STORED = /\/api\/(order|user\/login|user\/refresh)$/;
const WAIT_STEPS = 20;
const WAIT_MS = 100;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const json = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'application/json; charset=UTF-8' } });

/** The first request's answer, waiting a little while it is still running. */
async function replay(db: D1Database, key: string, bodyHash: string): Promise<Response> {
  for (let step = 0; step <= WAIT_STEPS; step += 1) {
    const stored = await storedAnswer(db, key);
    if (!stored) throw new ApiError(503, STILL_RUNNING); // released after a server error: the client retries
    if (stored.bodyHash !== bodyHash) throw new ApiError(409, KEY_REUSED);
    if (stored.status !== 0 && stored.answer !== null) return json(stored.answer, stored.status);
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
  throw new ApiError(503, STILL_RUNNING);
}

export function idempotent(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const clientKey = c.req.header(IDEMPOTENCY_HEADER);
    if (c.req.method !== 'POST' || clientKey === undefined || NOT_STORED.test(c.req.path)) return next();
    if (!KEY_PATTERN.test(clientKey)) throw new ApiError(400, INVALID_KEY);
    const db = c.env.DB;
    const url = new URL(c.req.url);
    // Hashed: the query may carry a customer token, which is never stored in the clear.
    const key = await sha256(`${url.pathname}${url.search}\n${clientKey}`);
    const bodyHash = await sha256(await c.req.text());
    const now = Date.now();
    if (!(await claimKey(db, key, bodyHash, now))) return replay(db, key, bodyHash);
    if (now % 50 === 0) await pruneAnswers(db, now);
    await next();
    const status = c.res.status;
    const type = c.res.headers.get('content-type') ?? '';
    if (status >= 500 || !type.includes('application/json')) await releaseKey(db, key);
    else await saveAnswer(db, key, status, await c.res.clone().text());
  };
}
