// Request paths that resolve to catalog entities. Direct entries (redirect_type 0) map a path to
// its entity; 301 entries send old or indirect paths to the canonical url_path:
// - configurable children → their parent (SPEC: direct access to a child redirects); entity_id
//   stays the child's id so a resolver can preselect that variant,
// - a few Magento-era "*.html" paths → the current product or category path.

import { ROOT_CATEGORY_ID } from './constants.ts';
import type { CategoryRecord } from './categories.ts';
import type { ProductRow } from './products/rows.ts';

export interface UrlRewriteRow {
  request_path: string;
  entity_type: 'product' | 'category' | 'cms_page';
  entity_id: number;
  target_path: string | null;
  redirect_type: 0 | 301;
}

/** Every n-th listable product keeps its old shop URL as a redirect. */
const LEGACY_EVERY = 20;

export function buildUrlRewrites(categories: CategoryRecord[], products: ProductRow[], pages: Array<{ id: number; identifier: string }>): UrlRewriteRow[] {
  const rows: UrlRewriteRow[] = [];
  for (const c of categories) {
    if (c.id === ROOT_CATEGORY_ID) continue;
    rows.push({ request_path: c.urlPath, entity_type: 'category', entity_id: c.id, target_path: null, redirect_type: 0 });
    if (c.level === 2) rows.push({ request_path: `${c.urlPath}.html`, entity_type: 'category', entity_id: c.id, target_path: c.urlPath, redirect_type: 301 });
  }
  const byId = new Map(products.map((p) => [p.id, p]));
  let visibleIndex = 0;
  for (const p of products) {
    if (p.parent_sku === null) {
      rows.push({ request_path: p.url_path, entity_type: 'product', entity_id: p.id, target_path: null, redirect_type: 0 });
      if (visibleIndex++ % LEGACY_EVERY === 0) {
        rows.push({ request_path: `${p.url_key}.html`, entity_type: 'product', entity_id: p.id, target_path: p.url_path, redirect_type: 301 });
      }
    } else {
      const parentId = (p.doc as { parent_id: number }).parent_id;
      const parent = byId.get(parentId)!;
      rows.push({ request_path: p.url_path, entity_type: 'product', entity_id: p.id, target_path: parent.url_path, redirect_type: 301 });
    }
  }
  for (const page of pages) {
    rows.push({ request_path: page.identifier, entity_type: 'cms_page', entity_id: page.id, target_path: null, redirect_type: 0 });
  }
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.request_path)) throw new Error(`duplicate request_path ${r.request_path}`);
    seen.add(r.request_path);
  }
  return rows;
}
