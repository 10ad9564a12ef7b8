import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hydrated, launch, newPage } from './browser.ts';

const origin = inject('origin');
let browser: Browser;

interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}
interface Facet {
  group: string;
  kind: 'multi' | 'single' | 'system';
  values: FacetValue[];
}
interface CategoryDoc {
  id: number;
  slug: string;
  level: number;
  children_data?: CategoryDoc[];
}

async function api(path: string, body: unknown): Promise<any> {
  const res = await fetch(`${origin}/api/catalog/vue_storefront_catalog/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

const subtree = (c: CategoryDoc): number[] => [c.id, ...(c.children_data ?? []).flatMap(subtree)];

/** The top-level category with the most listed products, asked from the API. */
async function biggestCategory(): Promise<{ slug: string; total: number }> {
  const categories = (await api('category/_search?request_format=search-query&size=4000', {})).hits.hits.map(
    (h: any) => h._source as CategoryDoc,
  );
  let best = { slug: '', total: -1 };
  for (const category of categories.filter((c: CategoryDoc) => c.level === 2)) {
    const result = await api('product/_search?request_format=search-query&size=0', {
      _appliedFilters: [{ attribute: 'category_ids', value: { in: subtree(category) } }],
    });
    if (result.hits.total > best.total) best = { slug: category.slug, total: result.hits.total };
  }
  return best;
}

async function pageData(page: Page): Promise<any> {
  return JSON.parse((await page.locator('script#__STATE__').textContent())!).page.data;
}

const countText = (page: Page) => page.locator('.category__count').textContent();
const germanCount = (n: number) => (n === 1 ? '1 Produkt' : `${n} Produkte`);
const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

let category: { slug: string; total: number };

beforeAll(async () => {
  browser = await launch();
  category = await biggestCategory();
});
afterAll(async () => {
  await browser?.close();
});

describe('category filters in Chromium', () => {
  it('phone: a filter value narrows the list to its count, survives a reload, and toggles off by keyboard', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${origin}/c/${category.slug}`);
    await hydrated(page);
    const data = await pageData(page);
    expect(await countText(page)).toBe(germanCount(data.total));
    const facet = (data.facets as Facet[]).find(
      (f) => f.kind === 'multi' && f.values.some((v) => v.count < data.total),
    )!;
    const value = facet.values.find((v) => v.count < data.total)!;
    const control = `#filter-${facet.group}-${value.value}`;

    // Collapsed on a phone: the panel opens from its button.
    expect(await page.locator(control).isVisible()).toBe(false);
    await page.getByRole('button', { name: /^Filter/ }).click();
    // The first tap loads the panel's code, then opens it.
    await expect.poll(() => page.locator('.filters__toggle').getAttribute('aria-expanded')).toBe('true');
    await page.evaluate(() => ((window as any).__sameDocument = true));
    await page.locator(control).check();

    await page.waitForURL(new RegExp(`[?&]${facet.group}=${value.value}(&|$)`));
    await expect.poll(() => countText(page)).toBe(germanCount(value.count));
    expect(await page.locator('.category .product-card').count()).toBe(Math.min(50, value.count));
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true); // client navigation, no reload
    expect(await page.locator(control).isChecked()).toBe(true);
    expect(await page.locator('.filters__toggle').getAttribute('aria-expanded')).toBe('true'); // panel stays open
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(control.slice(1)); // focus stays on the control
    expect(await page.locator('.active-filters__chip').count()).toBe(1);

    await page.reload();
    await hydrated(page);
    expect(await countText(page)).toBe(germanCount(value.count));
    expect(await page.locator(control).isChecked()).toBe(true);

    // Keyboard: open the panel, focus the checkbox, Space removes the filter again.
    await page.locator('.filters__toggle').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.filters__toggle').getAttribute('aria-expanded')).toBe('true');
    await page.locator(control).focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(control.slice(1));
    await page.keyboard.press('Space');
    await page.waitForURL((url) => !url.search.includes(`${facet.group}=`));
    await expect.poll(() => countText(page)).toBe(germanCount(data.total));
    expect(await page.locator(control).isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('desktop: price ranges are single choice and the active chip removes its filter', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1366, height: 900 });
    await page.goto(`${origin}/c/${category.slug}`);
    await hydrated(page);
    const data = await pageData(page);
    const ranges = (data.facets as Facet[]).find((f) => f.group === 'price')!.values.filter((v) => v.count > 0);
    expect(ranges.length).toBeGreaterThan(1);
    const [a, b] = ranges as [FacetValue, FacetValue];

    await page.locator(`#filter-price-${a.value}`).click();
    await page.waitForURL(new RegExp(`price=${a.value}`));
    await expect.poll(() => countText(page)).toBe(germanCount(a.count));
    expect(await page.locator(`#filter-price-${a.value}`).getAttribute('aria-pressed')).toBe('true');

    // Another range replaces the first (single choice); the counts of ranges ignore the price filter itself.
    await page.locator(`#filter-price-${b.value}`).click();
    await page.waitForURL(new RegExp(`price=${b.value}`));
    await expect.poll(() => countText(page)).toBe(germanCount(b.count));
    expect(await page.locator('.facet__button[aria-pressed="true"]').count()).toBe(1);

    // Choosing the active range again removes it.
    await page.locator(`#filter-price-${b.value}`).click();
    await page.waitForURL((url) => !url.search.includes('price='));
    await expect.poll(() => countText(page)).toBe(germanCount(data.total));

    // The recommendation switch toggles, and its chip removes it again.
    const erin = (data.facets as Facet[]).find((f) => f.group === 'erin_recommends');
    if (erin) {
      await page.locator('#filter-erin_recommends-1').check();
      await page.waitForURL(/erin_recommends=1/);
      await expect.poll(() => countText(page)).toBe(germanCount(erin.values[0]!.count));
      await page.locator('.active-filters__chip').click();
      await page.waitForURL((url) => !url.search.includes('erin_recommends'));
      await expect.poll(() => countText(page)).toBe(germanCount(data.total));
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sorts by price low to high', async () => {
    const { page, context } = await newPage(browser, { width: 1366, height: 900 });
    await page.goto(`${origin}/c/${category.slug}`);
    await hydrated(page);
    await page.locator('#sort-select').selectOption('price:asc');
    await page.waitForURL(/sort=price:asc/);
    await expect
      .poll(async () => {
        const prices = (await page.locator('.product-card .price__final').allTextContents()).map(euros);
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      })
      .toBe(true);
    expect(await page.locator('#sort-select').inputValue()).toBe('price:asc');
    await page.locator('#sort-select').selectOption('price:desc');
    await page.waitForURL(/sort=price:desc/);
    await expect
      .poll(async () => {
        const prices = (await page.locator('.product-card .price__final').allTextContents()).map(euros);
        return prices.every((p, i) => i === 0 || prices[i - 1]! >= p);
      })
      .toBe(true);
    await context.close();
  });

  it('"Load more" appends the next page and moves the address to ?page=2', async (ctx) => {
    if (category.total <= 50) {
      console.warn(
        `NOTE: the biggest category (${category.slug}) has only ${category.total} products; load more needs more than 50, skipped`,
      );
      ctx.skip();
    }
    const { page, context, errors } = await newPage(browser, { width: 1366, height: 900 });
    await page.goto(`${origin}/c/${category.slug}`);
    await hydrated(page);
    const names = page.locator('.category .product-card__name');
    expect(await names.count()).toBe(50);
    const first = await names.first().textContent();
    const fiftieth = await names.nth(49).textContent();
    await page.evaluate(() => ((window as any).__sameDocument = true));
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    await expect.poll(() => names.count()).toBe(Math.min(100, category.total));
    expect(await names.first().textContent()).toBe(first);
    expect(await names.nth(49).textContent()).toBe(fiftieth);
    await page.waitForURL(/[?&]page=2$/);
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    // Focus moves to the first appended product.
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.parentElement?.children.length)).toBe(
      Math.min(100, category.total),
    );
    if (category.total <= 100) expect(await page.getByRole('button', { name: 'Mehr laden' }).count()).toBe(0);
    // The new address is a server-rendered page 2 with a rel=prev link.
    await page.reload();
    await hydrated(page);
    expect(await names.count()).toBe(Math.min(50, category.total - 50));
    expect(await page.locator('a[rel="prev"]').getAttribute('href')).toBe(`/c/${category.slug}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
