import { randomId } from './tokens.ts';

/**
 * Customer sessions over D1 (migrations/0007_users.sql): start, look up, rotate the refresh
 * generation, revoke. The flow (tokens, expiry times) is in worker/api/user.ts.
 */

export interface SessionRow {
  id: string;
  user_id: number;
  refresh_generation: number;
  expires_at: string;
  revoked_at: string | null;
}

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
