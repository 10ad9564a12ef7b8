import '../../shared/i18n/areas/messages.ts';
import '../../shared/i18n/areas/account.ts';
import { subscribe } from 'valtio';
import { isApiError } from '../../shared/api/errors.ts';
import { createUserApi, type LoginAnswer, type RegisterInput, type UserApi } from '../../shared/api/user.ts';
import type { AppContextValue } from '../app-context.tsx';
import { browserStorage } from '../stores/persisted.ts';
import { FAILED, messageOf, runtimeOf, UNAUTHORIZED_EVENT } from '../cart/runtime.ts';
import { clearList } from '../stores/list.ts';
import { notify } from '../stores/notifications.ts';
import { clearUser, setSession } from './state.ts';
import { authorizeCart, clearCart } from './cart-session.ts';
import { clearCheckoutDetails, persistUser } from './persist.ts';

/**
 * The customer session in the browser. Started once, by the header's account button when the
 * browser is idle or on its first click (or by an account page): the stored tokens load, and with
 * a token the profile is refreshed. Login sets the tokens, then loads the profile and moves the
 * cart to the customer; logout clears cart, user, wishlist, compare, checkout details and order
 * history. A 401 while a token is held (here, or from a cart call) logs out and opens the login
 * and register modal (auto-refresh is off).
 */

export type AccountApp = Pick<AppContextValue, 'stores' | 'api' | 'store' | 'config'>;
export type Outcome = { ok: true } | { ok: false; message: string };

export const LOGGED_OUT = "You're logged out";
/** The server's texts (shared/schemas/user.ts, not imported: it brings zod into the chunk). */
export const LOGIN_FAILED = 'The e-mail address or password is incorrect.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const RESET_OFFLINE = 'Reset password feature does not work while offline!';
export const NOT_LOGGED_IN = 'You need to be logged in to see this page';

/** The shopper's customer API and session start (`stores.account`), made on first use. */
export interface AccountRuntime {
  api: UserApi;
  /** The start (stored session, profile refresh), once per shopper. */
  started?: Promise<void>;
}

function accountOf(app: AccountApp): AccountRuntime {
  app.stores.account ??= { api: createUserApi(app.api.call, app.store.code) };
  return app.stores.account;
}

export function userApiOf(app: AccountApp): UserApi {
  return accountOf(app).api;
}

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/** Loads the stored session and refreshes the profile; once per shopper. */
export function startSession(app: AccountApp): Promise<void> {
  const { user } = app.stores;
  const account = accountOf(app);
  account.started ??= (async () => {
    const browser = typeof window !== 'undefined';
    persistUser(user, subscribe, browserStorage(), browser ? window : null);
    if (browser) {
      window.addEventListener(UNAUTHORIZED_EVENT, () => expireSession(app));
      if (/\/customer\/account\/forgotpassword\/?$/.test(window.location.pathname))
        app.stores.ui.authElem = 'forgot-pass';
    }
    if (user.token) await refreshProfile(app);
  })();
  return account.started;
}

/**
 * Runs an account call with the customer's token; a 401 logs out and opens the modal.
 * Rejects when nobody is logged in.
 */
export async function withUser<T>(app: AccountApp, call: (api: UserApi, token: string) => Promise<T>): Promise<T> {
  const token = app.stores.user.token;
  if (!token) throw new Error(NOT_LOGGED_IN);
  try {
    return await call(userApiOf(app), token);
  } catch (error) {
    if (isUnauthorized(error) && app.stores.user.token === token) expireSession(app);
    throw error;
  }
}

export async function refreshProfile(app: AccountApp): Promise<void> {
  const profile = await withUser(app, (api, token) => api.me(token)).catch(() => null);
  if (profile) app.stores.user.profile = profile;
}

/** The order history page `page` (20 per page). */
export async function loadOrders(app: AccountApp, page = 1): Promise<void> {
  const history = await withUser(app, (api, token) => api.orderHistory(token, page));
  app.stores.user.orders = { items: history.items, total: history.total_count, page };
}

/** Login: tokens, then profile and orders; if the session cannot be set up the user is cleared. */
export async function login(app: AccountApp, email: string, password: string): Promise<Outcome> {
  const api = userApiOf(app);
  let answer: LoginAnswer;
  try {
    answer = await api.login(email.trim(), password);
  } catch (error) {
    return { ok: false, message: isUnauthorized(error) ? LOGIN_FAILED : messageOf(error) };
  }
  const { user } = app.stores;
  setSession(user, answer.token, answer.refreshToken);
  try {
    user.profile = await api.me(answer.token);
  } catch {
    clearUser(user);
    return { ok: false, message: FAILED };
  }
  await Promise.all([loadOrders(app).catch(() => undefined), authorizeCart(app).catch(() => undefined)]);
  return { ok: true };
}

/** Registers the account, then logs in with it. */
export async function register(app: AccountApp, input: RegisterInput): Promise<Outcome> {
  try {
    await userApiOf(app).register(input);
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
  return login(app, input.email, input.password);
}

/** Logout: ends the server session and clears what belonged to the customer in this browser. */
export function logout(app: AccountApp, options: { silent?: boolean } = {}): void {
  const { user, cart, wishlist, compare, notifications } = app.stores;
  const token = user.token;
  clearUser(user);
  runtimeOf(app); // the stored cart is read before it is cleared, so it cannot come back afterwards
  clearCart(cart);
  clearList(wishlist);
  clearList(compare);
  clearCheckoutDetails(browserStorage() as Storage | null);
  if (token)
    void userApiOf(app)
      .logout(token)
      .catch(() => undefined);
  if (!options.silent) notify(notifications, { type: 'success', message: LOGGED_OUT });
}

/** A 401 with a token: log out and open the login and register modal. */
export function expireSession(app: AccountApp): void {
  if (!app.stores.user.token) return;
  logout(app, { silent: true });
  app.stores.ui.authElem = 'login';
  notify(app.stores.notifications, { type: 'warning', message: SESSION_EXPIRED });
}
