import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { axeViolations, blocking, formatViolations, newAuditPage } from './axe.ts';
import { CATALOG_CACHE } from '../../client/sw/cache-names.ts';
import { cachedPaths, controlled, followLink, open, setOffline, withoutNetworkNoise } from './offline-helpers.ts';
import { cartConfirmed, continueToPayment, euros, logIn, newCustomer, placeOrder, SLOW } from './shop.ts';

// The fence planner in Chromium: 27 m along the garden with one corner and
// a garden gate, planned from a fence category's link, the whole list into the cart in one click,
// and checked out, in the German and the Austrian store; the plan's link shows the same list.

const origin = inject('origin');
const browser = browserForFile();

/** The plan: 15 m, a right-angled corner, 12 m; a single gate 1 m wide starting 6 m along. */
const PLAN = {
  system: 'Doppelstabmatten 6/5/6',
  height: '1230 mm',
  color: 'Grün RAL 6005',
  mount: 'zum Einbetonieren',
};

/** The bill of materials as the page shows it: SKU → quantity, unit price and line total. */
async function bomOf(page: Page) {
  await page.locator('.planner__bom tbody tr').first().waitFor();
  return page.locator('.planner__bom tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells: string[] = Array.from(row.querySelectorAll('td'), (td) => td.textContent ?? '');
      return { sku: row.getAttribute('data-sku'), qty: Number(cells[0]), unit: cells[1] ?? '', total: cells[2] ?? '' };
    }),
  );
}

async function planFence(page: Page, prefix: string) {
  // Into the planner from the fence category's link.
  await page.goto(`${origin}${prefix}/c/doppelstabmatten-6-5-6`);
  await hydrated(page);
  await page.getByRole('link', { name: 'Zaun mit dem Zaunplaner planen' }).click();
  await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe(`${prefix}/zaunplaner`);
  await page.locator('.planner[data-ready]').waitFor(SLOW);
  const form = page.locator('.planner__form');

  // The minimum length of the system, in the the words.
  await form.getByLabel('Gesamtlänge in m').fill('4');
  await expect
    .poll(() => page.locator('.planner__problems').textContent(), SLOW)
    .toBe('Die Mindestlänge des Zauns beträgt 5 m');
  expect(await form.getByLabel('Gesamtlänge in m').getAttribute('aria-invalid')).toBe('true');

  await form.getByLabel('Gesamtlänge in m').fill('15');
  await form.getByRole('button', { name: 'Ecke hinzufügen' }).click();
  await form.getByLabel('Seite 2: Länge in m').fill('12');
  expect(await form.getByLabel('Ecke 1: Winkel in °').inputValue()).toBe('90');
  await form.getByRole('button', { name: 'Tor hinzufügen' }).click();
  await form.getByLabel('Tor 1').selectOption({ label: 'einflügelig' });
  await form.getByLabel('Durchgangsbreite').selectOption({ label: '1000 mm' });
  await form.getByLabel('Beginnt bei m ab Zaunanfang').fill('6');
  await form.getByLabel('Zaunsystem').selectOption({ label: PLAN.system });
  await form.getByLabel('Höhe').selectOption({ label: PLAN.height });
  await form.getByLabel('Farbe').selectOption({ label: PLAN.color });
  await form.getByLabel('Pfostenmontage').selectOption({ label: PLAN.mount });
  await expect
    .poll(() => page.locator('.planner__drawing figcaption').textContent(), SLOW)
    .toBe('27 m Zaun: 12 Matten, 14 Pfosten, Tore: 1');
}

interface Case {
  prefix: '' | '/at';
  storeCode: 'default' | 'at';
  country: 'DE' | 'AT';
  taxPercent: number;
  zip: string;
  city: string;
}

/** The unit prices of a bill of materials: SKU → euros. */
const pricesOf = (bom: Awaited<ReturnType<typeof bomOf>>) =>
  Object.fromEntries(bom.map((l) => [l.sku, euros(l.unit)])) as Record<string, number>;

