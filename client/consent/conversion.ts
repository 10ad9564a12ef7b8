import { CLICK_ID_PARAMS, parseConversion, type Conversion } from '../../shared/conversion.ts';
import type { StorageLike } from '../stores/persisted.ts';
import { allows, readChoice } from './choice.ts';

/**
 * The marketing click id: an ad click brings `gclid`, `msclkid` or `fbclid` in the URL.
 * With marketing consent it is kept as an offline conversion named 'purchase' with its click date,
 * and an order placed later carries it (worker/api/order-conversion.ts); without consent it is
 * never written anywhere.
 */

export const CONVERSION_STORAGE_KEY = 'zaunshop:conversion:v1';
/** Ad platforms accept offline conversions up to 90 days after the click. */
export const CONVERSION_MAX_AGE_DAYS = 90;
const DAY = 86_400_000;

/** The click id of a landing URL, dated when the shopper arrived; null when the URL has none. */
export function clickFromUrl(url: string, arrivedAt: Date): Conversion | null {
  const params = new URL(url, 'http://localhost').searchParams;
  for (const clickType of CLICK_ID_PARAMS) {
    const conversion = parseConversion({
      name: 'purchase',
      clickId: params.get(clickType),
      clickType,
      clickDate: arrivedAt.toISOString(),
    });
    if (conversion) return conversion;
  }
  return null;
}

export function storeConversion(storage: StorageLike | null, conversion: Conversion): void {
  try {
    storage?.setItem(CONVERSION_STORAGE_KEY, JSON.stringify(conversion));
  } catch {
    // Storage refused: this visit's click is not measured.
  }
}

export function forgetConversion(storage: StorageLike | null): void {
  try {
    storage?.removeItem(CONVERSION_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}

/** The stored conversion while marketing consent holds and the click is recent enough, else null. */
export function currentConversion(storage: StorageLike | null, now: Date): Conversion | null {
  if (!allows(readChoice(storage), 'marketing')) return null;
  try {
    const conversion = parseConversion(JSON.parse(storage?.getItem(CONVERSION_STORAGE_KEY) ?? 'null'));
    return conversion && now.getTime() - Date.parse(conversion.clickDate) <= CONVERSION_MAX_AGE_DAYS * DAY
      ? conversion
      : null;
  } catch {
    return null;
  }
}

/**
 * An order body with the shopper's conversion attached (the checkout's send-order step calls this
 * on the order it is about to queue); unchanged without marketing consent or a recent click.
 */
export function withConversion<T extends object>(
  order: T,
  storage: StorageLike | null,
  now = new Date(),
): T & { conversion?: Conversion } {
  const conversion = currentConversion(storage, now);
  return conversion ? { ...order, conversion } : order;
}
