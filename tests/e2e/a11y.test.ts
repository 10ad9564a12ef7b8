import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, hydrated } from './browser.ts';
import { axeViolations, blocking, formatViolations, newAuditPage } from './axe.ts';

/**
 * Accessibility in Debian's Chromium: axe-core finds no serious or critical violation on each page
 * type at phone and desktop width, the page structure is sound (lang, one main, one h1), and the
 * skip link, the wishlist dialog, the filters and the variant choice work from the keyboard.
 */
const origin = inject('origin');
const browser = browserForFile();

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** Loads a path and waits for hydration and the chunks loaded after it (lists, deferred sections). */
async function open(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(origin + path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return response?.status();
}

/** Fails with a readable list when axe finds serious or critical violations. */
async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const found = blocking(await axeViolations(page));
  expect(found.length, `${what}: axe-core found serious/critical violations:\n${formatViolations(found)}`).toBe(0);
}

/** Landmarks and headings every page of the default layout has. */
async function expectSoundStructure(page: Page): Promise<void> {
  expect(await page.locator('html').getAttribute('lang')).toBe('de');
  expect(await page.locator('main').count()).toBe(1);
  expect(await page.locator('h1').count()).toBe(1);
  expect(await page.locator('body header').count()).toBeGreaterThanOrEqual(1);
  expect(await page.locator('footer').count()).toBe(1);
}

