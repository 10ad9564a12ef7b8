import type { Product } from '../schemas/catalog.ts';
import { settle, type LoaderContext } from './types.ts';
import { loadReviewsBlock } from './product-reviews.ts';
import { loadSimilar } from './product-similar.ts';

/**
 * The product page's streamed extras: the approved reviews with their summary, and the similar
 * products (related SKUs left out). One module behind one dynamic import, so the entry chunk that
 * carries the route table pays for a single import, not for the code.
 */
export function productStreams(
  ctx: Pick<LoaderContext, 'api' | 'store' | 'origin'>,
  product: Product,
  canonicalPath: string,
  relatedSkus: readonly string[],
) {
  return {
    reviews: settle(loadReviewsBlock(ctx, product.id, canonicalPath)),
    similar: settle(loadSimilar(ctx.api, product, relatedSkus)),
  };
}
