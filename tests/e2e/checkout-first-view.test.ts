import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, decideConsent, hydrated, newPage } from './browser.ts';
import { cartConfirmed, logIn, newCustomer, SLOW } from './shop.ts';

// The checkout a phone shows at once: the server sends the steps with the first one open and the
// shopper's cart with its totals in the summary. A guest's page loads no React until the first
// touch, what they type meanwhile counts, and nothing on screen jumps, for a customer neither.

const origin = inject('origin');
const browser = browserForFile();
const CLIPS = '/p/BEF-CLIPS-SSS-50/befestigungsclips-fuer-sichtschutzstreifen-50-stueck';
const CLIPS_NAME = 'Befestigungsclips für Sichtschutzstreifen (50 Stück)';

const reactLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/react-/.test(entry.name)));

/** The layout shifts so far not caused by input, as the page's performance timeline kept them. */
const shifted = (page: Page) =>
  page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
    observer.disconnect();
    return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
  });

/** The shopper's entered checkout data as the browser keeps it. */
const storedFirstName = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('zaunshop:default:checkout:v1') ?? '{}') as {
          personalDetails?: { firstName?: string };
        }
      ).personalDetails?.firstName ?? null,
  );

/** A guest's server cart with one line of the clips, made through the cart API. */
async function serverCart(): Promise<string> {
  const call = async (path: string, body: unknown) =>
    (await (
      await fetch(`${origin}/api/cart/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { result: unknown };
  const token = (await call('create?storeCode=default', {})).result as string;
  await call(`update?cartId=${token}&storeCode=default`, { cartItem: { sku: 'BEF-CLIPS-SSS-50', qty: 2 } });
  return token;
}

/**
 * A guest (no service worker: requests it answered would pass by page.route) with the clips in
 * the cart, whose checkout code is held on its way until `release`: what they do at the checkout
 * meanwhile happens before it has hydrated.
 */
async function guestWithHeldCheckout() {
  const opened = await newPage(browser, undefined, { serviceWorkers: 'block' });
  const { page } = opened;
  await page.addInitScript(() => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker);
  await page.goto(`${origin}${CLIPS}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await cartConfirmed(page, 'default', 1);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/CheckoutView-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { ...opened, release };
}

describe('checkout, first view', () => {
  it('comes from the server with the cart’s line and totals, or the empty cart without one', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await decideConsent(context);
    const page = await context.newPage();
    await page.goto(`${origin}/checkout`);
    expect(await page.locator('.checkout .empty').textContent()).toBe('Ihr Warenkorb ist leer.');

    await context.addCookies([{ name: 'cart_token', value: await serverCart(), url: origin }]);
    await page.goto(`${origin}/checkout`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kasse');
    expect(await page.locator('.checkout-step--open h2').textContent()).toContain('Persönliche Daten');
    expect(await page.getByLabel('Vorname').count()).toBe(1);
    expect(await page.locator('.checkout-step--todo').count()).toBe(3);
    const line = page.locator('.checkout-summary .cart-line');
    expect(await line.locator('.cart-line__name').textContent()).toBe(CLIPS_NAME);
    expect(await line.locator('.cart-line__row span').textContent()).toBe('2 ×');
    expect(await page.locator('.checkout-summary .totals__grand_total dd').textContent()).toMatch(/^\d+,\d\d\s€$/);
    await context.close();
  }, 60_000);

  it('loads no React for a guest until the first touch, keeps what was typed and does not shift', async () => {
    const { page, context, errors, release } = await guestWithHeldCheckout();
    await page.goto(`${origin}/checkout`);
    await hydrated(page);
    expect(await page.locator('.checkout-summary .cart-line__name').textContent()).toBe(CLIPS_NAME);
    expect(await page.locator('.checkout-summary .totals__grand_total').count()).toBe(1);
    expect(await reactLoaded(page)).toBe(false);

    await page.getByLabel('Vorname').fill('Erika');
    await page.getByLabel('Nachname').fill('Muster');
    expect(await page.locator('[data-island="checkout"][data-hydrated]').count()).toBe(0);
    release();
    await page.locator('[data-island="checkout"][data-hydrated]').waitFor(SLOW);
    await expect.poll(() => storedFirstName(page), SLOW).toBe('Erika');
    expect(await page.getByLabel('Vorname').inputValue()).toBe('Erika');
    expect(await page.getByLabel('Nachname').inputValue()).toBe('Muster');
    expect(await page.locator('.checkout-summary .cart-line__name').textContent()).toBe(CLIPS_NAME);
    expect(await shifted(page)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('asks for the password when a guest ticked the account option and went on before the page was ready', async () => {
    const { page, context, errors, release } = await guestWithHeldCheckout();
    // A slow phone's processor: the island's hydration spreads over the shopper's next taps.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto(`${origin}/checkout`);
    await hydrated(page);
    await page.getByLabel('Ich möchte ein Kundenkonto anlegen').check();
    // The password fields show at once, so the button the shopper goes on with stays where it is.
    expect(await page.getByLabel('Passwort wählen').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Weiter zum Versand' }).click();
    expect(await page.locator('[data-island="checkout"][data-hydrated]').count()).toBe(0);
    release();
    await expect
      .poll(() => page.locator('#personal-password-error').textContent(), SLOW)
      .toBe('Dieses Feld ist ein Pflichtfeld');
    expect(await page.getByLabel('Ich möchte ein Kundenkonto anlegen').isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('carries the names typed before the page was ready into the shipping address', async () => {
    const { page, context, errors, release } = await guestWithHeldCheckout();
    await page.goto(`${origin}/checkout`);
    await hydrated(page);
    await page.getByLabel('Vorname').fill('Erika');
    await page.getByLabel('Nachname').fill('Muster');
    await page.getByLabel('E-Mail-Adresse').fill(`frueh.${Date.now()}@example.de`);
    await page.getByRole('button', { name: 'Weiter zum Versand' }).click();
    expect(await page.locator('[data-island="checkout"][data-hydrated]').count()).toBe(0);
    release();
    // The "continue" pressed meanwhile opens the shipping step with the names already in it.
    await page.locator('#shipping-streetAddress').waitFor(SLOW);
    expect(await page.locator('#shipping-firstName').inputValue()).toBe('Erika');
    expect(await page.locator('#shipping-lastName').inputValue()).toBe('Muster');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows a customer’s checkout without the account offer from the start, and nothing shifts', async () => {
    const { email, password } = await newCustomer(origin);
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${origin}${CLIPS}`);
    await hydrated(page);
    await logIn(page, email, password);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await cartConfirmed(page, 'default', 1);

    await page.goto(`${origin}/checkout`, { waitUntil: 'commit' });
    await page.locator('.checkout-summary .cart-line__name').waitFor();
    expect(await page.getByLabel('Ich möchte ein Kundenkonto anlegen').count()).toBe(0);
    // The session has loaded once the profile's name is filled in.
    await expect.poll(() => page.getByLabel('Vorname').inputValue(), SLOW).toBe('Erika');
    await page.locator('.checkout-summary .totals__grand_total').waitFor(SLOW);
    expect(await page.getByLabel('Ich möchte ein Kundenkonto anlegen').count()).toBe(0);
    expect(await shifted(page)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
