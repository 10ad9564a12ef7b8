import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { axeViolations, blocking, formatViolations, newAuditPage } from './axe.ts';
import { migratedState, serveState, wrangler, type ShopServer } from './server.ts';

const origin = inject('origin');
const browser = browserForFile();

describe('blog in Chromium', () => {
  it('/posts shows the posts; a click opens one without a reload', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${origin}/posts`);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe('Ratgeber');
    const cards = page.locator('.post-card');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(8);
    const first = cards.first();
    expect(await first.locator('img').getAttribute('src')).toMatch(/^\/img\/catalog\/blog-.+-1200x675\.svg$/);
    expect(await first.locator('time').textContent()).toMatch(/^\d{1,2}\. \p{L}+ 2026$/u);
    expect((await first.locator('.post-card__excerpt').textContent())!.length).toBeGreaterThan(40);
    // The featured image really loads.
    await expect
      .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1200);

    await page.evaluate(() => ((window as any).__sameDocument = true));
    const title = (await first.locator('h2').textContent())!.trim();
    await first.locator('h2 a').click();
    await page.waitForURL(/\/posts\/[a-z0-9-]+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    expect(await page.locator('.post__content h2').count()).toBeGreaterThan(0);
    expect(await page.title()).toBe(`${title} | Zaunshop`);

    await page.locator('.post__footer a').click();
    await page.waitForURL(/\/posts$/);
    await expect.poll(() => page.locator('.post-card').count()).toBeGreaterThanOrEqual(8);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the blog pages have no serious accessibility violations', async () => {
    const { page, context } = await newAuditPage(browser, { width: 390, height: 844 });
    for (const path of ['/posts', '/posts/wpc-oder-holz']) {
      await page.goto(origin + path);
      await hydrated(page);
      expect(await page.locator('h1').count()).toBe(1);
      const found = blocking(await axeViolations(page));
      expect(found.length, `${path}:\n${formatViolations(found)}`).toBe(0);
    }
    await context.close();
  });

  it('a topic filters the list', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${origin}/posts/gabionen-befuellen`);
    await hydrated(page);
    await page.locator('.post__meta a', { hasText: 'Montage' }).click();
    await page.waitForURL(/\/posts\?category=montage$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Beiträge zum Thema Montage');
    expect(await page.locator('.post-card').count()).toBe(4);
    await context.close();
  });
});

// The hostile page replaces "Über uns" in a shop of its own, so the shared e2e shop stays clean.
const HOSTILE =
  '<h2>Über uns</h2><p id="kept">Text bleibt</p>' +
  '<script>window.__pwned = "script"; alert(1)</script>' +
  '<img src="/nope.png" alt="x" onerror="window.__pwned = \'onerror\'; alert(2)">' +
  '<svg><animate onbegin="window.__pwned = \'svg\'" attributeName="x" dur="1s"/></svg><svg onload="window.__pwned = \'svgload\'"></svg>' +
  '<a id="js-link" href="jav&#x09;ascript:window.__pwned=\'link\'">Gutschein</a>' +
  '<iframe src="javascript:parent.__pwned=\'iframe\'"></iframe><iframe srcdoc="<script>parent.__pwned=\'srcdoc\'</script>"></iframe>' +
  '<form action="javascript:window.__pwned=\'form\'"><button id="js-submit">Senden</button></form>' +
  '<div style="background-image:url(javascript:window.__pwned=\'css\')" onmouseover="window.__pwned=\'hover\'">Hover</div>';

describe('hostile CMS HTML in Chromium', () => {
  let shop: ShopServer;

  beforeAll(async () => {
    const state = migratedState('zaunshop-e2e-hostile-');
    wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', 'seed/out/seed.sql']);
    const doc = JSON.stringify({ id: 1, identifier: 'ueber-uns', title: 'Über uns', content: HOSTILE, active: true });
    wrangler([
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      state,
      '--command',
      `UPDATE cms_pages SET doc = '${doc.replace(/'/g, "''")}' WHERE identifier = 'ueber-uns'`,
    ]);
    shop = await serveState(state, { removeState: true });
  });
  afterAll(async () => {
    await shop?.stop();
  });

  async function expectNothingRan(page: Page, dialogs: string[]) {
    await page.locator('#kept').waitFor();
    await page
      .locator('#js-link')
      .click()
      .catch(() => undefined);
    await page.locator('text=Hover').hover();
    expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const html = await page.locator('.cms__content').innerHTML();
    expect(html).not.toMatch(/<script|onerror|onload|onbegin|onmouseover|javascript:|srcdoc|<form/i);
  }

  it('nothing executes when the page is rendered on the server', async () => {
    const { page, context } = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${shop.origin}/i/ueber-uns`);
    await hydrated(page);
    await expectNothingRan(page, dialogs);
    await context.close();
  });

  it('nothing executes when the page is rendered by client navigation', async () => {
    const { page, context } = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${shop.origin}/i/agb`);
    await hydrated(page);
    await page.evaluate(() => ((window as any).__sameDocument = true));
    await page.locator('footer a[href="/i/ueber-uns"]').click();
    await page.waitForURL(/\/i\/ueber-uns$/);
    await expectNothingRan(page, dialogs);
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    await context.close();
  });
});
