import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { storeHref } from '../../../shared/stores.ts';
import { useApp, useT } from '../../app-context.tsx';
import { browserStorage } from '../../stores/persisted.ts';
import { Link } from '../../components/Link.tsx';
import type { CheckoutState } from '../state.ts';
import { notify } from '../../stores/notifications.ts';
import { placeOrder, type UnavailableLine } from '../place-order.ts';
import { validateReview, type Errors } from '../validation.ts';
import { CheckField, focusFirstError } from '../../components/form/Field.tsx';

type Phase = 'idle' | 'stock' | 'placing';

/**
 * The order review: the consent to the terms, then placing the order. The stock check
 * runs first and the shopper waits for it; unavailable lines are named.
 */
export function ReviewStep({ checkout }: { checkout: CheckoutState }) {
  const t = useT();
  const app = useApp();
  const snap = useSnapshot(checkout);
  const [errors, setErrors] = useState<Errors>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<{ message: string; unavailable: UnavailableLine[] } | null>(null);

  const place = async () => {
    const found = validateReview(checkout.termsAccepted);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return focusFirstError('review', found);
    setPhase('stock');
    const result = await placeOrder(app, checkout, browserStorage(), { onSending: () => setPhase('placing') });
    setPhase('idle');
    if (!result.ok) setFailure({ message: result.message, unavailable: result.unavailable ?? [] });
    else if (result.accountError) notify(app.stores.notifications, { type: 'error', message: result.accountError });
  };

  // The sentence is translated whole; its {terms} part becomes the link to the terms.
  const [before, after = ''] = t('I accept the {terms}', { terms: '\u0000' }).split('\u0000');
  const terms = (
    <>
      {before}
      <a href={storeHref(app.store, '/i/agb')} target="_blank" rel="noopener">
        {t('terms and conditions')}
      </a>
      {after}
    </>
  );
  return (
    <div className="checkout-form">
      <CheckField
        id="review-terms"
        label={terms}
        checked={snap.termsAccepted}
        error={errors.terms}
        onChecked={(accepted) => (checkout.termsAccepted = accepted)}
      />
      <p className="checkout__note">
        <a href={storeHref(app.store, '/i/widerrufsbelehrung')} target="_blank" rel="noopener">
          {t('I have read the privacy policy and the cancellation policy.')}
        </a>
      </p>
      {failure ? (
        <div className="checkout__failure" role="alert">
          <p className="error-text">{failure.message}</p>
          {failure.unavailable.length ? (
            <>
              <ul className="checkout__unavailable">
                {failure.unavailable.map((l) => (
                  <li key={l.lineId}>{l.name}</li>
                ))}
              </ul>
              <p>
                <Link to="/">{t('Back to shop')}</Link>
              </p>
            </>
          ) : null}
        </div>
      ) : null}
      {phase !== 'idle' ? (
        <p className="checkout__progress" role="status" aria-live="polite">
          {t(phase === 'stock' ? 'Checking stock...' : 'Placing your order...')}
        </p>
      ) : null}
      <button
        type="button"
        className="button checkout__place"
        disabled={phase !== 'idle'}
        aria-busy={phase !== 'idle' || undefined}
        onClick={place}
      >
        {t('Place order and pay')}
      </button>
    </div>
  );
}
