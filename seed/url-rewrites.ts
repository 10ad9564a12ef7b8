// Request paths that resolve to catalog entities. Direct entries (redirect_type 0) map a path to
// its entity; 301 entries send old or indirect paths to the canonical url_path:
// - configurable children → their parent (direct access to a child redirects); entity_id
//   stays the child's id so a resolver can preselect that variant,
// - a few Magento-era "*.html" paths → the current product or category path.
// The product rules are shared with the vue-storefront-api importer (scripts/import/rows.ts).

import { ROOT_CATEGORY_ID } from './constants.ts';
import type { CategoryRecord } from './categories.ts';
import type { ProductRow } from './products/rows.ts';
import { directRewrite, duplicatePaths, productRewrites, type UrlRewriteRow } from '../scripts/import/rows.ts';

export type { UrlRewriteRow };

/** Every n-th listable product keeps its old shop URL as a redirect. */
const LEGACY_EVERY = 20;

export function buildUrlRewrites(
  categories: CategoryRecord[],
  products: ProductRow[],
  pages: Array<{ id: number; identifier: string }>,
): UrlRewriteRow[] {
  const rows: UrlRewriteRow[] = [];
  for (const c of categories) {
    if (c.id === ROOT_CATEGORY_ID) continue;
    rows.push(directRewrite('category', c.urlPath, c.id));
    if (c.level === 2)
      rows.push({
        request_path: `${c.urlPath}.html`,
        entity_type: 'category',
        entity_id: c.id,
        target_path: c.urlPath,
        redirect_type: 301,
      });
  }
  let visibleIndex = 0;
  rows.push(
    ...productRewrites(products, (p) =>
      visibleIndex++ % LEGACY_EVERY === 0
        ? [
            {
              request_path: `${p.url_key}.html`,
              entity_type: 'product',
              entity_id: p.id,
              target_path: p.url_path,
              redirect_type: 301,
            },
          ]
        : [],
    ),
  );
  for (const page of pages) rows.push(directRewrite('cms_page', page.identifier, page.id));
  const [duplicate] = duplicatePaths(rows);
  if (duplicate !== undefined) throw new Error(`duplicate request_path ${duplicate}`);
  return rows;
}
