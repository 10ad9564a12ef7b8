import type { ReactNode } from 'react';
import type { Layout as LayoutName } from '../../shared/routes.ts';
import type { LayoutData } from '../../shared/loaders/layout.ts';
import { useApp, useT } from '../app-context.tsx';
import { headerAtLoad, headerKeys } from '../islands/stored-keys.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { Link } from './Link.tsx';
import { Notifications } from './Notifications.tsx';
import { Island } from '../islands/Island.tsx';

/** The three layouts of default (header, menu, footer), minimal (logo only), empty. */
export function Layout({
  name,
  data,
  path,
  children,
}: {
  name: LayoutName;
  data: LayoutData;
  /** The page's path: some links need the header's buttons as the page loads (headerAtLoad). */
  path: string;
  children: ReactNode;
}) {
  const t = useT();
  const { stores, store, islands } = useApp();
  if (name === 'empty') return <main id="main">{children}</main>;
  if (name === 'minimal') {
    return (
      <div className="layout layout--minimal">
        <header className="header header--minimal">
          <Link to="/" className="header__logo">
            <span className="logo__mark" aria-hidden="true">
              ▥
            </span>{' '}
            Zaunshop
          </Link>
        </header>
        <main id="main" className="main">
          {children}
        </main>
        <Notifications />
      </div>
    );
  }
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <Island
        name="header"
        component={Header}
        props={{ menu: data.menu }}
        when={headerAtLoad(path) ? 'load' : 'interaction'}
        stored={headerKeys(store.code)}
        className="header-slot"
        // The server's header shows the menu in the store's language, every list and the cart empty.
        htmlKey={islands ? JSON.stringify(['header', stores.session.locale, store.code, data.menu]) : undefined}
      />
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click beside an open submenu closes it; Escape does so for keyboard users */}
      <main id="main" className="main" tabIndex={-1} onClick={() => (stores.ui.submenu = null)}>
        {children}
      </main>
      <Footer />
      {/* Hydrated with the first notice (client/islands/runtime.ts): nothing shows before. */}
      <Island
        name="notifications"
        component={Notifications}
        props={{}}
        when="interaction"
        htmlKey={`notifications:${stores.session.locale}`}
      />
    </div>
  );
}
