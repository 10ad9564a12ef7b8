import type { SyncQueue } from '../stores/sync.ts';
import type { StorageLike } from '../stores/persist.ts';
import type { OrderAddress } from './order-body.ts';
import { storeUser } from './user-token.ts';
import { setSession, type UserState } from '../stores/user.ts';

/**
 * The checkout's "I want to create an account" (issue point 4): after the order went through, the
 * account is registered with the order's name, e-mail and shipping address (POST /api/user/create)
 * and the customer logged in (POST /api/user/login); the token is kept under contracts.md's key.
 * One module, so the lead can hand it to the user store at merge. Both calls go through the sync
 * queue (they change server state and must follow the order).
 */

export interface NewAccount {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  address: OrderAddress;
}

export type AccountResult = { ok: true; token: string } | { ok: false; message: string };

const taskId = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export async function createAccount(queue: Pick<SyncQueue, 'enqueue'>, storage: StorageLike | null, user: UserState | null, account: NewAccount): Promise<AccountResult> {
  const { address } = account;
  const customer = {
    email: account.email,
    firstname: account.firstname,
    lastname: account.lastname,
    addresses: [{
      firstname: address.firstname, lastname: address.lastname, street: address.street, city: address.city, postcode: address.postcode,
      country_id: address.country_id, telephone: address.telephone, company: address.company, default_shipping: true, default_billing: true,
    }],
  };
  try {
    await queue.enqueue({ id: taskId('user-create'), url: 'api/user/create', method: 'POST', payload: { customer, password: account.password } });
    const login = await queue.enqueue<string>({ id: taskId('user-login'), url: 'api/user/login', method: 'POST', payload: { username: account.email, password: account.password } });
    const refreshToken = typeof login.meta?.refreshToken === 'string' ? login.meta.refreshToken : undefined;
    // The shopper is logged in from here on: kept for the next start, and in this page's user store.
    storeUser(storage, { token: login.result, ...(refreshToken ? { refreshToken } : {}) });
    if (user) setSession(user, login.result, refreshToken ?? null);
    return { ok: true, token: login.result };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
