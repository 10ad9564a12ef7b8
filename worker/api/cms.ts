import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { storeById, stores } from '../../shared/stores.ts';
import { fail, ok } from './respond.ts';

const TABLE = { Page: 'cms_pages', Block: 'cms_blocks' } as const;
type Kind = keyof typeof TABLE;

function kindOf(type: string): Kind | null {
  return type === 'Page' || type === 'Block' ? type : null;
}

function storeOf(raw: string | undefined) {
  const id = Number(raw);
  return (Number.isInteger(id) && storeById(id)) || stores.default;
}

/**
 * GET /api/ext/cms-data/cms{Page|Block}/{id} and by identifier:
 * /cms{Page|Block}Identifier/{identifier}/storeId/{storeId} (or ?storeId=).
 */
export const cmsApi = new Hono<AppEnv>()
  .get('/cms:kind{(Page|Block)}Identifier/:identifier/storeId/:storeId', (c) =>
    byIdentifier(c.env.DB, c.req.param('kind') ?? '', c.req.param('identifier') ?? '', c.req.param('storeId')).then((r) => (r ? ok(c, r) : fail(c, 404, 'CMS query returned empty result'))),
  )
  .get('/cms:kind{(Page|Block)}Identifier/:identifier', (c) =>
    byIdentifier(c.env.DB, c.req.param('kind') ?? '', c.req.param('identifier') ?? '', c.req.query('storeId')).then((r) => (r ? ok(c, r) : fail(c, 404, 'CMS query returned empty result'))),
  )
  .get('/cms:kind{(Page|Block)}/:id', async (c) => {
    const kind = kindOf(c.req.param('kind') ?? '');
    const id = Number(c.req.param('id'));
    if (!kind || !Number.isInteger(id)) return fail(c, 400, 'A CMS id must be an integer');
    const store = storeOf(c.req.query('storeId'));
    const row = await c.env.DB.prepare(`SELECT doc FROM ${TABLE[kind]} WHERE store = ? AND id = ? AND is_active = 1`).bind(store.code, id).first<{ doc: string }>();
    return row ? ok(c, JSON.parse(row.doc)) : fail(c, 404, 'CMS query returned empty result');
  });

async function byIdentifier(db: D1Database, rawKind: string, identifier: string, storeId: string | undefined) {
  const kind = kindOf(rawKind);
  if (!kind) return null;
  const store = storeOf(storeId);
  const row = await db.prepare(`SELECT doc FROM ${TABLE[kind]} WHERE store = ? AND identifier = ? AND is_active = 1`).bind(store.code, identifier).first<{ doc: string }>();
  return row ? (JSON.parse(row.doc) as Record<string, unknown>) : null;
}
