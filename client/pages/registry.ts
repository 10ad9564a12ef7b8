import type { ComponentType } from 'react';
import type { PageId } from '../../shared/routes.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageComponent = ComponentType<any>;

/**
 * The page modules, derived from the route table's page names (shared/routes.ts): 'my-account' is
 * client/pages/MyAccount.tsx. This folder holds page modules only, each a default-exported component.
 */
export function pageModuleName(page: PageId): string {
  return page.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/** Source path of a page module as Vite's manifest names it (for modulepreload on SSR). */
export function pageSource(page: PageId): string {
  return `client/pages/${pageModuleName(page)}.tsx`;
}

/** Imports a page module by its name ('MyAccount'): each bundler's own lazy import of the folder. */
export type PageImport = (moduleName: string) => Promise<{ default: PageComponent }>;

export interface Pages {
  /** The page's component, imported once (one chunk per page type in the browser). */
  load(page: PageId): Promise<PageComponent>;
  /** The component when it is loaded already, so navigation and hydration render without suspending. */
  loaded(page: PageId): PageComponent | undefined;
}

/**
 * The page registry over a bundler's import of the folder: the browser entry passes Vite's glob
 * (client/entry.ts), the worker an import esbuild bundles (worker/ssr/pages.ts).
 */
export function createPages(importModule: PageImport): Pages {
  const loaded = new Map<PageId, PageComponent>();
  return {
    async load(page) {
      const cached = loaded.get(page);
      if (cached) return cached;
      const module = await importModule(pageModuleName(page));
      loaded.set(page, module.default);
      return module.default;
    },
    loaded: (page) => loaded.get(page),
  };
}
