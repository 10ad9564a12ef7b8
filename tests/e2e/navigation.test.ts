import { describe, expect, inject, it } from 'vitest';
import { browserForFile, hydrated, newPage } from './browser.ts';

const origin = inject('origin');
const browser = browserForFile();

describe('shopping by clicks in Chromium', () => {
  it('home → category → product without a full reload, prices in euros', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${origin}/`);
    await hydrated(page);
    await page.evaluate(() => ((window as any).__sameDocument = true));

    const firstCategory = page.locator('.tiles a').first();
    const categoryName = (await firstCategory.textContent())!.trim();
    await firstCategory.click();
    await page.waitForURL(/\/c\//);
    await expect.poll(() => page.locator('h1').textContent()).toBe(categoryName);
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);

    const card = page.locator('.product-card__link').first();
    const productName = (await card.locator('h3').textContent())!.trim();
    await card.click();
    await page.waitForURL(/\/p\//);
    await expect.poll(() => page.locator('h1').textContent()).toBe(productName);
    expect(await page.title()).toContain(productName);
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    expect(await page.locator('.product__price .price__final').textContent()).toMatch(
      /^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Back returns to the category at the same scroll position', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${origin}/`);
    await hydrated(page);
    await page.locator('.tiles a').first().click();
    await page.waitForURL(/\/c\//);
    await page.waitForSelector('.category .product-card');
    await page.locator('.product-card__link').nth(5).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await page.locator('.product-card__link').nth(5).click();
    await page.waitForURL(/\/p\//);
    await page.waitForSelector('.product');
    await page.goBack();
    await page.waitForURL(/\/c\//);
    await page.waitForSelector('.category .product-card');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
    await context.close();
  });

  it('keeps the /at prefix while browsing the Austrian store', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${origin}/at/`);
    await hydrated(page);
    await page.locator('.tiles a').first().click();
    await page.waitForURL(/\/at\/c\//);
    await page.waitForSelector('.category .product-card');
    await page.locator('.product-card__link').first().click();
    await page.waitForURL(/\/at\/p\//);
    await page.waitForSelector('.product__info');
    // Every in-store link (menu, footer, logo) keeps the prefix; only the store switch leaves it.
    const hrefs = await page
      .locator('a[href^="/"]:not(.store-switch a)')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.every((h) => h!.startsWith('/at/'))).toBe(true);
    await context.close();
  });

  it('switches the language in place', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${origin}/`);
    await hydrated(page);
    await expect.poll(() => page.locator('#home-categories').textContent()).toBe('Kategorien');
    // On a phone the language switch is in the menu.
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en-US');
    await expect.poll(() => page.locator('#home-categories').textContent()).toBe('Categories');
    await page.reload();
    await expect.poll(() => page.locator('#home-categories').textContent()).toBe('Categories');
    await context.close();
  });

  it('answers an unknown URL with status 404 and the not-found page', async () => {
    const { page, context } = await newPage(browser);
    const response = await page.goto(`${origin}/diese-seite-gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBeTruthy();
    expect(await page.locator('.status-page__code').textContent()).toBe('404');
    await context.close();
  });
});
