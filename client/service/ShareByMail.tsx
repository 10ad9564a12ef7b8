import './service.css';
import '../../shared/i18n/areas/messages.ts';
import '../../shared/i18n/areas/checkout.ts';
import '../../shared/i18n/areas/service.ts';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { looksLikeEmail } from '../../shared/rules/limits.ts';
import { INVALID_EMAIL } from '../../shared/rules/texts.ts';
import { CART_NOT_SHARED } from '../../shared/service/messages.ts';
import { useApp, useT } from '../app-context.tsx';
import { createMailClient } from './mail-client.ts';

/** The share code at the end of a share link (/sharecart/cart/index/crypt/{code}). */
export const shareCodeOf = (link: string): string => decodeURIComponent(/\/crypt\/([^/?#]+)/.exec(link)?.[1] ?? '');

type State = { kind: 'idle' | 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; reason?: string };

/**
 * "Share cart by e-mail" below a created share link: the mail service sends the link (built by the
 * server from the share code, so no free text travels) to one address. Failures say
 * 'Cart could not be shared to the e-mail', with the reason when the shopper can fix it.
 */
export default function ShareByMail({ link }: { link: string }) {
  const t = useT();
  const { store } = useApp();
  const client = useMemo(() => createMailClient(store.code), [store.code]);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const invalid = state.kind === 'failed' && state.reason === INVALID_EMAIL;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (state.kind === 'sending') return;
    if (!looksLikeEmail(email)) {
      setState({ kind: 'failed', reason: INVALID_EMAIL });
      input.current?.focus();
      return;
    }
    const to = email.trim().toLowerCase();
    setState({ kind: 'sending' });
    const outcome = await client.send({ form: 'share-cart', email: to, code: shareCodeOf(link) });
    if (outcome.ok) setState({ kind: 'sent', email: to });
    else
      setState({
        kind: 'failed',
        reason: outcome.message.key === CART_NOT_SHARED ? undefined : t(outcome.message.key, outcome.message.params),
      });
  }

  return (
    <form className="share-mail" noValidate onSubmit={send}>
      <label htmlFor="share-mail-to">{t('Share cart by e-mail')}</label>
      <div className="coupon__row">
        <input
          ref={input}
          id="share-mail-to"
          type="email"
          autoComplete="email"
          placeholder={t("Recipient's e-mail address")}
          value={email}
          aria-invalid={invalid || undefined}
          aria-describedby="share-mail-status"
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={state.kind === 'sending'}>
          {t('Send link')}
        </button>
      </div>
      <p id="share-mail-status" className="share__note" role={state.kind === 'failed' ? 'alert' : 'status'}>
        {state.kind === 'sent' && t('The cart has been sent to {email}.', { email: state.email })}
        {state.kind === 'failed' &&
          (invalid ? t(INVALID_EMAIL) : [t(CART_NOT_SHARED), state.reason].filter(Boolean).join(': '))}
      </p>
    </form>
  );
}
