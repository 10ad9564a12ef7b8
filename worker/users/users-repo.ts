import type { CustomerAddress, CustomerAddressInput, UserProfile } from '../../shared/schemas/user.ts';
import { stores, type StoreCode } from '../../shared/stores.ts';
import { queueMailStatement, type Mail } from '../mail/mail-outbox.ts';
import type { PasswordHash } from './passwords.ts';
import { randomId } from './tokens.ts';

/**
 * Customers, their sessions and password resets over D1 (migrations/0007_users.sql). Only SQL and
 * the stored shapes live here; the flow (hashing, tokens, limits) is in worker/api/user.ts.
 * Writes that must not half-happen (a reset that changes the password and ends the sessions) are one
 * D1 batch, i.e. one transaction.
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

export interface SessionRow {
  id: string;
  user_id: number;
  refresh_generation: number;
  expires_at: string;
  revoked_at: string | null;
}

type StoredAddress = Omit<CustomerAddress, 'customer_id'>;

export function passwordOf(row: UserRow): PasswordHash {
  return {
    algorithm: row.password_algorithm,
    iterations: row.password_iterations,
    rounds: row.password_rounds,
    salt: row.password_salt,
    hash: row.password_hash,
  };
}

const storedAddressesOf = (row: Pick<UserRow, 'addresses'>): StoredAddress[] =>
  JSON.parse(row.addresses) as StoredAddress[];

/**
 * The stored form of an address list sent by the client: ids of known addresses are kept, new ones
 * numbered; exactly one default shipping and one default billing address: the last one marked (a
 * client appending a new default address may leave the old flag on), or the first when none is.
 */
export function buildAddresses(
  input: readonly CustomerAddressInput[],
  existing: readonly StoredAddress[],
  nextId: number,
): { addresses: StoredAddress[]; nextId: number } {
  const known = new Set(existing.map((a) => a.id));
  const used = new Set<number>();
  let next = nextId;
  const addresses = input.map((a): StoredAddress => {
    const id = a.id && known.has(a.id) && !used.has(a.id) ? a.id : next++;
    used.add(id);
    return {
      id,
      firstname: a.firstname,
      lastname: a.lastname,
      street: a.street,
      city: a.city,
      country_id: a.country_id,
      postcode: a.postcode,
      region: a.region,
      region_id: a.region.region_id,
      ...(a.telephone ? { telephone: a.telephone } : {}),
      ...(a.company ? { company: a.company } : {}),
      ...(a.vat_id ? { vat_id: a.vat_id } : {}),
    };
  });
  const shipping = input.findLastIndex((a) => a.default_shipping);
  const billing = input.findLastIndex((a) => a.default_billing);
  addresses.forEach((a, i) => {
    a.default_shipping = i === Math.max(shipping, 0);
    a.default_billing = i === Math.max(billing, 0);
  });
  return { addresses, nextId: next };
}

