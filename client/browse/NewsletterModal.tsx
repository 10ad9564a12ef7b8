// German texts of the modal and of the e-mail message.
import '../../shared/i18n/areas/newsletter.ts';
import '../../shared/i18n/areas/messages.ts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../shared/api/errors.ts';
import { INVALID_EMAIL } from '../../shared/rules/texts.ts';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { useDialog } from '../components/use-dialog.ts';
import { NEWSLETTER_PERCENT } from './newsletter-texts.ts';
import { sendTask, taskUrl } from './send.ts';

export { INVALID_EMAIL };
const SUBSCRIBE_FAILED = 'Your subscription could not be sent. Please try again later.';

type Status = { kind: 'editing' | 'sending' | 'sent' } | { kind: 'failed'; message: string };

/**
 * The newsletter modal: an e-mail address, sent as a sync task to POST
 * /api/ext/mailchimp-subscribe/subscribe. The shop answers alike for every address and mails a
 * confirmation link (double opt-in); confirming grants the personal 10 % coupon, so the modal asks
 * to confirm and says what follows, rather than claiming a subscription that is not one yet.
 */
export default function NewsletterModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const app = useApp();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  useDialog(panel, email, onClose);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = email.current;
    const address = input?.value.trim() ?? '';
    if (!input || !address || !input.checkValidity()) {
      setStatus({ kind: 'failed', message: INVALID_EMAIL });
      input?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await sendTask(app, {
        url: taskUrl('api/ext/mailchimp-subscribe/subscribe', { storeCode: app.store.code }),
        method: 'POST',
        payload: { email: address },
      });
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({
        kind: 'failed',
        message: isApiError(error) && error.message === INVALID_EMAIL ? INVALID_EMAIL : SUBSCRIBE_FAILED,
      });
    }
  };

  const invalid = status.kind === 'failed' && status.message === INVALID_EMAIL;
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the backdrop is a pointer shortcut; Escape closes the dialog for keyboard users */}
      <div className="modal-backdrop" onClick={onClose} />
      <div ref={panel} className="modal" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <div className="modal__head">
          <h2 id={`${id}-title`} className="modal__title">
            {t('Newsletter')}
          </h2>
          <button type="button" className="modal__close" aria-label={t('Close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {status.kind === 'sent' ? (
          <div role="status" className="newsletter-sent">
            <p>{t('Please confirm your subscription via the link in the e-mail we have just sent you.')}</p>
            <p>
              {t('After confirming, you will receive a personal coupon code for {percent}% off your next order.', {
                percent: NEWSLETTER_PERCENT,
              })}
            </p>
          </div>
        ) : (
          <form className="newsletter-form" noValidate onSubmit={submit}>
            <p>
              {t('Sign up for our newsletter and get {percent}% off your next order.', { percent: NEWSLETTER_PERCENT })}
            </p>
            <label htmlFor={`${id}-email`}>{t('E-mail address')}</label>
            <input
              ref={email}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              aria-invalid={invalid}
              aria-describedby={status.kind === 'failed' ? `${id}-error` : undefined}
            />
            {status.kind === 'failed' && (
              <p id={`${id}-error`} className="error-text" role="alert">
                {t(status.message)}
              </p>
            )}
            <p className="newsletter-form__privacy">
              {t('We only use your e-mail address to send you our newsletter.')}{' '}
              <Link to="/datenschutzerklaerung">{t('Privacy policy')}</Link>
            </p>
            <button type="submit" className="button" disabled={status.kind === 'sending'}>
              {t('Subscribe')}
            </button>
          </form>
        )}
      </div>
    </>
  );
}
