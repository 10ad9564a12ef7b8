import { parseConversion } from '../../shared/conversion.ts';
import type { StoreCode } from '../../shared/stores.ts';
import { saveConversion } from '../content/consent-repo.ts';

/**
 * The offline conversion an order may carry: the
 * browser adds `conversion: { name: 'purchase', clickId, clickType, clickDate }` to the POST
 * /api/order body only when the shopper gave marketing consent (client/consent/conversion.ts).
 *
 * Written after the order itself, for the placed order and for every replay of it, so a conversion
 * lost to a failed write is written by the client's retry; a retry never adds a second row. A
 * malformed conversion or a failed write never fails the order: the order is what the shopper
 * wanted, the conversion only the shop's measurement.
 */
export async function attachConversion(
  db: D1Database,
  body: unknown,
  orderId: string,
  store: StoreCode,
  now: Date,
): Promise<void> {
  const conversion = parseConversion(
    body && typeof body === 'object' ? (body as { conversion?: unknown }).conversion : undefined,
  );
  if (!conversion) return;
  try {
    await saveConversion(db, orderId, store, conversion, now);
  } catch (error) {
    console.error('conversion of order not stored', orderId, error instanceof Error ? error.message : String(error));
  }
}
