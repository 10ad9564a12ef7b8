import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { formatPrice } from '../../shared/i18n/format.ts';
import { stockState } from '../../shared/pricing/stock-state.ts';
import { catalog } from '../../shared/i18n/de-DE/catalog.ts';

// A shopper's way through the catalog in Chromium: home → category → a filter
// (counts and URL change, a reload keeps it) → a configurable product → height and width (the URL
// names the chosen child, price and stock follow) → Back to the category at its scroll position.
// In the German shop, the /de store-view and the Austrian shop.

const origin = inject('origin');
const browser = browserForFile();

/**
 * Waits for a condition. The ceiling is generous, not a speed requirement: this machine is shared,
 * and a review or a client navigation may take seconds under load.
 */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 });

interface FacetValue {
  value: string;
  count: number;
}
interface Facet {
  group: string;
  kind: string;
  values: FacetValue[];
}

/** The page state the server rendered (after a full load). */
async function pageData(page: Page): Promise<any> {
  return JSON.parse((await page.locator('script#__STATE__').textContent())!).page.data;
}

const countText = (page: Page) => page.locator('.category__count').textContent();
const germanCount = (n: number) => (n === 1 ? '1 Produkt' : `${n} Produkte`);
const STOCK_TEXT = {
  ok: catalog['In stock'],
  out_of_stock: catalog['Out of stock'],
  volatile: catalog['Availability unknown'],
} as const;

const INDEX: Record<string, string> = {
  '': 'vue_storefront_catalog',
  '/de': 'vue_storefront_catalog_de',
  '/at': 'vue_storefront_catalog_at',
};

