import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LOGIN_TO_SAVE_PLAN } from '../../shared/rules/texts.ts';
import { useApp, useT } from '../app-context.tsx';
import { useHydrated } from '../components/use-list.ts';

/**
 * "Save plan": a signed-in customer names the plan and keeps it (its URL state) in the account,
 * where My account lists it to open again; a guest is asked to log in first.
 */
export function SavePlan({ query }: { query: string }) {
  const t = useT();
  const app = useApp();
  // The server knows no customer: hydration renders the guest's text first, then the form.
  const { token } = useSnapshot(app.stores.user);
  const signedIn = useHydrated() && !!token;
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!signedIn) return <p className="planner__save-login">{t(LOGIN_TO_SAVE_PLAN)}</p>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const { withUser } = await import('../account/session.ts');
    try {
      await withUser(app, (api, userToken) => api.savePlan(userToken, { name, query }));
      setMessage({ error: false, text: t('The plan is saved in your account.') });
      setName('');
    } catch (error) {
      const text = error instanceof Error ? error.message : 'Something went wrong.';
      setMessage({ error: true, text: t(text) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="planner__save" onSubmit={submit}>
      <label htmlFor="plan-name">{t('Name of the plan')}</label>
      <input id="plan-name" value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} />
      <button type="submit" className="button" disabled={busy}>
        {t('Save to my account')}
      </button>
      {message && (
        <p className={message.error ? 'error-text' : 'planner__saved'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </form>
  );
}
