import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, newPage } from './browser.ts';
import { cachedPaths, controlled, open, queueStarted, withoutNetworkNoise } from './offline-helpers.ts';

// A category kept for offline use ("Für offline speichern" on its page) opens offline in a new tab
// with every page of its listing, its product pages and their pictures, and offline search finds
// its products; removing it frees the space again.

const origin = inject('origin');
const browser = browserForFile();

const SLOW = { timeout: 60_000 };
const KEPT_CACHE = 'zaunshop-kept-v1';

interface CategoryDoc {
  slug: string;
  level: number;
  product_count?: number;
}

/** The smallest category with a second listing page (more than 50 products), asked from the API. */
async function twoPageCategory(): Promise<{ slug: string }> {
  const res = await fetch(
    `${origin}/api/catalog/vue_storefront_catalog/category/_search?request_format=search-query&size=4000`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
  );
  const categories = ((await res.json()) as { hits: { hits: Array<{ _source: CategoryDoc }> } }).hits.hits
    .map((h) => h._source)
    .filter((c) => c.level > 1 && (c.product_count ?? 0) > 50)
    .sort((a, b) => (a.product_count ?? 0) - (b.product_count ?? 0));
  const category = categories[0];
  if (!category) throw new Error('the demo catalog has no category with more than 50 products');
  return { slug: category.slug };
}

const panel = (page: Page) => page.locator('.keep-offline');
/** The panel is under the listing: it hydrates once the shopper scrolls down to it. */
const scrollToPanel = (page: Page) => page.locator('[data-island="keep-offline"]').scrollIntoViewIfNeeded();
const cardNames = (page: Page) => page.locator('.category .product-card__name');

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** "3,4 MB" → bytes. */
function usedBytes(size: string | undefined): number {
  const match = /^([\d.,]+) (MB|kB)$/.exec(size ?? '');
  if (!match) return 0;
  return Number(match[1]!.replace(/\./g, '').replace(',', '.')) * (match[2] === 'MB' ? 1e6 : 1e3);
}

describe('a category kept for offline use', () => {
  it('opens offline in a new tab: both listing pages, a product page with its picture, and search', async () => {
    const category = await twoPageCategory();
    const { page, context, errors } = await newPage(browser, { width: 1280, height: 900 });
    await open(page, `${origin}/`);
    await controlled(page);
    await open(page, `${origin}/c/${category.slug}`);
    await queueStarted(page);
    await scrollToPanel(page);

    // Saving: the bar fills up to the last step, then the space it takes shows.
    await panel(page).getByRole('button', { name: 'Für offline speichern' }).click();
    await expect.poll(() => panel(page).getByText('Offline verfügbar').isVisible(), SLOW).toBe(true);
    const total = Number(/^(\d+) Produkte$/.exec(plain(await page.locator('.category__count').textContent()))?.[1]);
    const [value, max] = await panel(page)
      .getByRole('progressbar')
      .evaluate((bar: HTMLProgressElement) => [bar.value, bar.max]);
    expect(max).toBe(Math.ceil(total / 50) + total); // every listing page, then every product
    expect(value).toBe(max);
    expect(await panel(page).getByText(`${max} von ${max} erledigt`).isVisible()).toBe(true);
    const usedText = plain(await panel(page).locator('.keep-offline__used').textContent());
    const size = /^Belegter Speicher: ([\d.,]+ (?:MB|kB))$/.exec(usedText)?.[1];
    expect(usedBytes(size)).toBeGreaterThan(100_000);

    // Online, a visit to a kept page refreshes the kept copy: the service worker keeps what the
    // network answered (each answer carries a nonce of its own).
    const keptNonce = () =>
      page.evaluate(
        async ([cacheName, url]) => {
          const kept = await (await caches.open(cacheName!)).match(url!);
          return kept ? /nonce="([^"]+)"/.exec(await kept.text())?.[1] : undefined;
        },
        [KEPT_CACHE, `${origin}/c/${category.slug}`],
      );
    const before = await keptNonce();
    expect(before).toBeTruthy();
    await open(page, `${origin}/c/${category.slug}`);
    await expect.poll(keptNonce, SLOW).not.toBe(before);
    await scrollToPanel(page);
    await expect.poll(() => panel(page).getByText('Offline verfügbar').isVisible(), SLOW).toBe(true);

    // No network: a new tab opens the category, its second page, a product with its picture.
    await context.setOffline(true);
    const tab = await context.newPage();
    await open(tab, `${origin}/c/${category.slug}`);
    expect(await cardNames(tab).count()).toBe(50);
    await tab.locator('a[rel="next"]').click();
    await tab.waitForURL(/\?page=2$/);
    await expect.poll(() => cardNames(tab).count()).toBe(Math.min(50, total - 50));
    const name = ((await cardNames(tab).first().textContent()) ?? '').trim();
    await tab.locator('.category .product-card__link').first().click();
    await expect.poll(() => tab.locator('h1.product__name').textContent(), SLOW).toBe(name);
    const picture = tab.locator('.gallery__main');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), SLOW)
      .toBe(true);

    // Offline search finds the kept product by its name.
    await tab.locator('#search-toggle').click();
    await tab.locator('#search-input').fill(name);
    await expect
      .poll(() => tab.locator('#search-listbox [role="option"] .search-option__name').allTextContents(), SLOW)
      .toContain(name);
    await tab.close();

    // Online again, a page that starts has the service worker ask a kept category again once it is
    // due (six hours after its last refresh: the manifest is made that old here).
    await context.setOffline(false);
    const refreshedAt = (age?: number) =>
      page.evaluate(
        async ([cacheName, age]) => {
          const cache = await caches.open(cacheName as string);
          const key = (await cache.keys()).find((k) => new URL(k.url).pathname.startsWith('/__kept/category/'));
          if (!key) return null;
          const manifest = await (await cache.match(key))!.json();
          if (typeof age === 'number') {
            manifest.refreshedAt -= age;
            await cache.put(
              key,
              new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }),
            );
          }
          return manifest.refreshedAt as number;
        },
        [KEPT_CACHE, age] as const,
      );
    const aged = await refreshedAt(6 * 60 * 60 * 1000);
    await open(page, `${origin}/c/${category.slug}`);
    await expect.poll(async () => (await refreshedAt())! > aged!, SLOW).toBe(true);
    await scrollToPanel(page);

    // Removing it frees the space it takes, and nothing of it stays in the kept cache.
    const bytes = await page.evaluate(async (cacheName) => {
      const cache = await caches.open(cacheName);
      const key = (await cache.keys()).find((k) => new URL(k.url).pathname.startsWith('/__kept/category/'));
      return ((await (await cache.match(key!))!.json()) as { bytes: number }).bytes;
    }, KEPT_CACHE);
    await panel(page).getByRole('button', { name: 'Offline-Daten entfernen' }).click();
    const removed = panel(page).getByText(/^Offline-Daten entfernt, .+ freigegeben\.$/);
    await removed.waitFor(SLOW);
    const freed = /entfernt, (.+) freigegeben/.exec(plain(await removed.textContent()))?.[1];
    expect(Math.abs(usedBytes(freed) - bytes)).toBeLessThanOrEqual(bytes >= 1e6 ? 50_000 : 500);
    expect(await cachedPaths(page, KEPT_CACHE)).toEqual([]);
    expect(await panel(page).getByRole('button', { name: 'Für offline speichern' }).isVisible()).toBe(true);
    expect(withoutNetworkNoise(errors)).toEqual([]);
    await context.close();
  }, 240_000);
});
