import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../worker/mail/mail-outbox.ts';
import { admin, staffSession } from './admin-helpers.ts';
import { get } from './helpers.ts';
import { one, orderBody, pickSeedProducts, placeOrder, seed } from './order-helpers.ts';

// The back office's other work: reviews (an approved one is on the product page at once), stock per
// SKU with its history, the messages inbox, the mail outbox with its retry, and the start page.

let cookie: string;
beforeAll(async () => {
  await pickSeedProducts();
  cookie = (await staffSession('staff')).cookie;
});
const as = (method: string, path: string, body?: unknown) => admin(method, `/api/admin${path}`, body, { cookie });

async function product(offset: number) {
  return one<{ id: number; sku: string; url_key: string }>(
    "SELECT id, sku, url_key FROM products WHERE store = 'default' AND type_id = 'simple' AND status = 1 AND visibility = 4 ORDER BY id DESC LIMIT 1 OFFSET ?",
    offset,
  );
}

describe('reviews', () => {
  it('approves a waiting review and the product page shows it at once', async () => {
    const p = await product(0);
    const at = new Date().toISOString();
    const { id } = await one<{ id: number }>(
      "INSERT INTO reviews (store, product_id, nickname, title, detail, rating, status, created_at, updated_at) VALUES ('default', ?, 'Rita', 'Freigabe im Backoffice', 'Hält.', 5, 'pending', ?, ?) RETURNING id",
      p.id,
      at,
      at,
    );
    const first = await get(`/p/${p.sku}/${p.url_key}`);
    expect(await first.text()).not.toContain('Freigabe im Backoffice');
    const cached = await get(`/p/${p.sku}/${p.url_key}`);
    expect(cached.headers.get('x-ssr-cache')).toBe('HIT');
    await cached.text();

    const waiting = await as('GET', '/reviews?status=pending');
    expect(waiting.body.result.find((r: any) => r.id === id)).toMatchObject({
      product_sku: p.sku,
      title: 'Freigabe im Backoffice',
    });
    expect((await as('POST', `/reviews/${id}`, { status: 'approved' })).status).toBe(200);
    const after = await get(`/p/${p.sku}/${p.url_key}`);
    expect(after.headers.get('x-ssr-cache')).toBe('MISS');
    expect(await after.text()).toContain('Freigabe im Backoffice');
    expect((await as('POST', '/reviews/999999', { status: 'rejected' })).status).toBe(404);
  }, 30_000);
});

describe('stock', () => {
  it('changes a SKU, records who did it, and the product page renders afresh', async () => {
    const p = await product(2);
    const page = await get(`/p/${p.sku}/${p.url_key}`);
    await page.text();
    const found = await as('GET', `/stock?store=default&q=${p.sku}`);
    const before = found.body.result.find((r: any) => r.sku === p.sku);
    expect(before).toBeTruthy();
    const changed = await as('POST', `/stock/default/${p.sku}`, { qty: 3, is_in_stock: true });
    expect(changed.body.result).toMatchObject({ sku: p.sku, qty: 3, is_in_stock: 1 });
    const api = await (await get(`/api/stock/check?sku=${p.sku}`)).json<any>();
    expect(api.result.qty).toBe(3);
    const history = await as('GET', `/stock/default/${p.sku}/history`);
    expect(history.body.result[0]).toMatchObject({
      qty_before: before.qty,
      qty_after: 3,
      staff_email: expect.stringContaining('@'),
    });
    const doc = JSON.parse(
      (await one<{ doc: string }>("SELECT doc FROM products WHERE store = 'default' AND sku = ?", p.sku)).doc,
    );
    expect(doc.stock).toMatchObject({ qty: 3, is_in_stock: true });
    const again = await get(`/p/${p.sku}/${p.url_key}`);
    expect(again.headers.get('x-ssr-cache')).toBe('MISS');
    await again.text();
    expect((await as('POST', '/stock/default/NO-SUCH-SKU', { qty: 1, is_in_stock: true })).status).toBe(404);
  }, 30_000);
});

