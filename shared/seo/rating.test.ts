import { describe, expect, it } from 'vitest';
import { stores } from '../stores.ts';
import { aggregateRatingJsonLd, productNodeIdFor } from './rating.ts';

describe('aggregateRatingJsonLd', () => {
  it('names the product node of the canonical store and carries the shown summary', () => {
    const id = productNodeIdFor('https://shop.test', stores.de, '/p/DSM-1/matte');
    expect(id).toBe('https://shop.test/p/DSM-1/matte#product');
    expect(aggregateRatingJsonLd(id, { average: 4.3, ratingCount: 3, reviewCount: 4 })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': id,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        ratingCount: 3,
        reviewCount: 4,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('is absent while no review has a star rating', () => {
    expect(aggregateRatingJsonLd('x#product', { average: null, ratingCount: 0, reviewCount: 2 })).toBeNull();
  });
});