/** Plans, buys and checks out; answers the plan's link and its unit prices. */
async function planAndBuy(c: Case): Promise<{ link: string; prices: Record<string, number> }> {
  const { page, context, errors } = await newPage(browser, { width: 1280, height: 900 });
  await planFence(page, c.prefix);
  const bom = await bomOf(page);

  // 15 m with a 1 m gate at 6 m, and 12 m: pieces of 6, 8 and 12 m take 3 + 4 + 5 panels, three of
  // them cut; 11 line posts and a corner post; 3 clamps on each of 13 posts (11 line posts and the
  // 2 gate posts the panels meet), 6 on the corner post; concrete for 12 posts and 2 gate posts.
  const qty = Object.fromEntries(bom.map((l) => [l.sku, l.qty]));
  expect(qty).toEqual({
    'DSM-656-1230-GN': 12,
    'ZP-6040-1230-GN': 11,
    'EP-6060-1230-GN': 1,
    'BEF-KLEMM-6040-10': 4,
    'BEF-ECKKLEMM-6060-10': 1,
    'PK-6040-GN': 11,
    'PK-6060-GN': 1,
    'GT1-BASIC-1000-1230-GN': 1,
    'FUND-SCHNELLBETON-25': 28,
  });
  expect(await page.locator('.planner__bom tr[data-sku="DSM-656-1230-GN"] .planner__note').textContent()).toBe(
    'davon 3 gekürzt auf 1 / 0,5 / 2 m',
  );
  for (const line of bom) expect(euros(line.total)).toBeCloseTo(euros(line.unit) * line.qty, 2);
  const total = euros(await page.locator('.planner__total').textContent());
  expect(total).toBeCloseTo(
    bom.reduce((sum, l) => sum + euros(l.total), 0),
    2,
  );

  // The plan lives in the address: a fresh page with the link shows the same list.
  const link = await page.getByRole('link', { name: 'Link zu diesem Plan' }).getAttribute('href');
  expect(page.url()).toBe(`${origin}${link}`);
  const other = await context.newPage();
  // Loaded fresh, the server's page shows the list before any script runs.
  await other.goto(`${origin}${link}`);
  expect(await bomOf(other)).toEqual(bom);
  await other.close();

  // Everything into the cart at once, then the checkout.
  await page.getByRole('button', { name: 'Alles in den Warenkorb' }).click();
  await expect
    .poll(() => page.locator('#planner-cart-status').textContent(), SLOW)
    .toContain('Alle 9 Positionen des Plans liegen im Warenkorb.');
  await cartConfirmed(page, c.storeCode, 9);

  await page.goto(`${origin}${c.prefix}/checkout`);
  await hydrated(page);
  await expect.poll(() => page.locator('.checkout-summary .cart-line__name').count(), SLOW).toBe(9);
  await page.getByLabel('Vorname').fill('Anna');
  await page.getByLabel('Nachname').fill('Zaunkönig');
  await page.getByLabel('E-Mail-Adresse').fill(`planer.${c.storeCode}.${Date.now()}@example.de`);
  await page.getByRole('button', { name: 'Weiter zum Versand' }).click();
  await page.locator('#shipping-streetAddress').fill('Gartenweg');
  await page.locator('#shipping-apartmentNumber').fill('5');
  await page.locator('#shipping-zipCode').fill(c.zip);
  await page.locator('#shipping-city').fill(c.city);
  expect(await page.locator('#shipping-country').inputValue()).toBe(c.country);
  await continueToPayment(page);
  await page.getByLabel('Vorkasse (Überweisung)').check();
  await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();

  // The order is the plan: the cart's goods are the list's total, at the store's tax rate.
  const segment = (code: string) => page.locator(`.checkout-summary .totals__${code}`);
  await expect.poll(async () => euros(await segment('shipping').locator('dd').textContent()), SLOW).toBeGreaterThan(0);
  const shipping = euros(await segment('shipping').locator('dd').textContent());
  const grand = euros(await segment('grand_total').locator('dd').textContent());
  expect(grand).toBeCloseTo(total + shipping, 2);
  expect(await segment('tax').locator('dt').textContent()).toBe(`inkl. ${c.taxPercent} % MwSt.`);
  await placeOrder(page);

  expect(errors).toEqual([]);
  await context.close();
  return { link: link!, prices: pricesOf(bom) };
}

