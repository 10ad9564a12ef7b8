import type { StoreCode } from '../../shared/stores.ts';
import type { Mail } from '../mail/mail-outbox.ts';

/**
 * Newsletter subscriptions with double opt-in over D1 (migrations/0007_users.sql
 * `newsletter_subscriptions`). Subscribing writes a pending row and the confirmation mail in one
 * transaction; confirming turns it 'subscribed' and grants the newsletter coupon (10 %) as
 * a personal single-use code in `coupons` — once per address: unsubscribing and subscribing again
 * answers the same code, so coupons cannot be farmed with one address.
 */

export const NEWSLETTER_COUPON_PERCENT = 10;

export interface SubscriptionRow {
  email: string;
  status: 'pending' | 'subscribed' | 'unsubscribed';
  store: StoreCode;
  confirm_hash: string | null;
  confirm_expires_at: string | null;
  coupon_code: string | null;
  created_at: string;
  confirmed_at: string | null;
  updated_at: string;
}

export async function findSubscription(db: D1Database, email: string): Promise<SubscriptionRow | null> {
  return db.prepare('SELECT * FROM newsletter_subscriptions WHERE email = ?').bind(email).first<SubscriptionRow>();
}

export async function isSubscribed(db: D1Database, email: string): Promise<boolean> {
  return (await findSubscription(db, email))?.status === 'subscribed';
}

/** Starts (or restarts) the double opt-in: a pending row with a new confirmation hash, and the mail. */
export async function startSubscription(
  db: D1Database,
  email: string,
  store: StoreCode,
  confirmHash: string,
  expiresAt: Date,
  mail: Mail,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO newsletter_subscriptions (email, status, store, confirm_hash, confirm_expires_at, created_at, updated_at)
         VALUES (?1, 'pending', ?2, ?3, ?4, ?5, ?5)
         ON CONFLICT (email) DO UPDATE SET status = 'pending', store = ?2, confirm_hash = ?3, confirm_expires_at = ?4, updated_at = ?5
         WHERE newsletter_subscriptions.status <> 'subscribed'`,
      )
      .bind(email, store, confirmHash, expiresAt.toISOString(), at),
    db
      .prepare('INSERT INTO mail_outbox (kind, to_address, subject, body, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(...mailValues(mail), at),
  ]);
}

/**
 * Confirms the subscription of a confirmation hash. A pending one becomes 'subscribed' and gets a new
 * coupon (unless it had one); an already confirmed one answers as it is (mail scanners open links
 * too, so the second click must not fail). Null for an unknown or expired link.
 */
export async function confirmSubscription(
  db: D1Database,
  confirmHash: string,
  newCouponCode: string,
  welcome: (row: SubscriptionRow, coupon: string) => Promise<Mail>,
  now: Date,
): Promise<SubscriptionRow | null> {
  const at = now.toISOString();
  const row = await db
    .prepare('SELECT * FROM newsletter_subscriptions WHERE confirm_hash = ?')
    .bind(confirmHash)
    .first<SubscriptionRow>();
  if (!row) return null;
  if (row.status === 'subscribed') return row;
  if (row.status !== 'pending' || !row.confirm_expires_at || row.confirm_expires_at <= at) return null;
  const coupon = row.coupon_code ?? newCouponCode;
  const pending = "SELECT 1 FROM newsletter_subscriptions WHERE confirm_hash = ?1 AND status = 'pending'";
  const statements: D1PreparedStatement[] = [];
  if (!row.coupon_code) {
    statements.push(
      db
        .prepare(
          `INSERT INTO coupons (code, type, percent, active, usage_limit, times_used, description)
           SELECT ?2, 'percent', ?3, 1, 1, 0, 'Newsletter: persönlicher 10-%-Gutschein, einmal einlösbar'
           WHERE EXISTS (${pending} AND coupon_code IS NULL)`,
        )
        .bind(confirmHash, coupon, NEWSLETTER_COUPON_PERCENT),
    );
  }
  statements.push(
    // The welcome mail first: it is queued only while the row is still pending (the guard below flips it).
    db
      .prepare(
        `INSERT INTO mail_outbox (kind, to_address, subject, body, created_at) SELECT ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (${pending})`,
      )
      .bind(confirmHash, ...mailValues(await welcome(row, coupon)), at),
    db
      .prepare(
        `UPDATE newsletter_subscriptions SET status = 'subscribed', coupon_code = COALESCE(coupon_code, ?2), confirmed_at = ?3, updated_at = ?3
         WHERE confirm_hash = ?1 AND status = 'pending'`,
      )
      .bind(confirmHash, coupon, at),
  );
  await db.batch(statements);
  return db.prepare('SELECT * FROM newsletter_subscriptions WHERE email = ?').bind(row.email).first<SubscriptionRow>();
}

const mailValues = (mail: Mail) => [mail.kind, mail.to, mail.subject, mail.body] as const;

/** Ends a subscription; the confirmation link stops working. Answers whether there was one to end. */
export async function unsubscribe(db: D1Database, email: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .prepare(
      "UPDATE newsletter_subscriptions SET status = 'unsubscribed', confirm_hash = NULL, confirm_expires_at = NULL, updated_at = ? WHERE email = ? AND status <> 'unsubscribed'",
    )
    .bind(at, email)
    .run();
  return (result.meta.changes ?? 0) > 0;
}
