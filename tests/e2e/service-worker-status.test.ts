import { describe, expect, inject, it } from 'vitest';
import { browserForFile, newPage } from './browser.ts';
import { controlled, open, queueStarted } from './offline-helpers.ts';

// A first-time visitor in Chromium: the service worker installs and caches the shop, and says so
// only in the status bar (read out, not shown); no notification pops up, on the first visit or the next.

const origin = inject('origin');
const browser = browserForFile();

const CACHED = 'Die Inhalte wurden für die Offline-Nutzung gespeichert.';
const READY = 'Der Shop ist einsatzbereit.';

describe('service worker states on a first visit', () => {
  it('stay in the status bar and never show as a notification', async () => {
    const { page, context, errors } = await newPage(browser);
    await open(page, `${origin}/`);
    await queueStarted(page);
    const status = page.locator('#offline-ui [role="status"]');
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 60_000 }).toBe('cached');
    await controlled(page);
    expect(await status.textContent()).toBe(CACHED);
    // Read out only: a 1 px box clipped away, not a bar on the screen.
    expect((await status.boundingBox())?.height).toBeLessThanOrEqual(1);
    expect(await page.locator('.notification').allTextContents()).toEqual([]);

    // The next page load finds the worker in control: ready, and still no notification.
    await open(page, `${origin}/c/tore`);
    await queueStarted(page);
    await expect.poll(() => status.getAttribute('data-state')).toBe('ready');
    expect(await status.textContent()).toBe(READY);
    expect(await page.locator('.notification').allTextContents()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
