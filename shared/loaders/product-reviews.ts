import type { ApiClient } from '../api/client.ts';
import { productNodeIdFor } from '../seo/rating.ts';
import type { LoaderContext } from './types.ts';

/**
 * Approved reviews of a product (Review; the catalog's `review` entity holds only approved
 * ones) and their rating summary. The summary is computed once, here, from the reviews the page
 * shows, so the stars, the average, the count and the JSON-LD AggregateRating always agree.
 */

export interface ReviewDoc {
  id: number;
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  rating: number | null;
  created_at: string;
}

export interface RatingSummary {
  /** Mean of the given star ratings, rounded to one decimal; null when no review has a rating. */
  average: number | null;
  /** Reviews with a star rating (the average is over these). */
  ratingCount: number;
  /** All approved reviews. */
  reviewCount: number;
}

export interface ProductReviews extends RatingSummary {
  reviews: ReviewDoc[];
}

/** The streamed `reviews` block of the product page: the reviews, their summary, and the JSON-LD id of the product node. */
export interface ReviewsBlock extends ProductReviews {
  /** Null when the loader ran without an origin (no JSON-LD then). */
  productNodeId: string | null;
}

/** How many reviews a product page reads: the newest, which the summary is computed over too. */
export const REVIEWS_READ = 100;

const validRating = (r: unknown): r is number => typeof r === 'number' && Number.isInteger(r) && r >= 1 && r <= 5;

/** Average (one decimal) and counts of a list of reviews; reviews without a 1–5 rating only count as reviews. */
export function ratingSummary(
  reviews: readonly Pick<ReviewDoc, 'rating'>[],
  reviewCount = reviews.length,
): RatingSummary {
  const ratings = reviews.map((r) => r.rating).filter(validRating);
  const average = ratings.length
    ? Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10
    : null;
  return { average, ratingCount: ratings.length, reviewCount: Math.max(reviewCount, reviews.length) };
}

/** How full each of five stars is (0…1) for an average, e.g. 3.4 → [1, 1, 1, 0.4, 0]. */
export function starFills(average: number | null): number[] {
  const value = Math.min(5, Math.max(0, average ?? 0));
  return [0, 1, 2, 3, 4].map((i) => Math.round(Math.min(1, Math.max(0, value - i)) * 100) / 100);
}

/** The approved reviews of a product, newest first, with their summary. */
export async function loadReviews(api: ApiClient, productId: number): Promise<ProductReviews> {
  const result = await api.search<ReviewDoc>(
    'review',
    { _appliedFilters: [{ attribute: 'product_id', value: { eq: productId } }] },
    { size: REVIEWS_READ, sort: 'created_at:desc' },
  );
  const reviews = result.hits.hits.map((h) => h._source);
  return { ...ratingSummary(reviews, Number(result.hits.total) || 0), reviews };
}

/** The product page's reviews block for the product at `canonicalPath`. */
export async function loadReviewsBlock(
  ctx: Pick<LoaderContext, 'api' | 'store' | 'origin'>,
  productId: number,
  canonicalPath: string,
): Promise<ReviewsBlock> {
  const reviews = await loadReviews(ctx.api, productId);
  return { ...reviews, productNodeId: ctx.origin ? productNodeIdFor(ctx.origin, ctx.store, canonicalPath) : null };
}
