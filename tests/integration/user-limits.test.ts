import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addressLimit,
  hitLimits,
  loginLimits,
  LOGIN_PER_ACCOUNT_ADDRESS,
  LOGIN_PER_ADDRESS,
  takeLimit,
} from '../../worker/users/rate-limit.ts';
import { get, login, newEmail, post, register, secretsNeverLogged } from './user-helpers.ts';

// Limits of the account API: the login rate limit that never locks a customer out, the
// limits on registering and reset mails, and the password reset read from the mail outbox.

const secrets = secretsNeverLogged();

describe('login rate limit: stops guessing without locking the customer out', () => {
  const customer = { email: newEmail('carla'), password: 'Carla-Zaun-2025' };
  beforeAll(async () => {
    await register(customer.email, customer.password);
    secrets.push(customer.password);
  });

  it(`${LOGIN_PER_ACCOUNT_ADDRESS} failed logins from one address → 429 with a clear message; the right password from there waits too`, async () => {
    const attacker = '203.0.113.7';
    for (let i = 0; i < LOGIN_PER_ACCOUNT_ADDRESS; i++) {
      expect(
        (await post('/api/user/login', { username: customer.email, password: `guess-${i}-xyz` }, { ip: attacker }))
          .status,
      ).toBe(401);
    }
    const blocked = await post(
      '/api/user/login',
      { username: customer.email, password: 'guess-6-xyz' },
      { ip: attacker },
    );
    expect(blocked).toMatchObject({
      status: 429,
      body: {
        code: 429,
        result: expect.stringMatching(/^Too many login attempts\. Please try again in \d+ minutes?\.$/),
      },
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await post('/api/user/login', { username: customer.email, password: customer.password }, { ip: attacker }))
        .status,
    ).toBe(429);
  });

  it('the real customer from another address still logs in', async () => {
    const { token } = await login(customer.email, customer.password, '198.51.100.9');
    expect((await get('/api/user/me', { token })).body.result.email).toBe(customer.email);
  });

  it('one address spraying many accounts is stopped for every account (per-address limit)', async () => {
    const sprayer = '2001:db8:1:2:3:4:5:6';
    const limit = loginLimits('someone@example.com', '2001:db8:1:2::/64').address;
    for (let i = 0; i < LOGIN_PER_ADDRESS; i++) await hitLimits(env.DB, [limit], new Date());
    const answer = await post(
      '/api/user/login',
      { username: customer.email, password: customer.password },
      { ip: sprayer },
    );
    expect(answer.status).toBe(429);
    // Another host of the same /64 counts as the same address; a different network does not.
    expect(
      (await post('/api/user/login', { username: customer.email, password: 'x' }, { ip: '2001:db8:1:2:ffff::1' }))
        .status,
    ).toBe(429);
    expect(
      (
        await post(
          '/api/user/login',
          { username: customer.email, password: customer.password },
          { ip: '2001:db8:9::1' },
        )
      ).status,
    ).toBe(200);
  });

  it('stores no e-mail address or client address in the clear', async () => {
    const rows = (await env.DB.prepare('SELECT key FROM rate_limits').all<{ key: string }>()).results;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('limits on registering and reset mails', () => {
  it('reset mails: at most 5 an hour per e-mail address, answered alike for accounts and unknown addresses', async () => {
    for (const email of [newEmail('flood'), newEmail('flood')]) {
      for (let i = 0; i < 5; i++) expect((await post('/api/user/reset-password', { email })).status).toBe(200);
      const blocked = await post('/api/user/reset-password', { email });
      expect(blocked).toMatchObject({
        status: 429,
        body: {
          code: 429,
          result: expect.stringMatching(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/),
        },
      });
    }
  });

  it('registering: at most 20 new accounts an hour from one client address', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 20; i++)
      await takeLimit(env.DB, addressLimit('register:address', ip, 20, 3_600_000)!, new Date());
    const blocked = await post(
      '/api/user/create',
      { customer: { email: newEmail('late'), firstname: 'Erika', lastname: 'Muster' }, password: 'Lange-genug-1' },
      { ip },
    );
    expect(blocked).toMatchObject({
      status: 429,
      body: { result: expect.stringMatching(/^Too many new accounts from this address/) },
    });
  });
});

describe('password reset through the mail outbox', () => {
  const customer = { email: newEmail('dora'), password: 'Dora-Zaun-2025', next: 'Dora-Neu-2026!' };
  let sessionBefore = '';

  beforeAll(async () => {
    await register(customer.email, customer.password);
    sessionBefore = (await login(customer.email, customer.password)).token;
    secrets.push(customer.password, customer.next, sessionBefore);
  });

  const mailsTo = async (to: string) =>
    (
      await env.DB.prepare("SELECT * FROM mail_outbox WHERE to_address = ? AND kind = 'password_reset' ORDER BY id")
        .bind(to)
        .all<any>()
    ).results;
  const tokenOf = (mail: any) => {
    const link = /https?:\/\/\S+\/create-password\?\S+/.exec(mail.body)![0];
    const url = new URL(link);
    return { email: url.searchParams.get('email')!, resetToken: url.searchParams.get('resetToken')! };
  };

  it('answers the same whether or not the address has an account; only an account gets a mail', async () => {
    const unknown = newEmail('nobody');
    const known = await post('/api/user/reset-password', { email: customer.email });
    const other = await post('/api/user/reset-password', { email: unknown });
    expect(known.status).toBe(200);
    expect(other.body).toEqual(known.body);
    expect(await mailsTo(unknown)).toEqual([]);
    const [mail] = await mailsTo(customer.email);
    expect(mail.subject).toBeTruthy();
    const { email, resetToken } = tokenOf(mail);
    expect(email).toBe(customer.email);
    expect(resetToken.length).toBeGreaterThanOrEqual(40);
    const stored = (
      await env.DB.prepare('SELECT token_hash FROM password_resets').all<{ token_hash: string }>()
    ).results.map((r) => r.token_hash);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.join()).not.toContain(resetToken);
  });

  it('create-password: the token works once, for its own e-mail address, and ends every session', async () => {
    const { resetToken } = tokenOf((await mailsTo(customer.email)).at(-1));
    secrets.push(resetToken);
    const wrongEmail = await post('/api/user/create-password', {
      email: newEmail('x'),
      newPassword: customer.next,
      resetToken,
    });
    expect(wrongEmail).toMatchObject({
      status: 400,
      body: { result: expect.stringMatching(/invalid or has expired/) },
    });
    expect(
      (
        await post('/api/user/create-password', {
          email: customer.email,
          newPassword: customer.next,
          resetToken: `${resetToken}x`,
        })
      ).status,
    ).toBe(400);
    expect(
      await post('/api/user/create-password', { email: customer.email, newPassword: 'kurz', resetToken }),
    ).toMatchObject({
      status: 400,
      body: { result: 'Password must have at least 8 characters.' },
    });
    expect(
      await post('/api/user/create-password', { email: customer.email, newPassword: customer.next, resetToken }),
    ).toMatchObject({ status: 200, body: { code: 200, result: true } });
    expect(
      (await post('/api/user/create-password', { email: customer.email, newPassword: 'Noch-Ein-Neues-1', resetToken }))
        .status,
    ).toBe(400);
    expect((await get('/api/user/me', { token: sessionBefore })).status).toBe(401);
    await login(customer.email, customer.next);
  });

  it('a reset token expires (about an hour), and a newer request replaces the older link', async () => {
    await post('/api/user/reset-password', { email: customer.email });
    await post('/api/user/reset-password', { email: customer.email });
    const mails = await mailsTo(customer.email);
    const older = tokenOf(mails.at(-2)).resetToken;
    const newer = tokenOf(mails.at(-1)).resetToken;
    secrets.push(older, newer);
    expect(
      (
        await post('/api/user/create-password', {
          email: customer.email,
          newPassword: 'Alter-Link-2026',
          resetToken: older,
        })
      ).status,
    ).toBe(400);
    const row = await env.DB.prepare(
      'SELECT expires_at, created_at FROM password_resets WHERE used_at IS NULL',
    ).first<any>();
    const ttl = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(ttl).toBeGreaterThanOrEqual(30 * 60_000);
    expect(ttl).toBeLessThanOrEqual(2 * 60 * 60_000);
    await env.DB.prepare(
      "UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z' WHERE used_at IS NULL",
    ).run();
    expect(
      (
        await post('/api/user/create-password', {
          email: customer.email,
          newPassword: 'Abgelaufen-2026',
          resetToken: newer,
        })
      ).status,
    ).toBe(400);
  });
});
