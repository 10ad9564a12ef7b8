/**
 * The offline conversion: a marketing click id from the landing URL, stored as a
 * conversion named 'purchase' with its click date. Plain checks (no schema library), because the
 * browser's consent chunk uses them too: the worker (worker/api/order-conversion.ts) and the
 * browser (client/consent/conversion.ts) accept exactly the same values.
 */

/** URL parameters of ad clicks, in the order they are looked for (Google, Microsoft, Meta). */
export const CLICK_ID_PARAMS = ['gclid', 'msclkid', 'fbclid'] as const;
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];

export interface Conversion {
  name: 'purchase';
  clickId: string;
  clickType: ClickIdParam;
  /** ISO 8601 UTC: when the shopper arrived through the ad. */
  clickDate: string;
}

/** Click ids of the ad platforms are URL-safe tokens; anything else is not one. */
const CLICK_ID = /^[\w.~-]{1,512}$/;

/** A conversion as sent or stored, or null when any field is missing or malformed. */
export function parseConversion(raw: unknown): Conversion | null {
  if (!raw || typeof raw !== 'object') return null;
  const { name, clickId, clickType, clickDate } = raw as Record<string, unknown>;
  if (name !== 'purchase' || typeof clickId !== 'string' || !CLICK_ID.test(clickId)) return null;
  if (!CLICK_ID_PARAMS.includes(clickType as ClickIdParam)) return null;
  if (typeof clickDate !== 'string' || !/^\d{4}-\d\d-\d\dT/.test(clickDate) || Number.isNaN(Date.parse(clickDate)))
    return null;
  return { name, clickId, clickType: clickType as ClickIdParam, clickDate: new Date(clickDate).toISOString() };
}
