import type { OrderHistoryItem } from '../../shared/schemas/order-history.ts';
import { PREPAYMENT, type OrderSummary } from '../../shared/schemas/order-summary.ts';
import type { BankAccount } from '../config.ts';
import { orderByClientId, toHistoryItem, type OrderHistoryRow, type OrderItemRow } from './order-history-repo.ts';
import type { NewOrder } from './order-repo.ts';

/**
 * The summary of a placed order, for the thank-you page and the confirmation mail alike: the order
 * as the order history shows it, plus the bank details when it is paid in advance. The mail is
 * written before the order has its number (in the order's own transaction), so a summary can be
 * made from the order about to be stored with a stand-in number the batch fills in.
 */

function summaryOf(order: OrderHistoryItem, orderId: string, bank: BankAccount): OrderSummary {
  const prepaid = order.payment.method === PREPAYMENT;
  return {
    ...order,
    order_id: orderId,
    bank_transfer: prepaid
      ? {
          account_holder: bank.holder,
          iban: bank.iban,
          bic: bank.bic,
          amount: order.grand_total,
          reference: order.increment_id,
        }
      : null,
  };
}

/** The order about to be stored, as it will read back, with `incrementId` standing in for its number. */
export function pendingSummary(order: Omit<NewOrder, 'mail'>, incrementId: string, bank: BankAccount): OrderSummary {
  const at = order.now.toISOString();
  const m = order.money;
  const row: OrderHistoryRow = {
    entity_id: 0,
    store: order.store,
    increment_id: incrementId,
    status: 'pending',
    customer_email: order.email,
    customer_firstname: order.firstname,
    customer_lastname: order.lastname,
    coupon_code: order.couponCode,
    shipping_address: JSON.stringify(order.shippingAddress),
    billing_address: JSON.stringify(order.billingAddress),
    shipping_description: order.shipping?.description ?? null,
    payment_method_code: order.paymentMethod,
    currency: order.totals.quote_currency_code,
    subtotal_incl_tax_cents: m.subtotalGross,
    discount_amount_cents: -m.discount,
    shipping_incl_tax_cents: m.shipGross,
    tax_amount_cents: m.tax,
    grand_total_cents: m.grand,
    totals: JSON.stringify(order.totals),
    created_at: at,
    updated_at: at,
  };
  const items: OrderItemRow[] = order.items.map((item, i) => ({
    ...item,
    order_id: 0,
    position: i + 1,
    product_option: item.product_option === undefined ? null : JSON.stringify(item.product_option),
  }));
  return summaryOf(toHistoryItem(row, items), order.clientOrderId, bank);
}

/**
 * The stored order of a store by its client order id, for whoever may read it: a customer's order
 * only with that customer's token, a guest's order only with the e-mail address it was placed with
 * (besides the order id, which the shop's checkout makes unguessable). Anyone else gets null, as if
 * there were no such order.
 */
export async function readableSummary(
  db: D1Database,
  query: { store: string; orderId: string; email: string; customerId: number | null },
  bank: BankAccount,
): Promise<OrderSummary | null> {
  const found = await orderByClientId(db, query.store, query.orderId);
  if (!found) return null;
  const allowed =
    found.customerId !== null
      ? found.customerId === query.customerId
      : found.order.customer_email.trim().toLowerCase() === query.email.trim().toLowerCase();
  return allowed ? summaryOf(found.order, query.orderId, bank) : null;
}
