import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/index.ts';
import { ORIGIN, search } from './helpers.ts';

// Product reviews (held for moderation; POST /api/review/create?token) and the
// newsletter's double opt-in with its 10 % coupon, against the
// seeded demo shop. Moderation needs env ADMIN_SECRET: those calls go to the app with that binding.

const ADMIN_SECRET = 'test-admin-secret-4f1c';
const INVALID_EMAIL = 'Please provide valid e-mail address.';
const RATING_INVALID = 'The rating must be a whole number from 1 to 5';

interface Answer {
  status: number;
  body: any;
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  withSecret = false,
): Promise<Answer> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = withSecret
    ? await app.request(ORIGIN + path, init, { ...env, ADMIN_SECRET }, createExecutionContext())
    : await SELF.fetch(ORIGIN + path, init);
  expect(res.headers.get('content-type'), path).toContain('application/json');
  const answer = { status: res.status, body: await res.json() };
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  return answer;
}
const post = (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body, headers);
const admin = (path: string, body: unknown, secret?: string) =>
  call('POST', path, body, secret === undefined ? {} : { 'x-admin-secret': secret }, true);

const customer = { email: `rita.${Date.now()}@example.com`, password: 'Rezension-2025', token: '', id: 0 };
const products = { reviewed: 0, other: 0 };

async function reviewsOf(productId: number, extra: unknown[] = []) {
  const { status, json } = await search('vue_storefront_catalog', 'review', {
    _appliedFilters: [{ attribute: 'product_id', value: { eq: productId } }, ...extra],
  });
  expect(status).toBe(200);
  return { total: json.hits.total, docs: json.hits.hits.map((h: any) => h._source) };
}

beforeAll(async () => {
  const rows = (
    await env.DB.prepare(
      "SELECT id FROM products WHERE store = 'default' AND status = 1 AND visibility <> 1 ORDER BY id LIMIT 2",
    ).all<{ id: number }>()
  ).results;
  products.reviewed = rows[0]!.id;
  products.other = rows[1]!.id;
  const created = await post('/api/user/create', {
    customer: { email: customer.email, firstname: 'Rita', lastname: 'Rezensent' },
    password: customer.password,
  });
  expect(created.status).toBe(200);
  customer.id = created.body.result.id;
  customer.token = (
    await post('/api/user/login', { username: customer.email, password: customer.password })
  ).body.result;
});

