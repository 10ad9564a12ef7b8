import type { OrderHistoryItem } from './order-history.ts';

/**
 * One placed order as its thank-you page and its confirmation mail show it (POST /api/order/summary):
 * the stored order of the order history, the client's order id, and for prepayment what the
 * customer needs to pay it.
 */

/** Where a prepayment goes: the shop's configured account, the amount and the order number as reference. */
export interface BankTransfer {
  account_holder: string;
  iban: string;
  bic: string;
  /** The order's grand total, euros. */
  amount: number;
  /** The order number, to be given as the transfer's reference. */
  reference: string;
}

export interface OrderSummary extends OrderHistoryItem {
  /** The client's order id (the idempotency key of POST /api/order). */
  order_id: string;
  /** Set for prepayment (code checkmo) only. */
  bank_transfer: BankTransfer | null;
}

/** The payment method code of prepayment by bank transfer (Vorkasse). */
export const PREPAYMENT = 'checkmo';

/** A stored order address (Magento's fields) as the lines of a postal address. */
export function addressLines(raw: unknown, countryName: (code: string) => string): string[] {
  if (!raw || typeof raw !== 'object') return [];
  const a = raw as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const street = Array.isArray(a.street) ? a.street.map(text).filter(Boolean).join(' ') : text(a.street);
  return [
    text(a.company),
    `${text(a.firstname)} ${text(a.lastname)}`.trim(),
    street,
    `${text(a.postcode)} ${text(a.city)}`.trim(),
    countryName(text(a.country_id)),
  ].filter(Boolean);
}