describe('messages, outbox and the start page', () => {
  it('keeps contact messages as an inbox with read and answered state', async () => {
    const mailId = await queueMail(
      env.DB,
      {
        kind: 'contact',
        to: 'service@zaunshop.example',
        subject: 'Frage zum Doppelstabzaun',
        body: 'Wie hoch?',
        replyTo: 'fragt@example.de',
      },
      new Date(),
    );
    const inbox = await as('GET', '/messages');
    const message = inbox.body.result.find((m: any) => m.subject === 'Frage zum Doppelstabzaun');
    expect(message).toMatchObject({ reply_to: 'fragt@example.de', read_at: null, answered_at: null });
    expect(mailId).toBeGreaterThan(0);
    expect((await as('POST', `/messages/${message.id}`, { state: 'answered' })).status).toBe(200);
    const after = (await as('GET', '/messages')).body.result.find((m: any) => m.id === message.id);
    expect(after.read_at).toBeTruthy();
    expect(after.answered_at).toBeTruthy();
  }, 30_000);

  it('shows failed mails with their attempts and puts one back in line', async () => {
    const id = await queueMail(
      env.DB,
      { kind: 'order_shipped', to: 'kunde@example.de', subject: 'Fehlversuch', body: 'x' },
      new Date(),
    );
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE mail_outbox SET attempts = 12, last_error = 'mail API answered HTTP 500' WHERE id = ?",
      ).bind(id),
      env.DB.prepare(
        "INSERT INTO mail_deliveries (mail_id, adapter, ok, error, attempted_at) VALUES (?, 'http', 0, 'mail API answered HTTP 500', ?)",
      ).bind(id, new Date().toISOString()),
    ]);
    const failed = await as('GET', '/outbox?filter=failed');
    const entry = failed.body.result.find((m: any) => m.id === id);
    expect(entry).toMatchObject({ attempts: 12, last_error: 'mail API answered HTTP 500' });
    expect(entry.deliveries).toEqual([expect.objectContaining({ adapter: 'http', ok: 0 })]);
    const dashboard = await as('GET', '/dashboard');
    expect(dashboard.body.result.failed_mails).toBeGreaterThanOrEqual(1);
    expect((await as('POST', `/outbox/${id}/retry`, {})).status).toBe(200);
    expect((await one<{ attempts: number }>('SELECT attempts FROM mail_outbox WHERE id = ?', id)).attempts).toBe(0);
  }, 30_000);

  it('counts orders and revenue per store and highlights prepayments waiting over a week', async () => {
    const body = orderBody([{ sku: seed.light, qty: 1 }], { payment: 'checkmo' });
    expect((await placeOrder(body)).status).toBe(200);
    const old = orderBody([{ sku: seed.light, qty: 1 }], { payment: 'checkmo' });
    expect((await placeOrder(old)).status).toBe(200);
    await env.DB.prepare('UPDATE orders SET created_at = ? WHERE client_order_id = ?')
      .bind(new Date(Date.now() - 8 * 86_400_000).toISOString(), old.order_id)
      .run();
    const { result } = (await as('GET', '/dashboard')).body;
    const store = result.stores.find((s: any) => s.store === 'default');
    expect(store.today_orders).toBeGreaterThanOrEqual(1);
    expect(store.today_revenue).toBeGreaterThan(0);
    const numbers = await env.DB.prepare(
      'SELECT increment_id, client_order_id FROM orders WHERE client_order_id IN (?, ?)',
    )
      .bind(body.order_id, old.order_id)
      .all<{ increment_id: string; client_order_id: string }>();
    const number = (id: string) => numbers.results.find((r) => r.client_order_id === id)!.increment_id;
    const waiting = (n: string) => result.waiting_payment.find((w: any) => w.increment_id === n);
    expect(waiting(number(body.order_id)).overdue).toBe(false);
    expect(waiting(number(old.order_id)).overdue).toBe(true);
  }, 30_000);
});
