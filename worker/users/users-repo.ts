import type { CustomerAddressInput } from '../../shared/schemas/user-address.ts';
import type { StoreCode } from '../../shared/stores.ts';
import type { PasswordHash } from './passwords.ts';
import { buildAddresses, storedAddressesOf } from './user-profile.ts';

/**
 * Customers over D1 (migrations/0007_users.sql): find, create, update the profile, set the
 * password. Only SQL and the stored shapes live here; the flow (hashing, tokens, limits) is in
 * worker/api/user.ts, sessions in sessions-repo.ts, password resets in password-resets-repo.ts.
 * Writes that must not half-happen (a password change that ends the other sessions) are one D1
 * batch, i.e. one transaction.
 */

export interface UserRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  group_id: number;
  store: StoreCode;
  addresses: string;
  next_address_id: number;
  password_algorithm: string;
  password_iterations: number;
  password_rounds: number;
  password_salt: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export function passwordOf(row: UserRow): PasswordHash {
  return {
    algorithm: row.password_algorithm,
    iterations: row.password_iterations,
    rounds: row.password_rounds,
    salt: row.password_salt,
    hash: row.password_hash,
  };
}

export async function findUserByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  return db.prepare('SELECT * FROM users WHERE email = ?').bind(email).first<UserRow>();
}

export async function findUserById(db: D1Database, id: number): Promise<UserRow | null> {
  return db.prepare('SELECT * FROM users WHERE id = ?').bind(id).first<UserRow>();
}

export interface NewUser {
  email: string;
  firstname: string;
  lastname: string;
  store: StoreCode;
  addresses: readonly CustomerAddressInput[];
  password: PasswordHash;
}

/** The new customer, or null when the e-mail address is taken. */
export async function createUser(db: D1Database, user: NewUser, now: Date): Promise<UserRow | null> {
  const at = now.toISOString();
  const { addresses, nextId } = buildAddresses(user.addresses, [], 1);
  const p = user.password;
  return db
    .prepare(
      `INSERT INTO users (email, firstname, lastname, store, addresses, next_address_id, password_algorithm, password_iterations, password_rounds,
         password_salt, password_hash, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (email) DO NOTHING
       RETURNING *`,
    )
    .bind(
      user.email,
      user.firstname,
      user.lastname,
      user.store,
      JSON.stringify(addresses),
      nextId,
      p.algorithm,
      p.iterations,
      p.rounds,
      p.salt,
      p.hash,
      at,
      at,
    )
    .first<UserRow>();
}

export interface ProfileChange {
  email: string;
  firstname: string;
  lastname: string;
  /** undefined: keep the stored addresses. */
  addresses?: readonly CustomerAddressInput[];
}

/** The updated customer; 'email_taken' when another account has the new e-mail address. */
export async function updateUser(
  db: D1Database,
  current: UserRow,
  change: ProfileChange,
  now: Date,
): Promise<UserRow | 'email_taken'> {
  const next = change.addresses
    ? buildAddresses(change.addresses, storedAddressesOf(current), current.next_address_id)
    : { addresses: storedAddressesOf(current), nextId: current.next_address_id };
  try {
    const row = await db
      .prepare(
        'UPDATE users SET email = ?, firstname = ?, lastname = ?, addresses = ?, next_address_id = ?, updated_at = ? WHERE id = ? RETURNING *',
      )
      .bind(
        change.email,
        change.firstname,
        change.lastname,
        JSON.stringify(next.addresses),
        next.nextId,
        now.toISOString(),
        current.id,
      )
      .first<UserRow>();
    if (!row) throw new Error('user vanished during update');
    return row;
  } catch (error) {
    if (/UNIQUE constraint failed: users\.email/.test(error instanceof Error ? error.message : String(error)))
      return 'email_taken';
    throw error;
  }
}

const passwordUpdate = (db: D1Database, userId: number, p: PasswordHash, at: string) =>
  db
    .prepare(
      'UPDATE users SET password_algorithm = ?, password_iterations = ?, password_rounds = ?, password_salt = ?, password_hash = ?, updated_at = ? WHERE id = ?',
    )
    .bind(p.algorithm, p.iterations, p.rounds, p.salt, p.hash, at, userId);

/** Replaces the password hash (a re-hash with today's cost after login). */
export async function setPassword(db: D1Database, userId: number, password: PasswordHash, now: Date): Promise<void> {
  await passwordUpdate(db, userId, password, now.toISOString()).run();
}

/** Changes the password and ends every other session of the customer, in one transaction. */
export async function changePassword(
  db: D1Database,
  userId: number,
  password: PasswordHash,
  keepSession: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    passwordUpdate(db, userId, password, at),
    db
      .prepare(
        "UPDATE user_sessions SET revoked_at = ?, revoke_reason = 'password_changed', updated_at = ? WHERE user_id = ? AND id <> ? AND revoked_at IS NULL",
      )
      .bind(at, at, userId, keepSession),
    db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').bind(at, userId),
  ]);
}
