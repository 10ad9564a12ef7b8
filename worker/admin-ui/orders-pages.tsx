import { CARRIERS } from '../admin/carriers.ts';
import { type Column, DataTable } from '../../client/admin/DataTable.tsx';
import type { AdminOrder, OrderClick, OrderFilters } from '../admin/order-list.ts';
import { ORDER_STATUSES } from '../admin/order-list.ts';
import type { StatusHistoryEntry } from '../../shared/api/admin-orders.ts';
import { storeCodes } from '../../shared/stores.ts';
import { Filters, type FilterField } from '../../client/admin/Filters.tsx';
import { money, statusLabel, when } from '../../client/admin/format.ts';
import { OrderActions, OrderHistory, OrderStatusFact } from '../../client/admin/OrderStatus.tsx';
import { AdminIsland } from './island.tsx';
import { AddressBlock, LinesTable, TotalsFacts } from './order-parts.tsx';

const ORDER_COLUMNS: Column[] = [
  { label: 'Nummer' },
  { label: 'Datum' },
  { label: 'Shop' },
  { label: 'Kunde' },
  { label: 'Zahlart' },
  { label: 'Status' },
  { label: 'Gesamt', num: true },
];

/** The carriers to ship with, for the shipping form: [code, name]. */
const carriers = Object.entries(CARRIERS).map(([code, c]): [string, string] => [code, c.name]);

/** The order list: the filters (an island loading the list with them), the orders, paging and the CSV of the same filters. */
export function OrdersPage({
  filters,
  items,
  total,
  page,
  size,
  query,
}: {
  filters: OrderFilters;
  items: AdminOrder[];
  total: number;
  page: number;
  size: number;
  query: string;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  const all: [string, string] = ['', 'alle'];
  const fields: FilterField[] = [
    { kind: 'search', name: 'q', label: 'Suche', value: filters.q ?? '', placeholder: 'Nummer, E-Mail oder Name' },
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      value: filters.status ?? '',
      options: [all, ...ORDER_STATUSES.map((s): [string, string] => [s, statusLabel(s)])],
    },
    {
      kind: 'select',
      name: 'store',
      label: 'Shop',
      value: filters.store ?? '',
      options: [all, ...storeCodes.map((s): [string, string] => [s, s])],
    },
    {
      kind: 'select',
      name: 'payment',
      label: 'Zahlart',
      value: filters.payment ?? '',
      options: [all, ['checkmo', 'Vorkasse'], ['cashondelivery', 'Nachnahme']],
    },
    { kind: 'date', name: 'from', label: 'von', value: filters.from ?? '' },
    { kind: 'date', name: 'to', label: 'bis', value: filters.to ?? '' },
    { kind: 'check', name: 'offline', label: 'offline aufgegeben', value: filters.offline ? '1' : '' },
  ];
  const at = (n: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(n));
    return `/admin/orders?${params}`;
  };
  return (
    <>
      <AdminIsland name="filters" component={Filters} props={{ action: '/admin/orders', label: 'Filtern', fields }} />
      <p>
        <a href={`/api/admin/orders/export.csv?${query}`}>CSV exportieren</a>
      </p>
      <p>
        {total} Bestellungen · Seite {page} von {pages}
      </p>
      <DataTable columns={ORDER_COLUMNS}>
        {items.map((o) => (
          <tr key={o.entity_id}>
            <td>
              <a href={`/admin/orders/${o.entity_id}`}>{o.increment_id}</a>
              {o.placed_offline && <span className="badge"> offline</span>}
            </td>
            <td>{when(o.created_at)}</td>
            <td>{o.store}</td>
            <td>
              {o.customer_firstname} {o.customer_lastname}
              <br />
              {o.customer_email}
            </td>
            <td>{o.payment.method === 'checkmo' ? 'Vorkasse' : o.payment.method}</td>
            <td>{statusLabel(o.status)}</td>
            <td className="num">{money(o.grand_total, o.order_currency_code)}</td>
          </tr>
        ))}
      </DataTable>
      <nav aria-label="Seiten">
        {page > 1 && <a href={at(page - 1)}>← Zurück</a>} {page < pages && <a href={at(page + 1)}>Weiter →</a>}
      </nav>
    </>
  );
}

export function OrderPage({
  order,
  history,
  click,
}: {
  order: AdminOrder;
  history: StatusHistoryEntry[];
  click: OrderClick | null;
}) {
  const view = { id: order.entity_id, status: order.status, history };
  return (
    <>
      <p className="no-print">
        <a href={`/admin/orders/${order.entity_id}/invoice`}>Rechnung</a> ·{' '}
        <a href={`/admin/orders/${order.entity_id}/packing-slip`}>Lieferschein</a>
      </p>
      <dl className="facts">
        <AdminIsland name="order-status" component={OrderStatusFact} props={{ order: view }} />
        <dt>Bestellt am</dt>
        <dd>{when(order.created_at)}</dd>
        <dt>Shop</dt>
        <dd>{order.store}</dd>
        <dt>Kunde</dt>
        <dd>
          {order.customer_firstname} {order.customer_lastname} · {order.customer_email}
        </dd>
        <dt>Zahlart</dt>
        <dd>{order.payment.method === 'checkmo' ? 'Vorkasse (Überweisung)' : order.payment.method}</dd>
        <dt>Versandart</dt>
        <dd>{order.shipping_description ?? '–'}</dd>
        <dt>Gutschein</dt>
        <dd>{order.coupon_code ?? '–'}</dd>
        <dt>Offline aufgegeben</dt>
        <dd>{order.placed_offline ? 'ja' : 'nein'}</dd>
        {click && (
          <>
            <dt>Klick-ID ({click.click_type})</dt>
            <dd>
              {click.click_id} · {when(click.click_date)}
            </dd>
          </>
        )}
      </dl>
      <AdminIsland name="order-actions" component={OrderActions} props={{ order: view, carriers }} />
      <div className="columns">
        <div className="box">
          <h2>Lieferadresse</h2>
          <AddressBlock address={order.shipping_address} />
        </div>
        <div className="box">
          <h2>Rechnungsadresse</h2>
          <AddressBlock address={order.billing_address} />
        </div>
      </div>
      <h2>Positionen</h2>
      <LinesTable order={order} />
      <TotalsFacts order={order} />
      <h2>Verlauf</h2>
      <AdminIsland name="order-history" component={OrderHistory} props={{ order: view }} />
    </>
  );
}
