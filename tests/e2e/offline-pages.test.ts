import { describe, expect, inject, it } from 'vitest';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { controlled, open, queueStarted } from './offline-helpers.ts';
import { IMAGES_CACHE } from '../../client/sw/cache-names.ts';

// Offline PWA point 6: home, a category and a product visited online render again offline after a
// reload (served by the service worker, hydrated with the nonce they were rendered with); a page
// never visited gives the notice and the way home.

const origin = inject('origin');
const browser = browserForFile();

const PAGES = ['/', '/c/doppelstabmattenzaeune', '/p/GT1-BASIC/gartentor-einfluegelig-basic'];
const UNAVAILABLE =
  'Das Produkt, die Kategorie oder die CMS-Seite ist im Offline-Modus nicht verfügbar. Sie werden zur Startseite weitergeleitet.';

describe('offline pages in Chromium', () => {
  it('serves visited pages offline, hydrated, and sends unknown pages home with the offline notice', async () => {
    const { page, context, errors } = await newPage(browser);
    await open(page, `${origin}/`);
    await controlled(page);
    await queueStarted(page);
    expect(await page.request.get(`${origin}/service-worker.js`).then((r) => r.headers()['content-type'])).toContain(
      'javascript',
    );

    const headings: Record<string, string> = {};
    for (const path of PAGES) {
      await open(page, origin + path);
      headings[path] = (await page.locator('h1').first().textContent())!.trim();
    }
    expect(errors).toEqual([]);

    await context.setOffline(true);
    for (const path of PAGES) {
      await open(page, origin + path);
      expect((await page.locator('h1').first().textContent())!.trim()).toBe(headings[path]);
      expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    }
    // The product's main picture shows offline in the format the browser chose (AVIF in Chromium),
    // kept by the service worker's image cache like every catalog image.
    const picture = await page.locator('img.gallery__main').evaluate(async (img: HTMLImageElement, cacheName) => {
      await img.decode().catch(() => undefined);
      const cached = await (await caches.open(cacheName)).match(img.currentSrc);
      return { src: img.currentSrc, shown: img.naturalWidth > 0, cached: cached?.headers.get('content-type') };
    }, IMAGES_CACHE);
    expect(picture).toEqual({ src: expect.stringMatching(/-1380x900-\d+w\.avif$/), shown: true, cached: 'image/avif' });
    // The status bar says the shop runs offline. Chromium's network emulation does not reach a
    // document the service worker served after it was switched on (navigator.onLine stays true
    // there), so the emulation is applied again: the page then sees the browser go offline.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect.poll(() => page.locator('#offline-ui [data-state]').getAttribute('data-state')).toBe('offline');

    // A product never visited, reached by a client navigation: the notice; OK leads home.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/p/NEVER-VISITED/nicht-besucht';
      document.querySelector('main')?.append(link);
    });
    await page.locator('main a[href="/p/NEVER-VISITED/nicht-besucht"]').dispatchEvent('click');
    const notice = page.locator('.notification--error', { hasText: UNAVAILABLE });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await hydrated(page);

    // The same page loaded directly: the service worker sends the shopper home, with the notice.
    await page.goto(`${origin}/p/NEVER-VISITED/nicht-besucht`);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.locator('.notification--error', { hasText: UNAVAILABLE }).waitFor();

    await context.setOffline(false);
    await context.close();
  });
});
