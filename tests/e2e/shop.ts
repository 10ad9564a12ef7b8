import { expect } from 'vitest';
import type { Page, Request } from 'playwright-core';

/**
 * What the cart, checkout and account e2e tests share: the configurable gate they buy, prices,
 * variant choice, and the steps of the own checkout they all go through the same way.
 */

export const GATE = '/p/GT1-BASIC/gartentor-einfluegelig-basic';

/** Waits for answers of the shop's server: slow while other work shares the machine. */
export const SLOW = { timeout: 20_000 };

/** '1.234,50 €' → 1234.5 */
export const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

/** Chooses a variant value on the product page (the URL follows the chosen child). */
export async function choose(page: Page, label: string): Promise<void> {
  const button = () => page.locator('.product__info').getByRole('button', { name: label, exact: true });
  if ((await button().getAttribute('aria-pressed')) !== 'true') await button().click();
  await expect.poll(() => button().getAttribute('aria-pressed')).toBe('true');
}

/**
 * Waits until the stored cart of the store holds `count` lines, all confirmed by the server (with
 * their item id, no longer pending). The header's count shows a line at once; leaving the page
 * before the server answered would leave the change to the next page's replay.
 */
export async function cartConfirmed(page: Page, storeCode: string, count: number): Promise<void> {
  await page.waitForFunction(
    ([key, n]) => {
      const cart = JSON.parse(localStorage.getItem(key as string) ?? 'null') as {
        token?: string | null;
        items?: Array<{ item_id?: number; pending?: boolean }>;
      } | null;
      return !!cart?.token && cart.items?.length === n && cart.items.every((l) => l.item_id && !l.pending);
    },
    [`zaunshop:${storeCode}:cart:v1`, count] as const,
    SLOW,
  );
}

/** The checkout's shipping step with its address entered: once the server's method is chosen, on to payment. */
export async function continueToPayment(page: Page): Promise<void> {
  await expect.poll(() => page.locator('#shipping-shippingMethod input:checked').count(), SLOW).toBe(1);
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  // A payment step that never opens says what the checkout showed instead (step, errors, message).
  await page
    .locator('#payment-paymentMethod')
    .waitFor()
    .catch(async (error: Error) => {
      const shown = await page
        .locator('.checkout-step--open h2, [id$="-error"], #shipping-message, .checkout .empty')
        .evaluateAll((parts) => parts.map((p) => `${p.id || p.tagName.toLowerCase()}: ${p.textContent}`))
        .catch(() => []);
      // Which fields the step refused, with what they held: a field that lost its value says so.
      const refused = await page
        .locator('[aria-invalid="true"]')
        .evaluateAll((fields) => fields.map((f) => `${f.id}=${JSON.stringify((f as HTMLInputElement).value)}`))
        .catch(() => []);
      // What the checkout's state held (it is kept in localStorage on every change): a value the
      // field shows but the state lacks never reached the app.
      const kept = await page
        .evaluate(() =>
          Object.keys(localStorage)
            .filter((key) => key.endsWith(':checkout:v1'))
            .map(
              (key) => `${key}: ${JSON.stringify(JSON.parse(localStorage.getItem(key) ?? 'null')?.shippingDetails)}`,
            ),
        )
        .catch(() => []);
      throw new Error(
        `${error.message}\nthe checkout showed: ${shown.join(' | ') || 'nothing of these'}\nrefused fields: ${refused.join(', ') || 'none'}\nkept shipping details: ${kept.join(' | ') || 'none'}`,
      );
    });
}

/**
 * The checkout's order review: accepts the terms, places the order and waits for the thank-you
 * page. Answers the order number it names and the request that sent the order.
 */
export async function placeOrder(page: Page): Promise<{ number: string; request: Request }> {
  await page.getByLabel(/Ich akzeptiere die AGB/).check();
  const sent = page.waitForRequest((r) => /\/api\/order(\?|$)/.test(r.url()) && r.method() === 'POST');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  const request = await sent;
  await expect.poll(() => page.locator('.thank-you h2').textContent(), SLOW).toBe('Vielen Dank für Ihre Bestellung!');
  const number = /Ihre Bestellnummer lautet (\d+)\./.exec(
    (await page.locator('.thank-you__number').textContent()) ?? '',
  )?.[1];
  expect(number).toMatch(/^\d+$/);
  return { number: number!, request };
}

/**
 * Lines of the shopper's server cart (token from the stored client cart), to wait for an added
 * line to reach the server before a page load: a cart change still on its way when the page
 * unloads is replayed by the next page's queue, and that page may read the cart before it lands.
 */
export async function serverCartLines(page: Page, origin: string, storeCode = 'default'): Promise<number> {
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string | null },
    `zaunshop:${storeCode}:cart:v1`,
  );
  if (!stored.token) return 0;
  const answer = await fetch(
    `${origin}/api/cart/pull?cartId=${encodeURIComponent(stored.token)}&storeCode=${storeCode}`,
  );
  const body = (await answer.json()) as { code: number; result: unknown[] };
  return body.code === 200 ? body.result.length : 0;
}

/** A new customer account (through the public API), answered as its e-mail and password. */
export async function newCustomer(origin: string, firstname = 'Erika'): Promise<{ email: string; password: string }> {
  const email = `${firstname.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Zaunkoenig-2026!';
  const created = await fetch(`${origin}/api/user/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customer: { email, firstname, lastname: 'Muster' }, password }),
  });
  expect(created.status).toBe(200);
  return { email, password };
}

/** Logs in through the header's account button and login dialog, as a shopper does. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await page.locator('#account-toggle').click();
  await dialog.waitFor();
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  await dialog.getByLabel('Passwort', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.locator('#account-toggle').getAttribute('href')).toMatch(/\/my-account$/);
}
