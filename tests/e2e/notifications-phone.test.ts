import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, newPage } from './browser.ts';
import { controlled, open, queueStarted, withoutNetworkNoise } from './offline-helpers.ts';

// A shopper on a 390 px phone with three notices on the screen and a new version of the shop
// waiting: the notices lie neither over the header's cart button nor over the status bar with its
// "Neu laden", wherever the control that raised them sits; the connection notice of a flapping
// network stays one notice.

const origin = inject('origin');
const browser = browserForFile();

const CLIPS = '/p/BEF-CLIPS-SSS-50/befestigungsclips-fuer-sichtschutzstreifen-50-stueck';

interface Layout {
  notices: number;
  /** Each target reached by a tap on its centre (nothing lies over it), and its box apart from every notice. */
  reachable: Record<string, boolean>;
}

/** What a tap would hit: the notices shown, and whether the cart button and "Neu laden" are free. */
function layout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const notices = Array.from(document.querySelectorAll('.notification')).map((n) => n.getBoundingClientRect());
    const targets = {
      cart: document.querySelector('#cart-toggle'),
      refresh:
        Array.from(document.querySelectorAll('#offline-ui button')).find((b) => b.textContent === 'Neu laden') ?? null,
    };
    const reachable: Record<string, boolean> = {};
    for (const [name, target] of Object.entries(targets)) {
      if (!target) {
        reachable[name] = false;
        continue;
      }
      const box = target.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const apart = notices.every(
        (n) => n.bottom <= box.top || box.bottom <= n.top || n.right <= box.left || box.right <= n.left,
      );
      reachable[name] = !!hit && target.contains(hit) && apart;
    }
    return { notices: notices.length, reachable };
  });
}

const BOTH_FREE = { cart: true, refresh: true };

describe('notifications on a phone', () => {
  it('leave the cart button and "Neu laden" free, from either half of the screen', async () => {
    const { page, context, errors } = await newPage(browser);
    try {
      await open(page, `${origin}/`);
      await controlled(page);
      await open(page, origin + CLIPS);
      await queueStarted(page);
      // A new version of the shop waits: the status bar offers "Neu laden".
      await page.evaluate(() =>
        navigator.serviceWorker.register('/service-worker.js?version=notices').then(() => undefined),
      );
      const bar = page.locator('#offline-ui [data-state]');
      await expect.poll(() => bar.getAttribute('data-state'), { timeout: 60_000 }).toBe('updated');

      // Notices raised from the bottom half of the screen (they go to the top) and from the top
      // half (they go to the bottom): the cart's (with "Zur Kasse"), the wishlist's, the comparison's.
      // The shopper then scrolls back to the header.
      for (const half of ['bottom', 'top'] as const) {
        const add = page.getByRole('button', { name: 'In den Warenkorb' });
        await add.evaluate((button, half) => {
          const box = button.getBoundingClientRect();
          const wanted = half === 'bottom' ? window.innerHeight * 0.75 : window.innerHeight * 0.3;
          window.scrollBy(0, box.top + box.height / 2 - wanted);
        }, half);
        await add.click();
        // The cart's notice comes first (after the cart's answer) and places the stack; the
        // wishlist and compare buttons sit lower on the page.
        await expect.poll(() => page.locator('.notification').count()).toBe(1);
        await page.getByRole('button', { name: 'Auf den Merkzettel' }).first().click();
        await page.getByRole('button', { name: 'Zum Vergleich hinzufügen' }).first().click();
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect.poll(() => layout(page)).toEqual({ notices: 3, reachable: BOTH_FREE });
        expect(await page.locator(`.notifications--${half === 'bottom' ? 'top' : 'bottom'}`).count()).toBe(1);
        // They go by themselves after their time.
        await expect.poll(() => page.locator('.notification').count()).toBe(0);
      }

      // A flapping network leaves one connection notice, not one per change.
      for (let flap = 0; flap < 3; flap++) {
        await context.setOffline(true);
        await context.setOffline(false);
      }
      await expect.poll(() => page.locator('.notification').allTextContents()).toEqual(['Sie sind wieder online.OK']);
      // The flaps make the browser log requests it refused while offline; nothing else may fail.
      expect(withoutNetworkNoise(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
