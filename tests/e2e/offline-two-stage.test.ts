import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PRODUCTS_CACHE } from '../../client/sw/cache-names.ts';
import { browserForFile, newPage } from './browser.ts';
import { cachedPaths, followLink, controlled, open, queueStarted } from './offline-helpers.ts';

// Two-stage product caching in Chromium: a category listing brings compact product
// documents (stage 1); behind it the service worker keeps the full documents (stage 2), so a product
// seen only in the listing opens offline, and online its lookup is answered from the kept document.
// Both stages are timed and the times persist beside the documents.

const origin = inject('origin');
const browser = browserForFile();

const SLOW = { timeout: 30_000 };
const CATEGORY = '/c/doppelstabmattenzaeune';

const keptDocuments = async (page: Page) =>
  (await cachedPaths(page, PRODUCTS_CACHE)).filter((p) => p.startsWith('/__two-stage/product/'));
const stageTimes = (page: Page) =>
  page.evaluate(
    async (name) =>
      (await (await caches.open(name)).match('/__two-stage/times'))?.json() as Promise<
        { first: number[]; second: number[]; disabledAt: number | null } | undefined
      >,
    PRODUCTS_CACHE,
  );

/** The product page's own lookup of `sku` (a product search by sku, one full document). */
const productLookup = (page: Page, sku: string) =>
  page.waitForResponse(
    (r) =>
      r.url().includes('/product/_search') &&
      !r.url().includes('_source_include') &&
      (r.request().postData() ?? '').includes(`"eq":"${sku}"`),
    SLOW,
  );

describe('two-stage product caching in Chromium', () => {
  it('keeps the full documents of listed products: a product never opened renders offline; online its lookup comes from stage 2', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await open(page, `${origin}/`);
    await controlled(page);
    await queueStarted(page);

    // Stage 1: the category's listing, loaded by the browser (a client navigation).
    await followLink(page, CATEGORY);
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe(CATEGORY);
    await page.locator('.category__count').waitFor(SLOW);
    const cards = page.locator('.product-card');
    await expect.poll(() => cards.count(), SLOW).toBeGreaterThan(2);
    const listed = await cards.evaluateAll((all) =>
      all.slice(0, 3).map((card) => ({
        href: card.querySelector('a')!.getAttribute('href')!,
        name: card.querySelector('.product-card__name')!.textContent!.trim(),
      })),
    );
    // Stage 2: the full documents, kept by the service worker behind the listing (all of them come
    // in one answer and are kept one after another, so wait for the two products used below).
    const skuOf = (href: string) => decodeURIComponent(href.split('/')[2]!);
    const keptSkus = async () => (await keptDocuments(page)).map((key) => decodeURIComponent(key.split('/').pop()!));
    await expect.poll(keptSkus, SLOW).toEqual(expect.arrayContaining([skuOf(listed[1]!.href), skuOf(listed[2]!.href)]));

    // Offline: a listed product that was never opened renders from its kept document.
    await context.setOffline(true);
    await followLink(page, listed[1]!.href);
    await expect.poll(() => page.locator('h1').first().textContent(), SLOW).toBe(listed[1]!.name);
    await context.setOffline(false);
    await page.goBack(); // the listing again, by the router (popstate)
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe(CATEGORY);
    await page.locator('.category__count').waitFor(SLOW);

    // Online: the lookup is answered by stage 2 and timed; the network refreshes behind it.
    const sku = skuOf(listed[2]!.href);
    const lookup = productLookup(page, sku);
    await followLink(page, listed[2]!.href);
    const answer = await lookup;
    expect(answer.headers()['x-two-stage']).toBe('second');
    await expect.poll(() => page.locator('h1').first().textContent(), SLOW).toBe(listed[2]!.name);
    await expect.poll(async () => (await stageTimes(page))?.first.length ?? 0, SLOW).toBeGreaterThan(0);
    const times = await stageTimes(page);
    expect(times?.second.length).toBeGreaterThan(0);
    await context.close();
  }, 180_000);
});
