import { queueMailStatement, type Mail } from '../mail/mail-outbox.ts';
import type { PasswordHash } from './passwords.ts';

/**
 * Password reset tokens over D1 (migrations/0007_users.sql): only a hash of each token is stored.
 * Writes that must not half-happen (a reset that changes the password and ends the sessions) are
 * one D1 batch, i.e. one transaction.
 */

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
