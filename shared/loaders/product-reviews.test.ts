import { describe, expect, it } from 'vitest';
import { ratingSummary, starFills } from './product-reviews.ts';

describe('ratingSummary', () => {
  it('averages the star ratings to one decimal', () => {
    expect(ratingSummary([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({
      average: 4.3,
      ratingCount: 3,
      reviewCount: 3,
    });
    expect(ratingSummary([{ rating: 5 }, { rating: 4 }])).toEqual({ average: 4.5, ratingCount: 2, reviewCount: 2 });
    expect(ratingSummary([{ rating: 1 }, { rating: 2 }, { rating: 2 }])).toMatchObject({ average: 1.7 });
  });

  it('counts reviews without a rating as reviews, not in the average', () => {
    expect(ratingSummary([{ rating: 3 }, { rating: null }])).toEqual({ average: 3, ratingCount: 1, reviewCount: 2 });
    expect(ratingSummary([{ rating: null }])).toEqual({ average: null, ratingCount: 0, reviewCount: 1 });
  });

  it('ignores ratings outside 1 to 5', () => {
    expect(ratingSummary([{ rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: 4 }])).toEqual({
      average: 4,
      ratingCount: 1,
      reviewCount: 4,
    });
  });

  it('has no average without reviews, and keeps a larger total than the reviews read', () => {
    expect(ratingSummary([])).toEqual({ average: null, ratingCount: 0, reviewCount: 0 });
    expect(ratingSummary([{ rating: 4 }], 130)).toEqual({ average: 4, ratingCount: 1, reviewCount: 130 });
  });
});

describe('starFills', () => {
  it('fills whole stars, then a part of the next', () => {
    expect(starFills(3.4)).toEqual([1, 1, 1, 0.4, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
  });

  it('shows empty stars for no rating and clamps out-of-range values', () => {
    expect(starFills(null)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });
});
