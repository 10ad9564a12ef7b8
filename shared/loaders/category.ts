import type { Category, Product } from '../schemas/catalog.ts';
import type { SearchQuery } from '../schemas/search.ts';
import type { ApiClient, SearchParams } from '../api/client.ts';
import { LISTING_FIELDS, type Loader } from './types.ts';
import { notFoundLoader } from './not-found.ts';
import { productPath } from '../product-url.ts';
import {
  activeGroups,
  appliedFilters,
  FILTER_GROUPS,
  hasFilters,
  parseFilters,
  PRICE_FILTER,
  restrictToOptions,
  sortParam,
  type FilterGroup,
  type FilterState,
} from '../filters.ts';
import { buildFacets, type Aggregations, type AttributeInfo, type Facet } from '../facets.ts';

/** Products per listing page. */
export const PAGE_SIZE = 50;

export interface CategoryData {
  category: Category;
  breadcrumbs: { name: string; slug: string }[];
  products: Product[];
  total: number;
  page: number;
  /** Filters, sort and page read from the URL (unknown values already dropped). */
  filters: FilterState;
  /** Filter groups with their values and product counts. */
  facets: Facet[];
}

/** Ids of a category and all its active descendants (anchor categories list their subtree). */
export function subtreeIds(category: Category): number[] {
  const ids = [category.id];
  for (const child of category.children_data ?? []) {
    if (child.is_active !== false) ids.push(...subtreeIds(child));
  }
  return ids;
}

/** Attribute codes whose entity gives the filter panel its labels. */
const LABELLED_ATTRIBUTES = FILTER_GROUPS.filter((g) => g !== PRICE_FILTER);

/**
 * The search request for one page of a category's listing with the shopper's filters and sort;
 * the page and the "Load more" button in the browser ask with the same request.
 */
export function listingRequest(
  category: Category,
  filters: FilterState,
  page = filters.page,
): { query: SearchQuery; params: SearchParams } {
  return {
    query: {
      _appliedFilters: [{ attribute: 'category_ids', value: { in: subtreeIds(category) } }, ...appliedFilters(filters)],
    },
    params: { size: PAGE_SIZE, from: (page - 1) * PAGE_SIZE, sort: sortParam(filters), includes: LISTING_FIELDS },
  };
}

/**
 * Facet counts: the listing itself counts the groups without a selection (their values narrow the
 * current result); a group with a selection is counted with every filter except its own, so its
 * other values show how many products choosing them would give (the price range and the
 * recommendation switch then show exactly the products the click lists).
 */
async function facetCounts(
  api: ApiClient,
  category: Category,
  filters: FilterState,
  group: FilterGroup,
): Promise<Aggregations> {
  const query: SearchQuery = {
    _appliedFilters: [
      { attribute: 'category_ids', value: { in: subtreeIds(category) } },
      ...appliedFilters(filters, group),
    ],
    _availableFilters: [{ field: group }],
  };
  try {
    return (await api.products(query, { size: 0, includes: ['id'] })).aggregations;
  } catch {
    return {}; // counts are a help, not a reason to fail the page
  }
}

async function filterAttributes(api: ApiClient): Promise<AttributeInfo[]> {
  try {
    const result = await api.search<AttributeInfo>(
      'attribute',
      { _appliedFilters: [{ attribute: 'attribute_code', value: { in: LABELLED_ATTRIBUTES } }] },
      { size: LABELLED_ATTRIBUTES.length, includes: ['attribute_code', 'frontend_label', 'options'] },
    );
    return result.hits.hits.map((h) => h._source);
  } catch {
    return []; // without labels the facets show option ids and catalogue names
  }
}

export const categoryLoader: Loader<CategoryData> = async (ctx) => {
  const { api, params, query } = ctx;
  const [[category], attributes] = await Promise.all([
    api.categories({ _appliedFilters: [{ attribute: 'slug', value: { eq: params.slug ?? '' } }] }, { size: 1 }),
    filterAttributes(api),
  ]);
  if (!category) return notFoundLoader(ctx) as never;

  const filters = restrictToOptions(parseFilters(query), attributes);
  const { page } = filters;
  const active = activeGroups(filters);
  const request = listingRequest(category, filters);
  const pathIds = String(category.path ?? '')
    .split('/')
    .map(Number)
    .filter((id) => id && id !== category.id);
  const [listing, ancestors, ...ownCounts] = await Promise.all([
    api.products(
      {
        ...request.query,
        _availableFilters: FILTER_GROUPS.filter((g) => !active.includes(g)).map((field) => ({ field })),
      },
      request.params,
    ),
    pathIds.length
      ? api.categories(
          { _appliedFilters: [{ attribute: 'id', value: { in: pathIds } }] },
          { includes: ['id', 'name', 'slug', 'level'] },
        )
      : Promise.resolve([] as Category[]),
    ...active.map((group) => facetCounts(api, category, filters, group)),
  ]);
  // A category holding exactly one product is only a detour: send the shopper to the product (301).
  // Not when filters narrowed it to one: the shopper asked for that listing.
  const only = listing.items[0];
  if (listing.total === 1 && page === 1 && only && !hasFilters(filters)) {
    return {
      redirect: { location: productPath(only), status: 301 },
      meta: { title: category.name },
      data: null as never,
    };
  }
  const breadcrumbs = ancestors
    .filter((c) => c.level > 1)
    .sort((a, b) => a.level - b.level)
    .map((c) => ({ name: c.name, slug: c.slug }));
  const aggregations: Aggregations = Object.assign({}, listing.aggregations, ...ownCounts);
  const facets = buildFacets(aggregations, attributes, filters);
  const path = `/c/${category.slug}`;
  // Filtered and re-sorted listings are views of the category: searchable is the category and its pages.
  const variant = hasFilters(filters) || filters.sort !== 'latest';

  return {
    meta: {
      title: String(category.meta_title || category.name),
      description: String(category.meta_description || ''),
      canonical: variant || page === 1 ? path : `${path}?page=${page}`,
      ...(variant ? { robots: 'noindex, follow' } : {}),
    },
    data: { category, breadcrumbs, products: listing.items, total: listing.total, page, filters, facets },
  };
};
