import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { controlled, open, queueStarted, storedTasks, withoutNetworkNoise } from './offline-helpers.ts';
import { choose, GATE } from './shop.ts';

// The cart is durable offline: a line added without a network is still there after a reload and
// in a new tab, two tabs changing the cart offline show the same cart, and once the network is back
// the server cart holds exactly what the shopper sees.

const origin = inject('origin');
const browser = browserForFile();

const SLOW = { timeout: 30_000 };
const GATE_SKU = 'GT1-BASIC-1250-1230-ANT';
const CLIPS = '/p/BEF-CLIPS-SSS-50/befestigungsclips-fuer-sichtschutzstreifen-50-stueck';
const CLIPS_SKU = 'BEF-CLIPS-SSS-50';

const headerCount = (page: Page) => page.locator('#cart-toggle .header__count').textContent();

/** The server's lines of the shopper's cart (token from the stored client cart), sorted by SKU. */
async function serverLines(page: Page): Promise<Array<[string, number]>> {
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('zaunshop:default:cart:v1') ?? '{}'));
  if (!stored.token) return [];
  const res = await fetch(`${origin}/api/cart/pull?cartId=${encodeURIComponent(stored.token)}&storeCode=default`);
  const answer = (await res.json()) as { result: Array<{ sku: string; qty: number }> };
  return answer.result.map((l): [string, number] => [l.sku, l.qty]).sort((a, b) => a[0].localeCompare(b[0]));
}

const microcart = (page: Page) => page.getByRole('dialog', { name: /Warenkorb/ });

async function openMicrocart(page: Page): Promise<void> {
  if (!(await microcart(page).isVisible())) await page.locator('#cart-toggle').click();
  await microcart(page).waitFor();
}

/** The open microcart's lines as the shopper reads them: name and quantity, sorted by name. */
async function microcartLines(page: Page): Promise<Array<[string, string]>> {
  const lines = microcart(page).locator('.cart-line');
  const out: Array<[string, string]> = [];
  for (const line of await lines.all())
    out.push([
      ((await line.locator('.cart-line__name').textContent()) ?? '').trim(),
      await line.locator('input').inputValue(),
    ]);
  return out.sort((a, b) => a[0].localeCompare(b[0]));
}

const unsent = async (page: Page) => (await storedTasks(page)).filter((t) => t.status !== 'transmitted');

/** The gate chosen on its product page (visited online, so the page is served offline later). */
async function gatePage(page: Page): Promise<void> {
  await open(page, origin + GATE);
  await queueStarted(page);
  for (const label of ['1230 mm', 'Anthrazit RAL 7016', '1250 mm']) await choose(page, label);
  await expect.poll(() => page.url(), SLOW).toMatch(/GT1-BASIC-1250-1230-ANT$/);
  await hydrated(page);
}

/**
 * Back online in a page the service worker served while offline: Chromium's network emulation does
 * not reach such a page (navigator.onLine stays true there), so it is applied once more for the page
 * to see the browser go offline, then lifted; the page then sees it come back.
 */
async function backOnline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
  await expect.poll(() => page.locator('#offline-ui [data-state]').getAttribute('data-state')).toBe('offline');
  await context.setOffline(false);
}

describe('the cart offline in Chromium', () => {
  it('keeps a line added offline over a reload and in a new tab; online, the server cart has it', async () => {
    const { page, context, errors } = await newPage(browser);
    await open(page, `${origin}/`);
    await controlled(page);
    await open(page, `${origin}/`); // now kept by the service worker
    await queueStarted(page);
    await gatePage(page);

    // No network, and no server cart yet: the line shows at once and waits.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => headerCount(page)).toBe('1');
    await expect.poll(async () => (await unsent(page)).some((t) => t.status === 'waiting')).toBe(true);

    // A reload while still offline: the line is there, and in a tab opened offline too.
    await open(page, `${origin}/`);
    await queueStarted(page);
    await expect.poll(() => headerCount(page)).toBe('1');
    await openMicrocart(page);
    expect(await microcartLines(page)).toEqual([[expect.stringContaining('Gartentor'), '1']]);
    const tab = await context.newPage();
    await open(tab, `${origin}/`);
    await expect.poll(() => headerCount(tab)).toBe('1');
    await tab.close();

    // Online again: the server cart holds the line once, nothing is left to send.
    await backOnline(context, page);
    await expect.poll(() => serverLines(page), SLOW).toEqual([[GATE_SKU, 1]]);
    await expect.poll(() => unsent(page), SLOW).toEqual([]);
    expect(await microcartLines(page)).toEqual([[expect.stringContaining('Gartentor'), '1']]);
    expect(withoutNetworkNoise(errors)).toEqual([]);
    await context.close();
  }, 180_000);

  it('shows the same cart in two tabs that change it offline; online, the server cart equals it', async () => {
    const { page: first, context } = await newPage(browser);
    await open(first, `${origin}/`);
    await controlled(first);
    await queueStarted(first);
    await gatePage(first);
    const second = await context.newPage();
    await open(second, origin + CLIPS);
    await queueStarted(second);

    await context.setOffline(true);
    await first.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => headerCount(second)).toBe('1');
    await second.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => headerCount(first)).toBe('2');
    // The second tab raises the gate the first tab added.
    const gateLine = microcart(second).locator('.cart-line', { hasText: 'Gartentor' });
    await openMicrocart(second);
    await gateLine.getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect.poll(() => gateLine.locator('input').inputValue()).toBe('2');
    const shown = await microcartLines(second);
    await openMicrocart(first);
    await expect.poll(() => microcartLines(first)).toEqual(shown);

    await context.setOffline(false);
    await expect
      .poll(() => serverLines(first), SLOW)
      .toEqual([
        [CLIPS_SKU, 1],
        [GATE_SKU, 2],
      ]);
    await expect.poll(() => unsent(first), SLOW).toEqual([]);
    await expect.poll(() => microcartLines(first), SLOW).toEqual(shown);
    await expect.poll(() => microcartLines(second), SLOW).toEqual(shown);
    await context.close();
  }, 180_000);
});
