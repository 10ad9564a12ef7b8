import { type FormEvent, useEffect, useRef, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { ActionStatus, formFields, useAction } from './action.tsx';
import { adminCall, needsTotpCode } from './api.ts';

/**
 * The back-office login: e-mail and password, then, for an account with a second factor, the
 * code from the authenticator app (the API asks for it with `totp: true`). Success opens the overview.
 */
export function LoginForm() {
  const { snap, run } = useAction();
  const [step] = useState(() => proxy({ needsCode: false }));
  const { needsCode } = useSnapshot(step);
  const code = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (needsCode) code.current?.focus();
  }, [needsCode]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = formFields(event.currentTarget);
    void run(
      async () => {
        try {
          return await adminCall('session', { method: 'POST', body });
        } catch (error) {
          if (needsTotpCode(error)) step.needsCode = true;
          throw error;
        }
      },
      () => window.location.assign('/admin'),
    );
  };

  // Before hydration a submit posts to the login page itself, which only shows it again.
  return (
    <form method="post" action="/admin/login" onSubmit={submit} className="card">
      <label>
        E-Mail-Adresse
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Passwort
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <label hidden={!needsCode}>
        Code aus der Authenticator-App
        <input
          ref={code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          disabled={!needsCode}
        />
      </label>
      <button type="submit" disabled={snap.busy}>
        Anmelden
      </button>
      <ActionStatus snap={snap} />
    </form>
  );
}
