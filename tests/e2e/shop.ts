import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** What the cart and checkout e2e tests share: the configurable gate they buy, prices, variant choice. */

export const GATE = '/p/GT1-BASIC/gartentor-einfluegelig-basic';

/** '1.234,50 €' → 1234.5 */
export const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

/** Chooses a variant value on the product page (the URL follows the chosen child). */
export async function choose(page: Page, label: string): Promise<void> {
  const button = () => page.locator('.product__info').getByRole('button', { name: label, exact: true });
  if ((await button().getAttribute('aria-pressed')) !== 'true') await button().click();
  await expect.poll(() => button().getAttribute('aria-pressed')).toBe('true');
}

/**
 * Lines of the shopper's server cart (token from the stored client cart), to wait for an added
 * line to reach the server before a page load: a cart change still on its way when the page
 * unloads is replayed by the next page's queue, and that page may read the cart before it lands.
 */
export async function serverCartLines(page: Page, origin: string, storeCode = 'default'): Promise<number> {
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string | null }, `zaunshop:${storeCode}:cart:v1`);
  if (!stored.token) return 0;
  const answer = await fetch(`${origin}/api/cart/pull?cartId=${encodeURIComponent(stored.token)}&storeCode=${storeCode}`);
  const body = (await answer.json()) as { code: number; result: unknown[] };
  return body.code === 200 ? body.result.length : 0;
}
