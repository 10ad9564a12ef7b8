import { SELF } from 'cloudflare:test';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { ORIGIN, type Answer } from './helpers.ts';

// Shared by the account API contract files (user-api, user-owner, user-limits). Every register/login
// costs 600,000 PBKDF2 iterations, so the tests keep those calls few.

export const NO_TOKEN = 'No User token, user unauthorized';
export const EXPIRED = 'Your session has expired. Please log in again.';
export const LOGIN_FAILED = 'The e-mail address or password is incorrect.';
export const INVALID_EMAIL = 'Please provide valid e-mail address.';
export const EMAIL_TAKEN = 'A customer with the same e-mail address already exists.';

export interface Options {
  token?: string;
  bearer?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export async function call(method: string, path: string, body?: unknown, options: Options = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  const init: RequestInit = { method, headers };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.ip) headers['cf-connecting-ip'] = options.ip;
  const url =
    options.token === undefined
      ? path
      : `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(options.token)}`;
  const res = await SELF.fetch(ORIGIN + url, init);
  expect(res.headers.get('content-type'), `${method} ${url}`).toContain('application/json');
  const answer = { status: res.status, body: await res.json(), headers: res.headers };
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  return answer;
}
export const post = (path: string, body?: unknown, options?: Options) => call('POST', path, body, options);
export const get = (path: string, options?: Options) => call('GET', path, undefined, options);

let serial = 0;
/** A number no earlier call in this file returned (order ids, e-mail addresses). */
export const nextSerial = () => ++serial;
export const newEmail = (name: string) => `${name}.${Date.now()}.${nextSerial()}@example.com`;

export const address = {
  firstname: 'Erika',
  lastname: 'Muster',
  street: ['Zaunweg 1', 'EG'],
  city: 'Wardenburg',
  country_id: 'DE',
  postcode: '26203',
  telephone: '04407 123',
  region: { region: null },
  default_shipping: true,
};

export async function register(email: string, password: string, customer: Record<string, unknown> = {}) {
  const answer = await post('/api/user/create', {
    customer: { email, firstname: 'Erika', lastname: 'Muster', ...customer },
    password,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
}

export async function login(
  username: string,
  password: string,
  ip?: string,
): Promise<{ token: string; refreshToken: string }> {
  const answer = await post('/api/user/login', { username, password }, ip ? { ip } : {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { token: answer.body.result, refreshToken: answer.body.meta.refreshToken };
}

/**
 * Watches every console call of the worker during a file and, after it, proves that none of the
 * returned list's secrets (passwords, tokens the tests push) reached a log.
 */
export function secretsNeverLogged(): string[] {
  const logged: string[] = [];
  const secrets: string[] = [];
  beforeAll(() => {
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      });
    }
  });
  afterAll(() => {
    for (const secret of secrets) expect(logged.join('\n')).not.toContain(secret);
    vi.restoreAllMocks();
  });
  return secrets;
}