export function toProfile(row: UserRow, isSubscribed: boolean): UserProfile {
  const addresses = storedAddressesOf(row).map((a) => ({ ...a, customer_id: row.id }));
  const store = stores[row.store] ?? stores.default;
  const defaultShipping = addresses.find((a) => a.default_shipping);
  const defaultBilling = addresses.find((a) => a.default_billing);
  return {
    id: row.id,
    group_id: row.group_id,
    ...(defaultBilling ? { default_billing: String(defaultBilling.id) } : {}),
    ...(defaultShipping ? { default_shipping: String(defaultShipping.id) } : {}),
    created_at: row.created_at,
    updated_at: row.updated_at,
    created_in: store.name,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    store_id: store.storeId,
    website_id: 1,
    addresses,
    disable_auto_group_change: 0,
    extension_attributes: { is_subscribed: isSubscribed },
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

// Sessions ---------------------------------------------------------------------------------------

/** Starts a session; answers its id (128 random bits). Also drops long-expired sessions of anyone. */
export async function createSession(db: D1Database, userId: number, expiresAt: Date, now: Date): Promise<string> {
  const id = randomId();
  const at = now.toISOString();
  await db.batch([
    db
      .prepare(
        'INSERT INTO user_sessions (id, user_id, refresh_generation, expires_at, created_at, updated_at) VALUES (?, ?, 0, ?, ?, ?)',
      )
      .bind(id, userId, expiresAt.toISOString(), at, at),
    db
      .prepare(
        'DELETE FROM user_sessions WHERE id IN (SELECT id FROM user_sessions WHERE expires_at < ? ORDER BY expires_at LIMIT 50)',
      )
      .bind(new Date(now.getTime() - 86_400_000).toISOString()),
  ]);
  return id;
}

export async function findSession(db: D1Database, sessionId: string): Promise<SessionRow | null> {
  return db
    .prepare('SELECT id, user_id, refresh_generation, expires_at, revoked_at FROM user_sessions WHERE id = ?')
    .bind(sessionId)
    .first<SessionRow>();
}

/** The session if it belongs to the user, is not revoked and has not expired. */
export async function activeSession(
  db: D1Database,
  sessionId: string,
  userId: number,
  now: Date,
): Promise<SessionRow | null> {
  const row = await db
    .prepare(
      'SELECT id, user_id, refresh_generation, expires_at, revoked_at FROM user_sessions WHERE id = ? AND user_id = ?',
    )
    .bind(sessionId, userId)
    .first<SessionRow>();
  if (!row || row.revoked_at !== null || Date.parse(row.expires_at) <= now.getTime()) return null;
  return row;
}

/**
 * Moves the session's refresh generation from `gen` to `gen + 1` (compare-and-set: of two refreshes
 * with the same token only one succeeds). False when the session is revoked, expired or was moved on.
 */
export async function rotateSession(
  db: D1Database,
  sessionId: string,
  gen: number,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .prepare(
      `UPDATE user_sessions SET refresh_generation = refresh_generation + 1, expires_at = ?, updated_at = ?
       WHERE id = ? AND refresh_generation = ? AND revoked_at IS NULL AND expires_at > ?`,
    )
    .bind(expiresAt.toISOString(), at, sessionId, gen, at)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

export async function revokeSession(db: D1Database, sessionId: string, reason: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .prepare(
      'UPDATE user_sessions SET revoked_at = ?, revoke_reason = ?, updated_at = ? WHERE id = ? AND revoked_at IS NULL',
    )
    .bind(at, reason, at, sessionId)
    .run();
}

// Password resets -------------------------------------------------------------------------------

/**
 * Stores a reset token (its hash) and queues the mail with the link, in one transaction. Earlier
 * unused reset tokens of the customer stop working: only the newest link is valid.
 */
export async function createPasswordReset(
  db: D1Database,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
  mail: Mail,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').bind(at, userId),
    db
      .prepare(
        'DELETE FROM password_resets WHERE token_hash IN (SELECT token_hash FROM password_resets WHERE expires_at < ? ORDER BY expires_at LIMIT 50)',
      )
      .bind(new Date(now.getTime() - 86_400_000).toISOString()),
    db
      .prepare('INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)')
      .bind(tokenHash, userId, expiresAt.toISOString(), at),
    queueMailStatement(db, mail, now),
  ]);
}

/** The customer a reset token belongs to, if it is unused, unexpired and issued for this e-mail address. */
export async function resetTokenOwner(
  db: D1Database,
  email: string,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const row = await db
    .prepare(
      'SELECT r.user_id FROM password_resets r JOIN users u ON u.id = r.user_id WHERE r.token_hash = ? AND u.email = ? AND r.used_at IS NULL AND r.expires_at > ?',
    )
    .bind(tokenHash, email, now.toISOString())
    .first<{ user_id: number }>();
  return row?.user_id ?? null;
}

/**
 * Sets a new password with a reset token (resetTokenOwner first): in one transaction the password
 * changes, every session ends and every reset token of the customer is used up — or, if the token was
 * used meanwhile, nothing happens. Answers whether it happened.
 */
export async function resetPassword(
  db: D1Database,
  userId: number,
  tokenHash: string,
  password: PasswordHash,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  // The password changes only while the token is still unused (two concurrent uses of one token
  // cannot both succeed); the other two statements act only if it did (the new salt is unique).
  const p = password;
  const changed = 'EXISTS (SELECT 1 FROM users WHERE id = ?2 AND password_salt = ?3)';
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE users SET password_algorithm = ?4, password_iterations = ?5, password_rounds = ?6, password_salt = ?7, password_hash = ?8, updated_at = ?3
       WHERE id = ?2 AND EXISTS (SELECT 1 FROM password_resets WHERE token_hash = ?1 AND user_id = ?2 AND used_at IS NULL AND expires_at > ?3)`,
      )
      .bind(tokenHash, userId, at, p.algorithm, p.iterations, p.rounds, p.salt, p.hash),
    db
      .prepare(
        `UPDATE user_sessions SET revoked_at = ?1, revoke_reason = 'password_reset', updated_at = ?1 WHERE user_id = ?2 AND revoked_at IS NULL AND ${changed}`,
      )
      .bind(at, userId, p.salt),
    db
      .prepare(`UPDATE password_resets SET used_at = ?1 WHERE user_id = ?2 AND used_at IS NULL AND ${changed}`)
      .bind(at, userId, p.salt),
  ]);
  return (updated!.meta.changes ?? 0) > 0;
}
