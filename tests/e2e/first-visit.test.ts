import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, newPage } from './browser.ts';

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
});
