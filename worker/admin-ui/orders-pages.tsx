import { CARRIERS } from '../admin/carriers.ts';
import type { AdminOrder, OrderClick, OrderFilters } from '../admin/order-list.ts';
import { ORDER_STATUSES } from '../admin/order-list.ts';
import type { HistoryEntry } from '../admin/order-status.ts';
import { storeCodes } from '../../shared/stores.ts';
import { ActionButton, FormStatus, money, STATUS_DE, when } from './layout.tsx';
import { AddressBlock, LinesTable, TotalsFacts } from './order-parts.tsx';

/** The order list: filters as a plain GET form, the orders, paging and the CSV of the same filters. */
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
  const at = (n: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(n));
    return `/admin/orders?${params}`;
  };
  return (
    <>
      <form className="filters" method="get" action="/admin/orders">
        <label>
          Suche
          <input name="q" type="search" defaultValue={filters.q} placeholder="Nummer, E-Mail oder Name" />
        </label>
        <label>
          Status
          <select name="status" defaultValue={filters.status ?? ''}>
            <option value="">alle</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_DE[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Shop
          <select name="store" defaultValue={filters.store ?? ''}>
            <option value="">alle</option>
            {storeCodes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Zahlart
          <select name="payment" defaultValue={filters.payment ?? ''}>
            <option value="">alle</option>
            <option value="checkmo">Vorkasse</option>
            <option value="cashondelivery">Nachnahme</option>
          </select>
        </label>
        <label>
          von
          <input name="from" type="date" defaultValue={filters.from} />
        </label>
        <label>
          bis
          <input name="to" type="date" defaultValue={filters.to} />
        </label>
        <label className="check">
          <input name="offline" type="checkbox" value="1" defaultChecked={filters.offline} /> offline aufgegeben
        </label>
        <button type="submit">Filtern</button>
        <a href={`/api/admin/orders/export.csv?${query}`}>CSV exportieren</a>
      </form>
      <p>
        {total} Bestellungen · Seite {page} von {pages}
      </p>
      <table>
        <thead>
          <tr>
            <th>Nummer</th>
            <th>Datum</th>
            <th>Shop</th>
            <th>Kunde</th>
            <th>Zahlart</th>
            <th>Status</th>
            <th className="num">Gesamt</th>
          </tr>
        </thead>
        <tbody>
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
              <td>{STATUS_DE[o.status] ?? o.status}</td>
              <td className="num">{money(o.grand_total, o.order_currency_code)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label="Seiten">
        {page > 1 && <a href={at(page - 1)}>← Zurück</a>} {page < pages && <a href={at(page + 1)}>Weiter →</a>}
      </nav>
    </>
  );
}

/** The actions the order's status allows next (order-status.ts NEXT). */
function StatusActions({ order }: { order: AdminOrder }) {
  const action = `/api/admin/orders/${order.entity_id}/status`;
  const from = order.status;
  return (
    <div className="box no-print">
      <h2>Status ändern</h2>
      {from === 'pending' && (
        <ActionButton action={action} body={{ from, to: 'processing' }} label="Als bezahlt markieren" />
      )}
      {from === 'processing' && (
        <form data-admin-form action={action} className="card">
          <input type="hidden" name="from" value={from} />
          <input type="hidden" name="to" value="shipped" />
          <label>
            Versanddienstleister
            <select name="carrier" defaultValue="dhl">
              {Object.entries(CARRIERS).map(([code, c]) => (
                <option key={code} value={code}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Sendungsnummer
            <input name="tracking_number" required pattern="[A-Za-z0-9 \-]{4,40}" />
          </label>
          <button type="submit">Als versendet markieren</button>
          <FormStatus />
        </form>
      )}
      {from === 'shipped' && <ActionButton action={action} body={{ from, to: 'complete' }} label="Abschließen" />}
      {(from === 'pending' || from === 'processing') && (
        <ActionButton action={action} body={{ from, to: 'canceled' }} label="Stornieren" danger />
      )}
      {(from === 'complete' || from === 'canceled') && <p>Keine weiteren Statusänderungen möglich.</p>}
    </div>
  );
}

export function OrderPage({
  order,
  history,
  click,
}: {
  order: AdminOrder;
  history: HistoryEntry[];
  click: OrderClick | null;
}) {
  return (
    <>
      <p className="no-print">
        <a href={`/admin/orders/${order.entity_id}/invoice`}>Rechnung</a> ·{' '}
        <a href={`/admin/orders/${order.entity_id}/packing-slip`}>Lieferschein</a>
      </p>
      <dl className="facts">
        <dt>Status</dt>
        <dd className="order-status">{STATUS_DE[order.status] ?? order.status}</dd>
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
      <StatusActions order={order} />
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
      <table className="history">
        <thead>
          <tr>
            <th>Wann</th>
            <th>Wer</th>
            <th>Änderung</th>
            <th>Sendung</th>
          </tr>
        </thead>
        <tbody>
          {history.map((h) => (
            <tr key={h.created_at + h.to_status}>
              <td>{when(h.created_at)}</td>
              <td>{h.staff_email}</td>
              <td>
                {STATUS_DE[h.from_status] ?? h.from_status} → {STATUS_DE[h.to_status] ?? h.to_status}
              </td>
              <td>{h.tracking_number ? `${h.carrier} ${h.tracking_number}` : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
