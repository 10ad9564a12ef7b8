import type { Translate } from '../i18n/interpolate.ts';

/**
 * Delivery time of a product in a store, as the catalog keeps it (`delivery_time` on the product
 * document of each store): how it ships and in how many working days it arrives.
 * - stock: in the shop's warehouse, sent as a parcel;
 * - supplier: ordered from the supplier first (sold out or stock unknown), so it takes longer;
 * - freight: too heavy for a parcel, delivered on a pallet by a forwarding agent;
 * - instant: a download, available right after the order.
 * Services (montage, vouchers) have no delivery time.
 */
export type DeliveryKind = 'stock' | 'supplier' | 'freight' | 'instant';

export interface DeliveryTime {
  kind: DeliveryKind;
  min_days: number;
  max_days: number;
}

/** The shopper's texts per kind (catalogue keys; German in shared/i18n/de-DE/catalog.ts). */
export const DELIVERY_TEXTS: Record<DeliveryKind, string> = {
  stock: 'Delivery time {min}–{max} working days',
  supplier: 'Supplier item: delivery time {min}–{max} working days',
  freight: 'Freight forwarding, {min}–{max} working days',
  instant: 'Available immediately as a download',
};

const KINDS = new Set<string>(Object.keys(DELIVERY_TEXTS));
const isDays = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 365;

/** A product document, cart line or bill-of-materials line that may carry a `delivery_time`. */
type WithDeliveryTime = object | null | undefined;

/** The delivery time a document carries, or null when it has none (or one this shop does not know). */
export function deliveryTimeOf(doc: WithDeliveryTime): DeliveryTime | null {
  const value = (doc as { delivery_time?: Partial<DeliveryTime> | null } | null | undefined)?.delivery_time;
  if (!value || typeof value !== 'object' || !KINDS.has(String(value.kind))) return null;
  if (!isDays(value.min_days) || !isDays(value.max_days) || value.min_days > value.max_days) return null;
  return { kind: value.kind as DeliveryKind, min_days: value.min_days, max_days: value.max_days };
}

/** "Lieferzeit 2–4 Werktage", "Speditionsversand, 5–10 Werktage" … or null without a delivery time. */
export function deliveryText(t: Translate, doc: WithDeliveryTime): string | null {
  const time = deliveryTimeOf(doc);
  return time && t(DELIVERY_TEXTS[time.kind], { min: time.min_days, max: time.max_days });
}

/** The later of two delivery times: a whole that ships together arrives with its slowest part. */
export function slowerDelivery(a: DeliveryTime | null, b: DeliveryTime | null): DeliveryTime | null {
  if (!a || !b) return a ?? b;
  return b.max_days > a.max_days || (b.max_days === a.max_days && b.min_days > a.min_days) ? b : a;
}
