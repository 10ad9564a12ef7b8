import type { ApiClient } from '../api/client.ts';
import type { Category } from '../schemas/catalog.ts';

export interface MenuItem {
  id: number;
  name: string;
  slug: string;
  children: MenuItem[];
}

export interface LayoutData {
  menu: MenuItem[];
}

function toMenu(category: Category): MenuItem {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    children: (category.children_data ?? [])
      .filter((c) => c.is_active !== false && c.include_in_menu !== false && c.include_in_menu !== 0)
      .sort((a, b) => a.position - b.position)
      .map(toMenu),
  };
}

/** Header menu: the top-level categories shown in the menu (include_in_menu), with their children. */
export async function loadLayout(api: ApiClient): Promise<LayoutData> {
  const top = await api.categories({
    _appliedFilters: [
      { attribute: 'level', value: { eq: 2 } },
      { attribute: 'include_in_menu', value: { eq: 1 } },
    ],
  });
  return { menu: top.map(toMenu) };
}
