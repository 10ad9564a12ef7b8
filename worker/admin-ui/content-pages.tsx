import type { StaffMessage, Subscriber } from '../admin/messages-admin.ts';
import { type Column, DataTable } from '../../client/admin/DataTable.tsx';
import type { OutboxEntry } from '../admin/outbox-admin.ts';
import type { AdminReview } from '../admin/reviews-admin.ts';
import { ActionButtons, type AdminAction } from '../../client/admin/ActionButtons.tsx';
import { when } from '../../client/admin/format.ts';
import { AdminIsland } from './island.tsx';

const OUTBOX_COLUMNS: Column[] = [
  { label: 'Erstellt' },
  { label: 'Art' },
  { label: 'An' },
  { label: 'Betreff' },
  { label: 'Versendet' },
  { label: 'Versuche' },
  { label: '' },
];

const SUBSCRIBER_COLUMNS: Column[] = [
  { label: 'E-Mail' },
  { label: 'Status' },
  { label: 'Shop' },
  { label: 'Angemeldet' },
  { label: 'Bestätigt' },
];

/** Buttons that call the back-office API; the page then shows the change. */
const Actions = ({ actions }: { actions: AdminAction[] }) =>
  actions.length > 0 ? <AdminIsland name="actions" component={ActionButtons} props={{ actions }} /> : null;

const REVIEW_TABS: Array<[string, string]> = [
  ['pending', 'Wartend'],
  ['approved', 'Freigegeben'],
  ['rejected', 'Abgelehnt'],
];

export function ReviewsPage({ status, reviews }: { status: string; reviews: AdminReview[] }) {
  return (
    <>
      <nav aria-label="Bewertungsstatus">
        {REVIEW_TABS.map(([code, label]) => (
          <a
            key={code}
            className="tab"
            href={`/admin/reviews?status=${code}`}
            aria-current={code === status ? 'page' : undefined}
          >
            {label}
          </a>
        ))}
      </nav>
      {reviews.length === 0 && <p>Keine Bewertungen.</p>}
      {reviews.map((r) => (
        <article key={r.id} className="box review" data-review-id={r.id}>
          <h2>
            {r.title} <span className="badge">{r.rating ? `${r.rating} ★` : 'ohne Sterne'}</span>
          </h2>
          <p>
            {r.nickname} · {when(r.created_at)} · {r.product_name ?? `Produkt ${r.product_id}`} ({r.product_sku}) · Shop{' '}
            {r.store}
          </p>
          <pre className="message">{r.detail}</pre>
          <Actions
            actions={[
              ...(r.status !== 'approved'
                ? [{ label: 'Freigeben', path: `reviews/${r.id}`, body: { status: 'approved' } }]
                : []),
              ...(r.status !== 'rejected'
                ? [{ label: 'Ablehnen', path: `reviews/${r.id}`, body: { status: 'rejected' }, danger: true }]
                : []),
            ]}
          />
        </article>
      ))}
    </>
  );
}

export function MessagesPage({ messages }: { messages: StaffMessage[] }) {
  return (
    <>
      {messages.length === 0 && <p>Keine Nachrichten.</p>}
      {messages.map((m) => (
        <article key={m.id} className="box">
          <h2>
            {m.subject}{' '}
            <span className={m.read_at ? 'badge' : 'badge badge--warn'}>
              {m.answered_at ? 'beantwortet' : m.read_at ? 'gelesen' : 'neu'}
            </span>
          </h2>
          <p>
            {m.kind === 'business_contact' ? 'Geschäftskunden-Anfrage' : 'Kontaktformular'} · {when(m.received_at)}
            {m.reply_to && (
              <>
                {' · '}
                <a href={`mailto:${m.reply_to}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>{m.reply_to}</a>
              </>
            )}
          </p>
          <pre className="message">{m.body}</pre>
          <Actions
            actions={[
              ...(!m.read_at ? [{ label: 'Gelesen', path: `messages/${m.id}`, body: { state: 'read' } }] : []),
              ...(!m.answered_at
                ? [{ label: 'Beantwortet', path: `messages/${m.id}`, body: { state: 'answered' } }]
                : []),
              ...(m.read_at
                ? [{ label: 'Als ungelesen markieren', path: `messages/${m.id}`, body: { state: 'unread' } }]
                : []),
            ]}
          />
        </article>
      ))}
    </>
  );
}

export function NewsletterPage({ subscribers }: { subscribers: Subscriber[] }) {
  return (
    <>
      <p>
        {subscribers.length} Einträge · <a href="/api/admin/newsletter/export.csv">CSV exportieren</a> ·{' '}
        <a href="/api/admin/newsletter/export.csv?status=subscribed">nur bestätigte als CSV</a>
      </p>
      <DataTable columns={SUBSCRIBER_COLUMNS}>
        {subscribers.map((s) => (
          <tr key={s.email}>
            <td>{s.email}</td>
            <td>{s.status}</td>
            <td>{s.store}</td>
            <td>{when(s.created_at)}</td>
            <td>{when(s.confirmed_at)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

export function OutboxPage({ filter, mails }: { filter: string; mails: OutboxEntry[] }) {
  return (
    <>
      <nav aria-label="Mail-Filter">
        <a href="/admin/outbox" aria-current={filter === 'all' ? 'page' : undefined}>
          alle
        </a>
        {' · '}
        <a href="/admin/outbox?filter=waiting" aria-current={filter === 'waiting' ? 'page' : undefined}>
          nicht versendet
        </a>
        {' · '}
        <a href="/admin/outbox?filter=failed" aria-current={filter === 'failed' ? 'page' : undefined}>
          fehlgeschlagen
        </a>
      </nav>
      <DataTable columns={OUTBOX_COLUMNS}>
        {mails.map((m) => (
          <tr key={m.id} className={!m.sent_at && m.attempts > 0 ? 'overdue' : undefined}>
            <td>{when(m.created_at)}</td>
            <td>{m.kind}</td>
            <td>{m.to_address}</td>
            <td>{m.subject}</td>
            <td>{when(m.sent_at)}</td>
            <td>
              {m.attempts}
              {m.deliveries.map((d) => (
                <div key={d.attempted_at}>
                  <small>
                    {when(d.attempted_at)} {d.adapter}: {d.ok ? 'ok' : d.error}
                  </small>
                </div>
              ))}
            </td>
            <td>{!m.sent_at && <Actions actions={[{ label: 'Erneut senden', path: `outbox/${m.id}/retry` }]} />}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
