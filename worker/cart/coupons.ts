import type { TotalsCoupon } from '../../shared/pricing/totals-money.ts';

/**
 * Coupon codes (migrations/0003_carts.sql `coupons`; coupon texts, newsletter 10 %).
 * A code applies when it is active, today is inside its validity days and its usage limit is not
 * reached. Codes are compared case-insensitively; surrounding spaces are ignored.
 */

/** The shop's coupon texts, word for word (keys of shared/i18n). */
export const INCORRECT_COUPON = "You've entered an incorrect coupon code. Please try again.";

interface CouponRow {
  code: string;
  type: 'percent' | 'fixed';
  /** Percent coupons: the share off (0–100). */
  percent: number | null;
  /** Fixed coupons: the amount off, in cents. */
  amount_cents: number | null;
  active: number;
  valid_from: string | null;
  valid_to: string | null;
  usage_limit: number | null;
  times_used: number;
}

/** `  zaun10 ` → `ZAUN10`; null for an empty or implausible code. */
export function normalizeCouponCode(raw: string | null | undefined): string | null {
  const code = (raw ?? '').trim().toUpperCase();
  if (!code || code.length > 64 || /[\u0000-\u001f\u007f]/.test(code)) return null;
  return code;
}

function applies(row: CouponRow, now: Date): boolean {
  const day = now.toISOString().slice(0, 10);
  if (row.active !== 1) return false;
  if (row.valid_from && day < row.valid_from.slice(0, 10)) return false;
  if (row.valid_to && day > row.valid_to.slice(0, 10)) return false;
  if (row.usage_limit !== null && row.times_used >= row.usage_limit) return false;
  return true;
}

/** The coupon for a code if it applies today, else null (unknown, inactive, expired or used up). */
export async function findCoupon(
  db: D1Database,
  raw: string | null | undefined,
  now: Date,
): Promise<TotalsCoupon | null> {
  const code = normalizeCouponCode(raw);
  if (!code) return null;
  const row = await db
    .prepare(
      'SELECT code, type, percent, amount_cents, active, valid_from, valid_to, usage_limit, times_used FROM coupons WHERE code = ?',
    )
    .bind(code)
    .first<CouponRow>();
  if (!row || !applies(row, now)) return null;
  if (row.type === 'percent')
    return row.percent === null ? null : { code: row.code, type: 'percent', percent: row.percent };
  return row.amount_cents === null ? null : { code: row.code, type: 'fixed', amount_cents: row.amount_cents };
}
