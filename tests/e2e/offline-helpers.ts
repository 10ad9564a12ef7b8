import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PAGES_CACHE } from '../../client/sw/cache-names.ts';
import { hydrated } from './browser.ts';

/**
 * Helpers of the offline e2e tests (an offline test needs one online load controlled
 * by the service worker first; `context.setOffline` reaches the service worker).
 */

/**
 * The page's errors without what the browser logs for requests the missing network refused
 * ("Failed to load resource: net::ERR_INTERNET_DISCONNECTED" and the like): offline, those are
 * expected; any other error is not.
 */
export function withoutNetworkNoise(errors: readonly string[]): string[] {
  return errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(e));
}

export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/** Resolves once the page is controlled by the shop's service worker and its precache is done. */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 60_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** Waits until the app-wide sync queue has started after hydration (client/offline/start.ts). */
export async function queueStarted(page: Page): Promise<void> {
  await page.waitForSelector('#offline-ui [data-state]', { state: 'attached', timeout: 60_000 });
}

/** The records of the durable queue as stored in IndexedDB (what survives a reload). */
export function storedTasks(page: Page): Promise<Array<{ id: string; kind: string; status: string; reason?: string }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('zaunshop-sync');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('tasks')) return resolve([]);
          const all = db.transaction('tasks').objectStore('tasks').getAll();
          all.onsuccess = () => {
            resolve(all.result);
            db.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}

/** A click on an in-store link of the page (client/components/Link.tsx): a client navigation, no page load. */
export async function followLink(page: Page, path: string): Promise<void> {
  await page.locator(`a[href="${path}"]`).first().dispatchEvent('click');
}

/** Keys of a Cache API cache of the page's origin (what the service worker kept). */
export function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
    cacheName,
  );
}

/**
 * A shopper whose shop the service worker keeps, the never visited checkout included, on a
 * product's page with the sync queue running: what an offline checkout starts from.
 */
export async function onKeptProductPage(page: Page, origin: string, productPath: string): Promise<void> {
  await open(page, `${origin}/`);
  await controlled(page);
  await open(page, `${origin}/`);
  await queueStarted(page);
  await expect.poll(() => cachedPaths(page, PAGES_CACHE), { timeout: 20_000 }).toContain('/checkout');
  await open(page, origin + productPath);
  await queueStarted(page);
}

/** Personal details, shipping address and prepayment: the checkout up to the order review. */
export async function fillCheckout(page: Page, email: string): Promise<void> {
  await page.getByLabel('Vorname').fill('Olga');
  await page.getByLabel('Nachname').fill('Offline');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Weiter zum Versand' }).click();
  await page.locator('#shipping-streetAddress').fill('Funklochweg');
  await page.locator('#shipping-apartmentNumber').fill('3');
  await page.locator('#shipping-zipCode').fill('26203');
  await page.locator('#shipping-city').fill('Wardenburg');
  await expect.poll(() => page.locator('#shipping-shippingMethod input:checked').count(), { timeout: 30_000 }).toBe(1);
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await page.getByLabel('Vorkasse (Überweisung)').check();
  await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
  await page.getByLabel(/Ich akzeptiere die AGB/).check();
}
