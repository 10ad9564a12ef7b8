import { describe, expect, it } from 'vitest';
import { staffSession } from './admin-helpers.ts';
import { get } from './helpers.ts';
import { one, orderBody, pickSeedProducts, placeOrder, seed } from './order-helpers.ts';

// The back office's pages: their own document (German, never indexed, own script, no storefront
// bundle), the login for anyone without a staff session, and the pages staff work with.

const PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/reviews',
  '/admin/messages',
  '/admin/newsletter',
  '/admin/outbox',
  '/admin/stock',
  '/admin/account',
];

describe('back-office pages', () => {
  it('sends the browser to the login without a staff session', async () => {
    for (const path of [...PAGES, '/admin/staff', '/admin/orders/1/invoice']) {
      const res = await get(path, {
        headers: { cookie: 'zaunshop_admin=forged-forged-forged-forged-forged-forged-abc' },
      });
      expect(res.status, path).toBe(303);
      expect(res.headers.get('location')).toBe('/admin/login');
    }
    const login = await get('/admin/login');
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/<script type="module" src="\/assets\/admin-[\w-]+\.js" nonce="[^"]+"><\/script>/);
    expect(html).not.toMatch(/\/assets\/entry-/);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(login.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  }, 30_000);

  it('renders every page for staff, and the order with its invoice and packing slip', async () => {
    await pickSeedProducts();
    const body = orderBody([{ sku: seed.light, qty: 1 }], { payment: 'checkmo' });
    expect((await placeOrder(body)).status).toBe(200);
    const order = await one<{ entity_id: number; increment_id: string }>(
      'SELECT entity_id, increment_id FROM orders WHERE client_order_id = ?',
      body.order_id,
    );
    const { cookie } = await staffSession('staff');
    for (const path of PAGES) {
      const res = await get(path, { headers: { cookie } });
      expect(res.status, path).toBe(200);
      await res.text();
    }
    const list = await (await get(`/admin/orders?q=${order.increment_id}`, { headers: { cookie } })).text();
    expect(list).toContain(`href="/admin/orders/${order.entity_id}"`);
    const view = await (await get(`/admin/orders/${order.entity_id}`, { headers: { cookie } })).text();
    expect(view).toContain('Als bezahlt markieren');
    const invoice = await (await get(`/admin/orders/${order.entity_id}/invoice`, { headers: { cookie } })).text();
    expect(invoice).toContain(`Rechnung ${order.increment_id}`);
    expect(invoice).toContain('@media print');
    const slip = await (await get(`/admin/orders/${order.entity_id}/packing-slip`, { headers: { cookie } })).text();
    expect(slip).toContain(seed.light);
    // Staff without the owner role never see the staff accounts.
    expect((await get('/admin/staff', { headers: { cookie } })).status).toBe(404);
  }, 30_000);
});
