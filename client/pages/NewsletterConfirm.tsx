import '../../shared/i18n/areas/newsletter.ts';
import { useEffect, useState } from 'react';
import { isApiError } from '../../shared/api/errors.ts';
import type { RouteState } from '../app-state.ts';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';

/**
 * /newsletter/confirm?token=: the page the newsletter confirmation mail links to. It confirms in the
 * browser (GET /api/ext/mailchimp-subscribe/confirm) and says what happened: confirmed with the
 * personal coupon, a link that is invalid or expired, or a failure worth trying again. The server
 * renders only the waiting state, so no confirmation happens before a shopper sees the page.
 */

type Outcome =
  | { kind: 'waiting' }
  | { kind: 'confirmed'; coupon: string; percent: number }
  | { kind: 'invalid' }
  | { kind: 'failed' };

export default function NewsletterConfirmPage({ route }: { route: RouteState }) {
  const t = useT();
  const app = useApp();
  const token = new URLSearchParams(route.search).get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'waiting' });
  useEffect(() => {
    let current = true;
    app.api
      .call<{ coupon: string; discount_percent: number }>('api/ext/mailchimp-subscribe/confirm', { query: { token } })
      .then(
        ({ result }) =>
          current && setOutcome({ kind: 'confirmed', coupon: result.coupon, percent: result.discount_percent }),
      )
      .catch((error: unknown) => {
        // A 4xx is the link itself (unknown, used up long ago or expired); anything else may pass.
        const invalid = isApiError(error) && error.status >= 400 && error.status < 500;
        if (current) setOutcome({ kind: invalid ? 'invalid' : 'failed' });
      });
    return () => {
      current = false;
    };
  }, [app, token]);
  return (
    <div className="newsletter-confirm">
      <h1>{t('Newsletter')}</h1>
      {outcome.kind === 'waiting' ? (
        <p className="loading" aria-busy="true">
          {t('Confirming your subscription...')}
        </p>
      ) : outcome.kind === 'confirmed' ? (
        <div className="newsletter-confirm__done" role="status">
          <p>{t('Thank you! Your subscription to our newsletter is confirmed.')}</p>
          <p>
            {t('Your personal coupon code for {percent}% off your next order: {coupon}', {
              percent: outcome.percent,
              coupon: outcome.coupon,
            })}
          </p>
          <p>{t('We have also sent you the code by e-mail.')}</p>
        </div>
      ) : (
        <p className="error-text" role="alert">
          {t(
            outcome.kind === 'invalid'
              ? 'This confirmation link is invalid or has expired. Please subscribe again to get a new one.'
              : 'Your subscription could not be confirmed just now. Please open the link again later.',
          )}
        </p>
      )}
      <p>
        <Link to="/" className="button">
          {t('Back to home page')}
        </Link>
      </p>
    </div>
  );
}
