/**
 * The mail outbox (migrations/0007_users.sql `mail_outbox`, 0009 delivery columns): mails are written
 * here in the same request that decides to send them, and a delivery adapter sends them later
 * (mail-delivery.ts: none by default, so tests and developers read the table). A mail is never
 * written to a log: bodies can carry one-time links.
 */

export type MailKind =
  | 'password_reset'
  | 'newsletter_confirm'
  | 'newsletter_welcome'
  | 'contact'
  | 'business_contact'
  | 'share_cart'
  | 'order_shipped';

export interface Mail {
  kind: MailKind;
  to: string;
  subject: string;
  body: string;
  /** Where answers go (a contact form's sender). */
  replyTo?: string;
}

export interface OutboxRow {
  id: number;
  kind: MailKind;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
  reply_to: string | null;
  attempts: number;
  last_error: string | null;
}

/** Mails sent longer ago than this are deleted (their links have long expired). */
const KEEP_SENT_DAYS = 7;

/** The statement that queues a mail, for callers that write it in one batch with other rows. */
export function queueMailStatement(db: D1Database, mail: Mail, now: Date): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO mail_outbox (kind, to_address, subject, body, created_at, reply_to) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(mail.kind, mail.to, mail.subject, mail.body, now.toISOString(), mail.replyTo ?? null);
}

/** Queues a mail; answers its outbox id. */
export async function queueMail(db: D1Database, mail: Mail, now: Date): Promise<number> {
  const result = await queueMailStatement(db, mail, now).run();
  return Number(result.meta.last_row_id);
}

/** Mails not sent yet, oldest first (for a sender). */
export async function pendingMails(db: D1Database, limit = 50): Promise<OutboxRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM mail_outbox WHERE sent_at IS NULL ORDER BY id LIMIT ?')
    .bind(limit)
    .all<OutboxRow>();
  return results;
}

/** Marks mails as delivered and drops long-sent ones. */
export async function markSent(db: D1Database, ids: readonly number[], now: Date): Promise<void> {
  const before = new Date(now.getTime() - KEEP_SENT_DAYS * 86_400_000).toISOString();
  await db.batch([
    ...ids.map((id) =>
      db.prepare('UPDATE mail_outbox SET sent_at = ? WHERE id = ? AND sent_at IS NULL').bind(now.toISOString(), id),
    ),
    db.prepare('DELETE FROM mail_outbox WHERE sent_at IS NOT NULL AND sent_at < ?').bind(before),
  ]);
}
