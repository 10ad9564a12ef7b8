import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { hotp, base32Decode, totpStep } from '../../worker/admin/totp.ts';
import { SESSION_COOKIE } from '../../worker/admin/staff-sessions.ts';
import { admin, staffEmail, staffSession } from './admin-helpers.ts';
import { cartTotalsFor, one, orderBody, pickSeedProducts, placeOrder, seed, stockOf } from './order-helpers.ts';
import { createStaff } from '../../worker/admin/staff-repo.ts';
import { get as userGet, login, newEmail, register } from './user-helpers.ts';

// The back office's order work: find an order, take it through paid and shipped (the customer's
// mail and tracking link), cancel another (stock and coupon back), the CSV of the filtered list;
// and logging in with password and authenticator code.

let owner: { id: number; email: string; cookie: string };
beforeAll(async () => {
  await pickSeedProducts();
  owner = await staffSession('owner');
});

const as = (method: string, path: string, body?: unknown) =>
  admin(method, `/api/admin${path}`, body, { cookie: owner.cookie });

async function newOrder(extra: Record<string, unknown> = {}, options = {}) {
  const body = orderBody([{ sku: seed.light, qty: 2 }], { payment: 'checkmo', ...options }, extra);
  const placed = await placeOrder(body);
  expect(placed.status).toBe(200);
  return one<{ entity_id: number; increment_id: string }>(
    'SELECT entity_id, increment_id FROM orders WHERE client_order_id = ?',
    body.order_id,
  );
}

