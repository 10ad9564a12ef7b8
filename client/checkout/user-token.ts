import type { StorageLike } from '../stores/persist.ts';

/**
 * The logged-in customer's token in the browser (contracts.md "User token"): localStorage key
 * `zaunshop:user:v1`, JSON { token, refreshToken? }. A small local reader and writer until the
 * lead wires the checkout to the user store.
 */
export const USER_KEY = 'zaunshop:user:v1';

export interface StoredUser {
  token: string;
  refreshToken?: string;
}

export function readUserToken(storage: StorageLike | null): string | null {
  try {
    const value = JSON.parse(storage?.getItem(USER_KEY) ?? 'null') as Partial<StoredUser> | null;
    return value && typeof value.token === 'string' && value.token ? value.token : null;
  } catch {
    return null;
  }
}

export function storeUser(storage: StorageLike | null, user: StoredUser): void {
  try {
    storage?.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Blocked storage: the account exists; the customer logs in next time.
  }
}
