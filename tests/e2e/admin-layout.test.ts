import { execFileSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { queryD1, wranglerEnv } from './server.ts';

// The back office on a phone (390 px) in Chromium: a refused login shows the API's message and
// keeps what was typed; every page fits the screen and nothing moves once it has loaded (its
// islands hydrate in place); the back office's script never loads the storefront's bundle, nor
// does the storefront load the back office's.

const origin = inject('origin');
const state = inject('state');
const browser = browserForFile();

const PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/reviews',
  '/admin/messages',
  '/admin/newsletter',
  '/admin/outbox',
  '/admin/stock?q=BEF',
  '/admin/staff',
  '/admin/account',
];

/** Starts counting layout shifts in the page before it loads (Chromium's Layout Instability API). */
async function countShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

describe('back office on a phone in Chromium', () => {
  it('logs in, fits every page at 390 px without layout shift, and loads only its own script', async () => {
    const email = `telefon.${Date.now()}@zaunshop.test`;
    const password = 'Telefon-Passwort-2026';
    execFileSync('node', ['--experimental-strip-types', '--no-warnings', 'scripts/admin-create.ts', email], {
      env: { ...wranglerEnv, ADMIN_D1_PERSIST: state, ADMIN_PASSWORD: password },
      encoding: 'utf8',
    });

    const { page, errors } = await newPage(browser, { width: 390, height: 844 });
    await countShifts(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}/admin/login`);
    await hydrated(page);

    // A wrong password: the API's message, and the e-mail address is still there.
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort').fill('falsch-falsch-falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('E-Mail-Adresse, Passwort oder Code ist falsch.').waitFor();
    expect(await page.getByLabel('E-Mail-Adresse').inputValue()).toBe(email);
    expect(new URL(page.url()).pathname).toBe('/admin/login');

    await page.getByLabel('Passwort').fill(password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('heading', { name: 'Übersicht' }).waitFor();

    for (const path of PAGES) {
      await page.goto(origin + path);
      await hydrated(page);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
      expect(await shiftsOf(page), `${path} shifts`).toEqual([]);
    }

    // A stock change from the phone (to the quantity it has, so other tests' stock stays): saved and recorded.
    const [item] = queryD1<{ sku: string; qty: number }>(
      state,
      "SELECT sku, qty FROM stock_items WHERE store = 'default' AND qty IS NOT NULL ORDER BY sku LIMIT 1",
    );
    await page.goto(`${origin}/admin/stock?q=${encodeURIComponent(item!.sku)}`);
    await hydrated(page);
    const row = page.locator('tr', { hasText: item!.sku }).first();
    // The header row is hidden on a phone: each cell names its column before its value.
    const labelOf = (cell: ReturnType<Page['locator']>) =>
      cell.evaluate((td) => getComputedStyle(td, '::before').content);
    expect(await labelOf(row.locator('td').first())).toBe('"SKU: "');
    expect(await labelOf(row.locator('td').nth(1))).toBe('"Artikel: "');
    await row.getByLabel('Menge').fill(String(item!.qty));
    await row.getByRole('button', { name: 'Speichern' }).click();
    await row.getByText('Gespeichert.').waitFor();
    const recorded = queryD1<{ staff_email: string }>(
      state,
      `SELECT staff_email FROM stock_history WHERE store = 'default' AND sku = '${item!.sku}'`,
    );
    expect(recorded.map((r) => r.staff_email)).toContain(email);

    // A new colleague's account: the password shows once; once noted, the list shows the account.
    const colleague = `kollege.${Date.now()}@zaunshop.test`;
    await page.goto(`${origin}/admin/staff`);
    await hydrated(page);
    await page.getByLabel('E-Mail-Adresse').fill(colleague);
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await page.getByText(`Konto ${colleague} angelegt. Passwort (wird nur jetzt angezeigt):`).waitFor();
    await page.getByRole('button', { name: 'Passwort notiert' }).click();
    await page.getByRole('cell', { name: colleague }).waitFor();

    expect(scripts.some((s) => /\/assets\/admin-islands-/.test(s))).toBe(true);
    expect(scripts.filter((s) => /\/assets\/(entry|core|app)-/.test(s))).toEqual([]);
    // The refused login's 401 is the only failed request the console reports.
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);

    // The storefront never loads the back office's code.
    const shopper = await newPage(browser);
    const shopScripts: string[] = [];
    shopper.page.on('request', (request) => {
      if (request.resourceType() === 'script') shopScripts.push(new URL(request.url()).pathname);
    });
    await shopper.page.goto(`${origin}/`);
    await hydrated(shopper.page);
    await shopper.page.waitForLoadState('networkidle');
    expect(shopScripts.filter((s) => /admin/.test(s))).toEqual([]);
  }, 120_000);
});
