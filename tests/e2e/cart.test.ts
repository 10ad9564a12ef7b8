import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { cartStorageKey } from '../../client/cart/state.ts';
import { cartConfirmed, choose, euros, GATE, SLOW } from './shop.ts';

// The cart in Chromium: a configurable gate into the
// cart, the microcart with totals and coupon, a reload, and a share link opened in another browser.

const origin = inject('origin');
const browser = browserForFile();

/** And texts in German (shared/i18n/de-DE/messages.ts). */
const ADDED = 'Das Produkt wurde in den Warenkorb gelegt!';
const INCORRECT_COUPON = 'Sie haben einen ungültigen Gutscheincode eingegeben. Bitte versuchen Sie es erneut.';
const SHARED_LOADED = 'Der gespeicherte Warenkorb wurde erfolgreich geladen';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(origin + path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

const headerCount = (page: Page) => page.locator('#cart-toggle .header__count');
const microcart = (page: Page) => page.getByRole('dialog', { name: /Warenkorb/ });
const segment = (page: Page, code: string) => microcart(page).locator(`.totals__${code} dd`);

/** The gate's page with the variant 1250 × 1230 mm anthracite chosen; the URL follows the child. */
async function configureGate(page: Page) {
  await open(page, GATE);
  await choose(page, '1230 mm');
  await choose(page, 'Anthrazit RAL 7016');
  await choose(page, '1250 mm');
  await expect.poll(() => page.url()).toMatch(/\/p\/GT1-BASIC\/gartentor-einfluegelig-basic\/GT1-BASIC-1250-1230-ANT$/);
  await hydrated(page);
}

describe('cart and share cart in Chromium', () => {
  it('configures a gate, fills and changes the cart, applies coupons, keeps it across a reload and shares it', async () => {
    const { page, context, errors } = await newPage(browser);
    await configureGate(page);
    const name = (await page.locator('h1').textContent())!.trim();
    const price = euros(await page.locator('.product__price .price__final').textContent());
    expect(price).toBeGreaterThan(0);
    expect(await headerCount(page).count()).toBe(0);

    // Add to cart: the German notification with the way to the checkout, the header count.
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    const notification = page.locator('.notification--success');
    await expect.poll(() => notification.locator('span').first().textContent()).toBe(ADDED);
    expect(await notification.getByRole('link', { name: 'Zur Kasse' }).getAttribute('href')).toBe('/checkout');
    await expect.poll(() => headerCount(page).textContent()).toBe('1');
    expect(await page.locator('#cart-toggle').getAttribute('aria-label')).toBe('Warenkorb, 1');

    // The microcart: the line with its options, thumbnail and gross price; totals from the server.
    await page.locator('#cart-toggle').click();
    await microcart(page).waitFor();
    const line = microcart(page).locator('.cart-line');
    await expect.poll(() => line.count()).toBe(1);
    const lineName = (await line.locator('.cart-line__name').textContent())!.trim();
    expect(lineName).toBe(`${name} Anthrazit 1250 x 1230 mm`); // the chosen variant's own name
    expect(await line.locator('.cart-line__options').textContent()).toContain('Höhe: 1230 mm');
    expect(await line.locator('img').getAttribute('src')).toMatch(/150x150/);
    expect(euros(await line.locator('.cart-line__price strong').textContent())).toBe(price);
    await expect.poll(async () => euros(await segment(page, 'grand_total').textContent())).toBe(price);

    // Quantity in the microcart: the row and the totals follow.
    await line.getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect.poll(() => line.locator('input').inputValue()).toBe('2');
    await expect.poll(async () => euros(await segment(page, 'grand_total').textContent())).toBeCloseTo(price * 2, 2);
    expect(euros(await line.locator('.cart-line__price strong').textContent())).toBeCloseTo(price * 2, 2);

    // Coupons: a wrong one shows the text in German; ZAUN10 takes 10 % off.
    const coupon = microcart(page).getByLabel('Gutscheincode');
    await coupon.fill('FALSCH');
    await microcart(page).getByRole('button', { name: 'Einlösen' }).click();
    await expect.poll(() => microcart(page).locator('#coupon-message').textContent()).toBe(INCORRECT_COUPON);
    await coupon.fill('ZAUN10');
    await microcart(page).getByRole('button', { name: 'Einlösen' }).click();
    await expect
      .poll(async () => euros(await segment(page, 'discount').textContent()))
      .toBeCloseTo(-Math.round(price * 2 * 10) / 100, 2);
    expect(await microcart(page).locator('.totals__discount dt').textContent()).toBe('Rabatt (ZAUN10)');
    await expect
      .poll(async () => euros(await segment(page, 'grand_total').textContent()))
      .toBeCloseTo(price * 2 - Math.round(price * 2 * 10) / 100, 2);

    // A reload keeps the cart (stored, and the same server cart).
    await page.reload();
    await hydrated(page);
    await expect.poll(() => headerCount(page).textContent()).toBe('1');
    await page.locator('#cart-toggle').click();
    await microcart(page).waitFor();
    await expect.poll(() => microcart(page).locator('.cart-line input').inputValue()).toBe('2');
    expect(await microcart(page).locator('.coupon__applied strong').textContent()).toBe('ZAUN10');

    // Share: a link to /sharecart/cart/index/crypt/{code}.
    await microcart(page).getByRole('button', { name: 'Warenkorb teilen' }).click();
    const link = await microcart(page).locator('#share-link').inputValue();
    expect(link).toMatch(new RegExp(`^${origin}/sharecart/cart/index/crypt/[A-Za-z0-9_-]{22}$`));
    // ... and sent by e-mail through the mail service (client/service/ShareByMail.tsx).
    await microcart(page).locator('#share-mail-to').fill('freundin@example.de');
    await microcart(page).getByRole('button', { name: 'Link senden' }).click();
    await page.waitForFunction(
      () =>
        document.getElementById('share-mail-status')?.textContent ===
        'Der Warenkorb wurde an freundin@example.de gesendet.',
    );

    // Another browser opens the link: the saved cart is loaded, the microcart opens.
    const other = await newPage(browser);
    await other.page.goto(link);
    await hydrated(other.page);
    await expect
      .poll(() => other.page.locator('.notification--success span').first().textContent(), { timeout: 15_000 })
      .toBe(SHARED_LOADED);
    await microcart(other.page).waitFor();
    const shared = microcart(other.page).locator('.cart-line');
    await expect.poll(() => shared.count()).toBe(1);
    expect((await shared.locator('.cart-line__name').textContent())!.trim()).toBe(lineName);
    expect(await shared.locator('input').inputValue()).toBe('2');
    expect(await headerCount(other.page).textContent()).toBe('1');
    expect(new URL(other.page.url()).pathname).toBe('/'); // a reload does not add the lines again
    // The shared copy has no coupon and is a cart of its own.
    await expect
      .poll(async () => euros(await segment(other.page, 'grand_total').textContent()))
      .toBeCloseTo(price * 2, 2);

    // The wrong coupon's 400 is the API's answer by contract (Chromium logs it as a failed resource).
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    expect(other.errors).toEqual([]);
    await other.context.close();

    // "Zur Kasse" leads to the checkout, which shows this cart, never an empty one.
    await page.goto(`${origin}/checkout`);
    await hydrated(page);
    await expect.poll(() => page.locator('.checkout .cart-line__name').allTextContents()).toEqual([lineName]);
    await expect.poll(() => page.locator('.checkout .empty').count()).toBe(0);
    await context.close();
  });

  it('keeps a line the server confirms while an older read of the cart is on its way', async () => {
    // A page with a kept cart reads the server's lines when it starts. The shopper adds a second
    // product meanwhile; the read's answer, older than the add, arrives after the add's answer.
    const { page, context, errors } = await newPage(browser, undefined, { serviceWorkers: 'block' });
    await open(page, '/p/BEF-CLIPS-SSS-50/befestigungsclips-fuer-sichtschutzstreifen-50-stueck');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await cartConfirmed(page, 'default', 1);

    let readSent = () => {};
    const reading = new Promise<void>((resolve) => (readSent = resolve));
    let addAnswered = () => {};
    const added = new Promise<void>((resolve) => (addAnswered = resolve));
    await page.route('**/api/cart/pull?*', async (route) => {
      const answer = await route.fetch();
      readSent();
      await added;
      await cartConfirmed(page, 'default', 2); // the page has taken the add's answer
      await route.fulfill({ response: answer });
    });
    await page.route('**/api/cart/update?*', async (route) => {
      await route.fulfill({ response: await route.fetch() });
      addAnswered();
    });
    await page.goto(`${origin}/p/BEF-KLEMM-6040-10/klemmhalter-60x40-fuer-doppelstabmatten-10-stueck`);
    await hydrated(page);
    await reading;
    const key = cartStorageKey('default');
    const clicked = await page.evaluate(() => Date.now());
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    // Once the server's lines are read in, both lines are there, confirmed.
    await page.waitForFunction(
      ([key, clicked]) => (JSON.parse(localStorage.getItem(key as string) ?? '{}').syncedAt ?? 0) > (clicked as number),
      [key, clicked] as const,
      SLOW,
    );
    const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').items, key);
    expect(kept.map((line: { sku: string }) => line.sku)).toEqual(['BEF-CLIPS-SSS-50', 'BEF-KLEMM-6040-10']);
    await cartConfirmed(page, 'default', 2);
    await expect.poll(() => headerCount(page).textContent()).toBe('2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for required options and checks the quantity with texts', async () => {
    const { page, context, errors } = await newPage(browser);
    await open(page, '/p/GP-KOMPAKT-830-ANT/gartenpforte-kompakt-anthrazit-1000-x-830-mm');
    const before = euros(await page.locator('.product__price .price__final').textContent());
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect
      .poll(() => page.locator('.option .error-text').allTextContents())
      .toEqual(['Dieses Feld ist ein Pflichtfeld', 'Dieses Feld ist ein Pflichtfeld']);

    // A fixed surcharge shows in the price at once: the gross amount the shop owner set, to the cent.
    const lock = page.locator('select#co-1');
    expect(await page.locator('label[for="co-1"]').textContent()).toBe('Schloss *');
    expect(await lock.locator('option').allTextContents()).toContain('Profilzylinder mit 3 Schlüsseln (+24,90\u00a0€)');
    await lock.selectOption('2');
    await expect
      .poll(async () => euros(await page.locator('.product__price .price__final').textContent()))
      .toBeCloseTo(before + 24.9, 2);
    const price = euros(await page.locator('.product__price .price__final').textContent());
    await page.locator('select#co-2').selectOption('4');

    const qty = page.getByLabel('Menge', { exact: true });
    await qty.fill('0');
    await expect.poll(() => page.locator('#product-qty-error').textContent()).toBe('Die Menge muss größer als 0 sein');
    await qty.fill('1,5');
    await expect
      .poll(() => page.locator('#product-qty-error').textContent())
      .toBe('Die Menge muss eine positive ganze Zahl sein');
    await qty.fill('60');
    await expect
      .poll(() => page.locator('#product-qty-error').textContent())
      .toBe('Von diesem Produkt sind nur 50 Stück verfügbar!');
    await qty.fill('2');
    await expect.poll(() => page.locator('#product-qty-error').count()).toBe(0);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => headerCount(page).textContent()).toBe('1');
    await page.locator('#cart-toggle').click();
    const line = microcart(page).locator('.cart-line');
    await expect
      .poll(() => line.locator('.cart-line__options').textContent())
      .toContain('Schloss: Profilzylinder mit 3 Schlüsseln');
    expect(euros(await line.locator('.cart-line__price strong').textContent())).toBeCloseTo(price * 2, 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits a cart line in place: another height replaces the variant in the microcart and on the server', async () => {
    const { page, context, errors } = await newPage(browser);
    await configureGate(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await cartConfirmed(page, 'default', 1);

    await page.locator('#cart-toggle').click();
    const line = microcart(page).locator('.cart-line');
    await expect.poll(() => line.count()).toBe(1);
    await line.getByRole('button', { name: 'Produkt bearbeiten' }).click();
    const editor = line.locator('.cart-edit');
    // The editor opens on the line's own variant, its values pressed.
    const height = (label: string) => editor.getByRole('button', { name: label, exact: true });
    await expect.poll(() => height('1230 mm').getAttribute('aria-pressed')).toBe('true');
    await height('1430 mm').click();
    await expect.poll(() => height('1430 mm').getAttribute('aria-pressed')).toBe('true');
    await editor.getByRole('button', { name: 'Produkt aktualisieren' }).click();

    await expect
      .poll(async () => (await line.locator('.cart-line__name').textContent())?.trim())
      .toMatch(/Anthrazit 1250 x 1430 mm$/);
    expect(await line.locator('.cart-line__options').textContent()).toContain('Höhe: 1430 mm');
    await expect.poll(() => line.count()).toBe(1);
    // The server's cart holds the new variant only (the old line was replaced, not kept beside it).
    const serverSkus = async () => {
      const { token } = await page.evaluate(
        () => JSON.parse(localStorage.getItem('zaunshop:default:cart:v1') ?? '{}') as { token?: string },
      );
      const answer = (await (
        await fetch(`${origin}/api/cart/pull?cartId=${encodeURIComponent(token ?? '')}`)
      ).json()) as { result: Array<{ sku: string }> };
      return answer.result.map((item) => item.sku);
    };
    await expect.poll(serverSkus).toEqual(['GT1-BASIC-1250-1430-ANT']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
