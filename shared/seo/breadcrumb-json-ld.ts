import type { CategoryData } from '../loaders/category.ts';
import type { MenuItem } from '../loaders/layout.ts';
import { categoryPath } from '../product-url.ts';
import type { Product } from '../schemas/catalog.ts';
import type { JsonLdNode } from './json-ld-graph.ts';

/** schema.org BreadcrumbList: the trail of category and product pages as the page shows it. */

export interface Crumb {
  name: string;
  /** Absolute URL of the crumb's page. */
  url: string;
}

/** A BreadcrumbList, or null for fewer than two crumbs (a trail of one says nothing). */
export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLdNode | null {
  if (crumbs.length < 2) return null;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** Home › ancestors › the category, as the category page shows it. */
export function categoryCrumbs(
  data: Pick<CategoryData, 'category' | 'breadcrumbs'>,
  home: Crumb,
  url: (localPath: string) => string,
): Crumb[] {
  return [
    home,
    ...data.breadcrumbs.map((b) => ({ name: b.name, url: url(categoryPath(b)) })),
    { name: data.category.name, url: url(categoryPath(data.category)) },
  ];
}

/**
 * Home › category path › the product. The product names its categories by id only
 * (`product.category`), so their slugs and order come from the category menu: the deepest
 * menu path ending in one of them. Empty when none of them is in the menu.
 */
export function productCrumbs(
  product: Pick<Product, 'name' | 'category'>,
  menu: MenuItem[],
  home: Crumb,
  productUrl: string,
  url: (localPath: string) => string,
): Crumb[] {
  const ids = new Set((product.category ?? []).map((c) => Number(c.category_id)));
  if (ids.size === 0) return [];
  let best: MenuItem[] = [];
  const walk = (items: MenuItem[], trail: MenuItem[]) => {
    for (const item of items) {
      const path = [...trail, item];
      if (ids.has(item.id) && path.length > best.length) best = path;
      walk(item.children ?? [], path);
    }
  };
  walk(menu, []);
  if (best.length === 0) return [];
  return [
    home,
    ...best.map((c) => ({ name: c.name, url: url(categoryPath(c)) })),
    { name: product.name, url: productUrl },
  ];
}
