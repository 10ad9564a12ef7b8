import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useApp, useT } from '../../app-context.tsx';
import { FormMessage, TextField } from '../../components/form/Field.tsx';
import { FIELD_REQUIRED } from '../../../shared/rules/texts.ts';
import { changePassword, updateProfile } from '../profile.ts';
import { checkEmail, checkName, checkPassword, checkRepeat, problemsOf, type Problem } from '../validation.ts';

type Problems = Record<string, NonNullable<Problem>>;

/** Name and e-mail of the account (POST /api/user/me, queued). */
function ProfileForm() {
  const t = useT();
  const app = useApp();
  const { locale } = useSnapshot(app.stores.session);
  const profile = useSnapshot(app.stores.user).profile!;
  const [fields, setFields] = useState({
    firstname: profile.firstname,
    lastname: profile.lastname,
    email: profile.email,
  });
  const [problems, setProblems] = useState<Problems>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf({
      firstname: checkName(fields.firstname, locale),
      lastname: checkName(fields.lastname, locale),
      email: checkEmail(fields.email),
    });
    setProblems(found);
    if (Object.keys(found).length) return;
    const addresses = app.stores.user.profile?.addresses ?? [];
    const outcome = await updateProfile(app, {
      firstname: fields.firstname.trim(),
      lastname: fields.lastname.trim(),
      email: fields.email.trim(),
      addresses,
    });
    setMessage(outcome.ok ? null : outcome.message);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">{t('My profile')}</h2>
      <TextField
        label={t('First name')}
        name="firstname"
        autoComplete="given-name"
        value={fields.firstname}
        onChange={set('firstname')}
        error={problems.firstname}
      />
      <TextField
        label={t('Last name')}
        name="lastname"
        autoComplete="family-name"
        value={fields.lastname}
        onChange={set('lastname')}
        error={problems.lastname}
      />
      <TextField
        label={t('E-mail address')}
        type="email"
        name="email"
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
        error={problems.email}
      />
      <FormMessage message={message} />
      <button type="submit" className="button">
        {t('Update my profile')}
      </button>
    </form>
  );
}

/** Current and new password; success logs in again with the new one. */
function PasswordForm() {
  const t = useT();
  const app = useApp();
  const [fields, setFields] = useState({ current: '', password: '', repeat: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf({
      current: fields.current ? null : { message: FIELD_REQUIRED },
      password: checkPassword(fields.password),
      repeat: checkRepeat(fields.password, fields.repeat),
    });
    setProblems(found);
    if (Object.keys(found).length || busy) return;
    setBusy(true);
    const outcome = await changePassword(app, fields.current, fields.password);
    setBusy(false);
    if (outcome.ok) setFields({ current: '', password: '', repeat: '' });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">{t('Change password')}</h2>
      <TextField
        label={t('Current password')}
        type="password"
        name="current-password"
        autoComplete="current-password"
        value={fields.current}
        onChange={set('current')}
        error={problems.current}
      />
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
      <button type="submit" className="button" disabled={busy}>
        {t('Change password')}
      </button>
    </form>
  );
}

export function MyProfile() {
  return (
    <>
      <ProfileForm />
      <PasswordForm />
    </>
  );
}
