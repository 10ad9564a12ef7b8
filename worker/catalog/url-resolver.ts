import type { StoreCode } from '../../shared/stores.ts';

type Doc = Record<string, unknown>;

/** What a path names; `childSku` is set when the path named a configurable child (answered by its parent). */
export type Resolved = { _type: 'product' | 'category' | 'cms_page'; _source: Doc; childSku?: string } | null;

/**
 * Resolves a request path to an entity: a stored url rewrite first, then a
 * product by the last segment of url_path, a category by url_path, a CMS page by identifier.
 */
export async function resolveUrl(db: D1Database, store: StoreCode, rawPath: string): Promise<Resolved> {
  const path = rawPath.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '');
  if (!path) return null;
  const rewrite = await db
    .prepare('SELECT entity_type, entity_id FROM url_rewrites WHERE store = ? AND request_path IN (?, ?) LIMIT 1')
    .bind(store, path, `${path}.html`)
    .first<{ entity_type: 'product' | 'category' | 'cms_page'; entity_id: number }>();
  if (rewrite) {
    if (rewrite.entity_type === 'product') {
      const found = await productById(db, store, rewrite.entity_id);
      if (found) return found;
    } else {
      const doc = await loadById(db, store, rewrite.entity_type, rewrite.entity_id);
      if (doc) return { _type: rewrite.entity_type, _source: doc };
    }
  }
  const lastSegment = path.split('/').pop() ?? '';
  const [product, category, cms] = await db.batch([
    db
      .prepare(
        'SELECT doc, parent_sku FROM products WHERE store = ? AND url_key = ? AND status < 2 ORDER BY visibility DESC LIMIT 1',
      )
      .bind(store, lastSegment),
    db
      .prepare('SELECT doc FROM categories WHERE store = ? AND is_active = 1 AND (url_path = ? OR slug = ?) LIMIT 1')
      .bind(store, path, path),
    db
      .prepare('SELECT doc FROM cms_pages WHERE store = ? AND is_active = 1 AND identifier = ? LIMIT 1')
      .bind(store, path),
  ]);
  const productRow = product?.results?.[0] as { doc: string; parent_sku: string | null } | undefined;
  if (productRow) {
    const found = await withParent(db, store, productRow);
    if (found) return found;
  }
  const categoryRow = category?.results?.[0] as { doc: string } | undefined;
  if (categoryRow) return { _type: 'category', _source: JSON.parse(categoryRow.doc) };
  const cmsRow = cms?.results?.[0] as { doc: string } | undefined;
  if (cmsRow) return { _type: 'cms_page', _source: JSON.parse(cmsRow.doc) };
  return null;
}

/** A product row as the page it belongs on: a configurable child is answered by its parent. */
async function withParent(
  db: D1Database,
  store: StoreCode,
  row: { doc: string; parent_sku: string | null },
): Promise<Resolved> {
  if (!row.parent_sku) return { _type: 'product', _source: JSON.parse(row.doc) as Doc };
  const parent = await db
    .prepare('SELECT doc FROM products WHERE store = ? AND sku = ? AND status < 2')
    .bind(store, row.parent_sku)
    .first<{ doc: string }>();
  if (!parent) return null;
  const child = JSON.parse(row.doc) as Doc;
  return { _type: 'product', _source: JSON.parse(parent.doc) as Doc, childSku: String(child.sku) };
}

async function productById(db: D1Database, store: StoreCode, id: number): Promise<Resolved> {
  const row = await db
    .prepare('SELECT doc, parent_sku FROM products WHERE store = ? AND id = ? AND status < 2')
    .bind(store, id)
    .first<{ doc: string; parent_sku: string | null }>();
  return row ? withParent(db, store, row) : null;
}

async function loadById(
  db: D1Database,
  store: StoreCode,
  type: 'product' | 'category' | 'cms_page',
  id: number,
): Promise<Doc | null> {
  const table = { product: 'products', category: 'categories', cms_page: 'cms_pages' }[type];
  // An inactive category or CMS page is not a page: its old rewrite must not resolve.
  const row = await db
    .prepare(`SELECT doc FROM ${table} WHERE store = ? AND id = ? AND is_active = 1`)
    .bind(store, id)
    .first<{ doc: string }>();
  return row ? (JSON.parse(row.doc) as Doc) : null;
}

/** Product documents by SKU (any visibility: grouped and bundle parts are often not listed alone). */
export async function productsBySku(db: D1Database, store: StoreCode, skus: string[]): Promise<Doc[]> {
  if (skus.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT doc FROM products WHERE store = ? AND status < 2 AND sku IN (SELECT value FROM json_each(?))`)
    .bind(store, JSON.stringify(skus.slice(0, 200)))
    .all<{ doc: string }>();
  return results.map((r) => JSON.parse(r.doc) as Doc);
}
