import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { formatPrice } from '../../shared/i18n/format.ts';
import { browserForFile, hydrated, newPage } from './browser.ts';
import {
  fillCheckout,
  onKeptProductPage,
  open,
  queueStarted,
  storedTasks,
  withoutNetworkNoise,
} from './offline-helpers.ts';
import { queryD1, sqlText } from './server.ts';
import { cartConfirmed, serverCartLines } from './shop.ts';

// What becomes of an order placed offline once it reaches the shop: refused when a price changed
// meanwhile (the sync inbox says which and from what to what, and puts the lines back into the
// cart), or taken and then listed with its number in the customer's order history.

const origin = inject('origin');
const state = inject('state');
const browser = browserForFile();

const SLOW = { timeout: 30_000 };
const SKU = 'BEF-CLIPS-SSS-50';
const CLIPS = '/p/BEF-CLIPS-SSS-50/befestigungsclips-fuer-sichtschutzstreifen-50-stueck';
const OFFLINE_TEXT = 'Ihre Bestellung wurde gespeichert und wird übermittelt, sobald Sie wieder online sind.';

function ordersOf(email: string): Array<{ client_order_id: string; increment_id: string }> {
  return queryD1(state, `SELECT client_order_id, increment_id FROM orders WHERE customer_email = ${sqlText(email)}`);
}

/** The clips' gross list price in cents and name, as the shop's D1 has them. */
function clips(): { cents: number; special: number | null; name: string } {
  return queryD1<{ cents: number; special: number | null; name: string }>(
    state,
    `SELECT json_extract(doc, '$.price_incl_tax_cents') AS cents, json_extract(doc, '$.special_price') AS special,
       json_extract(doc, '$.name') AS name FROM products WHERE store = 'default' AND sku = ${sqlText(SKU)}`,
  )[0]!;
}

/** Sets the clips' gross list price as the back office would: the document and the price columns. */
function setClipsPrice(cents: number): void {
  queryD1(
    state,
    `UPDATE products SET doc = json_set(doc, '$.price_incl_tax_cents', ${cents}, '$.price', ROUND(${cents} / 119.0, 2)),
       price_incl_tax_cents = ${cents}, final_price_incl_tax_cents = ${cents}
     WHERE store = 'default' AND sku = ${sqlText(SKU)}`,
  );
}

/** A shopper whose shop the service worker keeps, on the clips' page, then without a network. */
async function offlineOnClips(page: Page, context: BrowserContext): Promise<void> {
  await onKeptProductPage(page, origin, CLIPS);
  await context.setOffline(true);
}

/** Cart → checkout → order, all offline; the thank-you page says the order waits. */
async function orderOffline(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect.poll(() => page.locator('#cart-toggle .header__count').textContent(), SLOW).toBe('1');
  await open(page, `${origin}/checkout`);
  await queueStarted(page);
  await expect.poll(() => page.locator('.checkout-summary .cart-line__name').count(), SLOW).toBe(1);
  await fillCheckout(page, email);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect.poll(() => page.locator('.thank-you__offline').textContent(), SLOW).toBe(OFFLINE_TEXT);
}

/** Back online (a page served offline needs Chromium's emulation applied once more to see the network go). */
async function backOnline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
  await expect.poll(() => page.locator('#offline-ui [data-state]').getAttribute('data-state')).toBe('offline');
  await context.setOffline(false);
}

