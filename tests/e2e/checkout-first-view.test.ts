import { describe, expect, inject, it } from 'vitest';
import { browserForFile, decideConsent, hydrated, newPage } from './browser.ts';
import { cartConfirmed, SLOW } from './shop.ts';

// The checkout a phone shows at once: its steps are in the page the server sends (the first one
// open), and nothing on screen jumps when the shopper's cart and entered data arrive.

const origin = inject('origin');
const browser = browserForFile();
const CLIPS = '/p/BEF-CLIPS-SSS-50/befestigungsclips-fuer-sichtschutzstreifen-50-stueck';

describe('checkout, first view', () => {
  it('shows the steps with the first one open before any script runs', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await decideConsent(context);
    const page = await context.newPage();
    await page.goto(`${origin}/checkout`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Kasse');
    expect(await page.locator('.checkout-step--open h2').textContent()).toContain('Persönliche Daten');
    expect(await page.getByLabel('Vorname').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Weiter zum Versand' }).count()).toBe(1);
    expect(await page.locator('.checkout-step--todo').count()).toBe(3);
    await context.close();
  }, 60_000);

  it('keeps the steps in place while the cart arrives on a phone', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${origin}${CLIPS}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await cartConfirmed(page, 'default', 1);

    await page.goto(`${origin}/checkout`);
    await expect.poll(() => page.locator('.checkout-summary .cart-line__name').count(), SLOW).toBe(1);
    await expect.poll(() => page.locator('.checkout-summary .totals__grand_total').count(), SLOW).toBe(1);
    // The layout shifts so far (not caused by input), as the page's performance timeline kept them.
    const shifted = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
      observer.disconnect();
      return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
    });
    expect(shifted).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
