import type { StaffMember, StaffRow } from '../admin/staff-repo.ts';
import { ActionButton, FormStatus, when } from './layout.tsx';

/** Staff accounts (owners) and the signed-in account's second factor. */

export function StaffPage({ staff, me }: { staff: StaffMember[]; me: StaffRow }) {
  return (
    <>
      <form data-admin-form action="/api/admin/staff" data-show="password" className="card">
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
        <button type="submit">Konto anlegen</button>
        <FormStatus />
      </form>
      <table>
        <thead>
          <tr>
            <th>E-Mail</th>
            <th>Rolle</th>
            <th>Zwei-Faktor</th>
            <th>Angelegt</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {staff.map((s) => (
            <tr key={s.id}>
              <td>
                {s.email} {!s.active && <span className="badge badge--warn">deaktiviert</span>}
              </td>
              <td>{s.role === 'owner' ? 'Inhaber' : 'Mitarbeiter'}</td>
              <td>{s.totp ? 'ja' : 'nein'}</td>
              <td>{when(s.created_at)}</td>
              <td>
                {s.id !== me.id && (
                  <ActionButton
                    action={`/api/admin/staff/${s.id}`}
                    body={{ role: s.role === 'owner' ? 'staff' : 'owner' }}
                    label={s.role === 'owner' ? 'Zum Mitarbeiter machen' : 'Zum Inhaber machen'}
                  />
                )}
                {s.id !== me.id && (
                  <ActionButton
                    action={`/api/admin/staff/${s.id}`}
                    body={{ active: s.active ? 'false' : 'true' }}
                    label={s.active ? 'Deaktivieren' : 'Aktivieren'}
                    danger={s.active}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function AccountPage({ me }: { me: StaffRow }) {
  return (
    <>
      <p>
        Angemeldet als {me.email} ({me.role === 'owner' ? 'Inhaber' : 'Mitarbeiter'}).
      </p>
      <h2>Zwei-Faktor-Anmeldung</h2>
      {me.totp_enabled === 1 ? (
        <form data-admin-form action="/api/admin/session/totp/disable" className="card">
          <p>Eingerichtet. Zum Ausschalten einen aktuellen Code eingeben.</p>
          <label>
            Code
            <input name="code" inputMode="numeric" pattern="[0-9]{6}" required />
          </label>
          <button type="submit">Ausschalten</button>
          <FormStatus />
        </form>
      ) : (
        <>
          <form data-admin-form action="/api/admin/session/totp" data-show="secret uri" className="card">
            <p>1. Geheimnis erzeugen und in die Authenticator-App eintragen (oder den otpauth-Link öffnen).</p>
            <button type="submit">Geheimnis erzeugen</button>
            <FormStatus />
          </form>
          <form data-admin-form action="/api/admin/session/totp/enable" className="card">
            <p>2. Den angezeigten Code eingeben, um die Zwei-Faktor-Anmeldung einzuschalten.</p>
            <label>
              Code
              <input name="code" inputMode="numeric" pattern="[0-9]{6}" required />
            </label>
            <button type="submit">Einschalten</button>
            <FormStatus />
          </form>
        </>
      )}
      <p>Zuletzt geändert: {when(me.updated_at)}</p>
    </>
  );
}
