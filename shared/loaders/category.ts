import type { Category, Product } from '../schemas/catalog.ts';
import { LISTING_FIELDS, type Loader } from './types.ts';
import { notFoundLoader } from './not-found.ts';
import { productPath } from '../product-url.ts';

export const PAGE_SIZE = 50;

export interface CategoryData {
  category: Category;
  breadcrumbs: { name: string; slug: string }[];
  products: Product[];
  total: number;
  page: number;
}

/** Ids of a category and all its active descendants (anchor categories list their subtree). */
export function subtreeIds(category: Category): number[] {
  const ids = [category.id];
  for (const child of category.children_data ?? []) {
    if (child.is_active !== false) ids.push(...subtreeIds(child));
  }
  return ids;
}

export const categoryLoader: Loader<CategoryData> = async (ctx) => {
  const { api, params, query } = ctx;
  const [category] = await api.categories({ _appliedFilters: [{ attribute: 'slug', value: { eq: params.slug ?? '' } }] }, { size: 1 });
  if (!category) return notFoundLoader(ctx) as never;

  const page = Math.max(1, Math.min(1000, Number.parseInt(query.get('page') ?? '1', 10) || 1));
  const pathIds = String(category.path ?? '').split('/').map(Number).filter((id) => id && id !== category.id);
  const [listing, ancestors] = await Promise.all([
    api.products(
      { _appliedFilters: [{ attribute: 'category_ids', value: { in: subtreeIds(category) } }] },
      { size: PAGE_SIZE, from: (page - 1) * PAGE_SIZE, sort: 'updated_at:desc', includes: LISTING_FIELDS },
    ),
    pathIds.length
      ? api.categories({ _appliedFilters: [{ attribute: 'id', value: { in: pathIds } }] }, { includes: ['id', 'name', 'slug', 'level'] })
      : Promise.resolve([] as Category[]),
  ]);
  // A category holding exactly one product is only a detour: send the shopper to the product (301).
  const only = listing.items[0];
  if (listing.total === 1 && page === 1 && only) {
    return { redirect: { location: productPath(only), status: 301 }, meta: { title: category.name }, data: null as never };
  }
  const breadcrumbs = ancestors
    .filter((c) => c.level > 1)
    .sort((a, b) => a.level - b.level)
    .map((c) => ({ name: c.name, slug: c.slug }));

  return {
    meta: {
      title: String(category.meta_title || category.name),
      description: String(category.meta_description || ''),
      canonical: `/c/${category.slug}${page > 1 ? `?page=${page}` : ''}`,
    },
    data: { category, breadcrumbs, products: listing.items, total: listing.total, page },
  };
};
