import type { FormEvent } from 'react';
import { ActionStatus, formFields, showChange, useAction } from './action.tsx';
import { adminCall } from './api.ts';

/**
 * A new staff account (owners only). The password the server generates is shown once, here, to be
 * handed to the new colleague. Once it is noted, the list below is shown anew with the account: not
 * before, as the password is never shown again.
 */
export function StaffCreate() {
  const { state, snap, run } = useAction();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void run(
      () =>
        adminCall<{ staff: { email: string }; password: string | null }>('staff', {
          method: 'POST',
          body: formFields(form),
        }),
      ({ staff, password }) => {
        state.notice = `Konto ${staff.email} angelegt. Passwort (wird nur jetzt angezeigt): ${password ?? '–'}`;
        form.reset();
      },
    );
  };
  return (
    <form className="card" onSubmit={submit}>
      <label>
        E-Mail-Adresse
        <input name="email" type="email" required />
      </label>
      <label>
        Name
        <input name="name" />
      </label>
      <label>
        Rolle
        <select name="role" defaultValue="staff">
          <option value="staff">Mitarbeiter</option>
          <option value="owner">Inhaber</option>
        </select>
      </label>
      <button type="submit" disabled={snap.busy}>
        Konto anlegen
      </button>
      <ActionStatus snap={snap} />
      {snap.notice && (
        <button type="button" onClick={showChange}>
          Passwort notiert
        </button>
      )}
    </form>
  );
}
