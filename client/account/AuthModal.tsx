import '../../shared/i18n/areas/checkout.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useApp, useT } from '../app-context.tsx';
import { useDialog } from '../components/use-dialog.ts';
import { notify } from '../stores/notifications.ts';
import type { UiState } from '../stores/ui.ts';
import { FormMessage, TextField } from '../components/form/Field.tsx';
import { login, register, RESET_OFFLINE, startSession, userApiOf } from './session.ts';
import { checkEmail, checkName, checkPassword, checkRepeat, problemsOf, type Problem } from './validation.ts';
import { ACCOUNT_TOGGLE_ID } from './account-ids.ts';
import { FIELD_REQUIRED } from '../../shared/rules/texts.ts';
import './account.css';

type Elem = NonNullable<UiState['authElem']>;
type Problems = Record<string, NonNullable<Problem>>;

/** Submits a checked form: shows its problems, or runs `send` with a busy state. */
function useForm() {
  const [problems, setProblems] = useState<Problems>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (checks: Record<string, Problem>, send: () => Promise<string | null>) => async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(checks);
    setProblems(found);
    setMessage(null);
    if (Object.keys(found).length || busy) return;
    setBusy(true);
    try {
      setMessage(await send());
    } finally {
      setBusy(false);
    }
  };
  return { problems, message, busy, submit };
}

function LoginForm({ show, done }: { show: (elem: Elem) => void; done: () => void }) {
  const t = useT();
  const app = useApp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useForm();
  const onSubmit = form.submit(
    { email: checkEmail(email), password: password ? null : { message: FIELD_REQUIRED } },
    async () => {
      const outcome = await login(app, email, password);
      if (!outcome.ok) return outcome.message;
      done();
      return null;
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label={t('E-mail address')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={form.problems.email}
      />
      <TextField
        label={t('Password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={form.problems.password}
      />
      <FormMessage message={form.message} />
      <button type="submit" className="button" disabled={form.busy}>
        {t('Log in')}
      </button>
      <p>
        <button type="button" className="link-button" onClick={() => show('forgot-pass')}>
          {t('Forgot the password?')}
        </button>
      </p>
      <p>
        {t('No account yet?')}{' '}
        <button type="button" className="link-button" onClick={() => show('register')}>
          {t('Register')}
        </button>
      </p>
    </form>
  );
}

function RegisterForm({ show, done }: { show: (elem: Elem) => void; done: () => void }) {
  const t = useT();
  const app = useApp();
  const { locale } = useSnapshot(app.stores.session);
  const [fields, setFields] = useState({ email: '', firstname: '', lastname: '', password: '', repeat: '' });
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));
  const form = useForm();
  const checks = {
    email: checkEmail(fields.email),
    firstname: checkName(fields.firstname, locale),
    lastname: checkName(fields.lastname, locale),
    password: checkPassword(fields.password),
    repeat: checkRepeat(fields.password, fields.repeat),
  };
  const onSubmit = form.submit(checks, async () => {
    const { repeat: _repeat, ...input } = fields;
    const outcome = await register(app, {
      ...input,
      email: input.email.trim(),
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
    });
    if (!outcome.ok) return outcome.message;
    notify(app.stores.notifications, { type: 'success', message: 'Your account has been created.' });
    done();
    return null;
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label={t('E-mail address')}
        type="email"
        name="email"
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
        error={form.problems.email}
      />
      <TextField
        label={t('First name')}
        name="firstname"
        autoComplete="given-name"
        value={fields.firstname}
        onChange={set('firstname')}
        error={form.problems.firstname}
      />
      <TextField
        label={t('Last name')}
        name="lastname"
        autoComplete="family-name"
        value={fields.lastname}
        onChange={set('lastname')}
        error={form.problems.lastname}
      />
      <TextField
        label={t('Password')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={set('password')}
        error={form.problems.password}
      />
      <TextField
        label={t('Repeat password')}
        type="password"
        name="repeat"
        autoComplete="new-password"
        value={fields.repeat}
        onChange={set('repeat')}
        error={form.problems.repeat}
      />
      <FormMessage message={form.message} />
      <button type="submit" className="button" disabled={form.busy}>
        {t('Register')}
      </button>
      <p>
        {t('Already have an account?')}{' '}
        <button type="button" className="link-button" onClick={() => show('login')}>
          {t('Log in')}
        </button>
      </p>
    </form>
  );
}

function ForgotForm({ show }: { show: (elem: Elem) => void }) {
  const t = useT();
  const app = useApp();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm();
  const onSubmit = form.submit({ email: checkEmail(email) }, async () => {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return RESET_OFFLINE;
    try {
      await userApiOf(app).resetPassword(email.trim());
      setSent(email.trim());
      return null;
    } catch {
      return 'Error sending reset password e-mail';
    }
  });
  return sent ? (
    <div>
      <p role="status">
        {t('We have sent password reset instructions to {email}. Please check your inbox.', { email: sent })}
      </p>
      <button type="button" className="button" onClick={() => show('login')}>
        {t('Back to login')}
      </button>
    </div>
  ) : (
    <form onSubmit={onSubmit} noValidate>
      <p>{t('Enter your e-mail address to receive a link for setting a new password.')}</p>
      <TextField
        label={t('E-mail address')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={form.problems.email}
      />
      <FormMessage message={form.message} />
      <button type="submit" className="button" disabled={form.busy}>
        {t('Reset password')}
      </button>
      <p>
        <button type="button" className="link-button" onClick={() => show('login')}>
          {t('Back to login')}
        </button>
      </p>
    </form>
  );
}

const TITLES: Record<Elem, string> = {
  login: 'Log in',
  register: 'Create an account',
  'forgot-pass': 'Reset password',
};

/**
 * The login, register and forgot-password modal. Loaded with its first
 * opening (a session that ended with a 401 opens it too, client/account/session.ts).
 */
export default function AuthModal() {
  const t = useT();
  const app = useApp();
  const { stores } = app;
  // Whoever opened the modal (the header, a review form, the checkout), the session runs from here
  // on: a login in it is stored, mirrored into the cookie and followed by every part of the page.
  useEffect(() => void startSession(app), [app]);
  const elem = useSnapshot(stores.ui).authElem ?? 'login';
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    stores.ui.authElem = null;
    const back = stores.ui.authReturn;
    stores.ui.authReturn = null;
    // After a login the opener may have re-rendered (the review form in place of its login button).
    requestAnimationFrame(() => document.getElementById(back ?? ACCOUNT_TOGGLE_ID)?.focus());
  };
  useDialog(panel, closeButton, close);
  const show = (next: Elem) => (stores.ui.authElem = next);
  const loggedIn = () => {
    notify(stores.notifications, { type: 'success', message: 'You are logged in!' });
    close();
  };
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the backdrop is a pointer shortcut; Escape closes the dialog for keyboard users */}
      <div className="drawer-backdrop" onClick={close} />
      <div ref={panel} className="drawer auth-modal" role="dialog" aria-modal="true" aria-labelledby="auth-title">
        <div className="drawer__head">
          <h2 id="auth-title" className="drawer__title">
            {t(TITLES[elem])}
          </h2>
          <button ref={closeButton} type="button" className="drawer__close" aria-label={t('Close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {elem === 'login' && <LoginForm show={show} done={loggedIn} />}
        {elem === 'register' && <RegisterForm show={show} done={close} />}
        {elem === 'forgot-pass' && <ForgotForm show={show} />}
      </div>
    </>
  );
}
