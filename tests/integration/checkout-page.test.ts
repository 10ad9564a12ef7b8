import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cartHash } from '../../client/cart/identity.ts';
import { formatPrice } from '../../shared/i18n/format.ts';
import { add, call, newCart, post } from './cart-helpers.ts';
import { get } from './helpers.ts';
import { login, register, newEmail } from './user-helpers.ts';

// The checkout page as the server renders it from the cookies the browser mirrors its cart and
// login tokens into: the shopper's lines and totals, the empty cart's message, or (a cart it may
// not show) the steps with the summary still to come. Never kept for the next shopper.

const page = (cookie?: string) => get('/checkout', cookie ? { headers: { cookie } } : {});

/** A simple product of the seed that can be bought, with its name. */
async function buyable(): Promise<{ sku: string; name: string }> {
  const { results } = await env.DB.prepare(
    `SELECT sku, name FROM products WHERE store = 'default' AND type_id = 'simple' AND parent_sku IS NULL
     AND visibility = 4 AND status = 1 ORDER BY id LIMIT 10`,
  ).all<{ sku: string; name: string }>();
  return results[0]!;
}

const marker = (html: string) => /<div class="island" data-island="checkout"[^>]*>/.exec(html)?.[0] ?? '';
const summary = (html: string) => /<aside class="checkout-summary"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

describe('/checkout from the shopper’s cookies', () => {
  it('without a cart shows the empty cart, and waits for a touch unless a login or progress is kept', async () => {
    const res = await page();
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Ihr Warenkorb ist leer.');
    expect(marker(html)).toContain('data-when="interaction"');
    // A browser keeping a cart with lines (filled offline) hydrates it at once: the page shows none.
    expect(marker(html)).toContain(
      `data-stored="zaunshop:user:v1 zaunshop:default:checkout:v1 zaunshop:default:cart:v1#${cartHash([], null)}"`,
    );
  });

  it('shows a guest’s lines and totals, for that shopper only', async () => {
    const { sku, name } = await buyable();
    const token = await newCart();
    expect((await add(token, { sku, qty: 2 })).status).toBe(200);
    const res = await page(`cart_token=${token}`);
    expect(res.headers.get('cache-control')).toContain('private');
    const html = await res.text();
    const aside = summary(html);
    expect(aside).toContain(`<span class="cart-line__name">${escaped(name)}</span>`);
    expect(aside).toMatch(/<span>2<!-- --> ×<\/span>/);
    const totals = (await call('GET', `/api/cart/totals?cartId=${token}`)).body.result;
    const grand = totals.total_segments.find((s: { code: string }) => s.code === 'grand_total');
    expect(aside).toContain(`<dd>${formatPrice(grand.value)}</dd>`);
    expect(aside).not.toContain('aria-busy');
    expect(html).toContain('Ich möchte ein Kundenkonto anlegen');
    // The cart shown is named as the browser's kept cart names it: the same one waits for a touch.
    expect(marker(html)).toContain(`zaunshop:default:cart:v1#${cartHash([{ sku, qty: 2 }], null)}"`);
    expect(marker(html)).not.toContain(`#${cartHash([{ sku, qty: 1 }], null)}`);
    // The next shopper, without the cookie, does not get that page.
    const next = await (await page()).text();
    expect(next).not.toContain(escaped(name));
    expect(next).toContain('Ihr Warenkorb ist leer.');
  });

  it('leaves an unknown cart to the browser: the steps, the summary still to come', async () => {
    const html = await (await page(`cart_token=${'0'.repeat(32)}`)).text();
    expect(summary(html)).toContain('aria-busy="true"');
    expect(summary(html)).not.toContain('cart-line');
    expect(html).toContain('Persönliche Daten');
    // Any cart the browser keeps is shown at once, as the island hydrates in view.
    expect(marker(html)).toContain('zaunshop:default:checkout:v1 zaunshop:default:cart:v1"');
  });

  it('shows a customer’s cart only with its owner’s token, and offers no account to create', async () => {
    const { sku, name } = await buyable();
    const email = newEmail('checkout-page');
    await register(email, 'Zaunkoenig-2026!');
    const { token: user } = await login(email, 'Zaunkoenig-2026!');
    const cart = (await post(`/api/cart/create?token=${user}`)).body.result as string;
    expect((await post(`/api/cart/update?cartId=${cart}&token=${user}`, { cartItem: { sku, qty: 1 } })).status).toBe(
      200,
    );
    const stranger = await (await page(`cart_token=${cart}`)).text();
    expect(summary(stranger)).not.toContain(escaped(name));
    const owner = await (await page(`cart_token=${cart}; user_token=${user}`)).text();
    expect(summary(owner)).toContain(escaped(name));
    expect(owner).not.toContain('Ich möchte ein Kundenkonto anlegen');
  });
});
