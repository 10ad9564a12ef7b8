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
  | 'order_shipped'
  | 'order_confirmation';

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

/** Sent mails are kept this long (for questions about a delivery), then pruned: their links have long expired. */
export const KEEP_SENT_DAYS = 30;

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

/**
 * Deletes mails sent more than KEEP_SENT_DAYS before `now`, with their delivery records; unsent mails
 * stay however old they are. Answers how many mails went.
 */
export async function pruneSentMails(db: D1Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_SENT_DAYS * 86_400_000).toISOString();
  const [, pruned] = await db.batch([
    db
      .prepare(
        'DELETE FROM mail_deliveries WHERE mail_id IN (SELECT id FROM mail_outbox WHERE sent_at IS NOT NULL AND sent_at < ?)',
      )
      .bind(before),
    db.prepare('DELETE FROM mail_outbox WHERE sent_at IS NOT NULL AND sent_at < ?').bind(before),
  ]);
  return pruned?.meta.changes ?? 0;
}
