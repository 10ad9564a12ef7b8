// Special price windows and the derived final price. Docs keep special_price and both dates, so a
// runtime can recompute final_price for "now"; the stored final_price is the one valid on the
// reference date (2026-11-22), which is what listings sort and filter by.

import { REFERENCE_DATE } from '../constants.ts';
import { round2 } from '../text.ts';
import type { SpecialKind, SpecialSpec } from './types.ts';

/** Dates use the catalog's "YYYY-MM-DD HH:MM:SS" format; `to` is inclusive (end of that day). */
export const SPECIAL_WINDOWS: Record<SpecialKind, { from: string; to: string | null }> = {
  active: { from: '2026-11-16 00:00:00', to: '2026-11-30 23:59:59' }, // Black Week
  'active-open': { from: '2026-10-01 00:00:00', to: null }, // until further notice
  expired: { from: '2026-06-01 00:00:00', to: '2026-06-30 23:59:59' }, // summer sale, over
  future: { from: '2026-12-01 00:00:00', to: '2026-12-24 23:59:59' }, // Advent, not yet started
};

export interface PriceFields {
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  final_price: number;
}

export function isSpecialActive(from: string | null, to: string | null, at = REFERENCE_DATE): boolean {
  return (from === null || from <= at) && (to === null || at <= to);
}

export function priceFields(price: number, special?: SpecialSpec): PriceFields {
  const list = round2(price);
  if (!special)
    return { price: list, special_price: null, special_from_date: null, special_to_date: null, final_price: list };
  const window = SPECIAL_WINDOWS[special.kind];
  const specialPrice = round2(list * (1 - special.percent / 100));
  const active = isSpecialActive(window.from, window.to) && specialPrice < list;
  return {
    price: list,
    special_price: specialPrice,
    special_from_date: window.from,
    special_to_date: window.to,
    final_price: active ? specialPrice : list,
  };
}

/** Sums price fields of parts (bundles): list and final prices add up, no own special price. */
export function sumPrices(parts: Array<{ fields: PriceFields; qty: number }>): PriceFields {
  const price = round2(parts.reduce((s, p) => s + p.fields.price * p.qty, 0));
  const final = round2(parts.reduce((s, p) => s + p.fields.final_price * p.qty, 0));
  return { price, special_price: null, special_from_date: null, special_to_date: null, final_price: final };
}
