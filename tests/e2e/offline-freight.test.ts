import { describe, expect, inject, it } from 'vitest';
import { browserForFile, newPage } from './browser.ts';
import { onKeptProductPage, open, queueStarted, withoutNetworkNoise } from './offline-helpers.ts';

// Offline, the checkout offers the flat DPD rate, a parcel service. A double-bar mat of 33.86 kg is
// freight (over 31.5 kg, on a pallet by a forwarding agent): with it in the cart no offline method
// can be offered, and the shipping step says why and what to do instead of offering DPD.

const origin = inject('origin');
const browser = browserForFile();

const SLOW = { timeout: 30_000 };
const MAT = '/p/DSM-656-1830-ANT/doppelstabmatte-6-5-6-anthrazit-1830-mm';
const MAT_NAME = 'Doppelstabmatte 6/5/6 Anthrazit 1830 mm';
const FREIGHT_NOTE = `Speditionsware (über 31,5 kg) kann nicht mit DPD versendet werden, und die Frachtkosten lassen sich nur online berechnen: ${MAT_NAME}. Bitte bestellen Sie, sobald Sie wieder online sind, oder entfernen Sie diese Artikel, um den Rest mit DPD zu versenden.`;

describe('offline checkout with freight, in Chromium', () => {
  it('offers no DPD for a freight item offline and says why and what to do', async () => {
    const { page, context, errors } = await newPage(browser);
    await onKeptProductPage(page, origin, MAT);
    expect(await page.locator('.product__info').textContent()).toContain('Speditionsversand');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => page.locator('#cart-toggle .header__count').textContent(), SLOW).toBe('1');
    await open(page, `${origin}/checkout`);
    await queueStarted(page);
    await expect.poll(() => page.locator('.checkout-summary .cart-line__name').count(), SLOW).toBe(1);
    await page.getByLabel('Vorname').fill('Fritz');
    await page.getByLabel('Nachname').fill('Fracht');
    await page.getByLabel('E-Mail-Adresse').fill(`offline.freight.${Date.now()}@example.de`);
    await page.getByRole('button', { name: 'Weiter zum Versand' }).click();
    await page.locator('#shipping-streetAddress').fill('Palettenweg');
    await page.locator('#shipping-apartmentNumber').fill('7');
    await page.locator('#shipping-zipCode').fill('26203');
    await page.locator('#shipping-city').fill('Wardenburg');

    await expect.poll(() => page.locator('.checkout__note[role="status"]').textContent(), SLOW).toBe(FREIGHT_NOTE);
    expect(await page.locator('#shipping-shippingMethod input').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Weiter zur Zahlung' }).isDisabled()).toBe(true);
    expect(withoutNetworkNoise(errors)).toEqual([]);
    await context.close();
  }, 180_000);
});
