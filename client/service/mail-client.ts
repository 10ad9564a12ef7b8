import type { FieldErrors } from '../../shared/service/contact-schema.ts';
import type { FormToken, MailServiceErrorMeta } from '../../shared/service/messages.ts';
import { FORM_TOKEN_EXPIRED, FORM_TOKEN_USED } from '../../shared/service/messages.ts';

/**
 * The browser's calls to /api/ext/mail-service: an anti-forgery token for this page (bound to a
 * random page nonce), and sending a form with it. Tokens are single use: each send takes a fresh
 * one, and a send refused for an expired or used token is retried once with a new token.
 */

export type SendOutcome =
  | { ok: true }
  | {
      ok: false;
      status: number;
      message: { key: string; params?: Record<string, string | number> };
      errors?: FieldErrors;
    };

/** Shown when the network or the server failed without a message of its own. */
export const SEND_FAILED = 'Your message could not be sent. Please check your connection and try again.';

const randomNonce = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

const endpoint = (path: string) => new URL(`/api/ext/mail-service/${path}`, window.location.origin);

export interface MailClient {
  send(body: Record<string, unknown>): Promise<SendOutcome>;
  /** Fetches a token ahead of the first send (when the form is shown). */
  prepare(): Promise<void>;
}

export function createMailClient(storeCode: string): MailClient {
  const nonce = randomNonce();
  let pending: Promise<string> | null = null;

  const fetchToken = async (): Promise<string> => {
    const url = endpoint('get-token');
    url.searchParams.set('nonce', nonce);
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`get-token answered ${response.status}`);
    return ((await response.json()) as { result: FormToken }).result.token;
  };
  const takeToken = (): Promise<string> => {
    const token = pending ?? fetchToken();
    pending = null;
    return token;
  };

  async function post(body: Record<string, unknown>): Promise<SendOutcome> {
    const url = endpoint('send-email');
    if (storeCode !== 'default') url.searchParams.set('storeCode', storeCode);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...body, token: await takeToken(), nonce }),
    });
    const answer = (await response.json().catch(() => null)) as { code?: number; meta?: MailServiceErrorMeta } | null;
    if (response.ok && answer?.code === 200) return { ok: true };
    const meta = answer?.meta;
    return {
      ok: false,
      status: response.status,
      message: meta?.message ?? { key: SEND_FAILED },
      ...(meta?.errors ? { errors: meta.errors } : {}),
    };
  }

  return {
    async prepare() {
      pending ??= fetchToken();
      pending.catch(() => (pending = null));
    },
    async send(body) {
      try {
        const first = await post(body);
        const stale =
          !first.ok &&
          first.status === 403 &&
          (first.message.key === FORM_TOKEN_EXPIRED || first.message.key === FORM_TOKEN_USED);
        return stale ? await post(body) : first;
      } catch {
        return { ok: false, status: 0, message: { key: SEND_FAILED } };
      }
    },
  };
}
