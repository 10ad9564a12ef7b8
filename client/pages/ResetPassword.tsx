import '../../shared/i18n/areas/messages.ts';
import '../../shared/i18n/areas/account.ts';
import { useEffect, useState, type FormEvent } from 'react';
import type { RouteState } from '../app-state.ts';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { messageOf } from '../cart/runtime.ts';
import { FormMessage, TextField } from '../components/form/Field.tsx';
import { login, RESET_OFFLINE, startSession, userApiOf } from '../account/session.ts';
import { notify } from '../stores/notifications.ts';
import { checkPassword, checkRepeat, problemsOf, type Problem } from '../account/validation.ts';
import '../account/account.css';

export const PASSWORD_SET = 'Your new password has been saved.';

/**
 * /create-password: the link of the reset mail carries the
 * e-mail address and the one-time reset token (worker/api/mails.ts); the shopper sets a new
 * password (POST /api/user/create-password) and is logged in with it. Offline it cannot work
 *.
 */
export default function ResetPasswordPage({ route }: { route: RouteState }) {
  const t = useT();
  const app = useApp();
  const query = new URLSearchParams(route.search);
  const email = query.get('email') ?? '';
  const resetToken = query.get('resetToken') ?? '';
  const [fields, setFields] = useState({ password: '', repeat: '' });
  const [problems, setProblems] = useState<Record<string, NonNullable<Problem>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => void startSession(app), [app]);
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf({
      password: checkPassword(fields.password),
      repeat: checkRepeat(fields.password, fields.repeat),
    });
    setProblems(found);
    setMessage(null);
    if (Object.keys(found).length || busy) return;
    if (!navigator.onLine) {
      notify(app.stores.notifications, { type: 'error', message: RESET_OFFLINE });
      return setMessage(RESET_OFFLINE);
    }
    setBusy(true);
    try {
      await userApiOf(app).createPassword(email, fields.password, resetToken);
      notify(app.stores.notifications, { type: 'success', message: PASSWORD_SET });
      const outcome = await login(app, email, fields.password);
      app.navigate(outcome.ok ? '/my-account' : '/');
    } catch (error) {
      setMessage(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="account">
      <h1>{t('Create a new password')}</h1>
      {!email || !resetToken ? (
        <>
          <p role="alert" className="notice">
            {t('The password reset link is invalid or has expired. Please request a new one.')}
          </p>
          <p>
            <button type="button" className="button" onClick={() => (app.stores.ui.authElem = 'forgot-pass')}>
              {t('Reset password')}
            </button>
          </p>
        </>
      ) : (
        <form className="account__block" onSubmit={submit} noValidate>
          <p>{email}</p>
          <TextField
            label={t('New password')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            value={fields.password}
            onChange={set('password')}
            error={problems.password}
          />
          <TextField
            label={t('Repeat password')}
            type="password"
            name="repeat-password"
            autoComplete="new-password"
            value={fields.repeat}
            onChange={set('repeat')}
            error={problems.repeat}
          />
          <FormMessage message={message} />
          <button type="submit" className="button" disabled={busy}>
            {t('Create a new password')}
          </button>
        </form>
      )}
      <p>
        <Link to="/">{t('Back to home page')}</Link>
      </p>
    </div>
  );
}
