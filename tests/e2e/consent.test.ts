import { describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { axeViolations, blocking, formatViolations, newAuditPage } from './axe.ts';
import { CONSENT_STORAGE_KEY } from '../../client/consent/choice.ts';
import { CONVERSION_STORAGE_KEY } from '../../client/consent/conversion.ts';

// The consent dialog in Chromium: after the
// 2000 ms wait on shop pages, never on the legal notice and the privacy policy, the choice kept
// across reloads, no analytics call before consent, the click id stored only with marketing consent.

const origin = inject('origin');
const browser = browserForFile();

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Wir verwenden Cookies' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' });

/** A shopper who has not decided yet, with every analytics call they cause. */
async function undecided(): Promise<{ page: Page; close: () => Promise<void>; analytics: string[]; errors: string[] }> {
  const { page, context, errors } = await newPage(browser, undefined, { undecided: true });
  const analytics: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/api/analytics/')) analytics.push(request.postData() ?? '');
  });
  return { page, close: () => context.close(), analytics, errors };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(origin + path);
  await hydrated(page);
}

/** The consent code has run (it mounts its root whether or not the dialog shows). */
const consentLoaded = (page: Page) => page.waitForSelector('#consent-root', { state: 'attached', timeout: 30_000 });

describe('consent dialog per route', () => {
  it('shows the first layer after the wait on the home page, and no analytics runs before a decision', async () => {
    const { page, close, analytics, errors } = await undecided();
    await open(page, '/');
    // The dialog waits 2000 ms after hydration: right after hydration it is not there yet.
    expect(await dialog(page).count()).toBe(0);
    await dialog(page).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Alle akzeptieren');
    for (const name of ['Alle akzeptieren', 'Nur notwendige', 'Einstellungen']) {
      expect(await dialog(page).getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(analytics).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('never shows on the legal notice and the privacy policy', async () => {
    for (const path of ['/impressum', '/datenschutzerklaerung']) {
      const { page, close } = await undecided();
      await open(page, path);
      await consentLoaded(page);
      expect(await dialog(page).count(), path).toBe(0);
      await close();
    }
  });

  it('remembers "only necessary" across a reload, sends no page views, and reopens from the footer', async () => {
    const { page, close, analytics } = await undecided();
    await open(page, '/c/tore');
    await dialog(page).getByRole('button', { name: 'Nur notwendige' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY))!)).toMatchObject({
      version: 1,
      analytics: false,
      marketing: false,
    });
    await page.reload();
    await hydrated(page);
    await consentLoaded(page);
    expect(await dialog(page).count()).toBe(0);
    expect(analytics).toEqual([]);

    // The footer link opens the settings layer; allowing statistics starts the page views.
    await page.getByRole('link', { name: 'Datenschutz-Einstellungen' }).click();
    await settings(page).waitFor();
    await settings(page).getByRole('checkbox', { name: 'Statistik zulassen' }).check();
    await settings(page).getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect.poll(() => analytics.length).toBe(1);
    expect(JSON.parse(analytics[0]!)).toEqual({ path: '/c/tore', page: 'category', storeCode: 'default' });
    await close();
  });
});

describe('consent dialog accessibility', () => {
  it('has no serious axe violations in either layer, and keeps Tab inside the dialog', async () => {
    const { page, context } = await newAuditPage(browser, { width: 390, height: 844 }, { undecided: true });
    await open(page, '/');
    await dialog(page).waitFor();
    const first = blocking(await axeViolations(page));
    expect(first, formatViolations(first)).toEqual([]);
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog(page).getByRole('button', { name: 'Einstellungen' }).click();
    await settings(page).waitFor();
    const second = blocking(await axeViolations(page));
    expect(second, formatViolations(second)).toEqual([]);
    await context.close();
  });
});

describe('marketing click id', () => {
  const storedConversion = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONVERSION_STORAGE_KEY);

  it('is not stored without marketing consent, and is stored as a purchase conversion once marketing is allowed', async () => {
    const { page, close } = await undecided();
    await open(page, '/?gclid=e2e-click_1');
    await dialog(page).getByRole('button', { name: 'Einstellungen' }).click();
    await settings(page).getByRole('checkbox', { name: 'Statistik zulassen' }).check();
    await settings(page).getByRole('button', { name: 'Auswahl speichern' }).click();
    await settings(page).waitFor({ state: 'detached' });
    expect(await storedConversion(page)).toBeNull();

    await page.getByRole('link', { name: 'Datenschutz-Einstellungen' }).click();
    await settings(page).getByRole('checkbox', { name: 'Marketing zulassen' }).check();
    await settings(page).getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect.poll(() => storedConversion(page)).not.toBeNull();
    const conversion = JSON.parse((await storedConversion(page))!);
    expect(conversion).toMatchObject({ name: 'purchase', clickId: 'e2e-click_1', clickType: 'gclid' });
    expect(Math.abs(Date.parse(conversion.clickDate) - Date.now())).toBeLessThan(10 * 60_000);
    await close();
  });

  it('is stored at once with "accept all", and the page view leaves the click id out', async () => {
    const { page, close, analytics } = await undecided();
    await open(page, '/c/tore?msclkid=abc123');
    await dialog(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => storedConversion(page)).not.toBeNull();
    expect(JSON.parse((await storedConversion(page))!)).toMatchObject({
      name: 'purchase',
      clickId: 'abc123',
      clickType: 'msclkid',
    });
    await expect.poll(() => analytics.length).toBe(1);
    expect(analytics[0]).not.toContain('abc123');
    await close();
  });
});
