import type { Dashboard } from '../admin/dashboard.ts';
import type { StockHistoryEntry, StockRow } from '../admin/stock-admin.ts';
import { storeCodes } from '../../shared/stores.ts';
import { FormStatus, money, when } from './layout.tsx';

export function LoginPage() {
  return (
    <form data-admin-form data-login action="/api/admin/session" data-redirect="/admin" className="card">
      <label>
        E-Mail-Adresse
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Passwort
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <label data-totp hidden>
        Code aus der Authenticator-App
        <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" />
      </label>
      <button type="submit">Anmelden</button>
      <FormStatus />
    </form>
  );
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
      <table>
        <thead>
          <tr>
            <th>Shop</th>
            <th className="num">Heute</th>
            <th className="num">Umsatz heute</th>
            <th className="num">Diese Woche</th>
            <th className="num">Umsatz Woche</th>
          </tr>
        </thead>
        <tbody>
          {data.stores.map((s) => (
            <tr key={s.store}>
              <td>{s.store}</td>
              <td className="num">{s.today_orders}</td>
              <td className="num">{money(s.today_revenue)}</td>
              <td className="num">{s.week_orders}</td>
              <td className="num">{money(s.week_revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Warten auf Zahlung (Vorkasse)</h2>
      <table>
        <thead>
          <tr>
            <th>Nummer</th>
            <th>Bestellt</th>
            <th>Kunde</th>
            <th className="num">Betrag</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
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
      <form className="filters" method="get" action="/admin/stock">
        <label>
          Shop
          <select name="store" defaultValue={store}>
            {storeCodes.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          SKU oder Name
          <input name="q" type="search" defaultValue={q} />
        </label>
        <button type="submit">Suchen</button>
      </form>
      <table>
        <thead>
          <tr>
            <th>SKU</th>
            <th>Artikel</th>
            <th>Bestand</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.sku}>
              <td>
                <a href={`/admin/stock?store=${store}&q=${encodeURIComponent(q)}&sku=${encodeURIComponent(r.sku)}`}>
                  {r.sku}
                </a>
              </td>
              <td>{r.name}</td>
              <td>
                <form
                  data-admin-form
                  action={`/api/admin/stock/${store}/${encodeURIComponent(r.sku)}`}
                  className="inline-form"
                >
                  <label>
                    Menge
                    <input name="qty" type="number" min={0} data-nullable defaultValue={r.qty ?? ''} />
                  </label>
                  <label className="check">
                    <input name="is_in_stock" type="checkbox" defaultChecked={r.is_in_stock === 1} /> lieferbar
                  </label>
                  <button type="submit">Speichern</button>
                  <FormStatus />
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {sku && (
        <>
          <h2>Verlauf {sku}</h2>
          <table>
            <thead>
              <tr>
                <th>Wann</th>
                <th>Wer</th>
                <th>Menge</th>
                <th>Lieferbar</th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
