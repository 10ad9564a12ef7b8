import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';

const origin = inject('origin');
const browser = browserForFile();

/** Opens a page and waits until it is hydrated and the persisted lists (a chunk of their own) are loaded. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(origin + path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

/** Product page paths of the first products listed in a category. */
async function productPaths(page: Page, category: string, count: number): Promise<string[]> {
  await open(page, `/c/${category}`);
  const hrefs = await page
    .locator('.product-card__link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThanOrEqual(count);
  return hrefs.slice(0, count);
}

const wishlistToggle = (page: Page) => page.locator('.product__lists .list-toggle--wishlist');
const compareToggle = (page: Page) => page.locator('.product__lists .list-toggle--compare');
const headerCount = (page: Page, selector: string) => page.locator(`${selector} .header__count`);

describe('wishlist, compare and recently viewed in Chromium', () => {
  it('keeps two compared products and one wishlist product across a reload and compares them side by side', async () => {
    const { page, context, errors } = await newPage(browser);
    const [first, second] = await productPaths(page, 'zaunpfosten', 2);

    await open(page, first!);
    const firstName = (await page.locator('h1').textContent())!.trim();
    expect(await compareToggle(page).getAttribute('aria-pressed')).toBe('false');
    await compareToggle(page).click();
    await expect.poll(() => compareToggle(page).getAttribute('aria-pressed')).toBe('true');
    await wishlistToggle(page).click();
    await expect.poll(() => wishlistToggle(page).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => headerCount(page, '#wishlist-toggle').textContent()).toBe('1');

    await open(page, second!);
    const secondName = (await page.locator('h1').textContent())!.trim();
    await compareToggle(page).click();
    await expect.poll(() => headerCount(page, 'a.header__icon[href="/compare"]').textContent()).toBe('2');
    // The product viewed before shows under "recently viewed", once the shopper scrolls down to it.
    await page.locator('.product__recent').evaluate((strip) => strip.scrollIntoView({ block: 'center' }));
    await expect.poll(() => page.locator('.recent__name').allTextContents()).toEqual([firstName]);

    await page.reload();
    await hydrated(page);
    await expect.poll(() => headerCount(page, 'a.header__icon[href="/compare"]').textContent()).toBe('2');
    await expect.poll(() => headerCount(page, '#wishlist-toggle').textContent()).toBe('1');
    // The reload keeps the scroll position: the shopper scrolls back up to the product's buttons.
    await compareToggle(page).scrollIntoViewIfNeeded();
    await expect.poll(() => compareToggle(page).getAttribute('aria-pressed')).toBe('true');
    expect(await wishlistToggle(page).getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('#wishlist-toggle').getAttribute('aria-label')).toMatch(/Merkzettel, 1 Produkt/);

    // The wishlist panel lists the kept product with a link and a remove button.
    await page.locator('#wishlist-toggle').click();
    const panel = page.getByRole('dialog', { name: /Merkzettel/ });
    await panel.waitFor();
    expect(await panel.locator('.mini-item__link').allTextContents()).toEqual([firstName]);
    expect(await panel.locator('.mini-item__link').getAttribute('href')).toBe(first);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // The compare page, loaded fresh: both products side by side with their comparable attributes.
    await open(page, '/compare');
    await page.waitForSelector('.compare__attribute');
    expect(await page.locator('.compare__product .compare__name').allTextContents()).toEqual([firstName, secondName]);
    const rows = await page.locator('.compare__table tbody th').allTextContents();
    expect(rows[0]).toBe('Preis');
    expect(rows).toEqual(expect.arrayContaining(['Höhe', 'Farbe', 'Material']));
    expect(rows).not.toContain('Unsere Empfehlung'); // erin_recommends is not comparable
    const heights = await page
      .locator('.compare__attribute', { has: page.locator('th', { hasText: 'Höhe' }) })
      .locator('td')
      .allTextContents();
    expect(heights).toHaveLength(2);
    for (const height of heights) expect(height).toMatch(/^\d+ mm$/); // option labels, not option ids
    expect(
      await page.locator('.compare__table tbody tr:not(.compare__label-row)').first().locator('td').allTextContents(),
    ).toEqual([expect.stringMatching(/\d,\d{2}\u00a0€$/), expect.stringMatching(/\d,\d{2}\u00a0€$/)]);

    await page.getByRole('button', { name: `Aus dem Vergleich entfernen: ${firstName}` }).click();
    await expect.poll(() => page.locator('.compare__product').count()).toBe(1);
    await page.getByRole('button', { name: 'Vergleich leeren' }).click();
    await expect.poll(() => page.locator('.compare__empty').isVisible()).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when the comparison is full (4 products)', async () => {
    const { page, context, errors } = await newPage(browser);
    const paths = await productPaths(page, 'zaunpfosten', 5);
    for (const path of paths.slice(0, 4)) {
      await open(page, path);
      await compareToggle(page).click();
      await expect.poll(() => compareToggle(page).getAttribute('aria-pressed')).toBe('true');
    }
    await open(page, paths[4]!);
    await compareToggle(page).click();
    await expect.poll(() => page.locator('.notification--warning').textContent()).toContain('höchstens 4 Produkte');
    expect(await compareToggle(page).getAttribute('aria-pressed')).toBe('false');
    await open(page, '/compare');
    await expect.poll(() => page.locator('.compare__product').count()).toBe(4);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('toggles the wishlist heart on product cards', async () => {
    const { page, context, errors } = await newPage(browser);
    await open(page, '/c/zaunpfosten');
    const heart = page.locator('.product-card .list-toggle--wishlist').first();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect(await heart.getAttribute('aria-label')).toMatch(/^Auf den Merkzettel: /);
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await hydrated(page);
    await expect
      .poll(() => page.locator('.product-card .list-toggle--wishlist').first().getAttribute('aria-pressed'))
      .toBe('true');
    await page.locator('.product-card .list-toggle--wishlist').first().click();
    await expect.poll(() => page.locator('#wishlist-toggle .header__count').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
