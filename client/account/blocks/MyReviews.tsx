import { useEffect, useState } from 'react';
import type { MyReview } from '../../../shared/api/user.ts';
import { useApp, useT } from '../../app-context.tsx';
import { withUser } from '../session.ts';

const STATUS: Record<MyReview['status'], string> = {
  approved: 'Published',
  pending: 'Awaiting moderation',
  rejected: 'Not published',
};

/** The reviews the customer wrote, with their moderation state (GET /api/review/mine). */
export function MyReviews() {
  const t = useT();
  const app = useApp();
  const [reviews, setReviews] = useState<MyReview[] | null>(null);
  const [names, setNames] = useState<Record<number, string>>({});
  useEffect(() => {
    void (async () => {
      const mine = await withUser(app, (api, token) => api.myReviews(token)).catch(() => [] as MyReview[]);
      setReviews(mine);
      const ids = [...new Set(mine.map((r) => r.product_id))];
      if (!ids.length) return;
      const { items } = await app.api
        .products(
          { _appliedFilters: [{ attribute: 'id', value: { in: ids } }] },
          { size: ids.length, includes: ['id', 'name'] },
        )
        .catch(() => ({ items: [] }));
      setNames(Object.fromEntries(items.map((p) => [Number(p.id), p.name])));
    })();
  }, [app]);
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('My product reviews')}</h2>
      {!reviews ? (
        <p className="loading">…</p>
      ) : reviews.length === 0 ? (
        <p>{t('You have not written any reviews yet.')}</p>
      ) : (
        <ul className="my-reviews">
          {reviews.map((review) => (
            <li key={review.id} className="my-reviews__item">
              <p className="my-reviews__product">{names[review.product_id] ?? `#${review.product_id}`}</p>
              <p>
                <strong>{review.title}</strong>
                {review.rating ? ` · ${t('Rating')}: ${review.rating}/5` : ''}
              </p>
              <p>{review.detail}</p>
              <p className="my-reviews__status">{t(STATUS[review.status])}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
