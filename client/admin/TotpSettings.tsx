import type { FormEvent } from 'react';
import { ActionStatus, formFields, showChange, useAction } from './action.tsx';
import { adminCall } from './api.ts';

/** A code field of the second factor: six digits from the authenticator app. */
function CodeField() {
  return (
    <label>
      Code
      <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" required />
    </label>
  );
}

/**
 * The signed-in account's second factor: switched off with a current code; switched on in two
 * steps, a new secret for the authenticator app, then a code from it to confirm.
 */
export function TotpSettings({ enabled }: { enabled: boolean }) {
  const secret = useAction();
  const confirm = useAction();
  const send = (path: string) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = formFields(event.currentTarget);
    void confirm.run(() => adminCall(path, { method: 'POST', body }), showChange);
  };
  const newSecret = () =>
    secret.run(
      () => adminCall<{ secret: string; uri: string }>('session/totp', { method: 'POST', body: {} }),
      (answer) => {
        secret.state.notice = `Geheimnis: ${answer.secret}\notpauth-Link: ${answer.uri}`;
      },
    );

  if (enabled) {
    return (
      <form className="card" onSubmit={send('session/totp/disable')}>
        <p>Eingerichtet. Zum Ausschalten einen aktuellen Code eingeben.</p>
        <CodeField />
        <button type="submit" disabled={confirm.snap.busy}>
          Ausschalten
        </button>
        <ActionStatus snap={confirm.snap} />
      </form>
    );
  }
  return (
    <>
      <div className="card">
        <p>1. Geheimnis erzeugen und in die Authenticator-App eintragen (oder den otpauth-Link öffnen).</p>
        <button type="button" disabled={secret.snap.busy} onClick={() => void newSecret()}>
          Geheimnis erzeugen
        </button>
        <ActionStatus snap={secret.snap} />
      </div>
      <form className="card" onSubmit={send('session/totp/enable')}>
        <p>2. Den angezeigten Code eingeben, um die Zwei-Faktor-Anmeldung einzuschalten.</p>
        <CodeField />
        <button type="submit" disabled={confirm.snap.busy}>
          Einschalten
        </button>
        <ActionStatus snap={confirm.snap} />
      </form>
    </>
  );
}
