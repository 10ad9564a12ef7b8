import { describe, expect, inject, it } from 'vitest';
import { browserForFile, hydrated, newPage } from './browser.ts';
import {
  controlled,
  fillCheckout,
  onKeptProductPage,
  open,
  queueStarted,
  storedTasks,
  withoutNetworkNoise,
} from './offline-helpers.ts';
import { queryD1, sqlText } from './server.ts';
import { choose, GATE, serverCartLines } from './shop.ts';

// Offline PWA: the own checkout placed while the network is gone. The order is kept in the durable
// queue, the thank-you page says so, and once the browser is online again the thank-you page sends
// it: it reaches D1 exactly once and the queue holds nothing more to send.

const origin = inject('origin');
const state = inject('state');
const browser = browserForFile();

const SLOW = { timeout: 30_000 };
const CLIPS = '/p/BEF-CLIPS-SSS-50/befestigungsclips-fuer-sichtschutzstreifen-50-stueck';
const OFFLINE_TEXT = 'Ihre Bestellung wurde gespeichert und wird übermittelt, sobald Sie wieder online sind.';

/** Orders of the shop's D1 placed with this e-mail address (read from the running shop's local D1). */
function ordersOf(email: string): Array<{ client_order_id: string; increment_id: string }> {
  return queryD1(state, `SELECT client_order_id, increment_id FROM orders WHERE customer_email = ${sqlText(email)}`);
}

describe('offline checkout in Chromium', () => {
  it('keeps an order placed offline, says so, and sends it exactly once when back online', async () => {
    const { page, context, errors } = await newPage(browser);
    // One online visit of the product with the service worker in control.
    await open(page, origin + GATE);
    await controlled(page);
    await queueStarted(page);
    await choose(page, '1230 mm');
    await choose(page, 'Anthrazit RAL 7016');
    await choose(page, '1250 mm');
    await expect.poll(() => page.url(), SLOW).toMatch(/GT1-BASIC-1250-1230-ANT$/);
    await hydrated(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => page.locator('#cart-toggle .header__count').textContent(), SLOW).toBe('1');
    await expect.poll(() => serverCartLines(page, origin), SLOW).toBe(1);

    await open(page, `${origin}/checkout`);
    await queueStarted(page);
    await expect.poll(() => page.locator('.checkout-summary .cart-line__name').count(), SLOW).toBe(1);
    const email = `offline.checkout.${Date.now()}@example.de`;
    await fillCheckout(page, email);

    // The network goes; the order is placed anyway and waits in the durable queue.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect.poll(() => page.locator('.thank-you__offline').textContent(), SLOW).toBe(OFFLINE_TEXT);
    expect(await page.locator('.thank-you h2').textContent()).toBe('Vielen Dank für Ihre Bestellung!');
    const kept = (await storedTasks(page)).filter((t) => t.kind === 'order');
    expect(kept).toHaveLength(1);
    expect(kept[0]!.status).not.toBe('transmitted');
    expect(ordersOf(email)).toEqual([]);

    // Back online: the thank-you page sends it; D1 holds it once; nothing is left to send.
    await context.setOffline(false);
    await expect
      .poll(async () => (await storedTasks(page)).filter((t) => t.status !== 'transmitted'), { timeout: 60_000 })
      .toEqual([]);
    const stored = ordersOf(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.client_order_id).toBe(kept[0]!.id);
    // A reload (the queue replays what it holds at start) sends nothing twice.
    await open(page, `${origin}/checkout`);
    await queueStarted(page);
    await expect
      .poll(async () => (await storedTasks(page)).filter((t) => t.status !== 'transmitted'), SLOW)
      .toEqual([]);
    expect(ordersOf(email)).toHaveLength(1);

    expect(withoutNetworkNoise(errors)).toEqual([]);
    await context.close();
  }, 240_000);

  it('checks out from an empty session entirely offline; online, the thank-you page names the order number', async () => {
    const { page, context, errors } = await newPage(browser);
    // The checkout was never visited: the shop keeps it for offline use. A parcel: offline, only
    // the flat DPD rate is offered, which takes parcels only.
    await onKeptProductPage(page, origin, CLIPS);

    // From here on no network: cart, checkout steps with the offline methods, the order.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => page.locator('#cart-toggle .header__count').textContent(), SLOW).toBe('1');
    await open(page, `${origin}/checkout`);
    await queueStarted(page);
    await expect.poll(() => page.locator('.checkout-summary .cart-line__name').count(), SLOW).toBe(1);
    const email = `offline.scratch.${Date.now()}@example.de`;
    await fillCheckout(page, email);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect.poll(() => page.locator('.thank-you__offline').textContent(), SLOW).toBe(OFFLINE_TEXT);
    expect(ordersOf(email)).toEqual([]);

    // Online again (the page was served offline: Chromium's emulation is applied once more for it
    // to see the network go, then lifted): the order is sent once and its number shows.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect.poll(() => page.locator('#offline-ui [data-state]').getAttribute('data-state')).toBe('offline');
    await context.setOffline(false);
    await expect
      .poll(() => page.locator('.thank-you__number').textContent(), { timeout: 60_000 })
      .toMatch(/^Ihre Bestellnummer lautet \d+\.$/);
    const number = /(\d+)/.exec((await page.locator('.thank-you__number').textContent())!)![1];
    const stored = ordersOf(email);
    expect(stored.map((o) => o.increment_id)).toEqual([number]);
    expect(withoutNetworkNoise(errors)).toEqual([]);
    await context.close();
  }, 240_000);
});
