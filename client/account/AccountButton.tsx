import '../../shared/i18n/areas/account.ts';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { useHydrated } from '../components/use-list.ts';
import { ACCOUNT_TOGGLE_ID } from './account-ids.ts';
import { whenIdle } from '../islands/schedule.ts';
import { whenStored } from '../stores/persisted.ts';
import { FORGOT_PASSWORD_PATH, USER_STORAGE_KEY } from './state.ts';
import type { AccountApp } from './session.ts';

/** The login and registration modal loads with its first opening. */
const AuthModal = lazy(() => import('./AuthModal.tsx'));

const startSession = (app: AccountApp) => import('./session.ts').then((m) => m.startSession(app));

/** The password-reset link opens the modal, so the session starts there whatever is stored. */

function PersonIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The header's account entry: "Log in" (opens the modal) for a visitor, a link to My account for
 * a customer. A chunk of its own, like the cart button, so no account code is in the first-load
 * bundle. The session (client/account/session.ts: stored tokens, profile refresh) starts when the
 * browser is idle if a login is stored (or another tab logs in), and on a click on the button: a
 * visitor loads no account code until then. The icon keeps its size either way, so nothing moves
 * when a stored login turns it into My account.
 */
export default function AccountButton() {
  const t = useT();
  const app = useApp();
  const { stores } = app;
  const open = useSnapshot(stores.ui).authElem !== null;
  const user = useSnapshot(stores.user);
  const loggedIn = useHydrated() && user.loaded && !!user.token;
  useEffect(() => {
    if (FORGOT_PASSWORD_PATH.test(window.location.pathname)) return void startSession(app);
    return whenStored(USER_STORAGE_KEY, () => whenIdle(() => void startSession(app)));
  }, [app]);
  return (
    <>
      {loggedIn ? (
        <Link
          to="/my-account"
          id={ACCOUNT_TOGGLE_ID}
          className="header__icon"
          aria-label={t('My account')}
          title={t('My account')}
        >
          <PersonIcon />
        </Link>
      ) : (
        <button
          type="button"
          id={ACCOUNT_TOGGLE_ID}
          className="header__icon"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={t('Log in')}
          title={t('Log in')}
          onClick={() => {
            void startSession(app);
            stores.ui.authElem = open ? null : 'login';
          }}
        >
          <PersonIcon />
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
    </>
  );
}