describe('orders in the back office', () => {
  it('finds an order by number, e-mail and name, and filters by status, payment and store', async () => {
    const order = await newOrder({}, { shippingAddress: undefined });
    const byNumber = await as('GET', `/orders?q=${order.increment_id}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.result.items.map((o: any) => o.increment_id)).toEqual([order.increment_id]);
    const byMail = await as('GET', '/orders?q=erika%40example&status=pending&payment=checkmo&store=default');
    expect(byMail.body.result.items.map((o: any) => o.increment_id)).toContain(order.increment_id);
    const byName = await as('GET', '/orders?q=Erika%20Muster');
    expect(byName.body.result.items.map((o: any) => o.increment_id)).toContain(order.increment_id);
    const other = await as('GET', `/orders?q=${order.increment_id}&store=at`);
    expect(other.body.result.items).toEqual([]);
    const offline = await as('GET', `/orders?q=${order.increment_id}&offline=1`);
    expect(offline.body.result.items).toEqual([]);
  }, 30_000);

  it('marks an order paid, then shipped with a tracking number: the history and the shipping mail', async () => {
    const order = await newOrder();
    const paid = await as('POST', `/orders/${order.entity_id}/status`, { from: 'pending', to: 'processing' });
    expect(paid.status).toBe(200);
    expect(paid.body.result.order.status).toBe('processing');
    // A second click on the stale page is refused, nothing recorded twice.
    const again = await as('POST', `/orders/${order.entity_id}/status`, { from: 'pending', to: 'processing' });
    expect(again.status).toBe(409);
    const noNumber = await as('POST', `/orders/${order.entity_id}/status`, {
      from: 'processing',
      to: 'shipped',
      carrier: 'dhl',
    });
    expect(noNumber.status).toBe(400);
    const shipped = await as('POST', `/orders/${order.entity_id}/status`, {
      from: 'processing',
      to: 'shipped',
      carrier: 'dhl',
      tracking_number: '00340434161234567890',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.result.history.map((h: any) => [h.from_status, h.to_status, h.staff_email])).toEqual([
      ['pending', 'processing', owner.email],
      ['processing', 'shipped', owner.email],
    ]);
    const mail = await one<{ to_address: string; subject: string; body: string }>(
      "SELECT to_address, subject, body FROM mail_outbox WHERE kind = 'order_shipped' AND subject LIKE ?",
      `%${order.increment_id}%`,
    );
    expect(mail.to_address.toLowerCase()).toBe('erika@example.com');
    expect(mail.body).toContain(
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161234567890',
    );
    const complete = await as('POST', `/orders/${order.entity_id}/status`, { from: 'shipped', to: 'canceled' });
    expect(complete.status).toBe(409);
  }, 30_000);

  it("shows the customer the shipment with its tracking link in the account's order", async () => {
    const email = newEmail('versand');
    await register(email, 'Kundenpasswort-1');
    const { token } = await login(email, 'Kundenpasswort-1');
    const body = orderBody([{ sku: seed.light, qty: 1 }], { payment: 'checkmo' });
    expect((await placeOrder(body, `?token=${token}`)).status).toBe(200);
    const order = await one<{ entity_id: number; increment_id: string }>(
      'SELECT entity_id, increment_id FROM orders WHERE client_order_id = ?',
      body.order_id,
    );
    expect((await userGet(`/api/user/order/${order.increment_id}`, { token })).body.result.shipment).toBeNull();
    await as('POST', `/orders/${order.entity_id}/status`, { from: 'pending', to: 'processing' });
    await as('POST', `/orders/${order.entity_id}/status`, {
      from: 'processing',
      to: 'shipped',
      carrier: 'spedition',
      tracking_number: 'SP-4711',
    });
    const seen = (await userGet(`/api/user/order/${order.increment_id}`, { token })).body.result;
    expect(seen.status).toBe('shipped');
    expect(seen.shipment).toMatchObject({ carrier_name: 'Spedition', tracking_number: 'SP-4711', tracking_url: null });
    const history = (await userGet('/api/user/order-history', { token })).body.result.items;
    expect(history[0]).toMatchObject({ increment_id: order.increment_id, status: 'shipped' });
  }, 30_000);

  it('cancels an order: its stock goes back and its coupon use is released', async () => {
    const { cartId } = await cartTotalsFor([{ sku: seed.light, qty: 2 }], 'default', 'ZAUN10');
    const usedBefore = (await one<{ times_used: number }>("SELECT times_used FROM coupons WHERE code = 'ZAUN10'"))
      .times_used;
    const stockBefore = await stockOf(seed.light);
    const order = await newOrder({ cart_id: cartId });
    expect(await stockOf(seed.light)).toBe(stockBefore! - 2);
    const canceled = await as('POST', `/orders/${order.entity_id}/status`, { from: 'pending', to: 'canceled' });
    expect(canceled.status).toBe(200);
    expect(await stockOf(seed.light)).toBe(stockBefore);
    expect((await one<{ times_used: number }>("SELECT times_used FROM coupons WHERE code = 'ZAUN10'")).times_used).toBe(
      usedBefore,
    );
    // Canceled is final: nothing returns twice.
    expect((await as('POST', `/orders/${order.entity_id}/status`, { from: 'canceled', to: 'processing' })).status).toBe(
      409,
    );
    expect(await stockOf(seed.light)).toBe(stockBefore);
  }, 30_000);

  it('exports the filtered list as CSV', async () => {
    const order = await newOrder();
    const csv = await as('GET', `/orders/export.csv?q=${order.increment_id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Bestellnummer;Datum;Shop;Status;E-Mail/);
    expect(lines[1]).toContain(`${order.increment_id};`);
    expect(lines[1]).toContain(';checkmo;');
  }, 30_000);
});

describe('back-office login', () => {
  it('logs in with password and authenticator code, sets the cookie, and logs out', async () => {
    const email = staffEmail('totp');
    await createStaff(env.DB, { email, role: 'staff', password: 'Backoffice-2026' }, new Date());
    const wrong = await admin('POST', '/api/admin/session', { email, password: 'falsch-falsch' });
    expect(wrong.status).toBe(401);
    const login = await admin('POST', '/api/admin/session', { email, password: 'Backoffice-2026' });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const [i, path] of ['/admin', '/api/admin'].entries()) {
      expect(cookies[i]).toMatch(
        new RegExp(
          `^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=${path}; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$`,
        ),
      );
    }
    const cookie = cookies[0]!.split(';')[0]!;
    const setup = await admin('POST', '/api/admin/session/totp', {}, { cookie });
    expect(setup.body.result.uri).toMatch(/^otpauth:\/\/totp\//);
    const secret = setup.body.result.secret as string;
    const code = () => hotp(base32Decode(secret), totpStep(new Date()));
    expect((await admin('POST', '/api/admin/session/totp/enable', { code: '000000' }, { cookie })).status).toBe(400);
    expect((await admin('POST', '/api/admin/session/totp/enable', { code: await code() }, { cookie })).status).toBe(
      200,
    );

    const needsCode = await admin('POST', '/api/admin/session', { email, password: 'Backoffice-2026' });
    expect(needsCode.status).toBe(401);
    expect(needsCode.body.meta.totp).toBe(true);
    const next = await hotp(base32Decode(secret), totpStep(new Date()) + 1);
    const withCode = await admin('POST', '/api/admin/session', { email, password: 'Backoffice-2026', code: next });
    expect(withCode.status).toBe(200);
    // The same code never logs in twice.
    expect((await admin('POST', '/api/admin/session', { email, password: 'Backoffice-2026', code: next })).status).toBe(
      401,
    );

    const out = await admin('DELETE', '/api/admin/session', undefined, { cookie });
    expect(out.status).toBe(200);
    expect((await admin('GET', '/api/admin/session', undefined, { cookie })).status).toBe(401);
  }, 30_000);

  it('limits failed logins', async () => {
    const email = staffEmail('limit');
    const headers = { 'cf-connecting-ip': '203.0.113.77' };
    for (let i = 0; i < 5; i++) {
      expect(
        (await admin('POST', '/api/admin/session', { email, password: 'falsch-falsch' }, { headers })).status,
      ).toBe(401);
    }
    const blocked = await admin('POST', '/api/admin/session', { email, password: 'falsch-falsch' }, { headers });
    expect(blocked.status).toBe(429);
  }, 30_000);

  it('lets an owner add staff and keeps the last owner', async () => {
    const created = await as('POST', '/staff', { email: staffEmail('neu'), role: 'staff' });
    expect(created.status).toBe(200);
    expect(created.body.result.password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const others = await env.DB.prepare("SELECT id FROM staff WHERE role = 'owner' AND id <> ?")
      .bind(owner.id)
      .all<{ id: number }>();
    for (const { id } of others.results) await as('PATCH', `/staff/${id}`, { role: 'staff' });
    expect((await as('PATCH', `/staff/${owner.id}`, { active: false })).status).toBe(409);
  }, 30_000);
});
