import { afterEach, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Route } from 'playwright-core';
import { browserForFile, newPage } from './browser.ts';
import { GATE } from './shop.ts';

// The banner, the product cards and the product's main picture keep their place before their file
// arrives: on a slow line the text beside and below them does not jump when the pictures come in.

const origin = inject('origin');
const browser = browserForFile();

/** A page, its picture (the `<img>`), the ratio of that picture, and the text that follows it. */
const PICTURES = [
  { name: 'home banner', path: '/', image: '.hero__image', ratio: 500 / 1380, after: '.hero__title' },
  {
    name: 'first product card',
    path: '/c/doppelstabmattenzaeune',
    image: '.product-card__image',
    ratio: 450 / 500,
    after: '.product-card__name',
  },
  { name: 'product gallery', path: GATE, image: '.gallery__main', ratio: 900 / 1380, after: '.product__name' },
];

type Box = { width: number; height: number; afterTop: number; afterLeft: number };

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

describe.each([390, 1366])('at %i px', (width) => {
  it.each(PICTURES)('the $name keeps its box while its file is on the way', async ({ path, image, ratio, after }) => {
    // The service worker is blocked: its own fetches would pass by page.route.
    const opened = await newPage(browser, { width, height: 900 }, { serviceWorkers: 'block' });
    context = opened.context;
    const { page } = opened;
    const held: Route[] = [];
    let arrive = false;
    await page.route('**/img/catalog/**', (route) => (arrive ? route.continue() : held.push(route)));
    await page.goto(origin + path, { waitUntil: 'domcontentloaded' });

    const measure = () =>
      page.evaluate(
        ({ image, after }): Box => {
          const picture = document.querySelector(image)!.getBoundingClientRect();
          const next = document.querySelector(after)!.getBoundingClientRect();
          return { width: picture.width, height: picture.height, afterTop: next.top, afterLeft: next.left };
        },
        { image, after },
      );
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const before = await measure();
    expect(before.width).toBeGreaterThan(100);
    expect(before.height).toBeCloseTo(before.width * ratio, 0);

    // Now the pictures arrive; the page has not been laid out anew around them.
    arrive = true;
    for (const route of held) await route.continue();
    await page.waitForFunction((selector) => {
      const img = document.querySelector<HTMLImageElement>(selector);
      return !!img && img.complete && img.naturalWidth > 0;
    }, image);
    expect(await measure()).toEqual(before);
  });
});
