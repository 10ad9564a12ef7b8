import type { CmsPage } from '../schemas/catalog.ts';
import { isApiError } from '../api/errors.ts';
import type { Loader } from './types.ts';
import { notFoundLoader } from './not-found.ts';

export interface CmsData {
  page: CmsPage;
}

/** A CMS page by identifier: /i/{slug}, and the fixed legal routes that name their identifier. */
export function cmsLoader(fixedIdentifier?: string): Loader<CmsData> {
  return async (ctx) => {
    const identifier = fixedIdentifier ?? ctx.params.slug ?? '';
    let page: CmsPage;
    try {
      page = await ctx.api.cmsPage(identifier);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return notFoundLoader(ctx) as never;
      throw error;
    }
    return {
      page: 'cms',
      meta: {
        title: String(page.meta_title || page.title || identifier),
        description: String(page.meta_description || ''),
        // The fixed legal routes show the same page as /i/{identifier}: one canonical address.
        canonical: `/i/${identifier}`,
      },
      data: { page },
    };
  };
}
