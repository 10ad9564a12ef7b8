// Category documents in the vue-storefront-api shape, including the nested children_data tree the
// menu renders from. Built after the products, because product_count needs the assignments.

import type { CategoryRecord } from './categories.ts';

type Doc = Record<string, unknown>;

const SHOP = 'Zaunshop';

function metaDescription(text: string): string {
  return text.length <= 155 ? text : `${text.slice(0, 152).replace(/\s+\S*$/, '')} …`;
}

/** The compact node used inside children_data (VSF keeps the full doc only at the top level). */
function treeNode(record: CategoryRecord, byId: Map<number, CategoryRecord>, counts: Map<number, number>): Doc {
  return {
    id: record.id,
    parent_id: record.parentId,
    name: record.name,
    slug: record.slug,
    url_key: record.urlKey,
    url_path: record.urlPath,
    level: record.level,
    position: record.position,
    is_active: record.isActive,
    include_in_menu: record.includeInMenu,
    product_count: counts.get(record.id) ?? 0,
    children_data: record.childIds.map((id) => treeNode(byId.get(id)!, byId, counts)),
  };
}

function description(record: CategoryRecord): string {
  const closing =
    record.level === 1
      ? ''
      : '<p>Sie sind unsicher bei Maßen oder Zubehör? Unser Fachberater-Team hilft Ihnen gern telefonisch oder per E-Mail weiter.</p>';
  return `<p>${record.intro}</p>${closing}`;
}

/**
 * @param counts visible, enabled products per category (a product counts in its category and in
 *   every ancestor, as it is listed there too).
 */
export function buildCategoryDocs(records: CategoryRecord[], counts: Map<number, number>): Doc[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  return records.map((record) => ({
    id: record.id,
    parent_id: record.parentId,
    parent_ids: record.parentIds,
    name: record.name,
    slug: record.slug,
    url_key: record.urlKey,
    url_path: record.urlPath,
    level: record.level,
    path: record.path,
    position: record.position,
    is_active: record.isActive,
    include_in_menu: record.includeInMenu,
    is_anchor: true,
    display_mode: record.landingPage ? 'PRODUCTS_AND_PAGE' : 'PRODUCTS',
    landing_page: record.landingPage,
    sale_label: record.saleLabel,
    product_count: counts.get(record.id) ?? 0,
    children_count: record.childIds.length,
    description: description(record),
    meta_title:
      record.level === 1
        ? `${SHOP} – Zäune, Tore und Zubehör online kaufen`
        : `${record.name} günstig kaufen | ${SHOP}`,
    meta_description: metaDescription(record.intro),
    children_data: record.childIds.map((id) => treeNode(byId.get(id)!, byId, counts)),
  }));
}
