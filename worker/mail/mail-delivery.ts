import type { OutboxRow } from './mail-outbox.ts';

/**
 * Delivery of the mail outbox (mail-outbox.ts) through an adapter chosen by configuration:
 *
 *   none (default)  mails stay in the outbox; the shop owner or a separate sender reads the table
 *   cloudflare      the Workers `send_email` binding SEND_EMAIL (Email Routing / Email Service)
 *   http            a mail provider's HTTP API: POST MAIL_HTTP_URL with a JSON mail, bearer MAIL_HTTP_TOKEN
 *
 * Every attempt is recorded in mail_deliveries; a mail is marked sent only after the adapter
 * succeeded, so a failing provider delays mails but never loses one. A mail that failed is tried
 * again on later runs (after each new mail and by the cron trigger) until MAX_ATTEMPTS.
 */

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

export interface MailAdapter {
  readonly name: string;
  deliver(mail: OutgoingMail): Promise<void>;
}

export interface MailEnv {
  SEND_EMAIL?: SendEmail;
  MAIL_HTTP_URL?: string;
  MAIL_HTTP_TOKEN?: string;
  MAIL_FROM?: string;
}

export const MAX_ATTEMPTS = 12;
export const DEFAULT_MAIL_FROM = 'shop@zaunshop.example';

function cloudflareAdapter(binding: SendEmail): MailAdapter {
  return {
    name: 'cloudflare',
    async deliver(mail) {
      await binding.send({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    },
  };
}

function httpAdapter(url: string, token: string | undefined): MailAdapter {
  return {
    name: 'http',
    async deliver(mail) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({
          from: mail.from,
          to: mail.to,
          reply_to: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
        }),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`mail API answered HTTP ${response.status}`);
    },
  };
}

/** The configured adapter, or null when mails stay in the outbox. */
export function mailAdapter(env: MailEnv): MailAdapter | null {
  if (env.SEND_EMAIL) return cloudflareAdapter(env.SEND_EMAIL);
  const url = env.MAIL_HTTP_URL?.trim();
  if (url && /^https:\/\//i.test(url)) return httpAdapter(url, env.MAIL_HTTP_TOKEN?.trim());
  return null;
}

const shortError = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** Sends up to `limit` waiting mails (oldest first); answers how many went out and how many failed. */
export async function deliverPending(
  db: D1Database,
  adapter: MailAdapter,
  from: string,
  now: Date,
  limit = 10,
): Promise<{ sent: number; failed: number }> {
  const { results } = await db
    .prepare('SELECT * FROM mail_outbox WHERE sent_at IS NULL AND attempts < ? ORDER BY id LIMIT ?')
    .bind(MAX_ATTEMPTS, limit)
    .all<OutboxRow>();
  let sent = 0;
  let failed = 0;
  for (const row of results) {
    const at = new Date().toISOString();
    try {
      await adapter.deliver({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.body,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      });
      await db.batch([
        db
          .prepare('INSERT INTO mail_deliveries (mail_id, adapter, ok, error, attempted_at) VALUES (?, ?, 1, NULL, ?)')
          .bind(row.id, adapter.name, at),
        db
          .prepare(
            'UPDATE mail_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ? AND sent_at IS NULL',
          )
          .bind(now.toISOString(), row.id),
      ]);
      sent++;
    } catch (error) {
      const message = shortError(error);
      await db.batch([
        db
          .prepare('INSERT INTO mail_deliveries (mail_id, adapter, ok, error, attempted_at) VALUES (?, ?, 0, ?, ?)')
          .bind(row.id, adapter.name, message, at),
        db.prepare('UPDATE mail_outbox SET attempts = attempts + 1, last_error = ? WHERE id = ?').bind(message, row.id),
      ]);
      failed++;
    }
  }
  return { sent, failed };
}

/** Delivers waiting mails when an adapter is configured (called after a mail is queued and by the cron trigger). */
export async function deliverOutbox(
  db: D1Database,
  env: MailEnv,
  now = new Date(),
): Promise<{ sent: number; failed: number } | null> {
  const adapter = mailAdapter(env);
  if (!adapter) return null;
  return deliverPending(db, adapter, env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM, now);
}
