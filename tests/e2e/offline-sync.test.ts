import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { controlled, open, queueStarted, storedTasks } from './offline-helpers.ts';

// Offline PWA point 6: the cart changed offline equals the server cart after reconnecting; 20
// orders placed offline arrive exactly once through a flapping network; a service worker update
// during the replay loses nothing. Orders are driven through the built client/offline/orders.ts
// (the entry the checkout uses) and counted in D1 through the customer's order history.

const origin = inject('origin');
const browser = browserForFile();

const GATE = '/p/GT1-BASIC/gartentor-einfluegelig-basic';
const ORDER_SKU = 'DSM-656-1030-ANT';
const manifest = () =>
  JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
const ORDERS_MODULE = `/${manifest()['client/offline/orders.ts']!.file}`;

async function api(path: string, body?: unknown): Promise<any> {
  const res = await fetch(
    origin + path,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  return res.json();
}

/** A new customer: orders placed with the token land in the order history (counted from D1). */
async function customerToken(): Promise<string> {
  const email = `offline-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Zaunkoenig-2026!';
  const created = await api('/api/user/create', {
    customer: { email, firstname: 'Erika', lastname: 'Muster' },
    password,
  });
  expect(created.code).toBe(200);
  const login = await api('/api/user/login', { username: email, password });
  expect(login.code).toBe(200);
  return login.result as string;
}

async function orderHistory(token: string): Promise<string[]> {
  const answer = await api(`/api/user/order-history?token=${encodeURIComponent(token)}&pageSize=100&currentPage=1`);
  return (answer.result.items as Array<Record<string, unknown>>).map((o) =>
    String(o.client_order_id ?? o.order_id ?? o.increment_id),
  );
}

const address = {
  firstname: 'Erika',
  lastname: 'Muster',
  street: ['Zaunweg 1'],
  city: 'Wardenburg',
  postcode: '26203',
  country_id: 'DE',
  email: 'erika@example.com',
  telephone: '04407 123',
  region: '',
  region_id: 0,
  region_code: '',
};

/** Places `count` orders through submitOrder in the page; answers what each call resolved to. */
function placeOrders(page: Page, token: string, prefix: string, count: number): Promise<unknown[]> {
  return page.evaluate(
    async ({ module, token, prefix, count, sku, address }) => {
      // The module the checkout imports; a plain import (the test runner rewrites it in source).
      const load = (window as unknown as { __loadOrders: (m: string) => Promise<any> }).__loadOrders;
      const orders = await load(module);
      const queue = orders.appQueue();
      const at = new Date().toISOString();
      const results = [];
      for (let i = 0; i < count; i++) {
        const id = `${prefix}-${i}`;
        const payload = {
          order_id: id,
          user_id: '',
          cart_id: '',
          products: [{ sku, qty: 1 }],
          transmited: false,
          created_at: at,
          updated_at: at,
          addressInformation: {
            shippingAddress: address,
            billingAddress: address,
            shipping_carrier_code: 'flatrate',
            shipping_method_code: 'flatrate',
            payment_method_code: 'cashondelivery',
            payment_method_additional: {},
          },
        };
        results.push(
          await orders.submitOrder(
            queue,
            { id, url: `api/order?token=${encodeURIComponent(token)}`, method: 'POST', payload },
            { autoTransmit: true },
          ),
        );
      }
      return results;
    },
    { module: ORDERS_MODULE, token, prefix, count, sku: ORDER_SKU, address },
  );
}

const transmitted = async (page: Page, prefix: string) =>
  (await storedTasks(page)).filter((t) => t.id.startsWith(prefix) && t.status === 'transmitted').length;
const pending = async (page: Page) => (await storedTasks(page)).filter((t) => t.status !== 'transmitted');

/** The server's lines of the shopper's cart (token from the stored client cart). */
async function serverLines(page: Page): Promise<Array<[string, number]>> {
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('zaunshop:default:cart:v1') ?? '{}'));
  if (!stored.token) return [];
  const server = await api(`/api/cart/pull?cartId=${encodeURIComponent(stored.token)}&storeCode=default`);
  expect(server.code).toBe(200);
  return (server.result as Array<{ sku: string; qty: number }>).map((l) => [l.sku, l.qty]);
}

async function ready(context: BrowserContext, page: Page): Promise<void> {
  // A loader for the built modules, defined from a string so the test runner leaves import alone.
  await context.addInitScript({ content: 'window.__loadOrders = (m) => import(m);' });
  await open(page, `${origin}/`);
  await controlled(page);
  await queueStarted(page);
}

describe('offline sync queue in Chromium', () => {
  it('keeps cart changes made offline and leaves the server cart equal to the client cart after reconnecting', async () => {
    const { page, context } = await newPage(browser);
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
    // The change waits in IndexedDB for the network.
    await expect.poll(async () => (await pending(page)).some((t) => t.status === 'waiting')).toBe(true);

    await context.setOffline(false);
    await expect.poll(async () => (await pending(page)).length, { timeout: 30_000 }).toBe(0);
    expect(await serverLines(page)).toEqual([['GT1-BASIC-1250-1230-ANT', 2]]);
    expect(await line.locator('input').inputValue()).toBe('2');
    await context.close();
  });

  it('sends 20 orders placed offline exactly once through a network that flaps 10 times', async () => {
    const token = await customerToken();
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

    const history = await orderHistory(token);
    expect(history).toHaveLength(20);
    await context.close();
  });

  it('loses nothing when a new service worker takes over during the replay', async () => {
    const token = await customerToken();
    const { page, context } = await newPage(browser);
    await ready(context, page);
    try {
      await context.setOffline(true);
      await placeOrders(page, token, 'update', 12);
      await context.setOffline(false);
      // A new version of the worker arrives while the queue replays (another script URL is a new
      // version to the browser, as a changed /service-worker.js would be after a deploy).
      await page.evaluate(() => navigator.serviceWorker.register('/service-worker.js?version=2').then(() => undefined));
      const bar = page.locator('#offline-ui [data-state]');
      await expect
        .poll(() => bar.getAttribute('data-state'), { timeout: 60_000, message: 'new service worker waiting' })
        .toBe('updated');
      // The shopper accepts the new version while the queue replays: the page reloads.
      const reloaded = page.waitForEvent('load', { timeout: 60_000 });
      await bar.getByRole('button', { name: 'Neu laden' }).click();
      await reloaded;
      await hydrated(page);
      await queueStarted(page);
      await expect.poll(() => transmitted(page, 'update'), { timeout: 60_000 }).toBe(12);
      expect(await pending(page)).toEqual([]);
      expect(await orderHistory(token)).toHaveLength(12);
    } finally {
      await context.close();
    }
  }, 180_000);
});
