import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';

// A first visitor's phone loads no React until the shopper does something that needs it: the
// consent dialog, the offline status and the static page work without it. The first tap on an
// island loads it, and from then on what the header shows follows the shopper's lists; a reload
// shows what the browser kept at once.

const origin = inject('origin');
const browser = browserForFile();

const reactLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/react-/.test(entry.name)));
const consent = (page: Page) => page.getByRole('dialog', { name: 'Wir verwenden Cookies' });
const firstHeart = (page: Page) => page.locator('.product-card .list-toggle--wishlist').first();
const wishlistCount = (page: Page) => page.locator('#wishlist-toggle .header__count');

describe('a first visit without React', () => {
  it('shows the page, consent and offline status without React; a tap on a heart loads it and the header follows', async () => {
    const { page, context, errors } = await newPage(browser, undefined, { undecided: true });
    await page.goto(`${origin}/`);
    await consent(page).waitFor({ timeout: 30_000 });
    // The offline start has run: the service worker's state is read out by the status element.
    await page.waitForSelector('#offline-ui [data-state]', { state: 'attached', timeout: 30_000 });
    await consent(page).getByRole('button', { name: 'Nur notwendige' }).click();
    await consent(page).waitFor({ state: 'detached' });
    expect(await reactLoaded(page)).toBe(false);

    await firstHeart(page).click();
    await expect.poll(() => firstHeart(page).getAttribute('aria-pressed')).toBe('true');
    // The header, waiting for a tap until now, hydrates as it comes into view and shows the count.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => wishlistCount(page).textContent()).toBe('1');
    expect(await reactLoaded(page)).toBe(true);

    // The kept wishlist makes the header and the hearts hydrate as they come into view.
    await page.reload();
    await expect.poll(() => wishlistCount(page).textContent()).toBe('1');
    await firstHeart(page).scrollIntoViewIfNeeded();
    await expect.poll(() => firstHeart(page).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a filter, a sort and a search made before React has loaded all take effect', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${origin}/c/doppelstabmattenzaeune`);
    await hydrated(page);
    expect(await reactLoaded(page)).toBe(false);
    // A checkbox ticks at once, as without any script; the filter applies once React is there.
    const box = page.locator('.facet__option input[type="checkbox"]').first();
    const [, group, value] = /^filter-([a-z_]+)-(.+)$/.exec((await box.getAttribute('id')) ?? '') ?? [];
    await box.check();
    await page.waitForURL(new RegExp(`[?&]${group}=${value}(&|$)`));
    await expect.poll(() => page.locator('.active-filters__chip').count()).toBe(1);
    expect(await box.isChecked()).toBe(true);

    await page.goto(`${origin}/c/doppelstabmattenzaeune`);
    await hydrated(page);
    expect(await reactLoaded(page)).toBe(false);
    await page.locator('#sort-select').selectOption('price:desc');
    await page.waitForURL(/sort=price:desc/);
    expect(await page.locator('#sort-select').inputValue()).toBe('price:desc');

    await page.goto(`${origin}/search?q=tor`);
    await hydrated(page);
    expect(await reactLoaded(page)).toBe(false);
    await page.locator('#search-page-input').fill('matte');
    await page.locator('#search-page-input').press('Enter');
    await page.waitForURL(/[?&]q=matte(&|$)/);
    await expect.poll(() => page.locator('#search-page-input').inputValue()).toBe('matte');
    expect(errors).toEqual([]);
    await context.close();
  });
});
