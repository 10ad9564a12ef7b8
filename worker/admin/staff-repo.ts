import { hashPassword, type PasswordHash } from '../users/passwords.ts';

/**
 * Staff accounts over D1 (migrations/0015_back_office.sql `staff`). Only SQL and the account rules
 * live here; sessions are in staff-sessions.ts, the login flow in staff-login.ts.
 */

export type StaffRole = 'owner' | 'staff';

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: number;
  password_algorithm: string;
  password_iterations: number;
  password_rounds: number;
  password_salt: string;
  password_hash: string;
  totp_secret: string | null;
  totp_enabled: number;
  totp_last_step: number | null;
  created_at: string;
  updated_at: string;
}

/** What the back office shows of an account: never the password or the second factor's secret. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  totp: boolean;
  created_at: string;
}

export const toMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.active === 1,
  totp: row.totp_enabled === 1,
  created_at: row.created_at,
});

export const staffPassword = (row: StaffRow): PasswordHash => ({
  algorithm: row.password_algorithm,
  iterations: row.password_iterations,
  rounds: row.password_rounds,
  salt: row.password_salt,
  hash: row.password_hash,
});

export const normalEmail = (email: string) => email.trim().toLowerCase();

export function findStaffByEmail(db: D1Database, email: string): Promise<StaffRow | null> {
  return db.prepare('SELECT * FROM staff WHERE email = ?').bind(normalEmail(email)).first<StaffRow>();
}

export function findStaffById(db: D1Database, id: number): Promise<StaffRow | null> {
  return db.prepare('SELECT * FROM staff WHERE id = ?').bind(id).first<StaffRow>();
}

export async function listStaff(db: D1Database): Promise<StaffMember[]> {
  const { results } = await db.prepare('SELECT * FROM staff ORDER BY id').all<StaffRow>();
  return results.map(toMember);
}

export interface NewStaff {
  email: string;
  name?: string;
  role: StaffRole;
  password: string;
}

/**
 * Creates an account (the `admin:create` script, and owners in the back office); null when the
 * e-mail address already has one.
 */
export async function createStaff(db: D1Database, staff: NewStaff, now: Date): Promise<StaffMember | null> {
  const hash = await hashPassword(staff.password);
  const at = now.toISOString();
  const row = await db
    .prepare(
      `INSERT INTO staff (email, name, role, password_algorithm, password_iterations, password_rounds, password_salt, password_hash, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING *`,
    )
    .bind(
      normalEmail(staff.email),
      staff.name?.trim() ?? '',
      staff.role,
      hash.algorithm,
      hash.iterations,
      hash.rounds,
      hash.salt,
      hash.hash,
      at,
      at,
    )
    .first<StaffRow>();
  return row ? toMember(row) : null;
}

/** Changes role and active flag; a deactivated account's sessions end with it. */
export async function updateStaff(
  db: D1Database,
  id: number,
  change: { role?: StaffRole; active?: boolean },
  now: Date,
): Promise<StaffMember | null> {
  const [updated] = await db.batch<StaffRow>([
    db
      .prepare(
        'UPDATE staff SET role = coalesce(?, role), active = coalesce(?, active), updated_at = ? WHERE id = ? RETURNING *',
      )
      .bind(change.role ?? null, change.active === undefined ? null : Number(change.active), now.toISOString(), id),
    db.prepare('DELETE FROM staff_sessions WHERE staff_id = ? AND ? = 0').bind(id, change.active === false ? 0 : 1),
  ]);
  const row = updated?.results[0];
  return row ? toMember(row) : null;
}

/** How many active owners there are: the last one can be neither demoted nor deactivated. */
export async function activeOwners(db: D1Database): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM staff WHERE role = 'owner' AND active = 1")
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export async function setPendingTotp(db: D1Database, id: number, secret: string, now: Date): Promise<void> {
  await db
    .prepare('UPDATE staff SET totp_secret = ?, totp_enabled = 0, updated_at = ? WHERE id = ?')
    .bind(secret, now.toISOString(), id)
    .run();
}

export async function enableTotp(db: D1Database, id: number, step: number, now: Date): Promise<void> {
  await db
    .prepare('UPDATE staff SET totp_enabled = 1, totp_last_step = ?, updated_at = ? WHERE id = ?')
    .bind(step, now.toISOString(), id)
    .run();
}

export async function disableTotp(db: D1Database, id: number, now: Date): Promise<void> {
  await db
    .prepare(
      'UPDATE staff SET totp_secret = NULL, totp_enabled = 0, totp_last_step = NULL, updated_at = ? WHERE id = ?',
    )
    .bind(now.toISOString(), id)
    .run();
}

/** Records the step of an accepted code; false when another login used the same or a later one first. */
export async function claimTotpStep(db: D1Database, id: number, step: number): Promise<boolean> {
  const result = await db
    .prepare('UPDATE staff SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)')
    .bind(step, id, step)
    .run();
  return result.meta.changes === 1;
}
