import type { ReactNode } from 'react';
import manifest from '../../dist/client/.vite/manifest.json';
import type { StaffRow } from '../admin/staff-repo.ts';
import { ActionButtons } from '../../client/admin/ActionButtons.tsx';
import { AdminIsland } from './island.tsx';
import { ADMIN_CSS } from './styles.ts';

/** The back office's own script (client/admin/admin-islands.ts), a Vite entry storefront pages never load. */
export const ADMIN_ENTRY = 'client/admin/admin-islands.ts';
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
        <link rel="icon" href="/icons/icon-32.png" sizes="32x32" type="image/png" />
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
            <div className="admin-account">
              <span>{staff.email}</span>
              <AdminIsland
                name="actions"
                component={ActionButtons}
                props={{ actions: [{ label: 'Abmelden', path: 'session', method: 'DELETE' }], next: '/admin/login' }}
              />
            </div>
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
