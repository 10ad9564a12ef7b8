import type { Loader } from './types.ts';

export interface NotFoundData {
  path: string;
}

export const notFoundLoader: Loader<NotFoundData> = async ({ path }) => ({
  status: 404,
  page: 'not-found',
  meta: { title: 'Page not found', robots: 'noindex' },
  data: { path },
});
