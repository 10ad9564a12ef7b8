import { isApiError } from '../../shared/api/errors.ts';
import type { ProfileInput } from '../../shared/api/user.ts';
import { messageOf, runtimeOf } from '../cart/runtime.ts';
import { notify } from '../stores/notifications.ts';
import { login, withUser, type AccountApp, type Outcome } from './session.ts';

/** Changing the account (POST /api/user/me queued, change-password; texts). */

export const ACCOUNT_UPDATED = 'Account data has successfully been updated';
export const PASSWORD_CHANGED = 'Password has successfully been changed';

/** Saves profile fields (and addresses) as a sync task through the shopper's queue. */
export async function updateProfile(app: AccountApp, customer: ProfileInput): Promise<Outcome> {
  const { queue } = runtimeOf(app);
  try {
    app.stores.user.profile = await withUser(app, (api, token) => api.updateProfile(queue.enqueue, token, customer));
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
  notify(app.stores.notifications, { type: 'success', message: ACCOUNT_UPDATED });
  return { ok: true };
}

/** The server's `result.errorMessage` of a refused change. */
function errorMessageOf(error: unknown): string {
  if (isApiError(error) && error.result && typeof error.result === 'object') {
    const text = (error.result as { errorMessage?: unknown }).errorMessage;
    if (typeof text === 'string') return text;
  }
  return messageOf(error);
}

/** Changes the password, then logs in again with it ('Password has successfully been changed', then automatic login). */
export async function changePassword(app: AccountApp, currentPassword: string, newPassword: string): Promise<Outcome> {
  const email = app.stores.user.profile?.email;
  if (!email) return { ok: false, message: 'No User token, user unauthorized' };
  try {
    await withUser(app, (api, token) => api.changePassword(token, currentPassword, newPassword));
  } catch (error) {
    const message = errorMessageOf(error);
    notify(app.stores.notifications, { type: 'error', message });
    return { ok: false, message };
  }
  notify(app.stores.notifications, { type: 'success', message: PASSWORD_CHANGED });
  return login(app, email, newPassword);
}
