import { Hono } from 'hono';
import { z } from 'zod';
import { storeCodes, type StoreCode } from '../../shared/stores.ts';
import { ApiError } from '../api/api-error.ts';
import type { AppEnv } from '../env.ts';
import { nextEdgeGeneration } from './edge-generation.ts';

/** A signed purge is valid this long after it was made, so a captured one cannot be replayed later. */
const PURGE_WINDOW_MS = 5 * 60_000;
export const PURGE_SIGNATURE_HEADER = 'x-purge-signature';

const purgeSchema = z.object({
  store: z.enum(storeCodes as [StoreCode, ...StoreCode[]]).optional(),
  at: z.number().int().positive(),
});

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text));
  return [...new Uint8Array(signature)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The signature a purge request carries: HMAC-SHA256 of its exact body with `EDGE_PURGE_SECRET`, hex. */
export const purgeSignature = hmacHex;

async function verified(secret: string, body: string, given: string | undefined): Promise<boolean> {
  if (!given) return false;
  const expected = await hmacHex(secret, body);
  if (expected.length !== given.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}

/**
 * POST /api/edge-cache/purge `{ store?, at }`: the remote backend (or its operator) tells the edge
 * that its catalog changed. Signed with the shared `EDGE_PURGE_SECRET`; `at` (ms since the epoch)
 * must be within five minutes. Without a store every store's copies go.
 */
export const edgePurge = new Hono<AppEnv>().post('/', async (c) => {
  const secret = c.env.EDGE_PURGE_SECRET;
  if (!secret) throw new ApiError(404, 'Purging the edge cache is not configured');
  const body = await c.req.text();
  if (!(await verified(secret, body, c.req.header(PURGE_SIGNATURE_HEADER)))) {
    throw new ApiError(403, 'The purge request is not signed with the purge secret');
  }
  let parsed: z.infer<typeof purgeSchema>;
  try {
    parsed = purgeSchema.parse(JSON.parse(body));
  } catch {
    throw new ApiError(
      400,
      'The purge request needs { "at": <ms since the epoch>, "store"?: "default" | "de" | "at" }',
    );
  }
  if (Math.abs(Date.now() - parsed.at) > PURGE_WINDOW_MS) throw new ApiError(400, 'The purge request has expired');
  const purged = parsed.store ? [parsed.store] : [...storeCodes];
  for (const store of purged) await nextEdgeGeneration(c.env.CACHE, store);
  return c.json({ code: 200, result: { purged } });
});
