import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { cartConfirmed, continueToPayment, GATE, SLOW } from './shop.ts';

// Phones in Chromium: on every page type at 360, 390 and 414 px the page never scrolls sideways and
// the header stays one row (at most 100 px tall); the store and language switches are in the menu.

const origin = inject('origin');
const browser = browserForFile();

const WIDTHS = [360, 390, 414] as const;
const MAX_HEADER_HEIGHT = 100;

const SIMPLE = '/p/BEF-CLIPS-SSS-50/befestigungsclips-fuer-sichtschutzstreifen-50-stueck';
const BUNDLE = '/p/SET-DSM868-1230-ANT-10/zaun-komplettset-doppelstab-8-6-8-anthrazit-1230-mm-10-m';
const GROUPED = '/p/GRP-PK-ANT/pfostenkappen-sortiment-anthrazit';

/** Every page type a shopper reaches, each by one address of the demo shop. */
const PAGES: [string, string][] = [
  ['home', '/'],
  ['category', '/c/doppelstabmattenzaeune'],
  ['simple product', SIMPLE],
  ['configurable product', GATE],
  ['bundle product', BUNDLE],
  ['grouped product', GROUPED],
  ['search results', '/search?q=doppelstab'],
  ['checkout with a line in the cart', '/checkout'],
  ['my account (log in)', '/my-account'],
  ['CMS page', '/i/agb'],
  ['blog', '/posts'],
  ['blog post', '/posts/wpc-oder-holz'],
  ['store locator', '/filialen'],
  ['contact', '/contacts'],
  ['fence planner', '/zaunplaner'],
  ['page not found', '/diese-seite-gibt-es-nicht'],
  ['compare with two products', '/compare'],
];

async function open(page: Page, path: string): Promise<void> {
  await page.goto(origin + path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

/** The page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** The page is no wider than the screen and its header (menu closed) no taller than 100 px. */
async function expectFits(page: Page, what: string): Promise<void> {
  await expectNoSidewaysScroll(page, what);
  const header = await page.evaluate(() => document.querySelector('body header')?.getBoundingClientRect().height ?? 0);
  expect(header, `${what}: the header`).toBeGreaterThan(0);
  expect(header, `${what}: the header`).toBeLessThanOrEqual(MAX_HEADER_HEIGHT);
}

/** A line in the cart, a product on the wishlist and two products to compare (before the tests: no expect). */
async function fillLists(page: Page): Promise<void> {
  const pressed = (list: string) => page.locator(`.product__lists .list-toggle--${list}[aria-pressed="true"]`);
  for (const path of [SIMPLE, GATE]) {
    await open(page, path);
    await page.locator('.product__lists .list-toggle--compare').click();
    await pressed('compare').waitFor();
  }
  await page.locator('.product__lists .list-toggle--wishlist').click();
  await pressed('wishlist').waitFor();
  await open(page, SIMPLE);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await cartConfirmed(page, 'default', 1);
}

describe.each(WIDTHS)('a %i px wide phone', (width) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser, { width, height: 800 }));
    await fillLists(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  for (const [name, path] of PAGES) {
    it(`${name} fits the screen`, async () => {
      await open(page, path);
      if (path === '/checkout')
        await expect.poll(() => page.locator('.checkout-summary .cart-line').count(), SLOW).toBe(1);
      if (path === '/compare') await expect.poll(() => page.locator('.compare__attribute').count()).toBeGreaterThan(0);
      await expectFits(page, `${name} at ${width} px`);
    });
  }

  it('the open microcart, wishlist, search panel and login fit the screen', async () => {
    await open(page, '/');
    await page.locator('#cart-toggle').click();
    await page
      .getByRole('dialog', { name: /Warenkorb/ })
      .locator('.cart-line')
      .waitFor();
    await expectFits(page, `microcart at ${width} px`);
    await page.keyboard.press('Escape');
    await page.locator('#wishlist-toggle').click();
    await page.getByRole('dialog', { name: /Merkzettel/ }).waitFor();
    await expectFits(page, `wishlist at ${width} px`);
    await page.keyboard.press('Escape');
    await page.locator('#search-toggle').click();
    await page.getByRole('dialog', { name: 'Produkte suchen' }).waitFor();
    await expectFits(page, `search panel at ${width} px`);
    await page.keyboard.press('Escape');
    await page.locator('#account-toggle').click();
    await page.getByRole('dialog', { name: 'Anmelden' }).waitFor();
    await expectFits(page, `login at ${width} px`);
    await page.keyboard.press('Escape');
  });

  it('every checkout step fits the screen, the terms named once', async () => {
    await open(page, '/checkout');
    await page.getByLabel('Vorname').fill('Anna');
    await page.getByLabel('Nachname').fill('Zaunkönig');
    await page.getByLabel('E-Mail-Adresse').fill(`anna.${width}.${Date.now()}@example.de`);
    await page.getByRole('button', { name: 'Weiter zum Versand' }).click();
    await page.locator('#shipping-streetAddress').fill('Gartenweg');
    await page.locator('#shipping-apartmentNumber').fill('5');
    await page.locator('#shipping-zipCode').fill('26203');
    await page.locator('#shipping-city').fill('Wardenburg');
    await expectFits(page, `checkout shipping at ${width} px`);
    await continueToPayment(page);
    await expectFits(page, `checkout payment at ${width} px`);
    await page.getByLabel('Vorkasse (Überweisung)').check();
    await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
    const terms = page.getByRole('checkbox', { name: 'Ich akzeptiere die AGB', exact: true });
    await terms.waitFor();
    expect(await page.locator('label[for="review-terms"]').textContent()).toBe('Ich akzeptiere die AGB');
    await expectFits(page, `checkout review at ${width} px`);
  });

  it('keeps store and language switch in the menu, reachable from the menu button', async () => {
    await open(page, '/');
    const menuButton = page.getByRole('button', { name: 'Menü' });
    const austria = page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'AT' });
    const language = page.getByRole('combobox', { name: 'Sprache' });
    expect(await austria.isVisible()).toBe(false);
    expect(await language.isVisible()).toBe(false);
    await menuButton.click();
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => austria.isVisible()).toBe(true);
    expect(await austria.getAttribute('href')).toBe('/at/');
    await expectNoSidewaysScroll(page, `open menu at ${width} px`);
    await language.selectOption('en-US');
    await expect.poll(() => page.locator('#home-categories').textContent()).toBe('Categories');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de-DE');
    await expect.poll(() => page.locator('#home-categories').textContent()).toBe('Kategorien');
  });
});
