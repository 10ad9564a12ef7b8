import type { Conversion } from '../../shared/conversion.ts';
import type { PageView } from '../../shared/schemas/consent.ts';
import type { StoreCode } from '../../shared/stores.ts';

/**
 * Consent-gated measurement over D1 (migrations/0010_consent_supplies.sql): page views of the
 * first-party analytics and the offline conversions attached to orders. Only SQL lives here; the
 * endpoints are worker/api/analytics.ts and worker/api/order.ts.
 */

export async function recordPageView(db: D1Database, view: PageView, now: Date): Promise<void> {
  await db
    .prepare('INSERT INTO page_views (store, path, page, viewed_at) VALUES (?, ?, ?, ?)')
    .bind(view.storeCode, view.path, view.page, now.toISOString())
    .run();
}

/** The conversion of an order; a retry of the same order (same order id) keeps the first row. */
export async function saveConversion(
  db: D1Database,
  orderId: string,
  store: StoreCode,
  conversion: Conversion,
  now: Date,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO conversions (order_id, store, name, click_id, click_type, click_date, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING`,
    )
    .bind(
      orderId,
      store,
      conversion.name,
      conversion.clickId,
      conversion.clickType,
      conversion.clickDate,
      now.toISOString(),
    )
    .run();
}
