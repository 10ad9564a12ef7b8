import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PBKDF2_ITERATIONS_PER_CALL } from '../../worker/users/passwords.ts';
import {
  address,
  call,
  EMAIL_TAKEN,
  EXPIRED,
  get,
  INVALID_EMAIL,
  LOGIN_FAILED,
  login,
  newEmail,
  NO_TOKEN,
  post,
  secretsNeverLogged,
} from './user-helpers.ts';

// The account API contract:
// register → login → me → update → change password → refresh rotation → logout, and bad input.
// Owner checks are in user-owner.test.ts, rate limits and the reset flow in user-limits.test.ts.

const secrets = secretsNeverLogged();

describe('account lifecycle: register → login → me → update → change password → refresh → logout', () => {
  const password = 'Zaunpfosten-2025';
  const newPassword = 'Doppelstab#Matte8';
  let email = newEmail('erika');
  let profile: any;
  let session: { token: string; refreshToken: string };
  let otherSession: { token: string; refreshToken: string };

  it('registers with a userRegister.schema.json body and answers the profile (no password anywhere)', async () => {
    const answer = await post('/api/user/create', {
      customer: { email: `  ${email.toUpperCase()} `, firstname: 'Erika', lastname: 'Muster', addresses: [address] },
      password,
    });
    secrets.push(password, newPassword);
    expect(answer.status).toBe(200);
    profile = answer.body.result;
    expect(profile).toMatchObject({
      group_id: 1,
      email,
      firstname: 'Erika',
      lastname: 'Muster',
      website_id: 1,
      store_id: 1,
      extension_attributes: { is_subscribed: false },
    });
    expect(profile.id).toBeGreaterThan(0);
    expect(profile.addresses).toEqual([
      expect.objectContaining({
        customer_id: profile.id,
        firstname: 'Erika',
        street: ['Zaunweg 1', 'EG'],
        city: 'Wardenburg',
        country_id: 'DE',
        postcode: '26203',
        default_shipping: true,
        default_billing: true,
        region: { region: null, region_code: null, region_id: 0 },
      }),
    ]);
    expect(profile.default_shipping).toBe(String(profile.addresses[0].id));
    expect(profile.default_billing).toBe(String(profile.addresses[0].id));
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/password|salt|hash/i);
  });

  it('stores a PBKDF2 hash: per-user salt, at most 100,000 iterations per call, 600,000 or more in total', async () => {
    const row = await env.DB.prepare('SELECT * FROM users WHERE email = ?').bind(email).first<any>();
    expect(row.password_algorithm).toBe('pbkdf2-sha256-chain');
    expect(row.password_iterations).toBeLessThanOrEqual(100_000);
    expect(row.password_iterations).toBe(PBKDF2_ITERATIONS_PER_CALL);
    expect(row.password_iterations * row.password_rounds).toBeGreaterThanOrEqual(600_000);
    expect(atob(row.password_salt)).toHaveLength(16);
    expect(JSON.stringify(row)).not.toContain(password);
  });

  it('refuses a second account with the same e-mail address (any case)', async () => {
    const again = await post('/api/user/create', {
      customer: { email: email.toUpperCase(), firstname: 'Max', lastname: 'Muster' },
      password,
    });
    expect(again).toMatchObject({ status: 400, body: { code: 400, result: EMAIL_TAKEN } });
  });

  it('logs in: result is the token, meta.refreshToken the refresh token; a wrong password or unknown e-mail gets one text', async () => {
    session = await login(email.toUpperCase(), password);
    secrets.push(session.token, session.refreshToken);
    expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session.refreshToken).not.toBe(session.token);
    expect(await post('/api/user/login', { username: email, password: 'wrong-password' })).toMatchObject({
      status: 401,
      body: { code: 401, result: LOGIN_FAILED },
    });
    expect(await post('/api/user/login', { username: newEmail('nobody'), password })).toMatchObject({
      status: 401,
      body: { code: 401, result: LOGIN_FAILED },
    });
  });

  it('GET /me with ?token= or Authorization: Bearer; 401 without a token or with a bad one', async () => {
    const byQuery = await get('/api/user/me', { token: session.token });
    expect(byQuery).toMatchObject({ status: 200, body: { code: 200, result: { id: profile.id, email } } });
    expect((await get('/api/user/me', { bearer: session.token })).body.result.id).toBe(profile.id);
    expect(await get('/api/user/me')).toMatchObject({ status: 401, body: { code: 401, result: NO_TOKEN } });
    expect(await get('/api/user/me', { token: 'abc' })).toMatchObject({
      status: 401,
      body: { code: 401, result: EXPIRED },
    });
    const [h, p, s] = session.token.split('.') as [string, string, string];
    const forged = `${h}.${btoa(
      JSON.stringify({ ...JSON.parse(atob(p.replace(/-/g, '+').replace(/_/g, '/'))), sub: profile.id + 1 }),
    )
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')}.${s}`;
    expect(await get('/api/user/me', { token: forged })).toMatchObject({ status: 401, body: { result: EXPIRED } });
    expect((await get('/api/user/me', { token: session.refreshToken })).status).toBe(401);
  });

  it('POST /me updates name, e-mail and addresses (validated); server fields cannot be set', async () => {
    email = newEmail('erika.neu');
    const second = {
      ...address,
      firstname: 'Erika',
      street: ['Lindenallee 5', ''],
      city: 'Oldenburg',
      postcode: '26122',
      default_shipping: false,
      default_billing: true,
    };
    const answer = await post(
      '/api/user/me',
      {
        customer: {
          ...profile,
          email,
          firstname: 'Erika Maria',
          group_id: 4,
          id: 999,
          addresses: [profile.addresses[0], second],
        },
      },
      { token: session.token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const updated = answer.body.result;
    expect(updated).toMatchObject({ id: profile.id, group_id: 1, email, firstname: 'Erika Maria' });
    expect(updated.addresses).toHaveLength(2);
    expect(updated.addresses[0]).toMatchObject({
      id: profile.addresses[0].id,
      default_shipping: true,
      default_billing: false,
    });
    expect(updated.addresses[1]).toMatchObject({
      street: ['Lindenallee 5'],
      city: 'Oldenburg',
      default_shipping: false,
      default_billing: true,
    });
    expect(updated.addresses[1].id).not.toBe(updated.addresses[0].id);
    expect(updated.default_billing).toBe(String(updated.addresses[1].id));
    expect((await get('/api/user/me', { token: session.token })).body.result).toEqual(updated);
  });

  it('POST /me: bad profiles are 400 with the reason, nothing changes', async () => {
    const before = (await get('/api/user/me', { token: session.token })).body.result;
    const cases: Array<[unknown, string | RegExp]> = [
      [{ customer: { ...before, email: 'not-an-address' } }, INVALID_EMAIL],
      [{ customer: { ...before, firstname: 'E'.repeat(300) } }, /firstname.*255/],
      [{ customer: { ...before, lastname: '' } }, /lastname/],
      [{ customer: { ...before, addresses: [address, address, address] } }, /At most 2 addresses/],
      [
        { customer: { ...before, addresses: [{ ...address, postcode: '12' }] } },
        'Zip-code must have at least 3 characters.',
      ],
      [{ customer: { ...before, addresses: [{ ...address, country_id: 'Deutschland' }] } }, /country_id/],
      [{ customer: 'Erika' }, /customer/],
      ['{"customer": ', 'The request body is not valid JSON'],
    ];
    for (const [body, message] of cases) {
      const answer = await post('/api/user/me', body, { token: session.token });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.code).toBe(400);
      expect(answer.body.result).toMatch(message);
    }
    expect((await get('/api/user/me', { token: session.token })).body.result).toEqual(before);
  });

  it('change-password: a wrong current password or a short new one answers result.errorMessage; success ends the other sessions', async () => {
    otherSession = await login(email, password);
    secrets.push(otherSession.token, otherSession.refreshToken);
    const wrong = await post(
      '/api/user/change-password',
      { currentPassword: 'not-my-password', newPassword },
      { token: session.token },
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: 400, result: { errorMessage: expect.stringContaining("password doesn't match") } },
    });
    const short = await post(
      '/api/user/change-password',
      { currentPassword: password, newPassword: 'kurz' },
      { token: session.token },
    );
    expect(short).toMatchObject({
      status: 400,
      body: { code: 400, result: { errorMessage: 'Password must have at least 8 characters.' } },
    });
    const anonymous = await post('/api/user/change-password', { currentPassword: password, newPassword });
    expect(anonymous).toMatchObject({ status: 401, body: { code: 401, result: { errorMessage: NO_TOKEN } } });

    expect(
      await post('/api/user/change-password', { currentPassword: password, newPassword }, { token: session.token }),
    ).toMatchObject({ status: 200, body: { code: 200, result: true } });
    expect((await get('/api/user/me', { token: session.token })).status).toBe(200);
    expect(await get('/api/user/me', { token: otherSession.token })).toMatchObject({
      status: 401,
      body: { result: EXPIRED },
    });
  });

  it('logs in with the new password only', async () => {
    expect((await post('/api/user/login', { username: email, password })).status).toBe(401);
    session = await login(email, newPassword);
    secrets.push(session.token, session.refreshToken);
  });

  it('refresh rotates: a new token and refresh token; the old refresh token fails, and its reuse ends the session', async () => {
    const first = await post('/api/user/refresh', { refreshToken: session.refreshToken });
    expect(first).toMatchObject({
      status: 200,
      body: { code: 200, result: expect.any(String), meta: { refreshToken: expect.any(String) } },
    });
    const rotated = { token: first.body.result, refreshToken: first.body.meta.refreshToken };
    secrets.push(rotated.token, rotated.refreshToken);
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    expect((await get('/api/user/me', { token: rotated.token })).status).toBe(200);

    const reused = await post('/api/user/refresh', { refreshToken: session.refreshToken });
    expect(reused.status).toBe(401);
    expect(reused.body.result).toMatch(/already been used/);
    // Reuse means the token was copied: every token of the session stops working.
    expect((await post('/api/user/refresh', { refreshToken: rotated.refreshToken })).status).toBe(401);
    expect((await get('/api/user/me', { token: rotated.token })).status).toBe(401);
    expect((await post('/api/user/refresh', { refreshToken: session.token })).status).toBe(401);
    expect((await post('/api/user/refresh', {})).status).toBe(400);
  });

  it('logout ends the session server-side: its token and refresh token stop working', async () => {
    session = await login(email, newPassword);
    secrets.push(session.token, session.refreshToken);
    expect(await post('/api/user/logout', undefined, { token: session.token })).toMatchObject({
      status: 200,
      body: { code: 200, result: true },
    });
    expect(await get('/api/user/me', { token: session.token })).toMatchObject({
      status: 401,
      body: { result: EXPIRED },
    });
    expect((await post('/api/user/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    expect(await post('/api/user/logout')).toMatchObject({ status: 401, body: { result: NO_TOKEN } });
  });
});

describe('bad input is a 4xx with a clear message, never a 5xx', () => {
  const valid = {
    customer: { email: 'ok@example.com', firstname: 'Erika', lastname: 'Muster' },
    password: 'Lange-genug-1',
  };
  const cases: Array<[string, string, unknown, number, string | RegExp]> = [
    ['POST', '/api/user/create', '{"customer":', 400, 'The request body is not valid JSON'],
    ['POST', '/api/user/create', undefined, 400, /customer/],
    ['POST', '/api/user/create', [], 400, /customer/],
    ['POST', '/api/user/create', { password: 'Lange-genug-1' }, 400, /customer/],
    ['POST', '/api/user/create', { customer: valid.customer }, 400, 'Password must have at least 8 characters.'],
    ['POST', '/api/user/create', { ...valid, password: 'kurz' }, 400, 'Password must have at least 8 characters.'],
    ['POST', '/api/user/create', { ...valid, password: 12345678 }, 400, /Password/],
    ['POST', '/api/user/create', { ...valid, password: 'x'.repeat(300) }, 400, /at most 256/],
    ['POST', '/api/user/create', { ...valid, customer: { ...valid.customer, email: 'erika@' } }, 400, INVALID_EMAIL],
    [
      'POST',
      '/api/user/create',
      { ...valid, customer: { ...valid.customer, email: 'erika example.com' } },
      400,
      INVALID_EMAIL,
    ],
    ['POST', '/api/user/create', { ...valid, customer: { ...valid.customer, email: 42 } }, 400, INVALID_EMAIL],
    [
      'POST',
      '/api/user/create',
      { ...valid, customer: { ...valid.customer, firstname: 'E'.repeat(300) } },
      400,
      /"firstname" is at most 255/,
    ],
    [
      'POST',
      '/api/user/create',
      { ...valid, customer: { ...valid.customer, lastname: 'M'.repeat(300) } },
      400,
      /"lastname" is at most 255/,
    ],
    ['POST', '/api/user/create', { ...valid, customer: { ...valid.customer, firstname: '12345' } }, 400, /letters/],
    [
      'POST',
      '/api/user/create',
      { ...valid, customer: { ...valid.customer, firstname: 'Eri\u0000ka' } },
      400,
      /control characters/,
    ],
    [
      'POST',
      '/api/user/create',
      { ...valid, customer: { ...valid.customer, addresses: [{ firstname: 'Erika' }] } },
      400,
      /lastname|street|required/,
    ],
    [
      'POST',
      '/api/user/create',
      { ...valid, customer: { ...valid.customer, addresses: 'Zaunweg 1' } },
      400,
      /addresses/,
    ],
    ['POST', '/api/user/login', '{"username":', 400, 'The request body is not valid JSON'],
    ['POST', '/api/user/login', {}, 400, /username/],
    ['POST', '/api/user/login', { username: 'erika@example.com' }, 400, /password/],
    ['POST', '/api/user/login', { username: 'erika', password: 'Lange-genug-1' }, 400, INVALID_EMAIL],
    ['POST', '/api/user/login', { username: ['a'], password: {} }, 400, /username/],
    ['POST', '/api/user/reset-password', {}, 400, INVALID_EMAIL],
    ['POST', '/api/user/reset-password', { email: `${'x'.repeat(300)}@example.com` }, 400, INVALID_EMAIL],
    [
      'POST',
      '/api/user/create-password',
      { email: 'erika@example.com', newPassword: 'Lange-genug-1' },
      400,
      /resetToken/,
    ],
    ['POST', '/api/user/refresh', 'null', 400, /refreshToken/],
    ['POST', '/api/user/refresh', { refreshToken: 'x'.repeat(5000) }, 400, /too long/],
    ['POST', '/api/user/refresh', { refreshToken: 'garbage' }, 401, EXPIRED],
    ['GET', '/api/user/login', undefined, 405, /GET is not allowed for \/api\/user\/login; use POST/],
  ];

  for (const [method, path, body, status, message] of cases) {
    it(`${method} ${path} ${typeof body === 'string' ? body : JSON.stringify(body)?.slice(0, 70)} → ${status}`, async () => {
      const answer = await call(method, path, body);
      expect(answer.status).toBe(status);
      expect(answer.body.code).toBe(status);
      expect(String(answer.body.result)).toMatch(message);
      expect(JSON.stringify(answer.body)).not.toMatch(/\bat .*\.(ts|js):\d+|stack/i);
    });
  }

  it('a body over the limit is a 413; nothing is written for any bad registration', async () => {
    const big = await call('POST', '/api/user/create', { ...valid, junk: 'x'.repeat(40 * 1024) });
    expect(big.status).toBe(413);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'ok@example.com'").first<any>()).toEqual(
      { n: 0 },
    );
  });

  it('unknown methods and garbage query parameters are 4xx JSON too', async () => {
    expect((await call('DELETE', '/api/user/me')).status).toBe(405);
    expect((await call('DELETE', '/api/user/nowhere')).status).toBe(404);
    expect((await get('/api/user/order-history?pageSize=%00&currentPage=-1', { token: 'x' })).status).toBe(401);
    expect((await get('/api/user/order/%27%20OR%201=1', { token: 'x' })).status).toBe(401);
  });
});
