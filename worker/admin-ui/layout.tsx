import type { ReactNode } from 'react';
import manifest from '../../dist/client/.vite/manifest.json';
import type { StaffRow } from '../admin/staff-repo.ts';
import { ADMIN_CSS } from './styles.ts';

/** The back office's own script (client/admin/admin.ts), a Vite entry storefront pages never load. */
export const ADMIN_ENTRY = 'client/admin/admin.ts';
const adminScript = (manifest as Record<string, { file: string } | undefined>)[ADMIN_ENTRY]?.file;

const NAV: Array<[href: string, label: string, ownerOnly?: boolean]> = [
  ['/admin', 'Übersicht'],
  ['/admin/orders', 'Bestellungen'],
  ['/admin/reviews', 'Bewertungen'],
  ['/admin/messages', 'Nachrichten'],
  ['/admin/newsletter', 'Newsletter'],
  ['/admin/outbox', 'Mail-Ausgang'],
  ['/admin/stock', 'Bestand'],
  ['/admin/staff', 'Mitarbeiter', true],
  ['/admin/account', 'Mein Konto'],
];

export interface LayoutProps {
  title: string;
  nonce: string;
  staff?: StaffRow | null;
  /** The current path, to mark its navigation entry. */
  path?: string;
  /** Printable documents (invoice, packing slip) have no navigation. */
  bare?: boolean;
  children: ReactNode;
}

/** The back office's document: German, never indexed, its own stylesheet with print rules, its own script. */
export function Layout({ title, nonce, staff, path, bare, children }: LayoutProps) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} – Zaunshop Backoffice`}</title>
        <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
        <style>{ADMIN_CSS}</style>
        {adminScript && <script type="module" src={`/${adminScript}`} nonce={nonce} />}
      </head>
      <body className={bare ? 'admin admin--print' : 'admin'}>
        {staff && !bare && (
          <header className="admin-header">
            <strong>Zaunshop Backoffice</strong>
            <nav aria-label="Backoffice">
              {NAV.filter(([, , ownerOnly]) => !ownerOnly || staff.role === 'owner').map(([href, label]) => (
                <a key={href} href={href} aria-current={path === href ? 'page' : undefined}>
                  {label}
                </a>
              ))}
            </nav>
            <form data-admin-form action="/api/admin/session" data-method="DELETE" data-redirect="/admin/login">
              <span>{staff.email}</span> <button type="submit">Abmelden</button>
            </form>
          </header>
        )}
        <main className="admin-main">
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

/** The message line of an island form (filled by the admin script with the API's answer). */
export const FormStatus = () => <p className="form-status" role="alert" />;

/** A one-button form that posts JSON to the back-office API and reloads the page. */
export function ActionButton({
  action,
  body,
  label,
  danger,
}: {
  action: string;
  body: Record<string, string>;
  label: string;
  danger?: boolean;
}) {
  return (
    <form data-admin-form action={action} className="inline-form">
      {Object.entries(body).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={danger ? 'danger' : undefined}>
        {label}
      </button>
      <FormStatus />
    </form>
  );
}

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});
export const when = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '–');
const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
export const money = (amount: number, currency = 'EUR') =>
  currency === 'EUR' ? euro.format(amount) : `${amount.toFixed(2)} ${currency}`;

export const STATUS_DE: Record<string, string> = {
  pending: 'Offen',
  processing: 'In Bearbeitung (bezahlt)',
  shipped: 'Versendet',
  complete: 'Abgeschlossen',
  canceled: 'Storniert',
};
