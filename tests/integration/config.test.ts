import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_SHOP_URL } from '../../worker/config.ts';
import { app } from '../../worker/index.ts';
import { DEVELOPMENT_AUTH_SECRET } from '../../worker/users/tokens.ts';
import { ORIGIN } from './helpers.ts';
import { login, newEmail, register } from './user-helpers.ts';

// A deployed shop: no ENVIRONMENT=development, so the secrets and SHOP_URL are required.
const SHOP_URL = 'https://www.zaunshop.example';
const production = (overrides: Record<string, string | undefined> = {}) =>
  ({
    ...env,
    ENVIRONMENT: undefined,
    AUTH_SECRET: 'production-auth-secret-9b2e7c41d0a5',
    ADMIN_SECRET: 'production-admin-secret-51c8',
    RENDER_LIST_SECRET: 'production-render-list-secret-0d3f',
    SHOP_URL,
    BANK_ACCOUNT_HOLDER: 'Zaunshop GmbH',
    BANK_IBAN: 'DE02 1203 0000 0000 2020 51',
    BANK_BIC: 'BYLADEM1001',
    ...overrides,
  }) as typeof env;

const request = (bindings: typeof env, url: string, init?: RequestInit) =>
  app.request(url, init, bindings, createExecutionContext());

const resetMailsTo = async (email: string): Promise<string[]> =>
  (
    await env.DB.prepare("SELECT body FROM mail_outbox WHERE to_address = ? AND kind = 'password_reset' ORDER BY id")
      .bind(email)
      .all<{ body: string }>()
  ).results.map((r) => r.body);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('configuration checked at start', () => {
  it('outside development every request answers 503 naming the missing settings, and the log names them once', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
    const bare = production({
      AUTH_SECRET: undefined,
      ADMIN_SECRET: '',
      RENDER_LIST_SECRET: undefined,
      SHOP_URL: undefined,
      BANK_ACCOUNT_HOLDER: undefined,
      BANK_IBAN: ' ',
      BANK_BIC: undefined,
    });

    const page = await request(bare, `${ORIGIN}/`);
    expect(page.status).toBe(503);
    const text = await page.text();
    for (const name of [
      'AUTH_SECRET',
      'ADMIN_SECRET',
      'RENDER_LIST_SECRET',
      'SHOP_URL',
      'BANK_ACCOUNT_HOLDER',
      'BANK_IBAN',
      'BANK_BIC',
    ])
      expect(text).toContain(name);

    const api = await request(bare, `${ORIGIN}/api/cart/create`, { method: 'POST' });
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ code: 503, result: text });
    expect((await request(bare, `${ORIGIN}/robots.txt`)).status).toBe(503);

    // Checked once for this environment, not per request: one log line for three requests.
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(
      'AUTH_SECRET, ADMIN_SECRET, RENDER_LIST_SECRET, SHOP_URL, BANK_ACCOUNT_HOLDER, BANK_IBAN, BANK_BIC',
    );
  });

  it('names only what is missing; a published development key or a SHOP_URL with a path counts as missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const partly = await request(
      production({ AUTH_SECRET: DEVELOPMENT_AUTH_SECRET, SHOP_URL: 'https://www.zaunshop.example/shop' }),
      `${ORIGIN}/`,
    );
    expect(partly.status).toBe(503);
    expect(await partly.text()).toMatch(/not configured: AUTH_SECRET, SHOP_URL missing/);
  });

  it('an IBAN whose check digits do not add up counts as missing: prepayments would go astray', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const typo = await request(production({ BANK_IBAN: 'DE02 1203 0000 0000 2020 52' }), `${ORIGIN}/`);
    expect(typo.status).toBe(503);
    expect(await typo.text()).toMatch(/not configured: BANK_IBAN missing/);
  });

  it('serves once everything is set', async () => {
    const ready = production();
    expect((await request(ready, `${ORIGIN}/robots.txt`)).status).toBe(200);
    expect((await request(ready, `${ORIGIN}/api/cart/create`, { method: 'POST' })).status).toBe(200);
  });

  it('serves in development without the secrets (the tests themselves run so)', async () => {
    expect(env.ENVIRONMENT).toBe('development');
    expect(env.AUTH_SECRET).toBeUndefined();
    expect((await SELF.fetch(`${ORIGIN}/robots.txt`)).status).toBe(200);
  });
});

describe('mail links come from SHOP_URL only', () => {
  it('a reset mail asked for with Host and X-Forwarded-Host evil.example links to SHOP_URL', async () => {
    const email = newEmail('host');
    await register(email, 'Host-Zaun-2025');
    const res = await request(production(), 'https://evil.example/api/user/reset-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    const [body] = await resetMailsTo(email);
    expect(body).toContain(`${SHOP_URL}/create-password?email=`);
    expect(body).not.toContain('evil.example');
  });

  it('in development too the request host never reaches a mail, with or without SHOP_URL', async () => {
    const email = newEmail('devhost');
    await register(email, 'Host-Zaun-2025');
    const ask = (bindings: typeof env) =>
      request(bindings, 'http://evil.example/api/user/reset-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-host': 'evil.example' },
        body: JSON.stringify({ email }),
      });
    expect((await ask(env)).status).toBe(200);
    expect((await ask({ ...env, SHOP_URL: undefined })).status).toBe(200);
    const [configured, unset] = await resetMailsTo(email);
    expect(configured).toContain(`${ORIGIN}/create-password?email=`);
    expect(unset).toContain(`${DEVELOPMENT_SHOP_URL}/create-password?email=`);
    expect(`${configured}${unset}`).not.toContain('evil.example');
  });
});

describe('customer tokens', () => {
  it('a token signed with the development key is refused in production', async () => {
    const email = newEmail('devkey');
    await register(email, 'Dev-Key-2025');
    // The tests run as development, so this session's token is signed with the development key.
    const { token } = await login(email, 'Dev-Key-2025');
    const me = (bindings: typeof env) => request(bindings, `${ORIGIN}/api/user/me?token=${encodeURIComponent(token)}`);

    expect((await me(env)).status).toBe(200);
    const refused = await me(production());
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 401 });
  });
});
