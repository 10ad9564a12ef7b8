import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { SLOW } from './shop.ts';

// The fence planner loaded fresh on a phone: the server's page shows the plan of the address with
// its list and drawing, and no React loads until the shopper touches the planner. What they type,
// choose and tap while the planner's code is still on its way counts once it has arrived.

const origin = inject('origin');
const browser = browserForFile();

const reactLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/react-/.test(entry.name)));
const catalogReads = (page: Page) =>
  page.evaluate(
    () => performance.getEntriesByType('resource').filter((entry) => /\/api\/catalog\//.test(entry.name)).length,
  );
const caption = (page: Page) => page.locator('.planner__drawing figcaption').textContent();

describe('the fence planner before React has loaded', () => {
  it.each(['', '/at'])(
    'in %s/zaunplaner shows the plan without React; a length, a height, strips and a gate chosen early all count',
    async (prefix) => {
      // The service worker is kept out (requests it answered would pass by page.route), as in a
      // browser without one: a blocked registration would show its error notice, loading React.
      const { page, context, errors } = await newPage(browser, undefined, { serviceWorkers: 'block' });
      await page.addInitScript(() => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker);
      // The planner's code is held on its way, so everything below happens before it has hydrated.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/PlannerApp-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${origin}${prefix}/zaunplaner?l=25`);
      await hydrated(page);
      expect(await caption(page)).toBe('25 m Zaun: 10 Matten, 11 Pfosten, Tore: 0');
      expect(await page.locator('.planner__bom tbody tr').count()).toBeGreaterThan(0);
      expect(await reactLoaded(page)).toBe(false);
      const form = page.locator('.planner__form');
      await form.getByLabel('Gesamtlänge in m').fill('10');
      await form.getByLabel('Höhe').selectOption({ label: '1030 mm' });
      await form.getByLabel('Sichtschutzstreifen').check();
      await form.getByRole('button', { name: 'Tor hinzufügen' }).click();
      // What the shopper did shows at once, as without any script; the list is still the first one.
      expect(await form.getByLabel('Gesamtlänge in m').inputValue()).toBe('10');
      expect(await form.getByLabel('Höhe').locator('option:checked').textContent()).toBe('1030 mm');
      expect(await page.locator('.planner[data-ready]').count()).toBe(0);
      expect(await caption(page)).toBe('25 m Zaun: 10 Matten, 11 Pfosten, Tore: 0');

      release();
      await page.locator('.planner[data-ready]').waitFor(SLOW);
      // The catalog was read (at idle, or before the planner hydrated), for the edits made meanwhile.
      expect(await catalogReads(page)).toBeGreaterThan(0);
      // The single gate of 1 m added by the held tap takes one panel's place.
      await expect.poll(() => caption(page), SLOW).toBe('10 m Zaun: 4 Matten, 6 Pfosten, Tore: 1');
      expect(await page.locator('.planner__bom tbody tr').first().getAttribute('data-sku')).toMatch(/^DSM-656-1030-/);
      expect(await form.getByLabel('Sichtschutzstreifen').isChecked()).toBe(true);
      const address = new URL(page.url());
      expect(address.pathname).toBe(`${prefix}/zaunplaner`);
      const query = address.searchParams;
      expect([query.getAll('l'), query.get('h'), query.get('p'), query.getAll('gl').length]).toEqual([
        ['10'],
        '1030',
        '1',
        1,
      ]);
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it('keeps the edited plan when the shopper changes the language (the app takes the page over)', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${origin}/zaunplaner?l=25`);
    await hydrated(page);
    await page.locator('.planner__form').getByLabel('Gesamtlänge in m').fill('10');
    await expect.poll(() => caption(page), SLOW).toBe('10 m Zaun: 4 Matten, 5 Pfosten, Tore: 0');
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en-US');
    // The island itself shows the new language at once; the app's page replaces it a moment later.
    await expect.poll(() => page.locator('[data-island]').count(), SLOW).toBe(0);
    expect(await caption(page)).toBe('10 m of fence: 4 panels, 5 posts, gates: 0');
    expect(await page.locator('.planner__form').getByLabel('Total length in m').inputValue()).toBe('10');
    expect(new URL(page.url()).searchParams.getAll('l')).toEqual(['10']);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
