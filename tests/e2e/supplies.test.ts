import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, hydrated } from './browser.ts';
import { axeViolations, blocking, formatViolations, newAuditPage } from './axe.ts';

// The supplies configurator in Chromium: on a gate's page the
// panel suggests accessories, minimises and expands, and puts a hinge set and a post into the cart at once.

const origin = inject('origin');
const browser = browserForFile();

const GATE = '/p/GT1-BASIC/gartentor-einfluegelig-basic';
const HINGE = 'Torscharnier verstellbar M16 (2 Stück)';
const ADDED = 'Das Produkt wurde in den Warenkorb gelegt!';

const panel = (page: Page) => page.getByRole('dialog', { name: /Passendes Zubehör für Gartentor einflügelig Basic/ });

describe('supplies panel', () => {
  it('adds a hinge set and a gate post to the cart from a gate page in one go', async () => {
    const { page, context, errors } = await newAuditPage(browser, { width: 1366, height: 900 });
    await page.goto(origin + GATE);
    await hydrated(page);
    // The button is under the purchase block; it shows once the shopper scrolls to it.
    await page.locator('[data-island="supplies"]').evaluate((marker) => marker.scrollIntoView({ block: 'center' }));
    const open = page.getByRole('button', { name: 'Zubehör anzeigen' });
    await open.click();
    await panel(page).getByRole('checkbox', { name: HINGE }).waitFor();
    const violations = blocking(await axeViolations(page));
    expect(violations, formatViolations(violations)).toEqual([]);

    // Minimise gives the page back; expanding brings the panel again.
    await panel(page).getByRole('button', { name: 'Minimieren' }).click();
    await panel(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Vergrößern' }).click();
    await panel(page).waitFor();

    const tabs = panel(page).getByRole('navigation', { name: 'Zubehörkategorien' });
    expect(await tabs.getByRole('button').allTextContents()).toEqual([
      'Torbeschläge & Scharniere',
      'Torpfosten',
      'Fundament & Beton',
    ]);
    await panel(page).getByRole('checkbox', { name: HINGE }).check();
    await tabs.getByRole('button', { name: 'Torpfosten' }).click();
    const post = panel(page)
      .getByRole('checkbox', { name: /^Torpfosten/ })
      .first();
    const postName = (await post.locator('xpath=..').textContent())!.trim();
    await post.check();
    await panel(page).getByText('2 ausgewählt').waitFor();
    await panel(page).getByRole('button', { name: 'Ausgewähltes Zubehör in den Warenkorb' }).click();

    const messages = panel(page).getByRole('status');
    await expect
      .poll(() => messages.getByRole('listitem').allTextContents(), { timeout: 30_000 })
      .toEqual([`${HINGE}: ${ADDED}`, `${postName}: ${ADDED}`]);
    expect(await panel(page).getByText('0 ausgewählt').count()).toBe(1);

    // Escape closes the panel and gives focus back to its button; both lines are in the cart.
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.locator('#cart-toggle').click();
    const microcart = page.getByRole('dialog', { name: /Warenkorb/ });
    await microcart.getByRole('link', { name: HINGE }).waitFor();
    await microcart.getByRole('link', { name: postName }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
