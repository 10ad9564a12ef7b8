import { execFileSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { queryD1, wranglerEnv } from './server.ts';
import { cartConfirmed, continueToPayment, placeOrder, SLOW } from './shop.ts';

// The back office in Chromium, done-when): a customer orders with prepayment;
// the owner (created by `npm run admin:create`) logs in, finds the order, marks it paid and shipped
// with a tracking number; the customer sees "Versendet" and the tracking link in my account, and
// the shipping mail is in the outbox; a review approved in the back office is on its product page.

const origin = inject('origin');
const state = inject('state');
const browser = browserForFile();

const CLIPS = '/p/BEF-CLIPS-SSS-50/befestigungsclips-fuer-sichtschutzstreifen-50-stueck';
const TRACKING = '00340434169876543210';

function sql<T>(command: string): T[] {
  return queryD1<T>(state, command);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(origin + path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

/** A registered customer, logged in through the login dialog. */
async function customer(page: Page, email: string, password: string): Promise<void> {
  await open(page, '/');
  const created = await page.evaluate(
    async ({ email, password }) =>
      (
        await fetch('/api/user/create', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ customer: { email, firstname: 'Greta', lastname: 'Gartenzaun' }, password }),
        })
      ).status,
    { email, password },
  );
  expect(created).toBe(200);
  await page.locator('#account-toggle').click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('E-Mail-Adresse').fill(email);
  await modal.getByLabel('Passwort', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Anmelden' }).click();
  await modal.waitFor({ state: 'detached' });
  await expect.poll(() => page.locator('#account-toggle').getAttribute('href')).toBe('/my-account');
}

/** The shopper buys the clips with prepayment; answers the order number. */
async function orderWithPrepayment(page: Page): Promise<string> {
  await open(page, CLIPS);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect.poll(() => page.locator('#cart-toggle .header__count').textContent(), SLOW).toBe('1');
  await cartConfirmed(page, 'default', 1);
  await open(page, '/checkout');
  await expect.poll(() => page.locator('#personal-firstName').inputValue(), SLOW).toBe('Greta');
  await page.getByRole('button', { name: 'Weiter zum Versand' }).click();
  await page.locator('#shipping-streetAddress').waitFor();
  await page.locator('#shipping-streetAddress').fill('Gartenweg');
  await page.locator('#shipping-apartmentNumber').fill('5');
  await page.locator('#shipping-zipCode').fill('26203');
  await page.locator('#shipping-city').fill('Wardenburg');
  await continueToPayment(page);
  await page.getByLabel('Vorkasse (Überweisung)').check();
  await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
  return (await placeOrder(page)).number;
}

describe('back office in Chromium', () => {
  it('takes a prepayment order through paid and shipped; the customer sees it; a review goes live', async () => {
    const shopper = await newPage(browser);
    const email = `greta.${Date.now()}@example.com`;
    await customer(shopper.page, email, 'Gartenzaun-2026');
    const number = await orderWithPrepayment(shopper.page);

    // The owner's account, made by the script a shop owner runs.
    const ownerEmail = `inhaber.${Date.now()}@zaunshop.test`;
    const ownerPassword = 'Inhaber-Passwort-2026';
    const created = execFileSync(
      'node',
      ['--experimental-strip-types', '--no-warnings', 'scripts/admin-create.ts', ownerEmail],
      { env: { ...wranglerEnv, ADMIN_D1_PERSIST: state, ADMIN_PASSWORD: ownerPassword }, encoding: 'utf8' },
    );
    expect(created).toContain(`Created the owner account ${ownerEmail}.`);

    // A review waiting for moderation.
    const [clips] = sql<{ id: number }>("SELECT id FROM products WHERE store = 'default' AND sku = 'BEF-CLIPS-SSS-50'");
    const title = `Halten bombenfest ${Date.now()}`;
    const reviewed = await shopper.page.evaluate(
      async ({ productId, title }) => {
        const token = (JSON.parse(localStorage.getItem('zaunshop:user:v1') ?? '{}') as { token?: string }).token ?? '';
        return (
          await fetch(`/api/review/create?token=${encodeURIComponent(token)}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              review: { product_id: productId, title, detail: 'Klemmen gut.', nickname: 'Greta', rating: 5 },
            }),
          })
        ).status;
      },
      { productId: clips!.id, title },
    );
    expect(reviewed).toBe(200);

    // The owner logs in: the back office sends the browser to its login first.
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${origin}/admin`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await hydrated(page);
    await page.getByLabel('E-Mail-Adresse').fill(ownerEmail);
    await page.getByLabel('Passwort').fill(ownerPassword);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/admin');
    await page.getByRole('heading', { name: 'Übersicht' }).waitFor();
    const nav = (name: string) =>
      page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name, exact: true });

    // Finds the order and marks it paid, then shipped with DHL and a tracking number.
    await nav('Bestellungen').click();
    await page.getByLabel('Suche').fill(number);
    await page.getByRole('button', { name: 'Filtern' }).click();
    await page.getByRole('link', { name: number }).click();
    await page.getByRole('heading', { name: `Bestellung ${number}` }).waitFor();
    expect(await page.locator('.order-status').textContent()).toBe('Offen');
    await page.getByRole('button', { name: 'Als bezahlt markieren' }).click();
    await expect.poll(() => page.locator('.order-status').textContent(), SLOW).toBe('In Bearbeitung (bezahlt)');
    await page.getByLabel('Versanddienstleister').selectOption('dhl');
    await page.getByLabel('Sendungsnummer').fill(TRACKING);
    await page.getByRole('button', { name: 'Als versendet markieren' }).click();
    await expect.poll(() => page.locator('.order-status').textContent(), SLOW).toBe('Versendet');
    expect(await page.locator('table.history tbody tr').count()).toBe(2);

    // The shipping mail is in the outbox, as the back office shows it.
    await nav('Mail-Ausgang').click();
    await page.getByText(`Ihre Bestellung ${number} wurde versendet`).waitFor();
    const [mail] = sql<{ to_address: string; body: string }>(
      `SELECT to_address, body FROM mail_outbox WHERE kind = 'order_shipped' AND subject LIKE '%${number}%'`,
    );
    expect(mail!.to_address).toBe(email);
    expect(mail!.body).toContain(`piececode=${TRACKING}`);

    // The customer sees the shipment with its tracking link.
    await open(shopper.page, '/my-account/orders');
    const row = shopper.page.locator('.orders__row', { hasText: number });
    await expect.poll(() => row.locator('td').nth(2).textContent(), SLOW).toBe('Versendet');
    await row.getByRole('link', { name: 'Bestellung ansehen' }).click();
    const track = shopper.page.getByRole('link', { name: 'Sendung verfolgen' });
    await track.waitFor(SLOW);
    expect(await track.getAttribute('href')).toBe(
      `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${TRACKING}`,
    );

    // The review is approved and on the product page at once.
    const before = await (await fetch(origin + CLIPS)).text();
    expect(before).not.toContain(title);
    await nav('Bewertungen').click();
    const card = page.locator('article.review', { hasText: title });
    await card.getByRole('button', { name: 'Freigeben' }).click();
    await expect.poll(() => page.locator('article.review', { hasText: title }).count(), SLOW).toBe(0);
    const visitor = await newPage(browser);
    await open(visitor.page, CLIPS);
    await visitor.page.getByText(title).first().waitFor(SLOW);

    expect(errors).toEqual([]);
    expect(shopper.errors).toEqual([]);
  }, 240_000);
});
