import type { OutboxRow } from '../mail/mail-outbox.ts';

/**
 * The mail outbox in the back office: mails with their delivery attempts, and a retry that puts a
 * failed mail back in line (its attempt count starts again, so the sender tries it once more).
 */

export interface DeliveryAttempt {
  adapter: string;
  ok: number;
  error: string | null;
  attempted_at: string;
}

export interface OutboxEntry extends Omit<OutboxRow, 'body'> {
  deliveries: DeliveryAttempt[];
}

export async function listOutbox(
  db: D1Database,
  filter: 'all' | 'failed' | 'waiting',
  limit = 200,
): Promise<OutboxEntry[]> {
  const where = {
    all: '',
    failed: 'WHERE sent_at IS NULL AND attempts > 0',
    waiting: 'WHERE sent_at IS NULL',
  }[filter];
  const { results } = await db
    .prepare(
      `SELECT id, kind, to_address, subject, created_at, sent_at, reply_to, attempts, last_error FROM mail_outbox ${where} ORDER BY id DESC LIMIT ?`,
    )
    .bind(limit)
    .all<Omit<OutboxRow, 'body'>>();
  if (!results.length) return [];
  const attempts = await db
    .prepare(
      `SELECT mail_id, adapter, ok, error, attempted_at FROM mail_deliveries
       WHERE mail_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
    )
    .bind(JSON.stringify(results.map((r) => r.id)))
    .all<DeliveryAttempt & { mail_id: number }>();
  return results.map((row) => ({
    ...row,
    deliveries: attempts.results.filter((a) => a.mail_id === row.id).map(({ mail_id: _, ...attempt }) => attempt),
  }));
}

/** Puts a mail that was not delivered back in line; false when it does not exist or was sent. */
export async function retryMail(db: D1Database, id: number): Promise<boolean> {
  const result = await db
    .prepare('UPDATE mail_outbox SET attempts = 0 WHERE id = ? AND sent_at IS NULL')
    .bind(id)
    .run();
  return result.meta.changes === 1;
}