describe('fence planner in Chromium', () => {
  it('plans 27 m with a corner and a gate, adds it all to the cart and checks out in the German store', async () => {
    await planAndBuy({
      prefix: '',
      storeCode: 'default',
      country: 'DE',
      taxPercent: 19,
      zip: '49661',
      city: 'Cloppenburg',
    });
  }, 240_000);

  it('does the same with Austrian prices (20 % VAT) in the Austrian store', async () => {
    const { link, prices } = await planAndBuy({
      prefix: '/at',
      storeCode: 'at',
      country: 'AT',
      taxPercent: 20,
      zip: '5020',
      city: 'Salzburg',
    });
    // The same plan in the German store (its link without the store's prefix): the same lines, each
    // at the German gross price turned into the Austrian one.
    expect(link).toMatch(/^\/at\/zaunplaner\?/);
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${origin}${link.slice('/at'.length)}`);
    const germanPrices = pricesOf(await bomOf(page));
    await context.close();
    expect(Object.keys(prices)).toEqual(Object.keys(germanPrices));
    for (const [sku, price] of Object.entries(prices))
      expect(price).toBeCloseTo(((germanPrices[sku] ?? 0) / 1.19) * 1.2, 1);
  }, 240_000);
});

describe('fence plans kept in the account', () => {
  it('saves a plan, reopens the same list from My account and deletes it there', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1280, height: 900 });
    const { email, password } = await newCustomer(origin);
    await page.goto(`${origin}/`);
    await hydrated(page);
    await logIn(page, email, password);
    await planFence(page, '');
    const bom = await bomOf(page);

    const save = page.locator('.planner__save');
    await save.getByLabel('Name des Plans').fill('Garten hinten');
    await save.getByRole('button', { name: 'In meinem Kundenkonto speichern' }).click();
    await expect
      .poll(() => save.getByRole('status').textContent(), SLOW)
      .toBe('Der Plan ist in Ihrem Kundenkonto gespeichert.');

    await page.goto(`${origin}/my-account`);
    await hydrated(page);
    await page.getByRole('region', { name: 'Meine Zaunpläne' }).getByRole('link', { name: 'Garten hinten' }).click();
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/zaunplaner');
    await page.locator('.planner[data-ready]').waitFor(SLOW);
    expect(await bomOf(page)).toEqual(bom);

    // Removed from the account, it is gone after a reload too.
    await page.goto(`${origin}/my-account`);
    await hydrated(page);
    const plans = page.getByRole('region', { name: 'Meine Zaunpläne' });
    await plans.getByRole('button', { name: 'Plan Garten hinten löschen' }).click();
    await expect
      .poll(() => plans.getByRole('status').textContent(), SLOW)
      .toBe('Der Plan Garten hinten wurde gelöscht.');
    await page.reload();
    await hydrated(page);
    await plans.getByText('Sie haben noch keine Zaunpläne gespeichert.').waitFor(SLOW);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('fence planner offline', () => {
  it('plans from the catalog answers the service worker kept', async () => {
    const { page, context, errors } = await newPage(browser);
    await open(page, `${origin}/c/doppelstabmatten-6-5-6`);
    await controlled(page);
    // Online once: the planner's catalog reads pass the service worker, which keeps them.
    await followLink(page, '/zaunplaner');
    await page.locator('.planner__bom').waitFor(SLOW);
    await followLink(page, '/c/doppelstabmatten-6-5-6');
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/c/doppelstabmatten-6-5-6');

    await setOffline(context, true);
    await followLink(page, '/zaunplaner');
    await page.locator('.planner[data-ready] .planner__bom').waitFor(SLOW);
    const form = page.locator('.planner__form');
    await form.getByLabel('Gesamtlänge in m').fill('10');
    await form.getByLabel('Höhe').selectOption({ label: '1030 mm' });
    await expect
      .poll(() => page.locator('.planner__drawing figcaption').textContent(), SLOW)
      .toBe('10 m Zaun: 4 Matten, 5 Pfosten, Tore: 0');
    expect(await page.locator('.planner__bom tbody tr').first().getAttribute('data-sku')).toMatch(/^DSM-656-1030-/);
    await setOffline(context, false);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('fence planner opened once, untouched', () => {
  it('computes offline from the reads its visit left with the service worker', async () => {
    const { page, context, errors } = await newPage(browser);
    await open(page, `${origin}/c/doppelstabmatten-6-5-6`);
    await controlled(page);
    // A page load of the planner, never touched: its catalog reads pass the service worker at idle.
    await open(page, `${origin}/zaunplaner?l=25`);
    await expect
      .poll(() => cachedPaths(page, CATALOG_CACHE), SLOW)
      .toContain('/api/catalog/vue_storefront_catalog/product/_search');
    expect(await page.locator('.planner[data-ready]').count()).toBe(0);

    await setOffline(context, true);
    await page.reload();
    const form = page.locator('.planner__form');
    await form.getByLabel('Gesamtlänge in m').fill('10');
    await expect
      .poll(() => page.locator('.planner__drawing figcaption').textContent(), SLOW)
      .toBe('10 m Zaun: 4 Matten, 5 Pfosten, Tore: 0');
    await setOffline(context, false);
    expect(withoutNetworkNoise(errors)).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('fence planner page', () => {
  it('has no serious accessibility problems, fits a phone, names a wrong entry at its field, and prints as a plan', async () => {
    const { page, context, errors } = await newAuditPage(browser, { width: 390, height: 844 });
    await page.goto(`${origin}/zaunplaner?l=15&l=12&a=90&gl=2&gw=3000&ga=4`);
    await hydrated(page);
    const found = blocking(await axeViolations(page));
    expect(found.length, formatViolations(found)).toBe(0);
    // On a phone the list scrolls in its own frame; the page does not scroll sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

    // A gate that does not fit: the message is tied to its field.
    const at = page.getByLabel('Beginnt bei m ab Zaunanfang');
    await at.fill('13');
    await expect.poll(() => at.getAttribute('aria-invalid'), SLOW).toBe('true');
    const described = await at.getAttribute('aria-describedby');
    expect(await page.locator(`#${described}`).textContent()).toBe('Tor 1 passt nicht in eine Seite des Zauns.');
    await at.fill('4');
    await expect.poll(() => at.getAttribute('aria-invalid'), SLOW).toBe(null);

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.planner__form').isVisible()).toBe(false);
    expect(await page.locator('.planner__cart').isVisible()).toBe(false);
    expect(await page.locator('.planner__drawing svg').isVisible()).toBe(true);
    expect(await page.locator('.planner__bom').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
