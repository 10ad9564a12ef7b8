import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './helpers.ts';

// Exactly-once cart changes (worker/api/idempotency.ts): a sync task replayed with its id – after a
// reload while it was on the wire, or a lost answer – is answered again, never applied twice.

async function post(path: string, body: unknown, key?: string): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers['idempotency-key'] = key;
  const res = await SELF.fetch(ORIGIN + path, { method: 'POST', headers, body: JSON.stringify(body) });
  expect(res.headers.get('content-type')).toContain('application/json');
  return { status: res.status, body: await res.json() };
}

async function simpleSku(): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT sku FROM products WHERE store = 'default' AND type_id = 'simple' AND status < 2 AND visibility <> 1 ORDER BY id LIMIT 1",
  ).first<{ sku: string }>();
  if (!row) throw new Error('seed has no simple product');
  return row.sku;
}

async function lines(cartId: string): Promise<Array<{ sku: string; qty: number }>> {
  const res = await SELF.fetch(`${ORIGIN}/api/cart/pull?cartId=${cartId}`);
  return ((await res.json()) as { result: Array<{ sku: string; qty: number }> }).result;
}

describe('Idempotency-Key on state-changing calls', () => {
  it('answers a replayed add with the first answer and adds the line once', async () => {
    const cartId = (await post('/api/cart/create', {}, 'create-task-0001')).body.result as string;
    const sku = await simpleSku();
    const first = await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }, 'add-task-0001');
    const again = await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }, 'add-task-0001');
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect((await lines(cartId)).map((l) => [l.sku, l.qty])).toEqual([[sku, 1]]);

    // Another task (another key) is another change.
    await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }, 'add-task-0002');
    expect((await lines(cartId)).map((l) => l.qty)).toEqual([2]);
  });

  it('replays a refusal as the same refusal', async () => {
    const cartId = (await post('/api/cart/create', {}, 'create-task-0002')).body.result as string;
    const first = await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=NOPE`, {}, 'coupon-task-0001');
    const again = await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=NOPE`, {}, 'coupon-task-0001');
    expect(first.status).toBe(400);
    expect(again).toEqual(first);
  });

  it('refuses the same key with another body (409) and a malformed key (400)', async () => {
    const cartId = (await post('/api/cart/create', {}, 'create-task-0003')).body.result as string;
    const sku = await simpleSku();
    await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }, 'add-task-0003');
    const other = await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 5 } }, 'add-task-0003');
    expect(other).toEqual({
      status: 409,
      body: { code: 409, result: 'This request id was already used for a different request.' },
    });
    const bad = await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }, 'x');
    expect(bad.status).toBe(400);
    expect((await lines(cartId)).map((l) => l.qty)).toEqual([1]);
  });

  it('never stores answers that carry tokens (login)', async () => {
    await post('/api/user/login', { username: 'nobody@example.com', password: 'wrong-password' }, 'login-task-0001');
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM sync_tasks WHERE answer LIKE ?')
      .bind('%token%')
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
    const rows = await env.DB.prepare('SELECT key FROM sync_tasks').all<{ key: string }>();
    for (const row of rows.results) expect(row.key).toMatch(/^[0-9a-f]{64}$/);
  });
});