/** Path of a configurable product (one listed with a "from" price) in the gates category. */
async function configurablePath(page: Page): Promise<string> {
  await open(page, '/c/tore');
  const href = await page.locator('.product-card:has(.price__from) .product-card__link').first().getAttribute('href');
  expect(href).toMatch(/^\/p\//);
  return href!;
}

describe.each(VIEWPORTS)('axe-core at $width×$height ($name)', (viewport) => {
  const audit = async (path: string, prepare?: (page: Page) => Promise<void>) => {
    const { page, context, errors } = await newAuditPage(browser, viewport);
    try {
      await open(page, path);
      await prepare?.(page);
      await expectSoundStructure(page);
      await expectNoSeriousViolations(page, `${path} at ${viewport.width}px`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  };

  it('home', () => audit('/'));

  it('home with the newsletter modal open', () =>
    audit('/', async (page) => {
      await page.locator('#newsletter-open').click();
      await page.waitForSelector('.modal[role="dialog"] input[type="email"]');
    }));

  it('category', () => audit('/c/doppelstabmattenzaeune'));

  it('category with a filter chosen and the filter panel open', async () => {
    const { page, context } = await newAuditPage(browser, viewport);
    await open(page, '/c/doppelstabmattenzaeune');
    const toggle = page.locator('.filters__toggle');
    if (await toggle.isVisible()) await toggle.click();
    await page.locator('.facet__option input').first().check();
    await page.waitForURL(/\?/);
    await expect.poll(() => page.locator('.active-filters__chip').count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, `filtered category at ${viewport.width}px`);
    await context.close();
  });

  it('product (configurable)', async () => {
    const { page, context } = await newAuditPage(browser, viewport);
    const path = await configurablePath(page);
    await context.close();
    await audit(path, async (page) => {
      expect(await page.locator('.option__value').count()).toBeGreaterThan(1);
    });
  });

  it('search results', async (ctx) => {
    const { page, context } = await newAuditPage(browser, viewport);
    try {
      const status = await open(page, '/search?q=doppelstab');
      ctx.skip(status === 404, '/search answers 404: the search results page is not built yet');
      await expectSoundStructure(page);
      await expectNoSeriousViolations(page, `/search?q=doppelstab at ${viewport.width}px`);
    } finally {
      await context.close();
    }
  });

  it('compare with two products added through the product pages', async () => {
    const { page, context } = await newAuditPage(browser, viewport);
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
    await page.locator('a.header__icon[href="/compare"]').click();
    await page.waitForURL(/\/compare$/);
    await page.waitForSelector('.compare__attribute');
    expect(await page.locator('.compare__product').count()).toBe(2);
    await expectSoundStructure(page);
    await expectNoSeriousViolations(page, `/compare at ${viewport.width}px`);
    await context.close();
  });

  it('404 page', async () => {
    const { page, context } = await newAuditPage(browser, viewport);
    expect(await open(page, '/diese-seite-gibt-es-nicht')).toBe(404);
    await expectSoundStructure(page);
    await expectNoSeriousViolations(page, `404 page at ${viewport.width}px`);
    await context.close();
  });

  it('open menu (phone) and open wishlist dialog', async () => {
    const { page, context } = await newAuditPage(browser, viewport);
    await open(page, '/');
    const burger = page.locator('.header__burger');
    if (await burger.isVisible()) {
      await burger.click();
      await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
      await expectNoSeriousViolations(page, `open menu at ${viewport.width}px`);
      await burger.click();
    }
    await page.locator('#wishlist-toggle').click();
    await page.waitForSelector('#wishlist-panel');
    await expectNoSeriousViolations(page, `wishlist dialog at ${viewport.width}px`);
    await context.close();
  });
});

describe('keyboard', () => {
  const desktop = VIEWPORTS[1];

  it('Tab from the top reaches the skip link first, and it moves focus to main', async () => {
    const { page, context } = await newAuditPage(browser, VIEWPORTS[0]);
    await open(page, '/c/doppelstabmattenzaeune');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        className: el.className,
        href: el.getAttribute('href'),
        inView: box.top >= 0 && box.left >= 0 && box.width > 0,
        outline: style.outlineStyle,
      };
    });
    expect(focused).toEqual({ className: 'skip-link', href: '#main', inView: true, outline: 'solid' });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab goes on inside main (the breadcrumb), not back into the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await context.close();
  });

  it('a filter checkbox toggles with Space (and keeps focus after the listing reloads)', async () => {
    const { page, context } = await newAuditPage(browser, desktop);
    await open(page, '/c/doppelstabmattenzaeune');
    const box = page.locator('.facet__option input').first();
    const id = await box.getAttribute('id');
    await box.focus();
    // Marks the control of the listing being left: focus must land on the reloaded listing's one.
    await box.evaluate((el) => el.setAttribute('data-before-reload', ''));
    await page.keyboard.press('Space');
    await page.waitForURL(/\?/);
    const checkbox = page.locator(`[id="${id}"]`);
    await expect.poll(() => checkbox.isChecked()).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(() => ({
          id: document.activeElement?.id,
          reloaded: !document.activeElement?.hasAttribute('data-before-reload'),
        })),
      )
      .toEqual({ id, reloaded: true });
    await page.keyboard.press('Space');
    await expect.poll(() => checkbox.isChecked()).toBe(false);
    await context.close();
  });

  it('the phone filter panel opens with Enter and its checkboxes toggle with Space', async () => {
    const { page, context } = await newAuditPage(browser, VIEWPORTS[0]);
    await open(page, '/c/doppelstabmattenzaeune');
    const toggle = page.locator('.filters__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('checkbox');
    await page.keyboard.press('Space');
    await page.waitForURL(/\?/);
    await expect.poll(() => page.locator('.facet__option input:checked').count()).toBe(1);
    await context.close();
  });

  it('a variant option button activates with Enter', async () => {
    const { page, context } = await newAuditPage(browser, desktop);
    const path = await configurablePath(page);
    await open(page, path);
    const before = page.url();
    // Not every value combines with the current choice (that one answers with a warning): try the
    // values of the last option first, which fit the choices made above them most often.
    const buttons = page.locator('.option__value');
    const count = await buttons.count();
    let chosen: string | null = null;
    for (let i = count - 1; i >= 0 && !chosen; i--) {
      const button = buttons.nth(i);
      if ((await button.getAttribute('aria-pressed')) === 'true') continue;
      const notices = await page.locator('.notification').count();
      await button.focus();
      await page.keyboard.press('Enter');
      // Enter activated the button: it is now chosen, or a notification says the combination does not exist.
      await expect
        .poll(
          async () =>
            (await button.getAttribute('aria-pressed')) === 'true' ||
            (await page.locator('.notification').count()) > notices,
        )
        .toBe(true);
      if ((await button.getAttribute('aria-pressed')) === 'true') chosen = (await button.textContent())!.trim();
    }
    expect(chosen).not.toBeNull();
    await expect.poll(() => page.url()).not.toBe(before);
    await context.close();
  });

  it('the wishlist dialog takes focus, keeps Tab inside and gives focus back on Escape', async () => {
    const { page, context } = await newAuditPage(browser, desktop);
    await open(page, '/');
    await page.locator('#wishlist-toggle').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('#wishlist-panel');
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('drawer__close');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#wishlist-panel'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#wishlist-panel').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('wishlist-toggle');
    await context.close();
  });
});
