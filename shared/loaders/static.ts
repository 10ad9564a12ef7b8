import type { Loader, PageMeta } from './types.ts';

/** Pages whose content lives in client stores (cart, session): the server only sets their meta. */
export function staticLoader(title: string, meta: Omit<PageMeta, 'title'> = {}): Loader<Record<string, never>> {
  return async ({ path }) => ({ meta: { title, canonical: path, ...meta }, data: {} });
}
