import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, blocking, formatViolations, newAuditPage } from './axe.ts';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { controlled, open, queueStarted, storedTasks } from './offline-helpers.ts';
import {
  allowOrders,
  callApi,
  customerToken,
  orderHistory,
  pending,
  placeOrders,
  transmitted,
} from './offline-orders.ts';

// Offline PWA point 6: the cart changed offline equals the server cart after reconnecting; 20
// orders placed offline arrive exactly once through a flapping network; a service worker update
// during the replay loses nothing. Orders are driven through the built client/offline/orders.ts
// (the entry the checkout uses) and counted in D1 through the customer's order history.

const origin = inject('origin');
const browser = browserForFile();

const GATE = '/p/GT1-BASIC/gartentor-einfluegelig-basic';

/** The server's lines of the shopper's cart (token from the stored client cart). */
async function serverLines(page: Page): Promise<Array<[string, number]>> {
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('zaunshop:default:cart:v1') ?? '{}'));
  if (!stored.token) return [];
  const server = await callApi(origin, `/api/cart/pull?cartId=${encodeURIComponent(stored.token)}&storeCode=default`);
  expect(server.code).toBe(200);
  return (server.result as Array<{ sku: string; qty: number }>).map((l) => [l.sku, l.qty]);
}

async function ready(context: BrowserContext, page: Page): Promise<void> {
  await allowOrders(context);
  await open(page, `${origin}/`);
  await controlled(page);
  await queueStarted(page);
}

/** The stored client cart as a reload restores it: whether it still waits for the network, and its quantities. */
const storedCart = (page: Page) =>
  page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('zaunshop:default:cart:v1') ?? '{}') as {
      unsynced?: boolean;
      items?: Array<{ qty: number }>;
    };
    return { unsynced: cart.unsynced === true, qty: (cart.items ?? []).map((l) => l.qty) };
  });

describe('offline sync queue in Chromium', () => {
  it('keeps cart changes made offline and leaves the server cart equal to the client cart after reconnecting', async () => {
    // An audit page (axe's script may run): the line waiting for the network is checked too.
    const { page, context } = await newAuditPage(browser, { width: 390, height: 844 });
    await ready(context, page);
    await open(page, origin + GATE);
    await queueStarted(page);
    for (const label of ['1230 mm', 'Anthrazit RAL 7016', '1250 mm']) {
      const button = page.locator('.product__info').getByRole('button', { name: label, exact: true });
      if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    }
    await hydrated(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => page.locator('#cart-toggle .header__count').textContent()).toBe('1');
    // The line is on the server before the network goes.
    await expect.poll(async () => (await serverLines(page)).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(async () => (await pending(page)).length).toBe(0);

    await context.setOffline(true);
    await page.locator('#cart-toggle').click();
    const line = page.getByRole('dialog', { name: /Warenkorb/ }).locator('.cart-line');
    await line.getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect.poll(() => line.locator('input').inputValue()).toBe('2');
    // The change is kept with the stored cart (what a reload restores), marked for the network.
    await expect.poll(() => storedCart(page)).toEqual({ unsynced: true, qty: [2] });
    expect(await serverLines(page)).toEqual([['GT1-BASIC-1250-1230-ANT', 1]]);
    // The line waiting for the network stays readable.
    expect(await line.getAttribute('aria-busy')).toBe('true');
    const found = blocking(await axeViolations(page));
    expect(found, formatViolations(found)).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => serverLines(page), { timeout: 30_000 }).toEqual([['GT1-BASIC-1250-1230-ANT', 2]]);
    await expect.poll(() => storedCart(page)).toEqual({ unsynced: false, qty: [2] });
    expect(await pending(page)).toEqual([]);
    expect(await line.locator('input').inputValue()).toBe('2');
    await context.close();
  });

  it('sends 20 orders placed offline exactly once through a network that flaps 10 times', async () => {
    const token = await customerToken(origin);
    const { page, context } = await newPage(browser);
    await ready(context, page);

    await context.setOffline(true);
    const results = await placeOrders(page, token, 'flap', 20);
    expect(results).toEqual(Array.from({ length: 20 }, () => ({ transmitted: false })));
    expect((await storedTasks(page)).filter((t) => t.kind === 'order' && t.status === 'waiting')).toHaveLength(20);

    // Each time the network comes back for a moment, at least one more order goes out.
    for (let flap = 0; flap < 10; flap++) {
      const before = await transmitted(page, 'flap');
      await context.setOffline(false);
      await expect.poll(() => transmitted(page, 'flap'), { timeout: 30_000 }).toBeGreaterThan(Math.min(before, 19));
      await context.setOffline(true);
    }
    await context.setOffline(false);
    await expect.poll(() => transmitted(page, 'flap'), { timeout: 60_000 }).toBe(20);
    expect(await pending(page)).toEqual([]);

    const history = await orderHistory(origin, token);
    expect(history).toHaveLength(20);
    await context.close();
  });

  it('reloads at once and loses nothing when a new service worker takes over while an order hangs on the wire', async () => {
    const token = await customerToken(origin);
    const { page, context } = await newPage(browser);
    await ready(context, page);
    // A slow server: the orders of the replay stay on the wire until the page has reloaded, so the
    // shopper accepts the new version while the replay is stuck on its first order.
    let reloadDone: () => void = () => undefined;
    const reloadedOnce = new Promise<void>((resolve) => (reloadDone = resolve));
    let onWire = 0;
    await context.route(
      (url) => url.pathname === '/api/order',
      async (route) => {
        onWire += 1;
        await reloadedOnce;
        // The page that sent it may be gone by now: its next page sends the order again.
        await route.continue().catch(() => undefined);
      },
    );
    try {
      await context.setOffline(true);
      await placeOrders(page, token, 'update', 12);
      await context.setOffline(false);
      await expect.poll(() => onWire, { message: 'the replay has an order on the wire' }).toBeGreaterThan(0);
      // A new version of the worker arrives while the queue replays (another script URL is a new
      // version to the browser, as a changed /service-worker.js would be after a deploy).
      await page.evaluate(() => navigator.serviceWorker.register('/service-worker.js?version=2').then(() => undefined));
      const bar = page.locator('#offline-ui [data-state]');
      await expect
        .poll(() => bar.getAttribute('data-state'), { timeout: 60_000, message: 'new service worker waiting' })
        .toBe('updated');
      // The shopper accepts the new version: the page reloads without waiting for the replay.
      const reloaded = page.waitForEvent('load', { timeout: 60_000 });
      await bar.getByRole('button', { name: 'Neu laden' }).click();
      await reloaded;
      reloadDone();
      await hydrated(page);
      await queueStarted(page);
      await expect.poll(() => transmitted(page, 'update'), { timeout: 60_000 }).toBe(12);
      expect(await pending(page)).toEqual([]);
      expect(await orderHistory(origin, token)).toHaveLength(12);
    } finally {
      reloadDone();
      await context.close();
    }
  }, 180_000);
});
