import { formatDateTime, formatPrice } from '../../shared/i18n/format.ts';
import type { Translate } from '../../shared/i18n/interpolate.ts';
import type { Locale } from '../../shared/i18n/locale.ts';
import { countryName, lineOptionsText, paymentTitle } from '../../shared/rules/order-labels.ts';
import { addressLines, type OrderSummary } from '../../shared/schemas/order-summary.ts';
import type { Mail } from '../mail/mail-outbox.ts';

/**
 * The order confirmation mail: what the thank-you page shows (number, lines, addresses, methods,
 * totals and, for prepayment, the bank details with the order number as reference), as plain text
 * in the shopper's language. Every order gets one, written with the order itself.
 */

/** Stands in for the order number until the order's transaction gives it one (order-repo.ts fills it in). */
export const ORDER_NUMBER_SLOT = '\u2063ORDER_NUMBER\u2063';

interface OrderLine {
  name: string;
  qty_ordered: number;
  row_total_incl_tax: number;
  options: unknown;
}

/** The line's options in brackets after its name, nothing when it has none. */
function optionsText(options: unknown): string {
  const text = lineOptionsText(options);
  return text ? ` (${text})` : '';
}

export function orderConfirmationMail(order: OrderSummary, t: Translate, locale: Locale): Mail {
  const price = (euros: number) => formatPrice(euros, locale);
  const line = (item: OrderLine) =>
    `${item.qty_ordered} × ${item.name}${optionsText(item.options)}: ${price(item.row_total_incl_tax)}`;
  const block = (title: string, lines: string[]) => ['', `${title}:`, ...lines];
  const bank = order.bank_transfer;
  const body = [
    t('Hello {name},', { name: `${order.customer_firstname} ${order.customer_lastname}`.trim() }),
    '',
    t('thank you for your order. We have received it and will process it shortly.'),
    '',
    `${t('Order number')}: ${order.increment_id}`,
    `${t('Order date')}: ${formatDateTime(order.created_at, locale)}`,
    ...block(t('Ordered items'), order.items.map(line)),
    '',
    `${t('Subtotal')}: ${price(order.subtotal_incl_tax)}`,
    ...(order.shipping_description ? [`${t('Shipping')}: ${price(order.shipping_incl_tax)}`] : []),
    ...(order.discount_amount ? [`${t('Discount')}: ${price(order.discount_amount)}`] : []),
    `${t('Grand total')}: ${price(order.grand_total)}`,
    `${t('incl. VAT')}: ${price(order.tax_amount)}`,
    ...block(t('Shipping address'), addressLines(order.shipping_address, countryName)),
    ...block(t('Billing address'), addressLines(order.billing_address, countryName)),
    ...(order.shipping_description ? block(t('Shipping method'), [order.shipping_description]) : []),
    ...block(t('Payment method'), [paymentTitle(order.payment.method, t)]),
    ...(bank
      ? [
          '',
          t('Please transfer the amount to the following account:'),
          `${t('Account holder')}: ${bank.account_holder}`,
          `IBAN: ${bank.iban}`,
          `BIC: ${bank.bic}`,
          `${t('Amount to transfer')}: ${price(bank.amount)}`,
          `${t('Payment reference')}: ${bank.reference}`,
          t('We will ship your order as soon as your payment has arrived.'),
        ]
      : []),
    '',
    t('Your Zaunshop team'),
  ].join('\n');
  return {
    kind: 'order_confirmation',
    to: order.customer_email,
    subject: t('Order confirmation {orderNumber}', { orderNumber: order.increment_id }),
    body,
  };
}
