import type { StaffMember, StaffRow } from '../admin/staff-repo.ts';
import { type Column, DataTable } from '../../client/admin/DataTable.tsx';
import { ActionButtons } from '../../client/admin/ActionButtons.tsx';
import { when } from '../../client/admin/format.ts';
import { StaffCreate } from '../../client/admin/StaffCreate.tsx';
import { TotpSettings } from '../../client/admin/TotpSettings.tsx';
import { AdminIsland } from './island.tsx';

const STAFF_COLUMNS: Column[] = [
  { label: 'E-Mail' },
  { label: 'Rolle' },
  { label: 'Zwei-Faktor' },
  { label: 'Angelegt' },
  { label: '' },
];

/** Staff accounts (owners) and the signed-in account's second factor. */

export function StaffPage({ staff, me }: { staff: StaffMember[]; me: StaffRow }) {
  return (
    <>
      <AdminIsland name="staff-create" component={StaffCreate} props={{}} />
      <DataTable columns={STAFF_COLUMNS}>
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
                <AdminIsland
                  name="actions"
                  component={ActionButtons}
                  props={{
                    actions: [
                      {
                        label: s.role === 'owner' ? 'Zum Mitarbeiter machen' : 'Zum Inhaber machen',
                        path: `staff/${s.id}`,
                        method: 'PATCH',
                        body: { role: s.role === 'owner' ? 'staff' : 'owner' },
                      },
                      {
                        label: s.active ? 'Deaktivieren' : 'Aktivieren',
                        path: `staff/${s.id}`,
                        method: 'PATCH',
                        body: { active: !s.active },
                        danger: Boolean(s.active),
                      },
                    ],
                  }}
                />
              )}
            </td>
          </tr>
        ))}
      </DataTable>
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
      <AdminIsland name="totp" component={TotpSettings} props={{ enabled: me.totp_enabled === 1 }} />
      <p>Zuletzt geändert: {when(me.updated_at)}</p>
    </>
  );
}
