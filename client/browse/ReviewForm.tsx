// The login button's text comes with the account texts.
import '../../shared/i18n/areas/account.ts';
import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { isApiError } from '../../shared/api/errors.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { useApp, useT } from '../app-context.tsx';
import { customerToken, sendTask, taskUrl } from './send.ts';

export const REVIEW_THANKS = 'Thank you for your review! It will be published after moderation.';
export const LOG_IN_TO_REVIEW = 'Please log in to write a review.';
const REVIEW_FAILED = 'Your review could not be sent.';

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string; token: string };

/**
 * The review form (author, text, rating; POST /api/review/create?token). Reviews
 * are written by signed-in customers: a guest sees the request to log in with a button that opens
 * the login, and so does a customer whose token the API no longer accepts. The form follows the
 * session store, so it appears as soon as the login succeeds, without a reload. A sent review waits
 * for moderation.
 */
export default function ReviewForm({ product }: { product: Product }) {
  const t = useT();
  const app = useApp();
  const id = useId();
  const user = useSnapshot(app.stores.user);
  // Until the session has been read (after hydration), the stored token stands in.
  const token = user.loaded ? user.token : customerToken();
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [rating, setRating] = useState(5);
  const area = `${id}-area`;

  const refused = status.kind === 'failed' && status.message === LOG_IN_TO_REVIEW && status.token === token;
  if (!token || refused) {
    return (
      <div id={area} className="reviews__login" tabIndex={-1}>
        <p role="status">{t(LOG_IN_TO_REVIEW)}</p>
        <button
          type="button"
          className="button"
          aria-haspopup="dialog"
          onClick={() => {
            // The login dialog gives the focus back here; after a login, to the form in its place.
            app.stores.ui.authReturn = area;
            app.stores.ui.authElem = 'login';
          }}
        >
          {t('Log in')}
        </button>
      </div>
    );
  }
  if (status.kind === 'sent')
    return (
      <p className="reviews__thanks" role="status">
        {t(REVIEW_THANKS)}
      </p>
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setStatus({ kind: 'sending' });
    try {
      await sendTask(app, {
        url: taskUrl('api/review/create', { token, storeCode: app.store.code }),
        method: 'POST',
        payload: {
          review: {
            product_id: product.id,
            nickname: text('nickname'),
            title: text('title'),
            detail: text('detail'),
            rating,
            review_entity: 'product',
          },
        },
      });
      setStatus({ kind: 'sent' });
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      const message =
        status === 401 ? LOG_IN_TO_REVIEW : status === 400 && error instanceof Error ? error.message : REVIEW_FAILED;
      setStatus({ kind: 'failed', message, token });
    }
  };

  return (
    <form id={area} tabIndex={-1} className="review-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('Write a review')}</h3>
      <fieldset className="review-form__rating">
        <legend>{t('Rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="review-form__star">
            <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
            <span>{t('{rating} out of 5 stars', { rating: n })}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-nickname`}>{t('Your name')}</label>
      <input id={`${id}-nickname`} name="nickname" required maxLength={64} autoComplete="given-name" />
      <label htmlFor={`${id}-title-input`}>{t('Title')}</label>
      <input id={`${id}-title-input`} name="title" required maxLength={255} />
      <label htmlFor={`${id}-detail`}>{t('Your review')}</label>
      <textarea id={`${id}-detail`} name="detail" required rows={5} maxLength={5000} />
      {status.kind === 'failed' && (
        <p className="error-text" role="alert">
          {t(status.message)}
        </p>
      )}
      <button type="submit" className="button" disabled={status.kind === 'sending'}>
        {t('Submit review')}
      </button>
    </form>
  );
}
