/**
 * Remembered answers of state-changing calls by idempotency key (migrations/0011_sync_tasks.sql).
 * A key is claimed before its request runs, so a second request with the same key never runs the
 * change again: it gets the stored answer, or waits while the first one is still running.
 */

export interface StoredAnswer {
  bodyHash: string;
  /** 0 while the first request is still running. */
  status: number;
  answer: string | null;
}

/** Answers are kept a week: longer than any offline spell a replay has to bridge. */
export const SYNC_TASK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Claims the key for a new request; false when another request already holds or answered it. */
export async function claimKey(db: D1Database, key: string, bodyHash: string, now: number): Promise<boolean> {
  const inserted = await db
    .prepare(
      'INSERT INTO sync_tasks (key, body_hash, status, answer, created_at) VALUES (?, ?, 0, NULL, ?) ON CONFLICT(key) DO NOTHING',
    )
    .bind(key, bodyHash, now)
    .run();
  return (inserted.meta.changes ?? 0) > 0;
}

export async function storedAnswer(db: D1Database, key: string): Promise<StoredAnswer | null> {
  const row = await db
    .prepare('SELECT body_hash, status, answer FROM sync_tasks WHERE key = ?')
    .bind(key)
    .first<{ body_hash: string; status: number; answer: string | null }>();
  return row ? { bodyHash: row.body_hash, status: row.status, answer: row.answer } : null;
}

export async function saveAnswer(db: D1Database, key: string, status: number, answer: string): Promise<void> {
  await db.prepare('UPDATE sync_tasks SET status = ?, answer = ? WHERE key = ?').bind(status, answer, key).run();
}

/** Frees a key whose request failed on the server (5xx): a retry runs it again. */
export async function releaseKey(db: D1Database, key: string): Promise<void> {
  await db.prepare('DELETE FROM sync_tasks WHERE key = ? AND status = 0').bind(key).run();
}

/** Drops answers older than the TTL, a bounded batch at a time. */
export async function pruneAnswers(db: D1Database, now: number): Promise<void> {
  await db
    .prepare('DELETE FROM sync_tasks WHERE key IN (SELECT key FROM sync_tasks WHERE created_at < ? LIMIT 200)')
    .bind(now - SYNC_TASK_TTL_MS)
    .run();
}
