import type { Loader, PageMeta } from './types.ts';

/**
 * Pages whose content lives in client stores (cart, session): the server only sets their meta, and
 * the status when it is not 200 (the error page answers 500, so no crawler or monitor takes it for
 * a working page).
 */
export function staticLoader(
  title: string,
  meta: Omit<PageMeta, 'title'> = {},
  status?: number,
): Loader<Record<string, never>> {
  return async ({ path }) => ({ ...(status ? { status } : {}), meta: { title, canonical: path, ...meta }, data: {} });
}
