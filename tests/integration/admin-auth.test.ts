import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../worker/api/admin/index.ts';
import { SESSION_COOKIE } from '../../worker/admin/staff-sessions.ts';
import { sha256Hex, randomToken } from '../../worker/users/tokens.ts';
import { admin, staffSession } from './admin-helpers.ts';
import { post as userPost, newEmail } from './user-helpers.ts';

// Who reaches the back office's API: only a staff session of the right role, from the back office's
// own pages. Every route is tried with no session, a customer's token, a forged and an expired
// session cookie, and (for changes) a cross-site request carrying a valid session.

/** Every back-office route with a body a page would send; the test below checks the list is complete. */
const ROUTES: Array<[method: string, path: string, body?: unknown]> = [
  ['GET', '/session'],
  ['DELETE', '/session'],
  ['POST', '/session/totp', {}],
  ['POST', '/session/totp/enable', { code: '123456' }],
  ['POST', '/session/totp/disable', { code: '123456' }],
  ['GET', '/staff'],
  ['POST', '/staff', { email: 'new.staff@zaunshop.test', role: 'staff' }],
  ['PATCH', '/staff/1', { active: false }],
  ['GET', '/orders'],
  ['GET', '/orders/export.csv'],
  ['GET', '/orders/1'],
  ['POST', '/orders/1/status', { from: 'pending', to: 'canceled' }],
  ['GET', '/reviews'],
  ['POST', '/reviews/1', { status: 'approved' }],
  ['GET', '/newsletter'],
  ['GET', '/newsletter/export.csv'],
  ['GET', '/messages'],
  ['POST', '/messages/1', { state: 'read' }],
  ['GET', '/outbox'],
  ['POST', '/outbox/1/retry', {}],
  ['GET', '/stock'],
  ['GET', '/stock/default/GT1-BASIC/history'],
  ['POST', '/stock/default/GT1-BASIC', { qty: 1, is_in_stock: true }],
  ['GET', '/dashboard'],
];
const SAFE = new Set(['GET', 'HEAD']);
const pattern = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:id').replace('/default/GT1-BASIC', '/:store/:sku');

describe('back-office API authorisation', () => {
  it('lists every route of the back-office API', () => {
    const registered = adminApi.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path.replace(/\/$/, '') || '/'}`);
    const listed = ['POST /session', ...ROUTES.map(([m, p]) => `${m} ${pattern(p)}`)];
    expect(new Set(registered)).toEqual(new Set(listed));
  }, 30_000);

  it('refuses every route without a session', async () => {
    for (const [method, path, body] of ROUTES) {
      const answer = await admin(method, `/api/admin${path}`, body);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body).toEqual({ code: 401, result: 'Bitte melden Sie sich im Backoffice an.' });
    }
  }, 30_000);

  it("refuses every route with a customer's token", async () => {
    const email = newEmail('kunde');
    const created = await userPost('/api/user/create', {
      customer: { email, firstname: 'Karl', lastname: 'Kunde' },
      password: 'Kundenpasswort-1',
    });
    expect(created.status).toBe(200);
    const login = await userPost('/api/user/login', { username: email, password: 'Kundenpasswort-1' });
    const token = login.body.result as string;
    for (const [method, path, body] of ROUTES) {
      const answer = await admin(method, `/api/admin${path}?token=${token}`, body, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  }, 30_000);

  it('refuses every route with a forged or an expired session cookie', async () => {
    const owner = await staffSession('owner');
    const expired = randomToken();
    await env.DB.prepare(
      'INSERT INTO staff_sessions (token_hash, staff_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
    )
      .bind(
        await sha256Hex(expired),
        owner.id,
        new Date(Date.now() - 1000).toISOString(),
        new Date(Date.now() - 86_400_000).toISOString(),
      )
      .run();
    for (const cookie of [
      `${SESSION_COOKIE}=${randomToken()}`,
      `${SESSION_COOKIE}=${expired}`,
      `${SESSION_COOKIE}=x`,
    ]) {
      for (const [method, path, body] of ROUTES) {
        const answer = await admin(method, `/api/admin${path}`, body, { cookie });
        expect(answer.status, `${cookie} ${method} ${path}`).toBe(401);
      }
    }
    // The same account's valid session passes.
    expect((await admin('GET', '/api/admin/session', undefined, { cookie: owner.cookie })).status).toBe(200);
  }, 30_000);

  it('refuses a cross-site change even with a valid session, and a change naming no origin', async () => {
    const owner = await staffSession('owner');
    const crossSite = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': '' },
      { origin: '', 'sec-fetch-site': 'same-site' },
      { origin: '', 'sec-fetch-site': '' },
    ];
    for (const headers of crossSite) {
      for (const [method, path, body] of [
        ...ROUTES,
        ['POST', '/session', { email: owner.email, password: 'x' }] as const,
      ]) {
        if (SAFE.has(method)) continue;
        const answer = await admin(method, `/api/admin${path}`, body, { cookie: owner.cookie, headers });
        expect(answer.status, `${JSON.stringify(headers)} ${method} ${path}`).toBe(403);
      }
    }
    // A form post (not JSON) from the shop's own origin is refused too.
    const form = await admin('POST', '/api/admin/reviews/1', undefined, {
      cookie: owner.cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    // Nothing was changed: the session still works.
    expect((await admin('GET', '/api/admin/session', undefined, { cookie: owner.cookie })).status).toBe(200);
  }, 30_000);

  it('lets only owners manage staff', async () => {
    const staff = await staffSession('staff');
    for (const [method, path, body] of ROUTES.filter(([, p]) => p.startsWith('/staff'))) {
      const answer = await admin(method, `/api/admin${path}`, body, { cookie: staff.cookie });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    // An encoded path reaches the same route and meets the same role check.
    for (const path of ['/api/admin/%73taff', '/api/admin/st%61ff/']) {
      expect((await admin('GET', path, undefined, { cookie: staff.cookie })).status, path).toBe(403);
    }
    expect((await admin('GET', '/api/admin/orders', undefined, { cookie: staff.cookie })).status).toBe(200);
    const owner = await staffSession('owner');
    expect((await admin('GET', '/api/admin/staff', undefined, { cookie: owner.cookie })).status).toBe(200);
  }, 30_000);
});
