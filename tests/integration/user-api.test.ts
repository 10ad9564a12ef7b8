import { env, SELF } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORIGIN } from './helpers.ts';
import { addressLimit, hitLimits, loginLimits, LOGIN_PER_ACCOUNT_ADDRESS, LOGIN_PER_ADDRESS, takeLimit } from '../../worker/platform/rate-limit.ts';
import { PBKDF2_ITERATIONS_PER_CALL } from '../../worker/platform/passwords.ts';

// The account API contract (SPEC §3 User, §4 Session and Tokens, §5, §6, §7 /api/user/*, §8 texts):
// register → login → me → update → change password → refresh rotation → logout, owner checks on
// orders, carts and profiles, the login rate limit, the reset flow through the mail outbox, bad input.
// Every register/login costs 600,000 PBKDF2 iterations, so the tests keep those calls few.

const NO_TOKEN = 'No User token, user unauthorized';
const EXPIRED = 'Your session has expired. Please log in again.';
const LOGIN_FAILED = 'The e-mail address or password is incorrect.';
const INVALID_EMAIL = 'Please provide valid e-mail address.';
const EMAIL_TAKEN = 'A customer with the same e-mail address already exists.';

interface Answer { status: number; body: any; headers: Headers }
interface Options { token?: string; bearer?: string; ip?: string; headers?: Record<string, string> }

async function call(method: string, path: string, body?: unknown, options: Options = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  const init: RequestInit = { method, headers };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.ip) headers['cf-connecting-ip'] = options.ip;
  const url = options.token === undefined ? path : `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(options.token)}`;
  const res = await SELF.fetch(ORIGIN + url, init);
  expect(res.headers.get('content-type'), `${method} ${url}`).toContain('application/json');
  const answer = { status: res.status, body: await res.json(), headers: res.headers };
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  return answer;
}
const post = (path: string, body?: unknown, options?: Options) => call('POST', path, body, options);
const get = (path: string, options?: Options) => call('GET', path, undefined, options);

let serial = 0;
const newEmail = (name: string) => `${name}.${Date.now()}.${++serial}@example.com`;

const address = {
  firstname: 'Erika', lastname: 'Muster', street: ['Zaunweg 1', 'EG'], city: 'Wardenburg', country_id: 'DE', postcode: '26203',
  telephone: '04407 123', region: { region: null }, default_shipping: true,
};

async function register(email: string, password: string, customer: Record<string, unknown> = {}) {
  const answer = await post('/api/user/create', { customer: { email, firstname: 'Erika', lastname: 'Muster', ...customer }, password });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
}

async function login(username: string, password: string, ip?: string): Promise<{ token: string; refreshToken: string }> {
  const answer = await post('/api/user/login', { username, password }, ip ? { ip } : {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { token: answer.body.result, refreshToken: answer.body.meta.refreshToken };
}

/** Every console call of the worker during this file, to prove no password or token reaches a log. */
const logged: string[] = [];
const secrets: string[] = [];
beforeAll(() => {
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => { logged.push(args.map(String).join(' ')); });
  }
});
afterAll(() => {
  for (const secret of secrets) expect(logged.join('\n')).not.toContain(secret);
  vi.restoreAllMocks();
});