/** A product as the store's catalog API answers it (children with their prices and stock). */
async function productOf(prefix: string, sku: string): Promise<any> {
  const res = await fetch(`${origin}/api/catalog/${INDEX[prefix]}/product/_search?request_format=search-query&size=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _appliedFilters: [{ attribute: 'sku', value: { eq: sku } }] }),
  });
  const product = (await res.json()).hits.hits[0]?._source;
  expect(product, `product ${sku}`).toBeTruthy();
  return product;
}

/** The variant buttons of the option whose legend is `label` ('Höhe', 'Breite'). */
const optionValues = (page: Page, label: string) =>
  page.locator(`fieldset.option:has(legend:text-is("${label}")) .option__value`);

/** Chooses another value of an option; answers the child SKU the URL then names. */
async function chooseOther(page: Page, label: string, parentSku: string): Promise<string> {
  const values = optionValues(page, label);
  expect(await values.count(), `values of ${label}`).toBeGreaterThan(1);
  const before = page.url();
  const pressed = await values.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-pressed') === 'true'));
  const target = pressed.findIndex((p) => !p);
  await values.nth(target).click();
  await poll(() => values.nth(target).getAttribute('aria-pressed')).toBe('true');
  await poll(() => page.url()).not.toBe(before);
  const childSku = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect(childSku).not.toBe(parentSku);
  return childSku;
}

describe.each([
  { store: 'German shop', prefix: '' },
  { store: '/de store-view', prefix: '/de' },
  { store: 'Austrian shop', prefix: '/at' },
])('browse journey in the $store', ({ prefix }) => {
  it('home → category → filter → configurable product → height and width → Back to the same place', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1366, height: 900 });
    await page.goto(`${origin}${prefix}/`);
    await hydrated(page);
    await page.evaluate(() => ((window as any).__sameDocument = true));

    // Home → the gates category, in place.
    await page.locator(`.tiles a[href="${prefix}/c/tore"]`).click();
    await page.waitForURL(new RegExp(`${prefix}/c/tore$`));
    await page.waitForSelector('.category .product-card');
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);

    // A filter value narrows the list to its count and goes into the URL; a reload keeps it.
    await page.reload();
    await hydrated(page);
    const data = await pageData(page);
    expect(await countText(page)).toBe(germanCount(data.total));
    const facets = data.facets as Facet[];
    const facet =
      facets.find((f) => f.group === 'anzahl_torfluegel') ??
      facets.find((f) => f.kind === 'multi' && f.values.some((v) => v.count < data.total))!;
    const value = facet.values.find((v) => v.count < data.total && v.count > 0)!;
    const control = page.locator(`#filter-${facet.group}-${value.value}`);
    const toggle = page.locator('.filters__toggle');
    if (await toggle.isVisible()) await toggle.click();
    await control.check();
    await page.waitForURL(new RegExp(`[?&]${facet.group}=${value.value}(&|$)`));
    await poll(() => countText(page)).toBe(germanCount(value.count));
    await page.reload();
    await hydrated(page);
    expect(await countText(page)).toBe(germanCount(value.count));
    expect(await control.isChecked()).toBe(true);
    const filteredUrl = page.url();

    // Scroll down to a configurable product (listed with a "from" price) and open it.
    const card = page.locator('.category .product-card:has(.price__from) .product-card__link').last();
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 150));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await page.evaluate(() => ((window as any).__sameDocument = true));
    await card.click();
    await page.waitForURL(/\/p\//);
    await page.waitForSelector('.product .option');
    const parentSku = decodeURIComponent(new URL(page.url()).pathname.split('/')[prefix ? 3 : 2]!);

    // Height, then width: the URL names the chosen child; SKU, price and stock are the child's.
    const product = await productOf(prefix, parentSku);
    for (const label of ['Höhe', 'Breite']) {
      const childSku = await chooseOther(page, label, parentSku);
      const child = product.configurable_children.find((c: any) => c.sku === childSku);
      expect(child, `child ${childSku}`).toBeTruthy();
      await poll(() => page.locator('.product__sku').textContent()).toBe(`Art.-Nr.: ${childSku}`);
      await poll(() => page.locator('.product__price .price__final').textContent()).toBe(
        formatPrice(Number(child.finalPriceInclTax ?? child.price)),
      );
      expect(await page.locator('.product__info .stock').first().textContent()).toBe(
        STOCK_TEXT[stockState(child.stock)],
      );
    }

    // Back: the filtered category, where the shopper left it.
    await page.goBack(); // variants replace the product's history entry: one step back is the category
    await page.waitForURL(filteredUrl);
    await page.waitForSelector('.category .product-card');
    expect(await countText(page)).toBe(germanCount(value.count));
    await poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('newsletter modal', () => {
  it('opens from the home page teaser, asks for a valid address, then for the confirmation of the double opt-in', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${origin}/`);
    await hydrated(page);
    const subscribe: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/ext/mailchimp-subscribe/subscribe')) subscribe.push(r.postData() ?? '');
    });
    const teaser = page.locator('#newsletter-open');
    expect(await page.locator('.newsletter-teaser h2').textContent()).toBe('Abonnieren Sie unseren Newsletter');
    await teaser.click();
    const dialog = page.locator('[role="dialog"][aria-modal="true"].modal');
    await dialog.waitFor();
    await poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('email');

    await page.keyboard.type('kein-postfach');
    await page.keyboard.press('Enter');
    await poll(() => dialog.locator('[role="alert"]').textContent()).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(await dialog.locator('input[type="email"]').getAttribute('aria-invalid')).toBe('true');
    expect(subscribe).toEqual([]);

    await dialog.locator('input[type="email"]').fill(`leser.${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Abonnieren' }).click();
    await poll(() => dialog.locator('[role="status"]').textContent()).toContain('Bitte bestätigen Sie Ihre Anmeldung');
    expect(await dialog.locator('[role="status"]').textContent()).toContain('10 % Rabatt');
    expect(subscribe).toHaveLength(1);

    await page.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('newsletter-open');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an island whose code did not load', () => {
  it('opens the newsletter teaser on a tap after its first load failed', async () => {
    // The service worker is blocked so that the page's own requests pass through page.route.
    const { page, context } = await newPage(browser, undefined, { serviceWorkers: 'block' });
    const style = /\/assets\/NewsletterTeaser-[\w-]+\.css$/;
    let attempts = 0;
    await page.route(style, (route) => (attempts++ === 0 ? route.abort('connectionreset') : route.continue()));
    await page.goto(`${origin}/`);
    await hydrated(page);
    // Coming into view starts the teaser's load, which fails (a dropped connection).
    const failed = page.waitForEvent('requestfailed', (request) => style.test(request.url()));
    const teaser = page.locator('#newsletter-open');
    await teaser.scrollIntoViewIfNeeded();
    await failed;
    // The tap loads it again, and the teaser opens its dialog.
    await teaser.click();
    await page.locator('[role="dialog"][aria-modal="true"].modal').waitFor();
    await context.close();
  });
});

describe('product reviews', () => {
  async function reviewablePage(token?: string) {
    const opened = await newPage(browser, { width: 1366, height: 900 });
    if (token)
      await opened.context.addInitScript(
        (t) => localStorage.setItem('zaunshop:user:v1', JSON.stringify({ token: t })),
        token,
      );
    await opened.page.goto(`${origin}/c/tore`);
    await hydrated(opened.page);
    await opened.page.locator('.product-card__link').first().click();
    await opened.page.waitForSelector('.reviews');
    return opened;
  }

  it('a guest is asked to log in to write a review', async () => {
    const { page, context, errors } = await reviewablePage();
    await page.getByRole('button', { name: 'Bewertung schreiben' }).click();
    await poll(() => page.locator('.reviews__login [role="status"]').textContent()).toBe(
      'Bitte melden Sie sich an, um eine Bewertung zu schreiben.',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a guest logs in from the review form and sends the review without a reload', async () => {
    const email = `gast.${Date.now()}@example.com`;
    const password = 'Bewertung-2026';
    const created = await fetch(`${origin}/api/user/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer: { email, firstname: 'Gerda', lastname: 'Gast' }, password }),
    });
    expect(created.status).toBe(200);

    const { page, context, errors } = await reviewablePage();
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.getByRole('button', { name: 'Bewertung schreiben' }).click();
    const login = page.locator('.reviews__login');
    await poll(() => login.getByRole('status').textContent()).toBe(
      'Bitte melden Sie sich an, um eine Bewertung zu schreiben.',
    );
    await login.getByRole('button', { name: 'Anmelden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.getByLabel('E-Mail-Adresse').fill(email);
    await dialog.getByLabel('Passwort', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The form takes the place of the request to log in, with the focus; the page was not reloaded.
    const form = page.locator('form.review-form');
    await form.waitFor();
    expect(await login.count()).toBe(0);
    await poll(() => page.evaluate(() => document.activeElement?.classList.contains('review-form'))).toBe(true);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await form.getByLabel('Ihr Name').fill('Gerda');
    await form.getByLabel('Überschrift').fill('Gut verpackt');
    await form.getByLabel('Ihre Bewertung').fill('Kam vollständig an und ließ sich leicht montieren.');
    const sent = page.waitForRequest((r) => r.url().includes('/api/review/create'));
    await form.getByRole('button', { name: 'Bewertung absenden' }).click();
    expect(new URL((await sent).url()).searchParams.get('token')).toBeTruthy();
    await poll(() =>
      page.locator('.reviews__thanks, .reviews__login, .review-form [role="alert"]').first().textContent(),
    ).toBe('Vielen Dank für Ihre Bewertung! Sie wird nach einer Prüfung veröffentlicht.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in customer sends a review, which waits for moderation', async () => {
    const email = `bewerter.${Date.now()}@example.com`;
    const post = async (path: string, body: unknown) =>
      (
        await (
          await fetch(`${origin}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).json()
      ).result;
    await post('/api/user/create', {
      customer: { email, firstname: 'Berta', lastname: 'Bewerter' },
      password: 'Bewertung-2025',
    });
    const token = await post('/api/user/login', { username: email, password: 'Bewertung-2025' });
    expect(typeof token).toBe('string');

    const { page, context, errors } = await reviewablePage(token);
    await page.getByRole('button', { name: 'Bewertung schreiben' }).click();
    const form = page.locator('form.review-form');
    await form.getByLabel('4 von 5 Sternen').check();
    await form.getByLabel('Ihr Name').fill('Berta');
    await form.getByLabel('Überschrift').fill('Stabil');
    await form.getByLabel('Ihre Bewertung').fill('Das Tor schließt sauber und wirkt sehr robust.');
    const sent = page.waitForRequest((r) => r.url().includes('/api/review/create'));
    await form.getByRole('button', { name: 'Bewertung absenden' }).click();
    const request = await sent;
    expect(new URL(request.url()).searchParams.get('token')).toBe(token);
    expect(JSON.parse(request.postData()!).review).toMatchObject({ rating: 4, nickname: 'Berta', title: 'Stabil' });
    await poll(() =>
      page.locator('.reviews__thanks, .reviews__login, .review-form [role="alert"]').first().textContent(),
    ).toBe('Vielen Dank für Ihre Bewertung! Sie wird nach einer Prüfung veröffentlicht.');
    expect(await page.locator('.review__title', { hasText: 'Stabil' }).count()).toBe(0); // pending: not published yet
    expect(errors).toEqual([]);
    await context.close();
  });
});
