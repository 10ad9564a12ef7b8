import type { ApiClient } from '../../shared/api/client.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import type { SuppliesCategory } from './state.ts';
import type { SuppliesRule } from './config.ts';

/** Accessories shown per category: the panel is a suggestion, not the category page. */
export const SUPPLIES_PER_CATEGORY = 12;

/**
 * The configured supplies categories, fetched by parentId through the catalog API:
 * active children of the rule's parents that the rule names, in the rule's order.
 */
export async function fetchSuppliesCategories(api: ApiClient, rule: SuppliesRule): Promise<SuppliesCategory[]> {
  const children = await api.categories(
    { _appliedFilters: [{ attribute: 'parent_id', value: { in: [...rule.parentIds] } }] },
    { includes: ['id', 'name'] },
  );
  const byId = new Map(children.map((c) => [Number(c.id), c]));
  return rule.categoryIds.flatMap((id) => {
    const category = byId.get(id);
    return category ? [{ id, name: category.name }] : [];
  });
}

/**
 * Accessories of one category that can go into the cart in one click: simple products (a
 * configurable one needs its options chosen on its own page).
 */
export async function fetchSuppliesProducts(api: ApiClient, categoryId: number): Promise<Product[]> {
  const { items } = await api.products(
    {
      _appliedFilters: [
        { attribute: 'category_ids', value: { in: [categoryId] } },
        { attribute: 'type_id', value: { eq: 'simple' } },
      ],
    },
    { size: SUPPLIES_PER_CATEGORY },
  );
  return items;
}
