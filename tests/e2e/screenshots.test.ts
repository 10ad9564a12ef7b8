import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hydrated, launch, newPage } from './browser.ts';

/**
 * Full-page screenshots of every page type at phone and desktop width, kept as test artifacts in
 * test-results/screenshots/ (gitignored) for a look by eye. Each shot also checks that nothing
 * makes the page scroll sideways.
 */
const origin = inject('origin');
const DIR = join(process.cwd(), 'test-results', 'screenshots');
let browser: Browser;

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

async function open(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(origin + path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return response?.status();
}

/**
 * Loads every image of the page for the full-page shot. Lazy images load only near the viewport,
 * and cards out of view are not rendered (content-visibility), so a quick scroll past can leave
 * some never started: they are asked for eagerly instead, as the shot shows the whole page.
 */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of Array.from(document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')))
      img.loading = 'eager';
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), null, { timeout: 10_000 });
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await loadLazyImages(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await page.screenshot({ path: join(DIR, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  expect(overflow, `${name} at ${width}px scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

describe.each(VIEWPORTS)('screenshots at $width×$height', (viewport) => {
  const simple: [string, string][] = [
    ['home', '/'],
    ['category', '/c/doppelstabmattenzaeune'],
    ['cms', '/i/agb'],
    ['checkout', '/checkout'],
  ];
  for (const [name, path] of simple) {
    it(name, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      await open(page, path);
      await shoot(page, name, viewport.width);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('product (configurable)', async () => {
    const { page, context } = await newPage(browser, viewport);
    await open(page, '/c/tore');
    const href = await page.locator('.product-card:has(.price__from) .product-card__link').first().getAttribute('href');
    await open(page, href!);
    await shoot(page, 'product', viewport.width);
    await context.close();
  });

  it('search results', async (ctx) => {
    const { page, context } = await newPage(browser, viewport);
    try {
      const status = await open(page, '/search?q=doppelstab');
      ctx.skip(status === 404, '/search answers 404: the search results page is not built yet');
      await shoot(page, 'search', viewport.width);
    } finally {
      await context.close();
    }
  });

  it('compare', async () => {
    const { page, context } = await newPage(browser, viewport);
    await open(page, '/c/tore');
    const paths = await page
      .locator('.product-card__link')
      .evaluateAll((links) => links.slice(0, 2).map((a) => a.getAttribute('href')!));
    for (const path of paths) {
      await open(page, path);
      const toggle = page.locator('.product__lists .list-toggle--compare');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    }
    await open(page, '/compare');
    await page.waitForSelector('.compare__attribute');
    await shoot(page, 'compare', viewport.width);
    await context.close();
  });

  it('404', async () => {
    const { page, context } = await newPage(browser, viewport);
    expect(await open(page, '/diese-seite-gibt-es-nicht')).toBe(404);
    await shoot(page, '404', viewport.width);
    await context.close();
  });
});
