/**
 * The inbox of the contact and business forms (staff_messages, copied from the mail outbox when a
 * form's mail is queued) with its read and answered state, and the newsletter subscribers.
 */

export interface StaffMessage {
  id: number;
  kind: string;
  reply_to: string | null;
  subject: string;
  body: string;
  received_at: string;
  read_at: string | null;
  answered_at: string | null;
}

export async function listMessages(db: D1Database, limit = 200): Promise<StaffMessage[]> {
  const { results } = await db
    .prepare(
      'SELECT id, kind, reply_to, subject, body, received_at, read_at, answered_at FROM staff_messages ORDER BY id DESC LIMIT ?',
    )
    .bind(limit)
    .all<StaffMessage>();
  return results;
}

/** Marks a message read or answered (answered implies read) or unread again; false when there is none. */
export async function markMessage(
  db: D1Database,
  id: number,
  state: 'read' | 'answered' | 'unread',
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const sql = {
    read: 'UPDATE staff_messages SET read_at = coalesce(read_at, ?1) WHERE id = ?2',
    answered:
      'UPDATE staff_messages SET read_at = coalesce(read_at, ?1), answered_at = coalesce(answered_at, ?1) WHERE id = ?2',
    unread: 'UPDATE staff_messages SET read_at = NULL, answered_at = NULL WHERE id = ?2 AND ?1 IS NOT NULL',
  }[state];
  const result = await db.prepare(sql).bind(at, id).run();
  return result.meta.changes === 1;
}

export interface Subscriber {
  email: string;
  status: string;
  store: string;
  created_at: string;
  confirmed_at: string | null;
}

export async function listSubscribers(db: D1Database, status?: string, limit = 10_000): Promise<Subscriber[]> {
  const { results } = await db
    .prepare(
      `SELECT email, status, store, created_at, confirmed_at FROM newsletter_subscriptions
       WHERE (?1 IS NULL OR status = ?1) ORDER BY created_at DESC LIMIT ?2`,
    )
    .bind(status ?? null, limit)
    .all<Subscriber>();
  return results;
}
