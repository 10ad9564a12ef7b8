import type { OrderHistoryItem } from '../../shared/schemas/order-history.ts';
import type { UserProfile } from '../../shared/schemas/user.ts';

/**
 * The logged-in customer: tokens, profile and the loaded page of the
 * order history. Empty on the server and until the browser has read the stored session
 * (client/account/session.ts, after hydration), so the server's HTML is what the browser hydrates.
 * Only the tokens are kept in localStorage, under USER_STORAGE_KEY (contracts.md).
 *
 * The proxy itself is made by createStores (client/stores/index.ts); this module
 * is imported only by account chunks, so its actions stay out of the first-load bundle.
 */
export interface UserState {
  /** Turns true once the browser has read the stored session (never on the server). */
  loaded: boolean;
  token: string | null;
  refreshToken: string | null;
  profile: UserProfile | null;
  /** The order history page shown last (20 per page, first page 1). */
  orders: { items: OrderHistoryItem[]; total: number; page: number } | null;
}

/** Where the session is kept in the browser: JSON `{ token, refreshToken? }` (contracts.md). */
export const USER_STORAGE_KEY = 'zaunshop:user:v1';

/** The forgotten-password link of the mails: the header opens its modal as the page loads. */
export const FORGOT_PASSWORD_PATH = /\/customer\/account\/forgotpassword\/?$/;

/** A new session: the tokens of a login; profile and orders are loaded afterwards. */
export function setSession(user: UserState, token: string, refreshToken: string | null): void {
  user.token = token;
  user.refreshToken = refreshToken;
  user.profile = null;
  user.orders = null;
}

/** Ends the session in the browser: tokens, profile and order history go. */
export function clearUser(user: UserState): void {
  user.token = null;
  user.refreshToken = null;
  user.profile = null;
  user.orders = null;
}
