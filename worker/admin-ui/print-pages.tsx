import type { AdminOrder } from '../admin/order-list.ts';
import { PrintButton } from '../../client/admin/PrintButton.tsx';
import { when } from '../../client/admin/format.ts';
import { AdminIsland } from './island.tsx';
import { AddressBlock, LinesTable, TotalsFacts } from './order-parts.tsx';

/** The shop's sender line on printed documents. */
const SENDER = 'Zaunshop · Zaunweg 1 · 26203 Wardenburg';

/** The invoice (with prices and tax) and the packing slip (lines only), laid out for printing. */
export function PrintPage({ order, kind }: { order: AdminOrder; kind: 'invoice' | 'packing-slip' }) {
  const invoice = kind === 'invoice';
  return (
    <>
      <p className="no-print">
        <AdminIsland name="print" component={PrintButton} props={{}} />{' '}
        <a href={`/admin/orders/${order.entity_id}`}>Zurück zur Bestellung</a>
      </p>
      <p>
        <small>{SENDER}</small>
      </p>
      <div className="columns">
        <div>
          <AddressBlock address={invoice ? order.billing_address : order.shipping_address} />
        </div>
        <dl className="facts">
          <dt>{invoice ? 'Rechnungsnummer' : 'Bestellnummer'}</dt>
          <dd>{order.increment_id}</dd>
          <dt>Bestelldatum</dt>
          <dd>{when(order.created_at)}</dd>
          <dt>Kunde</dt>
          <dd>{order.customer_email}</dd>
        </dl>
      </div>
      <LinesTable order={order} prices={invoice} />
      {invoice && <TotalsFacts order={order} />}
      {invoice && order.payment.method === 'checkmo' && (
        <p>Bitte überweisen Sie den Gesamtbetrag unter Angabe der Bestellnummer {order.increment_id}.</p>
      )}
      {!invoice && <p>Bitte prüfen Sie die Lieferung auf Vollständigkeit.</p>}
    </>
  );
}
