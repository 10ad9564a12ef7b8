import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useApp, useT } from '../../app-context.tsx';
import { messageOf } from '../../cart/runtime.ts';
import { notify } from '../../stores/notifications.ts';
import { FormMessage } from '../../components/form/Field.tsx';
import { refreshProfile, userApiOf, withUser } from '../session.ts';

export const CONFIRM_SUBSCRIPTION = 'Please confirm your subscription with the link we have sent to {email}.';
export const UNSUBSCRIBED = 'You have unsubscribed from the newsletter.';

/**
 * The newsletter subscription of the account's address (POST /api/ext/mailchimp-subscribe/…):
 * subscribing sends the double opt-in mail; unsubscribing is allowed with the customer's token.
 */
export function MyNewsletter() {
  const t = useT();
  const app = useApp();
  const profile = useSnapshot(app.stores.user).profile!;
  const subscribed = profile.extension_attributes.is_subscribed;
  const [wanted, setWanted] = useState(subscribed);
  const [message, setMessage] = useState<{ text: string; kind: 'error' | 'success' } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (wanted === subscribed) return;
    try {
      if (wanted) {
        await userApiOf(app).subscribe(profile.email);
        setMessage({ text: t(CONFIRM_SUBSCRIPTION, { email: profile.email }), kind: 'success' });
      } else {
        await withUser(app, (api, token) => api.unsubscribe(token, profile.email));
        notify(app.stores.notifications, { type: 'success', message: UNSUBSCRIBED });
        await refreshProfile(app);
      }
    } catch (error) {
      setMessage({ text: messageOf(error), kind: 'error' });
    }
  };
  return (
    <form onSubmit={submit} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t('My newsletter')}</h2>
      <label className="checkbox">
        <input type="checkbox" checked={wanted} onChange={(e) => setWanted(e.target.checked)} />{' '}
        {t('I want to receive the newsletter')}
      </label>
      <FormMessage message={message?.text ?? null} kind={message?.kind} />
      <button type="submit" className="button">
        {t('Update my preferences')}
      </button>
    </form>
  );
}
