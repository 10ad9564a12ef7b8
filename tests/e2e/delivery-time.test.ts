import { describe, expect, inject, it } from 'vitest';
import { createTranslator } from '../../shared/i18n/translate.ts';
import { deliveryText } from '../../shared/rules/delivery-time.ts';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { GATE } from './shop.ts';

// The delivery time a shopper reads before buying: on the product page for the chosen variant, and
// again on the cart line once it is in the microcart.

const origin = inject('origin');
const browser = browserForFile();
const CHILD = 'GT1-BASIC-1250-1230-ANT';

/** What the store's catalog says of the variant (its parent lists it), in the shop's German. */
async function expectedText(): Promise<string> {
  const res = await fetch(
    `${origin}/api/catalog/vue_storefront_catalog/product/_search?_source_include=configurable_children.sku,configurable_children.delivery_time`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _appliedFilters: [{ attribute: 'sku', value: { eq: 'GT1-BASIC' } }] }),
    },
  );
  const json = (await res.json()) as { hits: { hits: Array<{ _source: { configurable_children: object[] } }> } };
  const child = json.hits.hits[0]!._source.configurable_children.find((c) => (c as { sku: string }).sku === CHILD);
  const text = deliveryText(createTranslator('de-DE'), child);
  expect(text).toMatch(/Werktage$/);
  return text!;
}

describe('delivery time in Chromium', () => {
  it('shows the variant’s delivery time on the product page and on its cart line', async () => {
    const text = await expectedText();
    const { page, errors } = await newPage(browser);
    await page.goto(`${origin}${GATE}/${CHILD}`);
    await hydrated(page);
    await expect.poll(() => page.locator('.product__info .delivery-time').first().textContent()).toBe(text);

    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => page.locator('#cart-toggle .header__count').textContent()).toBe('1');
    await page.locator('#cart-toggle').click();
    const line = page.getByRole('dialog', { name: /Warenkorb/ }).locator('.cart-line');
    await expect.poll(() => line.count()).toBe(1);
    await expect.poll(() => line.locator('.delivery-time').textContent()).toBe(text);
    expect(errors).toEqual([]);
  });
});