describe('account lifecycle: register → login → me → update → change password → refresh → logout', () => {
  const password = 'Zaunpfosten-2025';
  const newPassword = 'Doppelstab#Matte8';
  let email = newEmail('erika');
  let profile: any;
  let session: { token: string; refreshToken: string };
  let otherSession: { token: string; refreshToken: string };

  it('registers with a userRegister.schema.json body and answers the profile (no password anywhere)', async () => {
    const answer = await post('/api/user/create', { customer: { email: `  ${email.toUpperCase()} `, firstname: 'Erika', lastname: 'Muster', addresses: [address] }, password });
    secrets.push(password, newPassword);
    expect(answer.status).toBe(200);
    profile = answer.body.result;
    expect(profile).toMatchObject({
      group_id: 1, email, firstname: 'Erika', lastname: 'Muster', website_id: 1, store_id: 1, extension_attributes: { is_subscribed: false },
    });
    expect(profile.id).toBeGreaterThan(0);
    expect(profile.addresses).toEqual([expect.objectContaining({
      customer_id: profile.id, firstname: 'Erika', street: ['Zaunweg 1', 'EG'], city: 'Wardenburg', country_id: 'DE', postcode: '26203',
      default_shipping: true, default_billing: true, region: { region: null, region_code: null, region_id: 0 },
    })]);
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
    const again = await post('/api/user/create', { customer: { email: email.toUpperCase(), firstname: 'Max', lastname: 'Muster' }, password });
    expect(again).toMatchObject({ status: 400, body: { code: 400, result: EMAIL_TAKEN } });
  });

  it('logs in: result is the token, meta.refreshToken the refresh token; a wrong password or unknown e-mail gets one text', async () => {
    session = await login(email.toUpperCase(), password);
    secrets.push(session.token, session.refreshToken);
    expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session.refreshToken).not.toBe(session.token);
    expect(await post('/api/user/login', { username: email, password: 'wrong-password' })).toMatchObject({ status: 401, body: { code: 401, result: LOGIN_FAILED } });
    expect(await post('/api/user/login', { username: newEmail('nobody'), password })).toMatchObject({ status: 401, body: { code: 401, result: LOGIN_FAILED } });
  });

  it('GET /me with ?token= or Authorization: Bearer; 401 without a token or with a bad one', async () => {
    const byQuery = await get('/api/user/me', { token: session.token });
    expect(byQuery).toMatchObject({ status: 200, body: { code: 200, result: { id: profile.id, email } } });
    expect((await get('/api/user/me', { bearer: session.token })).body.result.id).toBe(profile.id);
    expect(await get('/api/user/me')).toMatchObject({ status: 401, body: { code: 401, result: NO_TOKEN } });
    expect(await get('/api/user/me', { token: 'abc' })).toMatchObject({ status: 401, body: { code: 401, result: EXPIRED } });
    const [h, p, s] = session.token.split('.') as [string, string, string];
    const forged = `${h}.${btoa(JSON.stringify({ ...JSON.parse(atob(p.replace(/-/g, '+').replace(/_/g, '/'))), sub: profile.id + 1 })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.${s}`;
    expect(await get('/api/user/me', { token: forged })).toMatchObject({ status: 401, body: { result: EXPIRED } });
    expect((await get('/api/user/me', { token: session.refreshToken })).status).toBe(401);
  });

  it('POST /me updates name, e-mail and addresses (validated); server fields cannot be set', async () => {
    email = newEmail('erika.neu');
    const second = { ...address, firstname: 'Erika', street: ['Lindenallee 5', ''], city: 'Oldenburg', postcode: '26122', default_shipping: false, default_billing: true };
    const answer = await post('/api/user/me', {
      customer: { ...profile, email, firstname: 'Erika Maria', group_id: 4, id: 999, addresses: [profile.addresses[0], second] },
    }, { token: session.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const updated = answer.body.result;
    expect(updated).toMatchObject({ id: profile.id, group_id: 1, email, firstname: 'Erika Maria' });
    expect(updated.addresses).toHaveLength(2);
    expect(updated.addresses[0]).toMatchObject({ id: profile.addresses[0].id, default_shipping: true, default_billing: false });
    expect(updated.addresses[1]).toMatchObject({ street: ['Lindenallee 5'], city: 'Oldenburg', default_shipping: false, default_billing: true });
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
      [{ customer: { ...before, addresses: [{ ...address, postcode: '12' }] } }, 'Zip-code must have at least 3 characters.'],
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
    const wrong = await post('/api/user/change-password', { currentPassword: 'not-my-password', newPassword }, { token: session.token });
    expect(wrong).toMatchObject({ status: 400, body: { code: 400, result: { errorMessage: expect.stringContaining("password doesn't match") } } });
    const short = await post('/api/user/change-password', { currentPassword: password, newPassword: 'kurz' }, { token: session.token });
    expect(short).toMatchObject({ status: 400, body: { code: 400, result: { errorMessage: 'Password must have at least 8 characters.' } } });
    const anonymous = await post('/api/user/change-password', { currentPassword: password, newPassword });
    expect(anonymous).toMatchObject({ status: 401, body: { code: 401, result: { errorMessage: NO_TOKEN } } });

    expect(await post('/api/user/change-password', { currentPassword: password, newPassword }, { token: session.token })).toMatchObject({ status: 200, body: { code: 200, result: true } });
    expect((await get('/api/user/me', { token: session.token })).status).toBe(200);
    expect(await get('/api/user/me', { token: otherSession.token })).toMatchObject({ status: 401, body: { result: EXPIRED } });
  });

  it('logs in with the new password only', async () => {
    expect((await post('/api/user/login', { username: email, password })).status).toBe(401);
    session = await login(email, newPassword);
    secrets.push(session.token, session.refreshToken);
  });

  it('refresh rotates: a new token and refresh token; the old refresh token fails, and its reuse ends the session', async () => {
    const first = await post('/api/user/refresh', { refreshToken: session.refreshToken });
    expect(first).toMatchObject({ status: 200, body: { code: 200, result: expect.any(String), meta: { refreshToken: expect.any(String) } } });
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
    expect(await post('/api/user/logout', undefined, { token: session.token })).toMatchObject({ status: 200, body: { code: 200, result: true } });
    expect(await get('/api/user/me', { token: session.token })).toMatchObject({ status: 401, body: { result: EXPIRED } });
    expect((await post('/api/user/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    expect(await post('/api/user/logout')).toMatchObject({ status: 401, body: { result: NO_TOKEN } });
  });
});

/** A buyable simple product of the demo shop and an order body for it (testOrderAnon's shape). */
async function buyableSku(): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE p.store = 'default' AND p.status = 1 AND p.type_id = 'simple'
     AND p.parent_sku IS NULL AND s.manage_stock = 1 AND s.qty >= 50 AND json_extract(p.doc, '$.weight') BETWEEN 0.1 AND 2
     AND json_extract(p.doc, '$.custom_options') IS NULL ORDER BY p.id LIMIT 1`,
  ).first<{ sku: string }>();
  if (!row) throw new Error('seed has no buyable product');
  return row.sku;
}

function orderBody(sku: string, extra: Record<string, unknown> = {}) {
  const at = new Date().toISOString();
  const shipping = { ...address, street: ['Zaunweg 1'], email: 'erika@example.com', region: '', region_id: 0, region_code: '' };
  return {
    user_id: '', cart_id: '', order_id: `${Date.now()}-${++serial}-${crypto.randomUUID()}`, transmited: false, created_at: at, updated_at: at,
    products: [{ sku, qty: 1 }],
    addressInformation: {
      shippingAddress: shipping, billingAddress: shipping, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate',
      payment_method_code: 'cashondelivery', payment_method_additional: {},
    },
    ...extra,
  };
}

describe('owner checks: customer B never sees A\'s orders, carts or profile', () => {
  const a = { email: newEmail('anna'), password: 'Anna-Zaun-2025', id: 0, token: '' };
  const b = { email: newEmail('bert'), password: 'Bert-Zaun-2025', id: 0, token: '' };
  let sku = '';
  let orderOfA: any;

  beforeAll(async () => {
    sku = await buyableSku();
    for (const who of [a, b]) {
      who.id = (await register(who.email, who.password)).id;
      who.token = (await login(who.email, who.password)).token;
      secrets.push(who.password, who.token);
    }
  });

  it('an order placed with A\'s token is in A\'s order history (and detail), with its items', async () => {
    const placed = await post('/api/order', orderBody(sku), { token: a.token });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    orderOfA = placed.body.result;
    const history = await get('/api/user/order-history?pageSize=20&currentPage=1', { token: a.token });
    expect(history.status).toBe(200);
    expect(history.body.result).toMatchObject({ total_count: 1, search_criteria: { page_size: 20, current_page: 1 } });
    expect(history.body.result.items).toEqual([expect.objectContaining({
      increment_id: orderOfA.increment_id, created_at: orderOfA.created_at, status: 'pending', grand_total: orderOfA.totals.grand_total,
      items: [expect.objectContaining({ sku, qty_ordered: 1, price_incl_tax: orderOfA.totals.items[0].price_incl_tax })],
    })]);
    const detail = await get(`/api/user/order/${orderOfA.increment_id}`, { token: a.token });
    expect(detail).toMatchObject({ status: 200, body: { result: { increment_id: orderOfA.increment_id } } });
  });

  it('B asking for A\'s orders gets an empty history and 404 for the detail; no token is a 401', async () => {
    expect((await get('/api/user/order-history', { token: b.token })).body.result).toMatchObject({ items: [], total_count: 0 });
    expect(await get(`/api/user/order/${orderOfA.increment_id}`, { token: b.token })).toMatchObject({ status: 404, body: { code: 404 } });
    expect(await get('/api/user/order-history')).toMatchObject({ status: 401, body: { result: NO_TOKEN } });
    expect((await get(`/api/user/order/${orderOfA.increment_id}`)).status).toBe(401);
  });

  it('an order sent without a token but naming A\'s user_id does not reach A\'s history', async () => {
    expect((await post('/api/order', orderBody(sku, { user_id: String(a.id) }))).status).toBe(200);
    expect((await get('/api/user/order-history', { token: a.token })).body.result.total_count).toBe(1);
  });

  it('order history paging is validated', async () => {
    expect((await get('/api/user/order-history?pageSize=0', { token: a.token })).status).toBe(400);
    expect((await get('/api/user/order-history?currentPage=abc', { token: a.token })).status).toBe(400);
    expect((await get('/api/user/order-history?currentPage=2', { token: a.token })).body.result).toMatchObject({ items: [], total_count: 1 });
  });

  it('a customer cart opens with its owner\'s token only; B and guests get 404', async () => {
    const created = await post('/api/cart/create', undefined, { token: a.token });
    expect(created.status).toBe(200);
    const cartId = created.body.result;
    expect((await env.DB.prepare('SELECT user_id FROM carts WHERE token = ?').bind(cartId).first<any>()).user_id).toBe(a.id);
    expect(await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }, { token: a.token })).toMatchObject({ status: 200 });
    expect((await get(`/api/cart/pull?cartId=${cartId}`, { bearer: a.token })).body.result).toHaveLength(1);
    for (const options of [{ token: b.token }, {}, { token: 'not-one-of-ours' }]) {
      expect(await get(`/api/cart/pull?cartId=${cartId}`, options)).toMatchObject({ status: 404, body: { code: 404, result: 'No such cart' } });
      expect((await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 5 } }, options)).status).toBe(404);
      expect((await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=ZAUN10`, undefined, options)).status).toBe(404);
    }
    expect((await get(`/api/cart/pull?cartId=${cartId}`, { token: a.token })).body.result[0].qty).toBe(1);
  });

  it('B cannot use A\'s cart in an order: it is not emptied and its coupon does not apply', async () => {
    const cartId = (await post('/api/cart/create', undefined, { token: a.token })).body.result;
    await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }, { token: a.token });
    expect((await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=ZAUN10`, undefined, { token: a.token })).body.result).toBe(true);
    const byB = await post('/api/order', orderBody(sku, { cart_id: cartId }), { token: b.token });
    expect(byB.status).toBe(200);
    expect(byB.body.result.totals.discount_amount).toBe(0);
    expect((await get(`/api/cart/pull?cartId=${cartId}`, { token: a.token })).body.result).toHaveLength(1);
    const byA = await post('/api/order', orderBody(sku, { cart_id: cartId }), { token: a.token });
    expect(byA.body.result.totals.discount_amount).toBeLessThan(0);
    expect((await get(`/api/cart/pull?cartId=${cartId}`, { token: a.token })).body.result).toHaveLength(0);
  });

  it('a guest cart stays usable by whoever holds its token', async () => {
    const cartId = (await post('/api/cart/create')).body.result;
    expect((await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })).status).toBe(200);
    expect((await get(`/api/cart/pull?cartId=${cartId}`, { token: b.token })).status).toBe(200);
    expect((await get(`/api/cart/pull?cartId=${cartId}`)).body.result).toHaveLength(1);
  });

  it('an expired or logged-out token is a 401 for carts and orders (nothing is stored)', async () => {
    const { token } = await login(b.email, b.password);
    const cartId = (await post('/api/cart/create', undefined, { token })).body.result;
    await post('/api/user/logout', undefined, { token });
    expect(await get(`/api/cart/pull?cartId=${cartId}`, { token })).toMatchObject({ status: 401, body: { result: EXPIRED } });
    expect((await post('/api/cart/create', undefined, { token })).status).toBe(401);
    const order = orderBody(sku);
    expect((await post('/api/order', order, { token })).status).toBe(401);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE client_order_id = ?').bind(order.order_id).first<any>()).toEqual({ n: 0 });
  });

  it('each profile read is the token\'s own: B\'s token answers B, never A', async () => {
    const mine = await get(`/api/user/me?id=${a.id}`, { token: b.token });
    expect(mine.body.result).toMatchObject({ id: b.id, email: b.email });
    expect(JSON.stringify(mine.body)).not.toContain(a.email);
    const update = await post('/api/user/me', { customer: { id: a.id, email: a.email, firstname: 'Bert', lastname: 'Muster' } }, { token: b.token });
    expect(update).toMatchObject({ status: 400, body: { result: EMAIL_TAKEN } });
    expect((await get('/api/user/me', { token: a.token })).body.result).toMatchObject({ id: a.id, email: a.email, firstname: 'Erika' });
  });
});

describe('login rate limit: stops guessing without locking the customer out', () => {
  const customer = { email: newEmail('carla'), password: 'Carla-Zaun-2025' };
  beforeAll(async () => {
    await register(customer.email, customer.password);
    secrets.push(customer.password);
  });

  it(`${LOGIN_PER_ACCOUNT_ADDRESS} failed logins from one address → 429 with a clear message; the right password from there waits too`, async () => {
    const attacker = '203.0.113.7';
    for (let i = 0; i < LOGIN_PER_ACCOUNT_ADDRESS; i++) {
      expect((await post('/api/user/login', { username: customer.email, password: `guess-${i}-xyz` }, { ip: attacker })).status).toBe(401);
    }
    const blocked = await post('/api/user/login', { username: customer.email, password: 'guess-6-xyz' }, { ip: attacker });
    expect(blocked).toMatchObject({ status: 429, body: { code: 429, result: expect.stringMatching(/^Too many login attempts\. Please try again in \d+ minutes?\.$/) } });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('/api/user/login', { username: customer.email, password: customer.password }, { ip: attacker })).status).toBe(429);
  });

  it('the real customer from another address still logs in', async () => {
    const { token } = await login(customer.email, customer.password, '198.51.100.9');
    expect((await get('/api/user/me', { token })).body.result.email).toBe(customer.email);
  });

  it('one address spraying many accounts is stopped for every account (per-address limit)', async () => {
    const sprayer = '2001:db8:1:2:3:4:5:6';
    const limit = loginLimits('someone@example.com', '2001:db8:1:2::/64').address;
    for (let i = 0; i < LOGIN_PER_ADDRESS; i++) await hitLimits(env.DB, [limit], new Date());
    const answer = await post('/api/user/login', { username: customer.email, password: customer.password }, { ip: sprayer });
    expect(answer.status).toBe(429);
    // Another host of the same /64 counts as the same address; a different network does not.
    expect((await post('/api/user/login', { username: customer.email, password: 'x' }, { ip: '2001:db8:1:2:ffff::1' })).status).toBe(429);
    expect((await post('/api/user/login', { username: customer.email, password: customer.password }, { ip: '2001:db8:9::1' })).status).toBe(200);
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
      expect(blocked).toMatchObject({ status: 429, body: { code: 429, result: expect.stringMatching(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/) } });
    }
  });

  it('registering: at most 20 new accounts an hour from one client address', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 20; i++) await takeLimit(env.DB, addressLimit('register:address', ip, 20, 3_600_000)!, new Date());
    const blocked = await post('/api/user/create', { customer: { email: newEmail('late'), firstname: 'Erika', lastname: 'Muster' }, password: 'Lange-genug-1' }, { ip });
    expect(blocked).toMatchObject({ status: 429, body: { result: expect.stringMatching(/^Too many new accounts from this address/) } });
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
    (await env.DB.prepare("SELECT * FROM mail_outbox WHERE to_address = ? AND kind = 'password_reset' ORDER BY id").bind(to).all<any>()).results;
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
    const stored = (await env.DB.prepare('SELECT token_hash FROM password_resets').all<{ token_hash: string }>()).results.map((r) => r.token_hash);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.join()).not.toContain(resetToken);
  });

  it('create-password: the token works once, for its own e-mail address, and ends every session', async () => {
    const { resetToken } = tokenOf((await mailsTo(customer.email)).at(-1));
    secrets.push(resetToken);
    const wrongEmail = await post('/api/user/create-password', { email: newEmail('x'), newPassword: customer.next, resetToken });
    expect(wrongEmail).toMatchObject({ status: 400, body: { result: expect.stringMatching(/invalid or has expired/) } });
    expect((await post('/api/user/create-password', { email: customer.email, newPassword: customer.next, resetToken: resetToken + 'x' })).status).toBe(400);
    expect(await post('/api/user/create-password', { email: customer.email, newPassword: 'kurz', resetToken })).toMatchObject({
      status: 400, body: { result: 'Password must have at least 8 characters.' },
    });
    expect(await post('/api/user/create-password', { email: customer.email, newPassword: customer.next, resetToken })).toMatchObject({ status: 200, body: { code: 200, result: true } });
    expect((await post('/api/user/create-password', { email: customer.email, newPassword: 'Noch-Ein-Neues-1', resetToken })).status).toBe(400);
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
    expect((await post('/api/user/create-password', { email: customer.email, newPassword: 'Alter-Link-2026', resetToken: older })).status).toBe(400);
    const row = await env.DB.prepare('SELECT expires_at, created_at FROM password_resets WHERE used_at IS NULL').first<any>();
    const ttl = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(ttl).toBeGreaterThanOrEqual(30 * 60_000);
    expect(ttl).toBeLessThanOrEqual(2 * 60 * 60_000);
    await env.DB.prepare("UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z' WHERE used_at IS NULL").run();
    expect((await post('/api/user/create-password', { email: customer.email, newPassword: 'Abgelaufen-2026', resetToken: newer })).status).toBe(400);
  });
});

describe('bad input is a 4xx with a clear message, never a 5xx', () => {
  const valid = { customer: { email: 'ok@example.com', firstname: 'Erika', lastname: 'Muster' }, password: 'Lange-genug-1' };
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
    ['POST', '/api/user/create', { ...valid, customer: { ...valid.customer, email: 'erika example.com' } }, 400, INVALID_EMAIL],
    ['POST', '/api/user/create', { ...valid, customer: { ...valid.customer, email: 42 } }, 400, INVALID_EMAIL],
    ['POST', '/api/user/create', { ...valid, customer: { ...valid.customer, firstname: 'E'.repeat(300) } }, 400, /"firstname" is at most 255/],
    ['POST', '/api/user/create', { ...valid, customer: { ...valid.customer, lastname: 'M'.repeat(300) } }, 400, /"lastname" is at most 255/],
    ['POST', '/api/user/create', { ...valid, customer: { ...valid.customer, firstname: '12345' } }, 400, /letters/],
    ['POST', '/api/user/create', { ...valid, customer: { ...valid.customer, firstname: 'Eri\u0000ka' } }, 400, /control characters/],
    ['POST', '/api/user/create', { ...valid, customer: { ...valid.customer, addresses: [{ firstname: 'Erika' }] } }, 400, /lastname|street|required/],
    ['POST', '/api/user/create', { ...valid, customer: { ...valid.customer, addresses: 'Zaunweg 1' } }, 400, /addresses/],
    ['POST', '/api/user/login', '{"username":', 400, 'The request body is not valid JSON'],
    ['POST', '/api/user/login', {}, 400, /username/],
    ['POST', '/api/user/login', { username: 'erika@example.com' }, 400, /password/],
    ['POST', '/api/user/login', { username: 'erika', password: 'Lange-genug-1' }, 400, INVALID_EMAIL],
    ['POST', '/api/user/login', { username: ['a'], password: {} }, 400, /username/],
    ['POST', '/api/user/reset-password', {}, 400, INVALID_EMAIL],
    ['POST', '/api/user/reset-password', { email: 'x'.repeat(300) + '@example.com' }, 400, INVALID_EMAIL],
    ['POST', '/api/user/create-password', { email: 'erika@example.com', newPassword: 'Lange-genug-1' }, 400, /resetToken/],
    ['POST', '/api/user/refresh', 'null', 400, /refreshToken/],
    ['POST', '/api/user/refresh', { refreshToken: 'x'.repeat(5000) }, 400, /too long/],
    ['POST', '/api/user/refresh', { refreshToken: 'garbage' }, 401, EXPIRED],
    ['GET', '/api/user/login', undefined, 404, /No API endpoint/],
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
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'ok@example.com'").first<any>()).toEqual({ n: 0 });
  });

  it('unknown methods and garbage query parameters are 4xx JSON too', async () => {
    expect((await call('DELETE', '/api/user/me')).status).toBe(404);
    expect((await get('/api/user/order-history?pageSize=%00&currentPage=-1', { token: 'x' })).status).toBe(401);
    expect((await get('/api/user/order/%27%20OR%201=1', { token: 'x' })).status).toBe(401);
  });
});
