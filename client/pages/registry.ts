import type { ComponentType } from 'react';
import type { PageId } from '../../shared/routes.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageComponent = ComponentType<any>;

/** One lazily loaded chunk per page type, so each page ships only its own code. */
export const pageModules: Record<PageId, () => Promise<{ default: PageComponent }>> = {
  home: () => import('./Home.tsx'),
  category: () => import('./Category.tsx'),
  product: () => import('./Product.tsx'),
  cms: () => import('./Cms.tsx'),
  checkout: () => import('./Checkout.tsx'),
  'my-account': () => import('./MyAccount.tsx'),
  error: () => import('./Error.tsx'),
  'not-found': () => import('./NotFound.tsx'),
  compare: () => import('./Compare.tsx'),
  search: () => import('./Search.tsx'),
  'reset-password': () => import('./ResetPassword.tsx'),
  'store-locator': () => import('./StoreLocator.tsx'),
  blog: () => import('./Blog.tsx'),
  planner: () => import('./Planner.tsx'),
};

/** Source path of each page module as Vite's manifest names it (for modulepreload on SSR). */
export const pageSources: Record<PageId, string> = {
  home: 'client/pages/Home.tsx',
  category: 'client/pages/Category.tsx',
  product: 'client/pages/Product.tsx',
  cms: 'client/pages/Cms.tsx',
  checkout: 'client/pages/Checkout.tsx',
  'my-account': 'client/pages/MyAccount.tsx',
  error: 'client/pages/Error.tsx',
  'not-found': 'client/pages/NotFound.tsx',
  compare: 'client/pages/Compare.tsx',
  search: 'client/pages/Search.tsx',
  'reset-password': 'client/pages/ResetPassword.tsx',
  'store-locator': 'client/pages/StoreLocator.tsx',
  blog: 'client/pages/Blog.tsx',
  planner: 'client/pages/Planner.tsx',
};

/** Loaded page modules, so navigation and hydration render without suspending when possible. */
const loaded = new Map<PageId, PageComponent>();

export async function loadPage(page: PageId): Promise<PageComponent> {
  const cached = loaded.get(page);
  if (cached) return cached;
  const module = await pageModules[page]();
  loaded.set(page, module.default);
  return module.default;
}

export function loadedPage(page: PageId): PageComponent | undefined {
  return loaded.get(page);
}
