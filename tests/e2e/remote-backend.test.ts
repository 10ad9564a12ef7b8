import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { migratedState, queryD1, serveState, startShop, type ShopServer } from './server.ts';
import { cartConfirmed, choose, continueToPayment, GATE, placeOrder, SLOW } from './shop.ts';
import { purgeSignature } from '../../worker/remote/edge-purge.ts';

// The storefront in front of a remote backend: two workers, the embedded platform alone as the
// backend and a storefront with an empty D1 pointed at it through API_BASE. A shopper's whole
// journey runs on the storefront, and what it shows and stores is the backend's.

const browser = browserForFile();
const PURGE_SECRET = 'remote-e2e-purge-secret';
let backend: ShopServer;
let storefront: ShopServer;

beforeAll(async () => {
  backend = await startShop();
  storefront = await serveState(migratedState(), {
    removeState: true,
    vars: { API_BASE: backend.origin, EDGE_PURGE_SECRET: PURGE_SECRET },
  });
}, 240_000);

afterAll(async () => {
  await storefront?.stop();
  await backend?.stop();
});

/** Rows of the backend's own D1 (the storefront's D1 stays empty: it never holds shop data). */
function backendRows(sql: string): unknown[] {
  return queryD1(backend.state, sql);
}

/** The names of the products a page lists, in order. */
async function listed(page: Page): Promise<string[]> {
  return page.locator('.product-card__name').allTextContents();
}

async function open(page: Page, origin: string, path: string): Promise<void> {
  await page.goto(origin + path);
  await hydrated(page);
}

describe('storefront over a remote vue-storefront-api backend', () => {
  it('shows the backend catalog: home, a filtered category and a product, as the backend shop does', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    // A price range the backend's own category page offers, with products in it.
    await open(page, backend.origin, '/c/tore');
    const state = JSON.parse((await page.locator('script#__STATE__').textContent())!);
    const facets = state.page.data.facets as { group: string; values: { value: string; count: number }[] }[];
    const ranges = facets.find((f) => f.group === 'price')!.values.filter((v) => v.count > 0);
    const range = ranges.reduce((a, b) => (b.count < a.count ? b : a));
    const filtered = `/c/tore?price=${range.value}`;
    for (const path of ['/', '/c/tore', filtered, '/at/c/tore']) {
      await open(page, backend.origin, path);
      const expected = await listed(page);
      await open(page, storefront.origin, path);
      expect(await listed(page), path).toEqual(expected);
      if (path !== '/') expect(expected.length, path).toBeGreaterThan(0);
    }
    await open(page, storefront.origin, filtered);
    expect((await listed(page)).length).toBeLessThanOrEqual(range.count);

    await open(page, storefront.origin, GATE);
    expect(await page.locator('h1').textContent()).toContain('Gartentor');
    expect(errors).toEqual([]);
  });

  it('keeps url mappings and the category tree at the edge until a signed purge', async () => {
    const map = () =>
      fetch(`${storefront.origin}/api/url/map`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: 'tore', storeCode: 'default' }),
      });
    await (await map()).text();
    const again = await map();
    expect(again.headers.get('x-edge-cache')).toBe('HIT');
    expect(((await again.json()) as { _source?: { url_path?: string } } | null)?._source?.url_path).toBeTruthy();

    const body = JSON.stringify({ at: Date.now(), store: 'default' });
    const purge = (signature: string) =>
      fetch(`${storefront.origin}/api/edge-cache/purge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-purge-signature': signature },
        body,
      });
    expect((await purge('0'.repeat(64))).status).toBe(403);
    expect((await purge(await purgeSignature(PURGE_SECRET, body))).status).toBe(200);
    expect((await map()).headers.get('x-edge-cache')).toBe('MISS');
  });

  it('takes a guest order through the storefront into the backend, and registers a customer there', async () => {
    const { page, errors } = await newPage(browser);
    await open(page, storefront.origin, GATE);
    await choose(page, '1230 mm');
    await choose(page, 'Anthrazit RAL 7016');
    await choose(page, '1250 mm');
    await expect.poll(() => page.url(), SLOW).toMatch(/GT1-BASIC-1250-1230-ANT$/);
    await hydrated(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await cartConfirmed(page, 'default', 1);

    await open(page, storefront.origin, '/checkout');
    await page.getByLabel('Vorname').fill('Rita');
    await page.getByLabel('Nachname').fill('Remote');
    const email = `rita.${Date.now()}@example.de`;
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Weiter zum Versand' }).click();
    await page.locator('#shipping-streetAddress').fill('Gartenweg');
    await page.locator('#shipping-apartmentNumber').fill('5');
    await page.locator('#shipping-zipCode').fill('26203');
    await page.locator('#shipping-city').fill('Wardenburg');
    await continueToPayment(page);
    await page.getByLabel('Vorkasse (Überweisung)').check();
    await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
    const { number } = await placeOrder(page);

    // The order is the backend's: its D1 holds it once, under the number the shopper was shown.
    expect(backendRows(`SELECT increment_id FROM orders WHERE customer_email = '${email}'`)).toEqual([
      { increment_id: number },
    ]);

    // An account made on the storefront lives in the backend: its API logs the customer in.
    await open(page, storefront.origin, '/');
    await page.locator('#account-toggle').click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Registrieren' }).click();
    await modal.getByLabel('E-Mail-Adresse').fill(email);
    await modal.getByLabel('Vorname').fill('Rita');
    await modal.getByLabel('Nachname').fill('Remote');
    await modal.getByLabel('Passwort', { exact: true }).fill('Zaunkoenig-2026');
    await modal.getByLabel('Passwort wiederholen').fill('Zaunkoenig-2026');
    await modal.getByRole('button', { name: 'Registrieren' }).click();
    await modal.waitFor({ state: 'detached', timeout: 30_000 });
    const login = await fetch(`${backend.origin}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: 'Zaunkoenig-2026' }),
    });
    expect(login.status).toBe(200);
    expect(errors).toEqual([]);
  });

  it('with the backend down: visited pages come from the edge cache, others get an honest error page', async () => {
    const visited = await fetch(`${storefront.origin}/c/tore`);
    await visited.text();
    await backend.stop();
    const cached = await fetch(`${storefront.origin}/c/tore`);
    expect(cached.status).toBe(200);
    expect(['HIT', 'STALE']).toContain(cached.headers.get('x-ssr-cache'));
    expect(await cached.text()).toContain('product-card__name');

    const unvisited = await fetch(`${storefront.origin}/c/sichtschutz`);
    const html = await unvisited.text();
    expect(unvisited.status).toBe(503);
    expect(html).toContain('Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.');
    const api = await fetch(`${storefront.origin}/api/catalog/vue_storefront_catalog/product/_search?size=1`);
    expect(api.status).toBe(503);
    expect(((await api.json()) as { result: string }).result).toContain('nicht erreichbar');
  });
});
