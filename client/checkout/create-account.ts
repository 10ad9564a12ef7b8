import type { AccountApp, Outcome } from '../account/session.ts';
import type { SyncQueue } from '../stores/sync.ts';
import type { OrderAddress } from './order-body.ts';

/**
 * The checkout's "I want to create an account": after the order went through, the
 * account is registered with the order's name, e-mail and shipping address (POST /api/user/create,
 * a sync task: it changes server state and follows the order), then the customer is logged in by
 * the account session (client/account/session.ts: tokens into the user store, which keeps them;
 * profile and order history loaded), as after a login in the modal.
 */

export interface NewAccount {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  address: OrderAddress;
}

const taskId = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export async function createAccount(
  app: AccountApp,
  queue: Pick<SyncQueue, 'enqueue'>,
  account: NewAccount,
): Promise<Outcome> {
  const { address } = account;
  const customer = {
    email: account.email,
    firstname: account.firstname,
    lastname: account.lastname,
    addresses: [
      {
        firstname: address.firstname,
        lastname: address.lastname,
        street: address.street,
        city: address.city,
        postcode: address.postcode,
        country_id: address.country_id,
        telephone: address.telephone,
        company: address.company,
        default_shipping: true,
        default_billing: true,
      },
    ],
  };
  try {
    await queue.enqueue({
      id: taskId('user-create'),
      url: 'api/user/create',
      method: 'POST',
      payload: { customer, password: account.password },
    });
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  // Loaded here, not with the checkout page: only this rare path needs the login right away.
  const { login } = await import('../account/session.ts');
  return login(app, account.email, account.password);
}
