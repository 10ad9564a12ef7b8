import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { storedTasks } from './offline-helpers.ts';

/**
 * Offline orders in e2e tests: a customer made through the API, orders placed in the page through
 * the built client/offline/orders.ts (the module the checkout uses, so they go through the app's
 * own durable queue), and what the queue kept of them.
 */

export const ORDER_SKU = 'DSM-656-1030-ANT';

const manifest = () =>
  JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
const ordersModule = () => `/${manifest()['client/offline/orders.ts']!.file}`;

export async function callApi(origin: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(
    origin + path,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  return res.json();
}

/** A new customer: orders placed with the token land in the order history. */
export async function customerToken(origin: string): Promise<string> {
  const email = `offline-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Zaunkoenig-2026!';
  const created = await callApi(origin, '/api/user/create', {
    customer: { email, firstname: 'Erika', lastname: 'Muster' },
    password,
  });
  expect(created.code).toBe(200);
  const login = await callApi(origin, '/api/user/login', { username: email, password });
  expect(login.code).toBe(200);
  return login.result as string;
}

export async function orderHistory(origin: string, token: string): Promise<string[]> {
  const answer = await callApi(
    origin,
    `/api/user/order-history?token=${encodeURIComponent(token)}&pageSize=100&currentPage=1`,
  );
  return (answer.result.items as Array<Record<string, unknown>>).map((o) =>
    String(o.client_order_id ?? o.order_id ?? o.increment_id),
  );
}

/** Lets the pages of `context` load the built orders module (a loader the test runner leaves alone). */
export async function allowOrders(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: 'window.__loadOrders = (m) => import(m);' });
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

/**
 * Places orders `${prefix}-${from}` … `${prefix}-${from + count - 1}` through submitOrder in the
 * page (after `allowOrders`); answers what each call resolved to.
 */
export function placeOrders(page: Page, token: string, prefix: string, count: number, from = 0): Promise<unknown[]> {
  return page.evaluate(
    async ({ module, token, prefix, count, from, sku, address }) => {
      const load = (window as unknown as { __loadOrders: (m: string) => Promise<any> }).__loadOrders;
      const orders = await load(module);
      const queue = orders.appQueue();
      const at = new Date().toISOString();
      const results = [];
      for (let i = from; i < from + count; i++) {
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
    { module: ordersModule(), token, prefix, count, from, sku: ORDER_SKU, address },
  );
}

/** Orders of `prefix` the queue kept as transmitted. */
export const transmitted = async (page: Page, prefix: string) =>
  (await storedTasks(page)).filter((t) => t.id.startsWith(prefix) && t.status === 'transmitted').length;

/** Everything the queue still has to send (or was refused). */
export const pending = async (page: Page) => (await storedTasks(page)).filter((t) => t.status !== 'transmitted');