describe('offline orders reaching the shop, in Chromium', () => {
  it('refuses an offline order whose price changed, says so in the sync inbox and puts the lines back', async () => {
    const { page, context, errors } = await newPage(browser);
    const before = clips();
    expect(before.special).toBeNull(); // the list price is what the shopper sees and pays
    await offlineOnClips(page, context);
    const email = `offline.price.${Date.now()}@example.de`;
    await orderOffline(page, email);

    // Meanwhile the shop raises the price.
    const raised = before.cents + 100;
    setClipsPrice(raised);
    try {
      await backOnline(page, context);
      await expect
        .poll(async () => (await storedTasks(page)).find((t) => t.kind === 'order')?.status, { timeout: 60_000 })
        .toBe('rejected');
      expect(ordersOf(email)).toEqual([]);
      // The thank-you page no longer says the order will be sent.
      await expect
        .poll(() => page.locator('.thank-you__refused p').textContent(), SLOW)
        .toBe(
          'Ihre Bestellung konnte nicht angenommen werden. In der Synchronisierung steht, warum und was zu tun ist.',
        );
      expect(await page.locator('.thank-you__offline').count()).toBe(0);

      // The status bar brings the refusal up; the inbox says what changed and what to do.
      await page.locator('#offline-ui').getByRole('button', { name: '1 Änderung wartet' }).click();
      const entry = page.locator('.sync-inbox__task--rejected');
      await expect
        .poll(() => entry.locator('.sync-inbox__refusal li').allTextContents())
        .toEqual([
          `Der Preis von ${before.name} hat sich von ${formatPrice(before.cents / 100)} auf ${formatPrice(raised / 100)} geändert.`,
          `Die Gesamtsumme hat sich von ${formatPrice((before.cents + 500) / 100)} auf ${formatPrice((raised + 500) / 100)} geändert.`,
          'Bitte prüfen Sie den Warenkorb und bestellen Sie erneut.',
        ]);

      // One click puts the lines back into the cart (on the server too), at today's price.
      await entry.getByRole('button', { name: 'Artikel wieder in den Warenkorb legen' }).click();
      await cartConfirmed(page, 'default', 1);
      await expect.poll(() => serverCartLines(page, origin), SLOW).toBe(1);

      // Nothing is dropped: the refused order stays in the inbox until the shopper discards it.
      expect((await storedTasks(page)).filter((t) => t.kind === 'order').map((t) => t.status)).toEqual(['rejected']);
      await page.reload();
      await hydrated(page);
      await queueStarted(page);
      await page.locator('#offline-ui').getByRole('button', { name: '1 Änderung wartet' }).click();
      await page.locator('.sync-inbox__task--rejected').getByRole('button', { name: 'Verwerfen' }).click();
      await expect.poll(async () => (await storedTasks(page)).filter((t) => t.kind === 'order')).toEqual([]);
      expect(ordersOf(email)).toEqual([]);
    } finally {
      setClipsPrice(before.cents);
    }
    expect(withoutNetworkNoise(errors)).toEqual([]);
    await context.close();
  }, 240_000);

  it('lists an order a customer placed offline in my account once it was sent', async () => {
    const { page, context, errors } = await newPage(browser);
    const email = `offline.customer.${Date.now()}@example.de`;
    const password = 'Funkloch-2026';
    await open(page, `${origin}/`);
    await page.locator('#account-toggle').click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Registrieren' }).click();
    await modal.getByLabel('E-Mail-Adresse').fill(email);
    await modal.getByLabel('Vorname').fill('Olga');
    await modal.getByLabel('Nachname').fill('Offline');
    await modal.getByLabel('Passwort', { exact: true }).fill(password);
    await modal.getByLabel('Passwort wiederholen').fill(password);
    await modal.getByRole('button', { name: 'Registrieren' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('#account-toggle').getAttribute('href')).toBe('/my-account');

    await offlineOnClips(page, context);
    await orderOffline(page, email);
    await backOnline(page, context);
    await expect
      .poll(() => page.locator('.thank-you__number').textContent(), { timeout: 60_000 })
      .toMatch(/^Ihre Bestellnummer lautet \d+\.$/);
    const number = /(\d+)/.exec((await page.locator('.thank-you__number').textContent())!)![1]!;
    expect(ordersOf(email).map((o) => o.increment_id)).toEqual([number]);

    // My account lists it, with its number, like any order placed online.
    await open(page, `${origin}/my-account/orders`);
    await expect.poll(() => page.locator('.orders__row', { hasText: number }).count(), SLOW).toBe(1);
    expect(withoutNetworkNoise(errors)).toEqual([]);
    await context.close();
  }, 240_000);
});
