import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { storeById, stores } from '../../shared/stores.ts';
import { sanitizeDocHtml } from '../content/sanitize-html.ts';
import { ApiError } from './api-error.ts';
import { ok } from './respond.ts';

const TABLE = { Page: 'cms_pages', Block: 'cms_blocks' } as const;
type Kind = keyof typeof TABLE;

function storeOf(raw: string | undefined) {
  const id = Number(raw);
  return (Number.isInteger(id) && storeById(id)) || stores.default;
}

/**
 * GET /api/ext/cms-data/cms{Page|Block}/{id} and by identifier:
 * /cms{Page|Block}Identifier/{identifier}/storeId/{storeId} (or ?storeId=).
 */
export const cmsApi = new Hono<AppEnv>();

for (const kind of ['Page', 'Block'] as const) {
  const found = (c: Context<AppEnv>, doc: Record<string, unknown> | null) => {
    if (!doc) throw new ApiError(404, 'CMS query returned empty result');
    return ok(c, sanitizeDocHtml(doc));
  };
  cmsApi.get(`/cms${kind}Identifier/:identifier/storeId/:storeId`, async (c) =>
    found(c, await byIdentifier(c.env.DB, kind, c.req.param('identifier'), c.req.param('storeId'))),
  );
  cmsApi.get(`/cms${kind}Identifier/:identifier`, async (c) =>
    found(c, await byIdentifier(c.env.DB, kind, c.req.param('identifier'), c.req.query('storeId'))),
  );
  cmsApi.get(`/cms${kind}/:id`, async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id)) throw new ApiError(400, 'A CMS id must be an integer');
    const store = storeOf(c.req.query('storeId'));
    const row = await c.env.DB.prepare(`SELECT doc FROM ${TABLE[kind]} WHERE store = ? AND id = ? AND is_active = 1`)
      .bind(store.code, id)
      .first<{ doc: string }>();
    return found(c, row ? (JSON.parse(row.doc) as Record<string, unknown>) : null);
  });
}

async function byIdentifier(db: D1Database, kind: Kind, identifier: string, storeId: string | undefined) {
  const store = storeOf(storeId);
  const row = await db
    .prepare(`SELECT doc FROM ${TABLE[kind]} WHERE store = ? AND identifier = ? AND is_active = 1`)
    .bind(store.code, identifier)
    .first<{ doc: string }>();
  return row ? (JSON.parse(row.doc) as Record<string, unknown>) : null;
}
