import type { RatingSummary } from '../loaders/product-reviews.ts';
import { canonicalUrl } from './canonical.ts';
import type { StoreView } from '../stores.ts';

/**
 * The product's AggregateRating in JSON-LD. The review summary streams in after the page (it is
 * deferred data), so its JSON-LD travels with the reviews block as a second data block naming the
 * same Product node by its `@id`; JSON-LD readers merge nodes with one `@id` into one product.
 * The numbers are the ones the block shows (shared/loaders/product-reviews.ts ratingSummary).
 */

/** The `@id` of a product's JSON-LD node: its canonical URL plus '#product'. */
export const productNodeId = (productUrl: string) => `${productUrl}#product`;

/** The `@id` of the product node of a page of `store` whose canonical path is `canonicalPath`. */
export const productNodeIdFor = (origin: string, store: StoreView, canonicalPath: string) =>
  productNodeId(canonicalUrl(origin, store, canonicalPath));

/** The Product node carrying only its AggregateRating, or null while no review has a star rating. */
export function aggregateRatingJsonLd(nodeId: string, summary: RatingSummary): Record<string, unknown> | null {
  if (summary.average === null || summary.ratingCount === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': nodeId,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      ratingCount: summary.ratingCount,
      reviewCount: summary.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
