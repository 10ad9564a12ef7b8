import { USER_TOKEN_COOKIE } from '../cart/persist.ts';
import { persistStore, type StorageLike, type Watch } from '../stores/persisted.ts';
import { clearUser, USER_STORAGE_KEY, type UserState } from './state.ts';

/**
 * The session kept across reloads: the tokens
 * in localStorage under USER_STORAGE_KEY, the access token mirrored into the `user_token` cookie
 * that the edge's /checkout redirect reads, and another tab's login or logout followed
 * through `storage` events. Nothing else of the customer is stored in the browser.
 */

/** The stored session as read from localStorage, or null when it is missing or malformed. */
export function parseStoredUser(raw: string | null): { token: string; refreshToken: string | null } | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object') return null;
    const { token, refreshToken } = value as Record<string, unknown>;
    if (typeof token !== 'string' || !token || token.length > 4096) return null;
    return { token, refreshToken: typeof refreshToken === 'string' && refreshToken ? refreshToken : null };
  } catch {
    return null;
  }
}

/** What is written to localStorage: the tokens only (the profile is asked for again at start). */
export function storedUserOf(user: Pick<UserState, 'token' | 'refreshToken'>): string | null {
  if (!user.token) return null;
  return JSON.stringify(
    user.refreshToken ? { token: user.token, refreshToken: user.refreshToken } : { token: user.token },
  );
}

const COOKIE_TOKEN = /^[A-Za-z0-9._~-]{1,2048}$/;
/** The refresh token lives 30 days on the server (worker/users/tokens.ts); the cookie no longer. */
const COOKIE_MAX_AGE = 30 * 86_400;

export function mirrorUserCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie =
    token && COOKIE_TOKEN.test(token)
      ? `${USER_TOKEN_COOKIE}=${token}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax${secure}`
      : `${USER_TOKEN_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}

/**
 * Loads the stored session into `user`, marks it loaded, then writes every change of the tokens
 * back and follows other tabs. `onToken` sees every new access token (the cookie by default).
 * Returns the stop function.
 */
export function persistUser(
  user: UserState,
  watch: Watch,
  storage: StorageLike | null,
  events: EventTarget | null = null,
  onToken: (token: string | null) => void = mirrorUserCookie,
): () => void {
  // Undefined until the first mirror, so the cookie is set (or cleared) once at start.
  let token: string | null | undefined;
  return persistStore(
    user,
    {
      key: USER_STORAGE_KEY,
      load(state, raw) {
        const stored = parseStoredUser(raw);
        if (!stored) clearUser(state);
        else if (stored.token !== state.token) {
          state.token = stored.token;
          state.refreshToken = stored.refreshToken;
          state.profile = null;
          state.orders = null;
        }
        state.loaded = true;
      },
      save: (state) => storedUserOf(state),
      mirror(state) {
        if (state.token === token) return;
        token = state.token;
        onToken(token);
      },
    },
    { watch, storage, events },
  );
}

/** Removes the checkout details of every store (keys `zaunshop:*:checkout*`). */
export function clearCheckoutDetails(
  storage: (StorageLike & { readonly length: number; key(index: number): string | null }) | null,
): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key && /^zaunshop:.*:checkout/.test(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Blocked storage: there is nothing stored to clear.
  }
}
