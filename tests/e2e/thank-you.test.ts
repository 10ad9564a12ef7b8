import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { queryD1, sqlText } from './server.ts';
import { cartConfirmed, choose, continueToPayment, euros, GATE, placeOrder, SLOW } from './shop.ts';

// What a shopper knows after paying in advance: no toast over the buttons, totals from the checkout's
// first step on, and a thank-you page with the bank details, the order number as reference, the lines
// and the addresses – after a reload too – while the confirmation mail with the same content waits
// in the outbox.

const origin = inject('origin');
const state = inject('state');
const browser = browserForFile();

/** The demo shop's development bank account (worker/config.ts). */
const BANK = { holder: 'Zaunshop Demo GmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' };

/** Order confirmation mails to an address, read from the running shop's local D1. */
function confirmationMails(email: string): Array<{ subject: string; body: string }> {
  return queryD1(
    state,
    `SELECT subject, body FROM mail_outbox WHERE kind = 'order_confirmation' AND to_address = ${sqlText(email)}`,
  );
}

const text = async (page: Page, selector: string) => ((await page.locator(selector).textContent()) ?? '').trim();

async function addGate(page: Page): Promise<void> {
  await page.goto(`${origin}${GATE}`);
  await hydrated(page);
  await choose(page, '1230 mm');
  await choose(page, 'Anthrazit RAL 7016');
  await choose(page, '1250 mm');
  await expect.poll(() => page.url(), SLOW).toMatch(/GT1-BASIC-1250-1230-ANT$/);
  await hydrated(page);
  const add = page.getByRole('button', { name: 'In den Warenkorb' });
  await add.click();
  await cartConfirmed(page, 'default', 1);
  // The toast answering the click stays off the button it answers.
  const toast = page.locator('.notification').first();
  await toast.waitFor();
  const [a, b] = [await toast.boundingBox(), await add.boundingBox()];
  const apart =
    !a || !b || a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x;
  expect(apart).toBe(true);
}

/** Bank details, number, lines and addresses of the thank-you page; answers the amount shown. */
async function expectOrderShown(page: Page, number: string): Promise<void> {
  await expect.poll(() => text(page, '.thank-you__bank-holder dd'), SLOW).toBe(BANK.holder);
  expect(await text(page, '.thank-you__bank-iban dd')).toBe(BANK.iban);
  expect(await text(page, '.thank-you__bank-bic dd')).toBe(BANK.bic);
  expect(await text(page, '.thank-you__bank-reference dd')).toBe(number);
  const amount = euros(await text(page, '.thank-you__bank-amount dd'));
  expect(amount).toBeGreaterThan(0);
  expect(euros(await text(page, '.thank-you .totals__grand_total dd'))).toBe(amount);
  expect(await text(page, '.thank-you__number')).toBe(`Ihre Bestellnummer lautet ${number}.`);
  expect(await page.locator('.thank-you__line-name').allTextContents()).toEqual([expect.stringContaining('Gartentor')]);
  const shipping = await text(page, '.thank-you__shipping-address address');
  expect(shipping).toContain('Gartenweg 5');
  expect(shipping).toContain('49661 Cloppenburg');
  const billing = await text(page, '.thank-you__billing-address address');
  expect(billing).toContain('Prinzessin Pfahl');
  expect(billing).toContain('Rechnungsweg 9');
  expect(await text(page, '.thank-you__payment')).toBe('Vorkasse (Überweisung)');
}

describe('prepayment order in Chromium', () => {
  it('shows totals from the first step, then bank details, lines and addresses; the mail is in the outbox', async () => {
    const { page, context, errors } = await newPage(browser);
    await addGate(page);
    // To the checkout through the microcart (no page load): the toasts of the product page end there.
    await page.locator('#cart-toggle').click();
    await page.getByRole('link', { name: 'Zur Kasse gehen' }).click();
    await page.locator('#personal-firstName').waitFor();
    expect(await page.locator('.notification').count()).toBe(0);

    // Step 1: subtotal, tax and total are there; shipping is named, not charged as 0,00 €.
    const summary = page.locator('.checkout-summary');
    await expect
      .poll(() => text(page, '.checkout-summary .totals__shipping dd'), SLOW)
      .toBe('wird im nächsten Schritt berechnet');
    expect(euros(await summary.locator('.totals__subtotal dd').textContent())).toBeGreaterThan(0);
    expect(euros(await summary.locator('.totals__grand_total dd').textContent())).toBeGreaterThan(0);
    expect(await summary.locator('.totals__tax dt').textContent()).toBe('inkl. 19 % MwSt.');

    const email = `vorkasse.${Date.now()}@example.de`;
    await page.getByLabel('Vorname').fill('Paula');
    await page.getByLabel('Nachname').fill('Pfahl');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Weiter zum Versand' }).click();
    await page.locator('#shipping-streetAddress').fill('Gartenweg');
    await page.locator('#shipping-apartmentNumber').fill('5');
    await page.locator('#shipping-zipCode').fill('49661');
    await page.locator('#shipping-city').fill('Cloppenburg');
    await continueToPayment(page);
    // Another billing name: the thank-you page shows both addresses.
    await page.getByLabel('Rechnungsadresse entspricht der Lieferadresse').uncheck();
    for (const [field, value] of [
      ['firstName', 'Prinzessin'],
      ['lastName', 'Pfahl'],
      ['streetAddress', 'Rechnungsweg'],
      ['apartmentNumber', '9'],
      ['zipCode', '26122'],
      ['city', 'Oldenburg'],
    ])
      await page.locator(`#payment-${field}`).fill(value!);
    await page.getByLabel('Vorkasse (Überweisung)').check();
    await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
    // The consent names the terms once, as a link.
    await expect.poll(() => text(page, 'label[for="review-terms"]'), SLOW).toBe('Ich akzeptiere die AGB');
    const { number } = await placeOrder(page);

    await expectOrderShown(page, number);
    // A reload shows the same order again, read from the server.
    await page.reload();
    await hydrated(page);
    await expectOrderShown(page, number);

    const mails = confirmationMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Bestellbestätigung ${number}`);
    for (const part of [`IBAN: ${BANK.iban}`, `BIC: ${BANK.bic}`, `Verwendungszweck: ${number}`, 'Gartenweg 5'])
      expect(mails[0]!.body).toContain(part);

    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
