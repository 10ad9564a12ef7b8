import { formatPrice } from '../../../shared/i18n/format.ts';
import { countryName, lineOptionsText, paymentTitle } from '../../../shared/rules/order-labels.ts';
import { addressLines, type BankTransfer, type OrderSummary } from '../../../shared/schemas/order-summary.ts';
import { useT } from '../../app-context.tsx';
import '../thank-you.css';

/**
 * The placed order on the thank-you page, as the confirmation mail has it: for prepayment the bank
 * details first (what the customer has to do next), then the lines, the totals, both addresses and
 * the chosen methods.
 */

interface Line {
  item_id: number;
  name: string;
  qty_ordered: number;
  row_total_incl_tax: number;
  options: unknown;
}

function BankDetails({ bank }: { bank: BankTransfer }) {
  const t = useT();
  const rows: Array<[string, string, string]> = [
    ['holder', t('Account holder'), bank.account_holder],
    ['iban', 'IBAN', bank.iban],
    ['bic', 'BIC', bank.bic],
    ['amount', t('Amount to transfer'), formatPrice(bank.amount)],
    ['reference', t('Payment reference'), bank.reference],
  ];
  return (
    <section className="thank-you__bank" aria-labelledby="thank-you-bank-title">
      <h3 id="thank-you-bank-title">{t('Bank details for your transfer')}</h3>
      <p>{t('Please transfer the amount to the following account:')}</p>
      <dl>
        {rows.map(([key, label, value]) => (
          <div key={key} className={`thank-you__bank-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{t('We will ship your order as soon as your payment has arrived.')}</p>
    </section>
  );
}

function Address({ id, title, raw }: { id: string; title: string; raw: unknown }) {
  return (
    <div className={`thank-you__address thank-you__${id}`}>
      <h3>{title}</h3>
      <address>
        {addressLines(raw, countryName).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </div>
  );
}

export function OrderDetails({ order }: { order: OrderSummary }) {
  const t = useT();
  const totals: Array<[string, string, number]> = [
    ['subtotal', t('Subtotal'), order.subtotal_incl_tax],
    ...(order.shipping_description
      ? [['shipping', t('Shipping'), order.shipping_incl_tax] as [string, string, number]]
      : []),
    ...(order.discount_amount ? [['discount', t('Discount'), order.discount_amount] as [string, string, number]] : []),
    ['grand_total', t('Grand total'), order.grand_total],
    ['tax', t('incl. VAT'), order.tax_amount],
  ];
  return (
    <div className="thank-you__details">
      {order.bank_transfer ? <BankDetails bank={order.bank_transfer} /> : null}
      <section aria-labelledby="thank-you-lines-title">
        <h3 id="thank-you-lines-title">{t('Ordered items')}</h3>
        <ul className="thank-you__lines">
          {(order.items as Line[]).map((line) => {
            const options = lineOptionsText(line.options);
            return (
              <li key={line.item_id} className="thank-you__line">
                <span>
                  {line.qty_ordered} × <span className="thank-you__line-name">{line.name}</span>
                  {options ? <span className="thank-you__line-options">{options}</span> : null}
                </span>
                <strong>{formatPrice(line.row_total_incl_tax)}</strong>
              </li>
            );
          })}
        </ul>
        <dl className="totals">
          {totals.map(([code, label, value]) => (
            <div key={code} className={`totals__${code}`}>
              <dt>{label}</dt>
              <dd>{formatPrice(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="thank-you__addresses">
        <Address id="shipping-address" title={t('Shipping address')} raw={order.shipping_address} />
        <Address id="billing-address" title={t('Billing address')} raw={order.billing_address} />
      </div>
      <dl className="thank-you__methods">
        {order.shipping_description ? (
          <div>
            <dt>{t('Shipping method')}</dt>
            <dd>{order.shipping_description}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('Payment method')}</dt>
          <dd className="thank-you__payment">{paymentTitle(order.payment.method, t)}</dd>
        </div>
      </dl>
    </div>
  );
}
