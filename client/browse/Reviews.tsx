// German texts of the reviews block.
import '../../shared/i18n/areas/product-extras.ts';
import { lazy, Suspense, useState } from 'react';
import type { ReviewsBlock } from '../../shared/loaders/product.ts';
import { aggregateRatingJsonLd } from '../../shared/seo/rating.ts';
import { scriptSafeJson } from '../../shared/script-json.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { useApp, useT } from '../app-context.tsx';
import { useSnapshot } from 'valtio';
import { Stars } from './Stars.tsx';

// Intl directly, not shared/i18n/format.ts: that module sits in the entry chunk, and using more of
// it from here would move its date and number formatters into every page's first load.
const oneDecimal = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
const reviewDate = (iso: string, locale: string) => {
  const date = new Date(iso.includes('T') ? iso : `${iso.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'Europe/Berlin',
      }).format(date);
};

/** The form loads when the shopper asks for it: most visitors only read reviews. */
const ReviewForm = lazy(() => import('./ReviewForm.tsx'));

/**
 * The product's approved reviews: stars, average and count,
 * the list, newest first, and "Write a review". Streamed after the page (deferred data); its
 * AggregateRating JSON-LD comes with it, built from the same summary the shopper sees.
 */
export default function Reviews({ product, block }: { product: Product; block: ReviewsBlock }) {
  const t = useT();
  const { stores } = useApp();
  const { locale } = useSnapshot(stores.session);
  const [writing, setWriting] = useState(false);
  const average = block.average === null ? null : oneDecimal(block.average, locale);
  const countText = block.reviewCount === 1 ? t('1 review') : t('{count} reviews', { count: block.reviewCount });
  const jsonLd = block.productNodeId ? aggregateRatingJsonLd(block.productNodeId, block) : null;
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (<, >, &, U+2028/9) */}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }} />}
      <h2 id="reviews-title">{t('Reviews')}</h2>
      {block.reviewCount === 0 ? (
        <p className="reviews__none">
          {t('No reviews yet.')} {t('Be the first to review this product.')}
        </p>
      ) : (
        <p className="reviews__summary">
          {average !== null && (
            <>
              <Stars value={block.average} label={t('{rating} out of 5 stars', { rating: average })} />
              <strong className="reviews__average">{average}</strong>
            </>
          )}
          <span className="reviews__count">{countText}</span>
        </p>
      )}
      {block.reviews.length > 0 && (
        <ul className="reviews__list">
          {block.reviews.map((review) => (
            <li key={review.id} className="review">
              <article aria-labelledby={`review-${review.id}`}>
                <h3 id={`review-${review.id}`} className="review__title">
                  {review.title}
                </h3>
                {review.rating !== null && (
                  <Stars value={review.rating} label={t('{rating} out of 5 stars', { rating: review.rating })} />
                )}
                <p className="review__meta">
                  {review.nickname} ·{' '}
                  <time dateTime={review.created_at.slice(0, 10)}>{reviewDate(review.created_at, locale)}</time>
                </p>
                <p className="review__text">{review.detail}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {writing ? (
        <Suspense fallback={null}>
          <ReviewForm product={product} />
        </Suspense>
      ) : (
        <button type="button" className="button reviews__write" onClick={() => setWriting(true)}>
          {t('Write a review')}
        </button>
      )}
    </section>
  );
}
