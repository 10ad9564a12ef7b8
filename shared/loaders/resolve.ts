import type { Category } from '../schemas/catalog.ts';
import type { Loader } from './types.ts';
import { notFoundLoader } from './not-found.ts';
import { productPath } from '../product-url.ts';
import { categoryLoader } from './category.ts';
import { productLoader } from './product.ts';
import { cmsLoader } from './cms.ts';

/**
 * The catch-all: a path no route claims is looked up on the server by url (fallback
 * order: product, category, CMS page); what it names renders in place, otherwise page-not-found.
 */
export const resolveLoader: Loader = async (ctx) => {
  const path = ctx.path.replace(/^\/+|\/+$/g, '');
  if (!path) return notFoundLoader(ctx);
  const mapped = await ctx.api.urlMap(path);
  if (!mapped) return notFoundLoader(ctx);
  switch (mapped._type) {
    case 'product': {
      if (mapped.childSku) {
        // A configurable child's own URL moves permanently to its parent with the child chosen.
        return {
          redirect: { location: productPath(mapped._source, mapped.childSku), status: 301 },
          meta: { title: mapped._source.name },
          data: null,
        };
      }
      const result = await productLoader({ ...ctx, params: { parentSku: mapped._source.sku } });
      return { ...result, page: 'product' };
    }
    case 'category': {
      const result = await categoryLoader({ ...ctx, params: { slug: (mapped._source as Category).slug } });
      return { ...result, page: result.status === 404 ? 'not-found' : 'category' };
    }
    case 'cms_page':
      return cmsLoader(mapped._source.identifier)(ctx);
    default:
      return notFoundLoader(ctx);
  }
};
