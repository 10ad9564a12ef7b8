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
