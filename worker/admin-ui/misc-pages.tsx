import type { Dashboard } from '../admin/dashboard.ts';
import { type Column, DataTable } from '../../client/admin/DataTable.tsx';
import type { StockHistoryEntry, StockRow } from '../admin/stock-admin.ts';
import { storeCodes } from '../../shared/stores.ts';
import { Filters } from '../../client/admin/Filters.tsx';
import { money, when } from '../../client/admin/format.ts';
import { LoginForm } from '../../client/admin/LoginForm.tsx';
import { StockEditor } from '../../client/admin/StockEditor.tsx';
import { AdminIsland } from './island.tsx';

const STOCK_HISTORY_COLUMNS: Column[] = [
  { label: 'Wann' },
  { label: 'Wer' },
  { label: 'Menge' },
  { label: 'Lieferbar' },
];

const STOCK_COLUMNS: Column[] = [{ label: 'SKU' }, { label: 'Artikel' }, { label: 'Bestand' }];

const WAITING_COLUMNS: Column[] = [
  { label: 'Nummer' },
  { label: 'Bestellt' },
  { label: 'Kunde' },
  { label: 'Betrag', num: true },
];

const STORE_COLUMNS: Column[] = [
  { label: 'Shop' },
  { label: 'Heute', num: true },
  { label: 'Umsatz heute', num: true },
  { label: 'Diese Woche', num: true },
  { label: 'Umsatz Woche', num: true },
];

export function LoginPage() {
  return <AdminIsland name="login" component={LoginForm} props={{}} />;
}

export function DashboardPage({ data }: { data: Dashboard }) {
  return (
    <>
      <div className="tiles">
        <a className="tile" href="/admin/orders?status=pending&payment=checkmo">
          <strong>{data.waiting_payment.length}</strong> Vorkasse-Bestellungen warten auf Zahlung
        </a>
        <a className="tile" href="/admin/outbox?filter=failed">
          <strong>{data.failed_mails}</strong> Mails fehlgeschlagen
        </a>
        <a className="tile" href="/admin/reviews">
          <strong>{data.pending_reviews}</strong> Bewertungen warten
        </a>
        <a className="tile" href="/admin/messages">
          <strong>{data.unread_messages}</strong> ungelesene Nachrichten
        </a>
      </div>
      <h2>Bestellungen und Umsatz</h2>
      <DataTable columns={STORE_COLUMNS}>
        {data.stores.map((s) => (
          <tr key={s.store}>
            <td>{s.store}</td>
            <td className="num">{s.today_orders}</td>
            <td className="num">{money(s.today_revenue)}</td>
            <td className="num">{s.week_orders}</td>
            <td className="num">{money(s.week_revenue)}</td>
          </tr>
        ))}
      </DataTable>
      <h2>Warten auf Zahlung (Vorkasse)</h2>
      <DataTable columns={WAITING_COLUMNS}>
        {data.waiting_payment.map((w) => (
          <tr key={w.entity_id} className={w.overdue ? 'overdue' : undefined}>
            <td>
              <a href={`/admin/orders/${w.entity_id}`}>{w.increment_id}</a>
              {w.overdue && <span className="badge badge--warn"> älter als 7 Tage</span>}
            </td>
            <td>{when(w.created_at)}</td>
            <td>{w.customer_email}</td>
            <td className="num">{money(w.grand_total)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

export function StockPage({
  store,
  q,
  rows,
  history,
  sku,
}: {
  store: string;
  q: string;
  rows: StockRow[];
  history: StockHistoryEntry[];
  sku: string;
}) {
  return (
    <>
      <AdminIsland
        name="filters"
        component={Filters}
        props={{
          action: '/admin/stock',
          label: 'Suchen',
          fields: [
            {
              kind: 'select',
              name: 'store',
              label: 'Shop',
              value: store,
              options: storeCodes.map((s): [string, string] => [s, s]),
            },
            { kind: 'search', name: 'q', label: 'SKU oder Name', value: q },
          ],
        }}
      />
      <DataTable columns={STOCK_COLUMNS}>
        {rows.map((r) => (
          <tr key={r.sku}>
            <td>
              <a href={`/admin/stock?store=${store}&q=${encodeURIComponent(q)}&sku=${encodeURIComponent(r.sku)}`}>
                {r.sku}
              </a>
            </td>
            <td>{r.name}</td>
            <td>
              <AdminIsland
                name="stock-editor"
                component={StockEditor}
                props={{ store, sku: r.sku, qty: r.qty, inStock: r.is_in_stock === 1 }}
              />
            </td>
          </tr>
        ))}
      </DataTable>
      {sku && (
        <>
          <h2>Verlauf {sku}</h2>
          <DataTable columns={STOCK_HISTORY_COLUMNS}>
            {history.map((h) => (
              <tr key={h.created_at}>
                <td>{when(h.created_at)}</td>
                <td>{h.staff_email}</td>
                <td>
                  {h.qty_before ?? '–'} → {h.qty_after ?? '–'}
                </td>
                <td>
                  {h.in_stock_before ? 'ja' : 'nein'} → {h.in_stock_after ? 'ja' : 'nein'}
                </td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </>
  );
}