describe('reviews: written pending, published after moderation', () => {
  let pendingId = 0;
  let shortFormId = 0;

  it('a token that was sent must be valid', async () => {
    const body = {
      review: {
        product_id: products.reviewed,
        title: 'Top',
        detail: 'Sehr stabil',
        nickname: 'Rita',
        review_entity: 'product',
        review_status: 2,
      },
    };
    expect((await post('/api/review/create?token=abc', body)).status).toBe(401);
  });

  it('stores a review.schema.json review as pending (code 200); client status and customer_id are ignored', async () => {
    const body = {
      review: {
        product_id: products.reviewed,
        title: 'Stabiler Zaun',
        detail: 'Gut verarbeitet, schnell geliefert.',
        nickname: 'Rita',
        review_entity: 'product',
        review_status: 1,
        customer_id: 999,
      },
    };
    const answer = await post(`/api/review/create?token=${customer.token}`, body);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        code: 200,
        result: { product_id: products.reviewed, title: 'Stabiler Zaun', status: 'pending', review_status: 2 },
      },
    });
    pendingId = answer.body.result.id;
    const row = await env.DB.prepare('SELECT status, customer_id FROM reviews WHERE id = ?').bind(pendingId).first();
    expect(row).toEqual({ status: 'pending', customer_id: customer.id });
  });

  it('takes the short form (author, text, rating) with the token as Bearer', async () => {
    const answer = await post(
      '/api/review/create',
      { review: { product_id: String(products.reviewed), author: 'R. R.', text: 'Passt perfekt zum Tor.', rating: 4 } },
      { authorization: `Bearer ${customer.token}` },
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { result: { nickname: 'R. R.', detail: 'Passt perfekt zum Tor.', rating: 4, status: 'pending' } },
    });
    shortFormId = answer.body.result.id;
  });

  it('validates: rating 1..5, a known product, text and author, JSON', async () => {
    const base = { product_id: products.reviewed, title: 'T', detail: 'D', nickname: 'N' };
    for (const rating of [0, 6, 4.5, 'fünf', -1]) {
      expect(
        await post(`/api/review/create?token=${customer.token}`, { review: { ...base, rating } }),
        String(rating),
      ).toMatchObject({ status: 400, body: { result: RATING_INVALID } });
    }
    expect(
      (await post(`/api/review/create?token=${customer.token}`, { review: { ...base, ratings: [{ value: 9 }] } })).body
        .result,
    ).toBe(RATING_INVALID);
    expect(
      (await post(`/api/review/create?token=${customer.token}`, { review: { ...base, product_id: 987654321 } })).body
        .result,
    ).toMatch(/no product with id 987654321/);
    expect(
      (await post(`/api/review/create?token=${customer.token}`, { review: { ...base, detail: ' ' } })).body.result,
    ).toMatch(/detail/);
    expect(
      (await post(`/api/review/create?token=${customer.token}`, { review: { ...base, nickname: '' } })).body.result,
    ).toMatch(/nickname/);
    expect(
      (await post(`/api/review/create?token=${customer.token}`, { review: { ...base, detail: 'x'.repeat(6000) } })).body
        .result,
    ).toMatch(/at most 5000/);
    expect(
      (await post(`/api/review/create?token=${customer.token}`, { review: { ...base, product_id: 'abc' } })).status,
    ).toBe(400);
    expect((await post(`/api/review/create?token=${customer.token}`, '{"review":')).body.result).toBe(
      'The request body is not valid JSON',
    );
    expect((await post(`/api/review/create?token=${customer.token}`, { review: 'gut' })).status).toBe(400);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM reviews').first()).toEqual({ n: 2 });
  });

  it('a pending review is not in the catalog review search', async () => {
    expect(await reviewsOf(products.reviewed)).toEqual({ total: 0, docs: [] });
  });

  it('moderation is disabled without ADMIN_SECRET (404) and refuses a missing or wrong secret (403)', async () => {
    expect((await post('/api/review/approve', { id: pendingId }, { 'x-admin-secret': '' })).status).toBe(404);
    expect((await call('GET', '/api/review/pending')).status).toBe(404);
    expect(await admin('/api/review/approve', { id: pendingId })).toMatchObject({ status: 403, body: { code: 403 } });
    expect(await admin('/api/review/approve', { id: pendingId }, 'wrong-secret')).toMatchObject({
      status: 403,
      body: { code: 403 },
    });
    expect(await admin('/api/review/approve', { id: pendingId }, ADMIN_SECRET.slice(0, -1))).toMatchObject({
      status: 403,
    });
    expect(await reviewsOf(products.reviewed)).toEqual({ total: 0, docs: [] });
  });

  it('approved with the secret, the review appears in the review search for its product only', async () => {
    const pending = await call('GET', '/api/review/pending', undefined, { 'x-admin-secret': ADMIN_SECRET }, true);
    expect(pending.body.result.map((r: any) => r.id)).toEqual([pendingId, shortFormId]);
    expect(await admin('/api/review/approve', { id: pendingId }, ADMIN_SECRET)).toMatchObject({
      status: 200,
      body: { code: 200, result: { approved: [pendingId], missing: [] } },
    });
    const found = await reviewsOf(products.reviewed);
    expect(found.total).toBe(1);
    expect(found.docs[0]).toMatchObject({
      id: pendingId,
      product_id: products.reviewed,
      title: 'Stabiler Zaun',
      detail: 'Gut verarbeitet, schnell geliefert.',
      nickname: 'Rita',
      review_status: 1,
      review_entity: 'product',
    });
    expect(found.docs[0]).not.toHaveProperty('customer_id');
    expect((await reviewsOf(products.reviewed, [{ attribute: 'review_status', value: { eq: 1 } }])).total).toBe(1);
    expect((await reviewsOf(products.other)).total).toBe(0);
  });

  it('a rejected review stays hidden; unknown ids are a 404; bad moderation bodies a 400', async () => {
    expect(await admin('/api/review/approve', { id: shortFormId, action: 'reject' }, ADMIN_SECRET)).toMatchObject({
      status: 200,
      body: { result: { rejected: [shortFormId] } },
    });
    expect((await reviewsOf(products.reviewed)).total).toBe(1);
    expect((await admin('/api/review/approve', { id: 99999999 }, ADMIN_SECRET)).status).toBe(404);
    expect((await admin('/api/review/approve', {}, ADMIN_SECRET)).status).toBe(400);
    expect((await admin('/api/review/approve', '{"id":', ADMIN_SECRET)).status).toBe(400);
  });

  it('the customer sees their own reviews with their status', async () => {
    const mine = await call('GET', `/api/review/mine?token=${customer.token}`);
    expect(mine.body.result.map((r: any) => [r.id, r.status])).toEqual([
      [shortFormId, 'rejected'],
      [pendingId, 'approved'],
    ]);
  });
});

