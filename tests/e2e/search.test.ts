import { describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { axeViolations, blocking, formatViolations, newAuditPage } from './axe.ts';

// The search panel (client/components/SearchPanel.tsx) and the results page in Chromium.

const origin = inject('origin');
const browser = browserForFile();

const DIALOG = '[role="dialog"][aria-modal="true"].search-panel';
const INPUT = '#search-input';
const OPTION = '#search-listbox [role="option"]';
const euro = /\d{1,3}(\.\d{3})*,\d{2}\u00a0€/;

async function home(viewport?: { width: number; height: number }, serviceWorkers?: 'block') {
  const opened = await newPage(browser, viewport, { serviceWorkers });
  await opened.page.goto(`${origin}/`);
  await hydrated(opened.page);
  await opened.page.evaluate(() => ((window as any).__sameDocument = true));
  return opened;
}

async function openPanel(page: Page): Promise<void> {
  await page.locator('#search-toggle').click();
  await page.waitForSelector(DIALOG);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-input');
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const statusText = (page: Page) => page.locator('#search-status').textContent();
const optionNames = (page: Page) => page.locator(`${OPTION} .search-option__name`).allTextContents();

/** Search requests of the panel: the text each one asked for. */
function searchTexts(page: Page): string[] {
  const texts: string[] = [];
  page.on('request', (request) => {
    if (!/\/product\/_search/.test(request.url())) return;
    const body = request.postData();
    if (body) texts.push(JSON.parse(body)._searchText);
  });
  return texts;
}

describe('search panel', () => {
  it('opens from the header button as a labelled modal dialog with the focus in the field', async () => {
    const { page, context, errors } = await home();
    const toggle = page.locator('#search-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-haspopup')).toBe('dialog');
    await openPanel(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const dialog = page.locator(DIALOG);
    const labelId = await dialog.getAttribute('aria-labelledby');
    expect(await page.locator(`#${labelId}`).textContent()).toBe('Produkte suchen');
    const input = page.locator(INPUT);
    expect(await input.getAttribute('role')).toBe('combobox');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    // The panel covers the page; the page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for 3 characters, then shows predictive results; ArrowDown + Enter opens a product in place', async () => {
    const { page, context, errors } = await home();
    const texts = searchTexts(page);
    await openPanel(page);
    await page.keyboard.type('do');
    await expect.poll(() => statusText(page)).toBe('Der Suchbegriff muss mindestens 3 Zeichen lang sein.');
    await page.waitForTimeout(400);
    expect(texts).toEqual([]); // nothing is searched under 3 characters

    await page.keyboard.type('ppel', { delay: 40 });
    await page.waitForSelector(`${OPTION}.search-option--product`);
    // Typing quickly searched once, for the whole word (debounced).
    expect(texts).toEqual(['doppel']);
    expect(await page.locator(INPUT).getAttribute('aria-expanded')).toBe('true');
    expect(await statusText(page)).toMatch(/^\d+ Produkte$/);

    // Categories whose name contains the term come first, then products with thumbnails and gross prices.
    const categories = await page.locator(`${OPTION}.search-option--category .search-option__name`).allTextContents();
    expect(categories).toContain('Doppelstabmatten 6/5/6');
    const product = page.locator(`${OPTION}.search-option--product`).first();
    expect(await product.locator('img').getAttribute('src')).toMatch(/-150x150-150w\.jpg$/);
    expect(await product.locator('.price__final').textContent()).toMatch(euro);
    for (const name of await page.locator(`${OPTION}.search-option--product .search-option__name`).allTextContents()) {
      expect(name.toLowerCase()).toContain('doppel');
    }

    // ArrowDown walks through categories into the products; aria-activedescendant follows.
    const count = await page.locator(OPTION).count();
    const firstProduct = categories.length;
    for (let i = 0; i <= firstProduct; i++) await page.keyboard.press('ArrowDown');
    const active = page.locator(`${OPTION}[aria-selected="true"]`);
    expect(await active.count()).toBe(1);
    const activeOption = await active.getAttribute('id');
    expect(await page.locator(INPUT).getAttribute('aria-activedescendant')).toBe(activeOption);
    expect(await active.getAttribute('class')).toContain('search-option--product');
    // ArrowUp goes back, and from the first option wraps to the last.
    await page.keyboard.press('ArrowUp');
    expect(await page.locator(INPUT).getAttribute('aria-activedescendant')).toBe(`search-option-${firstProduct - 1}`);
    for (let i = 0; i < firstProduct; i++) await page.keyboard.press('ArrowUp');
    expect(await page.locator(INPUT).getAttribute('aria-activedescendant')).toBe(`search-option-${count - 1}`);
    await page.keyboard.press('ArrowDown'); // wraps to the first
    for (let i = 0; i < firstProduct; i++) await page.keyboard.press('ArrowDown');
    expect(await page.locator(INPUT).getAttribute('aria-activedescendant')).toBe(activeOption);

    const name = (await active.locator('.search-option__name').textContent())!.trim();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/p\//);
    await expect.poll(() => page.locator('h1').textContent()).toBe(name);
    expect(await page.locator(DIALOG).count()).toBe(0);
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens with the keyboard, keeps Tab inside, and Escape returns the focus to the button', async () => {
    const { page, context } = await home();
    for (let i = 0; i < 15 && (await activeId(page)) !== 'search-toggle'; i++) await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('search-toggle');
    await page.keyboard.press('Enter');
    await page.waitForSelector(DIALOG);
    await expect.poll(() => activeId(page)).toBe('search-input');

    await page.keyboard.type('zaun');
    await page.waitForSelector(OPTION);
    // Tab and Shift+Tab cycle through the dialog's controls only.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.search-panel'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(DIALOG).count()).toBe(0);
    expect(await activeId(page)).toBe('search-toggle');
    expect(await page.locator('#search-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    // Opened again, the panel starts empty; the close button closes it too.
    await page.keyboard.press('Enter');
    await page.waitForSelector(DIALOG);
    expect(await page.locator(INPUT).inputValue()).toBe('');
    await page.locator('.search-panel__close').click();
    await expect.poll(() => page.locator(DIALOG).count()).toBe(0);
    expect(await activeId(page)).toBe('search-toggle');
    await context.close();
  });

  it('finds a product by its SKU, and "matte" finds the Doppelstabmatten', async () => {
    const { page, context } = await home({ width: 1366, height: 900 });
    await openPanel(page);
    await page.keyboard.type('DSMZ-656');
    await expect
      .poll(() => page.locator(`${OPTION} .search-option__meta`).allTextContents())
      .toContain('Art.-Nr.: DSMZ-656');

    await page.locator(INPUT).fill('matte');
    await expect
      .poll(async () => (await optionNames(page)).filter((n) => n.startsWith('Doppelstabmatte ')).length)
      .toBeGreaterThan(0);

    // Umlauts either way: "jaegerzaun" finds the Jägerzaun products.
    await page.locator(INPUT).fill('jaegerzaun');
    await expect.poll(async () => (await optionNames(page)).some((n) => n.startsWith('Jägerzaun'))).toBe(true);

    // A click on a result opens it in place, too.
    const first = page.locator(`${OPTION}.search-option--product`).first();
    const name = (await first.locator('.search-option__name').textContent())!.trim();
    await first.click();
    await page.waitForURL(/\/p\//);
    await expect.poll(() => page.locator('h1').textContent()).toBe(name);
    expect(await page.locator(DIALOG).count()).toBe(0);
    await context.close();
  });

  it('the open panel with results passes axe-core at phone and desktop width', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      const { page, context } = await newAuditPage(browser, viewport);
      await page.goto(`${origin}/`);
      await hydrated(page);
      await openPanel(page);
      await page.keyboard.type('zaun');
      await page.waitForSelector(`${OPTION}.search-option--product`);
      await page.keyboard.press('ArrowDown');
      const found = await axeViolations(page);
      expect(blocking(found), formatViolations(blocking(found))).toEqual([]);
      await context.close();
    }
  });

  it('says when nothing was found', async () => {
    const { page, context } = await home();
    await openPanel(page);
    await page.keyboard.type('xylophonzaun');
    await expect.poll(() => statusText(page)).toBe('Es wurden keine Ergebnisse gefunden.');
    expect(await page.locator(OPTION).count()).toBe(0);
    expect(await page.locator(INPUT).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.search-panel__all').count()).toBe(0);
    await context.close();
  });

  it('"show all" opens the full results page, server-rendered on reload', async () => {
    const { page, context, errors } = await home();
    await openPanel(page);
    await page.keyboard.type('doppel');
    const all = page.locator('.search-panel__all');
    await all.waitFor();
    const total = Number((await statusText(page))!.match(/^(\d+)/)![1]);
    expect(await all.textContent()).toBe(`Alle ${total} Ergebnisse anzeigen`);
    await all.click();
    await page.waitForURL(/\/search\?q=doppel$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Suchergebnisse für „doppel“');
    expect(await page.locator('.search-page__count').textContent()).toBe(`${total} Produkte`);
    expect(await page.locator('.search-page .product-card').count()).toBe(Math.min(total, 50));
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);

    // Enter without a highlighted result searches the page as well; the page's own field searches again.
    await page.reload();
    await hydrated(page);
    await page.locator('#search-page-input').fill('torpfosten');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=torpfosten$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Suchergebnisse für „torpfosten“');
    await openPanel(page);
    await page.keyboard.type('gabione');
    await page.waitForSelector(OPTION);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=gabione$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Suchergebnisse für „gabione“');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('searching from the 404 page', () => {
  it('its search form finds products on the results page by name fragment and by SKU', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1366, height: 900 });
    const response = await page.goto(`${origin}/gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    const form = page.locator('.status-page form[role="search"]');
    expect(await form.getAttribute('action')).toBe('/search');
    expect(await page.locator('.status-page nav .chip').count()).toBeGreaterThan(2); // the top categories

    await form.getByLabel('Suche').fill('stabmatte');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=stabmatte$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Suchergebnisse für „stabmatte“');
    await expect
      .poll(async () =>
        (await page.locator('.search-page .product-card h3').allTextContents()).some((n) =>
          n.startsWith('Doppelstabmatte'),
        ),
      )
      .toBe(true);

    await page.locator('#search-page-input').fill('DSMZ-656');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=DSMZ-656$/);
    await expect
      .poll(() =>
        page
          .locator('.search-page .product-card__link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      )
      .toContainEqual(expect.stringMatching(/^\/p\/DSMZ-656\//));
    // Chromium logs the 404 status of the page itself; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await context.close();
  });
});

describe('search panel when the network misbehaves', () => {
  it('an answer to an older text never replaces the results of a newer one', async () => {
    const { page, context } = await home(undefined, 'block'); // page.route must see every search
    // The answer for "zierzaun" is held back until "gabione" has been answered.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/product/_search*', async (route: Route) => {
      const text = JSON.parse(route.request().postData() ?? '{}')._searchText;
      if (text === 'zierzaun') {
        await held;
        await route.continue().catch(() => undefined); // the panel may have aborted it
      } else {
        await route.continue();
      }
    });
    await openPanel(page);
    await page.keyboard.type('zierzaun');
    await page.waitForTimeout(600); // the request for "zierzaun" is out
    await page.locator(INPUT).fill('gabione');
    await expect.poll(async () => (await optionNames(page)).some((n) => /gabione/i.test(n))).toBe(true);
    release();
    await page.waitForTimeout(1000);
    const names = await optionNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /gabione/i.test(n))).toBe(true);
    await context.close();
  });

  it('gives up after 5 seconds with a clear message, and Try again searches again', async () => {
    const { page, context } = await home(undefined, 'block'); // page.route must see every search
    let hang = true;
    await page.route('**/product/_search*', async (route: Route) => {
      if (hang) return; // never answered
      await route.continue();
    });
    await openPanel(page);
    const started = Date.now();
    await page.keyboard.type('pfosten');
    await expect
      .poll(() => statusText(page), { timeout: 10_000 })
      .toBe('Die Suche hat zu lange gedauert. Bitte versuchen Sie es erneut.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
    hang = false;
    await page.locator('.search-panel__retry').click();
    await page.waitForSelector(OPTION);
    expect(await statusText(page)).toMatch(/^\d+ Produkte$/);
    await context.close();
  });

  it('offline: an empty result flagged offline with a message; back online it searches again', async () => {
    const { page, context } = await home();
    await openPanel(page);
    await context.setOffline(true);
    await page.keyboard.type('zaun');
    await expect
      .poll(() => statusText(page))
      .toBe('Sie sind offline. Die Suche funktioniert wieder, sobald Sie online sind.');
    expect(await page.locator(OPTION).count()).toBe(0);
    await context.setOffline(false);
    await page.waitForSelector(OPTION);
    expect(await statusText(page)).toMatch(/^\d+ Produkte$/);
    await context.close();
  });

  it('a failing request (no answer at all) counts as offline too', async () => {
    const { page, context } = await home(undefined, 'block'); // page.route must see every search
    await page.route('**/product/_search*', (route: Route) => route.abort('internetdisconnected'));
    await openPanel(page);
    await page.keyboard.type('zaun');
    await expect
      .poll(() => statusText(page))
      .toBe('Sie sind offline. Die Suche funktioniert wieder, sobald Sie online sind.');
    await context.close();
  });
});
