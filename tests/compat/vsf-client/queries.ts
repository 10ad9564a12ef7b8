// Catalog queries built the way Vue Storefront 1.12's modules build them (catalog, category,
// product, url, cms, attribute, tax, search panel), as SearchQuery objects for either adapter.
import { SearchQuery } from 'storefront-query-builder';
import { vsfConfig } from './config.ts';

/** The category list of the menu and the category page: active, of a level or a parent. */
export function categoryListQuery(options: { parent?: number; level?: number; onlyNotEmpty?: boolean }): SearchQuery {
  let query = new SearchQuery();
  if (options.parent !== undefined) query = query.applyFilter({ key: 'parent_id', value: { eq: options.parent } });
  if (options.level !== undefined) query = query.applyFilter({ key: 'level', value: { eq: options.level } });
  query = query.applyFilter({ key: 'is_active', value: { eq: true } });
  if (options.onlyNotEmpty) query = query.applyFilter({ key: 'product_count', value: { gt: 0 } });
  return query;
}

/** One category by a route parameter (url_path or slug). */
export function categoryByQuery(key: 'url_path' | 'slug', value: string): SearchQuery {
  return new SearchQuery().applyFilter({ key, value: { eq: value } });
}

/**
 * A category's product listing: its category ids, visible and enabled products, the shopper's
 * filters in the catalog scope, and the default filters as aggregations.
 */
export function categoryProductsQuery(categoryIds: number[], filters: Record<string, unknown[]> = {}): SearchQuery {
  let query = new SearchQuery()
    .applyFilter({ key: 'category_ids', value: { in: categoryIds } })
    .applyFilter({ key: 'visibility', value: { in: [2, 3, 4] } })
    .applyFilter({ key: 'status', value: { in: [0, 1] } });
  for (const [key, values] of Object.entries(filters))
    query = query.applyFilter({ key, value: { in: values }, scope: 'catalog' });
  for (const field of vsfConfig.products.defaultFilters) query = query.addAvailableFilter({ field, scope: 'catalog' });
  return query;
}

/** The product page: one product by sku (a variant's sku finds its configurable parent). */
export function productBySkuQuery(sku: string, child = false): SearchQuery {
  return new SearchQuery().applyFilter({ key: child ? 'configurable_children.sku' : 'sku', value: { eq: sku } });
}

/** The search panel: the typed text over visible, enabled products. */
export function searchPanelQuery(text: string): SearchQuery {
  return new SearchQuery()
    .setSearchText(text)
    .applyFilter({ key: 'visibility', value: { in: [3, 4] } })
    .applyFilter({ key: 'status', value: { in: [0, 1] } });
}

/** Attribute metadata for the listed attribute codes. */
export function attributesQuery(codes: string[]): SearchQuery {
  return new SearchQuery().applyFilter({ key: 'attribute_code', value: { in: codes } });
}

/** Tax rules: all of them. */
export const taxRulesQuery = (): SearchQuery => new SearchQuery();

/** CMS blocks by a list of identifiers, and a CMS page by its identifier (both with `like`). */
export function cmsBlocksQuery(identifiers: string[]): SearchQuery {
  return new SearchQuery().applyFilter({ key: 'identifier', value: { like: identifiers } });
}
export function cmsPageQuery(identifier: string): SearchQuery {
  return new SearchQuery().applyFilter({ key: 'identifier', value: { like: identifier } });
}