describe('newsletter: double opt-in through the outbox, then the 10 % coupon', () => {
  const guest = `gast.${Date.now()}@example.com`;
  const base = '/api/ext/mailchimp-subscribe';
  const mails = async (to: string, kind: string) =>
    (
      await env.DB.prepare('SELECT * FROM mail_outbox WHERE to_address = ? AND kind = ? ORDER BY id')
        .bind(to, kind)
        .all<any>()
    ).results;
  const confirmTokenOf = (mail: any) =>
    new URL(/https?:\/\/\S+\/confirm\?token=\S+/.exec(mail.body)![0]).searchParams.get('token')!;
  let coupon = '';

  it('rejects a bad address', async () => {
    expect(await post(`${base}/subscribe`, { email: 'gast@' })).toMatchObject({
      status: 400,
      body: { result: INVALID_EMAIL },
    });
    expect(await post(`${base}/subscribe`, '{')).toMatchObject({ status: 400 });
  });

  it('subscribing stores a pending subscription and queues the confirmation mail', async () => {
    expect(await post(`${base}/subscribe`, { email: guest.toUpperCase() })).toMatchObject({
      status: 200,
      body: { code: 200, result: true },
    });
    expect(
      await env.DB.prepare('SELECT status, coupon_code FROM newsletter_subscriptions WHERE email = ?')
        .bind(guest)
        .first(),
    ).toEqual({ status: 'pending', coupon_code: null });
    const [mail] = await mails(guest, 'newsletter_confirm');
    expect(confirmTokenOf(mail)).toMatch(/^[\w-]{40,}$/);
    expect(
      (
        await env.DB.prepare('SELECT confirm_hash FROM newsletter_subscriptions WHERE email = ?')
          .bind(guest)
          .first<any>()
      ).confirm_hash,
    ).not.toBe(confirmTokenOf(mail));
  });

  it('confirming grants a personal single-use 10 % coupon, mailed and answered; a second click answers the same', async () => {
    expect((await call('GET', `${base}/confirm?token=nonsense`)).status).toBe(400);
    expect((await call('GET', `${base}/confirm?token=${'A'.repeat(43)}`)).status).toBe(400);
    const token = confirmTokenOf((await mails(guest, 'newsletter_confirm')).at(-1));
    const confirmed = await call('GET', `${base}/confirm?token=${token}`);
    expect(confirmed).toMatchObject({
      status: 200,
      body: {
        code: 200,
        result: {
          email: guest,
          status: 'subscribed',
          coupon: expect.stringMatching(/^NL-[A-Z2-9]{10}$/),
          discount_percent: 10,
        },
      },
    });
    coupon = confirmed.body.result.coupon;
    expect(
      await env.DB.prepare(
        'SELECT type, percent, amount_cents, usage_limit, times_used, active FROM coupons WHERE code = ?',
      )
        .bind(coupon)
        .first(),
    ).toEqual({ type: 'percent', percent: 10, amount_cents: null, usage_limit: 1, times_used: 0, active: 1 });
    expect((await call('GET', `${base}/confirm?token=${token}`)).body.result.coupon).toBe(coupon);
    const welcome = await mails(guest, 'newsletter_welcome');
    expect(welcome).toHaveLength(1);
    expect(welcome[0].body).toContain(coupon);
  });

  it('the coupon takes 10 % off a cart', async () => {
    const cartId = (await post('/api/cart/create')).body.result;
    const sku = (await env.DB.prepare(
      `SELECT p.sku FROM products p JOIN stock_items s ON s.store = p.store AND s.sku = p.sku WHERE p.store = 'default' AND p.status = 1 AND p.type_id = 'simple'
       AND p.parent_sku IS NULL AND s.qty >= 5 AND json_extract(p.doc, '$.custom_options') IS NULL ORDER BY p.id LIMIT 1`,
    ).first<{ sku: string }>())!.sku;
    await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
    expect((await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${coupon.toLowerCase()}`)).body.result).toBe(
      true,
    );
    const totals = (await call('GET', `/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(totals.discount_amount).toBeCloseTo(-totals.subtotal_incl_tax * 0.1, 1);
  });

  it('subscribing again while subscribed sends no new mail', async () => {
    expect((await post(`${base}/subscribe`, { email: guest })).body.result).toBe(true);
    expect(await mails(guest, 'newsletter_confirm')).toHaveLength(1);
  });

  it('unsubscribing needs the link from the mail or the account of that address; re-subscribing gets no second coupon', async () => {
    expect(await post(`${base}/unsubscribe`, { email: guest })).toMatchObject({ status: 403 });
    expect((await post(`${base}/unsubscribe?token=${customer.token}`, { email: guest })).status).toBe(403);
    const link = /https?:\/\/\S+unsubscribeToken=\S+/.exec((await mails(guest, 'newsletter_welcome'))[0].body)![0];
    const unsubscribeToken = new URL(link).searchParams.get('unsubscribeToken')!;
    expect(
      (await post(`${base}/unsubscribe`, { email: guest, unsubscribeToken: unsubscribeToken.slice(1) })).status,
    ).toBe(403);
    expect(await call('DELETE', `${base}/unsubscribe`, { email: guest, unsubscribeToken })).toMatchObject({
      status: 200,
      body: { result: true },
    });
    expect(
      (await env.DB.prepare('SELECT status FROM newsletter_subscriptions WHERE email = ?').bind(guest).first<any>())
        .status,
    ).toBe('unsubscribed');

    await post(`${base}/subscribe`, { email: guest });
    const again = await call(
      'GET',
      `${base}/confirm?token=${confirmTokenOf((await mails(guest, 'newsletter_confirm')).at(-1))}`,
    );
    expect(again.body.result).toMatchObject({ status: 'subscribed', coupon });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM coupons WHERE code LIKE 'NL-%'").first()).toEqual({ n: 1 });
  });

  it("a customer's profile shows the subscription; the customer can unsubscribe with their token (Vue Storefront DELETE /subscribe)", async () => {
    await post(`${base}/subscribe`, { email: customer.email });
    await call(
      'GET',
      `${base}/confirm?token=${confirmTokenOf((await mails(customer.email, 'newsletter_confirm')).at(-1))}`,
    );
    expect((await call('GET', `/api/user/me?token=${customer.token}`)).body.result.extension_attributes).toEqual({
      is_subscribed: true,
    });
    expect((await call('DELETE', `${base}/subscribe?token=${customer.token}`, { email: customer.email })).status).toBe(
      200,
    );
    expect((await call('GET', `/api/user/me?token=${customer.token}`)).body.result.extension_attributes).toEqual({
      is_subscribed: false,
    });
  });

  it('an expired confirmation link does not subscribe', async () => {
    const late = `spaet.${Date.now()}@example.com`;
    await post(`${base}/subscribe`, { email: late });
    await env.DB.prepare(
      "UPDATE newsletter_subscriptions SET confirm_expires_at = '2000-01-01T00:00:00.000Z' WHERE email = ?",
    )
      .bind(late)
      .run();
    expect(
      (await call('GET', `${base}/confirm?token=${confirmTokenOf((await mails(late, 'newsletter_confirm'))[0])}`))
        .status,
    ).toBe(400);
    expect(
      (await env.DB.prepare('SELECT status FROM newsletter_subscriptions WHERE email = ?').bind(late).first<any>())
        .status,
    ).toBe('pending');
  });
});
