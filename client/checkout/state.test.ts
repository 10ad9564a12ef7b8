import { subscribe } from 'valtio';
import { describe, expect, it } from 'vitest';
import { checkoutStorageKey, parseStoredCheckout, persistCheckout } from './persist.ts';
import { shipsGoods } from './methods.ts';
import type { ShippingMethod } from '../../shared/schemas/cart.ts';
import {
  createCheckoutStore,
  IN_CHECKOUT_MS,
  isInCheckout,
  orderPlaced,
  setPaymentMethods,
  setShippingMethods,
  updatePersonal,
  updateShipping,
} from './state.ts';

// The checkout state and how it survives a reload.

const method = (code: string, extra: Partial<ShippingMethod> = {}) =>
  ({
    carrier_code: code,
    method_code: code,
    carrier_title: code,
    method_title: code,
    amount: 4,
    price_incl_tax: 5,
    available: true,
    ...extra,
  }) as ShippingMethod;
const payments = [
  { code: 'checkmo', title: 'Vorkasse', cost_incl_tax: 0 },
  { code: 'cashondelivery', title: 'Nachnahme', cost_incl_tax: 0 },
];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('checkout state', () => {
  it('starts with the store country (DE, AT in the Austrian store)', () => {
    expect(createCheckoutStore('DE').shippingDetails.country).toBe('DE');
    expect(createCheckoutStore('AT').paymentDetails.country).toBe('AT');
  });

  it('drops shipping methods with available=false and keeps a still offered choice, else takes the default', () => {
    const state = createCheckoutStore('DE');
    setShippingMethods(state, [
      method('gone', { available: false }),
      method('paket'),
      method('flatrate', { default: true }),
    ]);
    expect(state.shippingMethods.map((m) => m.method_code)).toEqual(['paket', 'flatrate']);
    expect(state.shippingDetails.shippingMethod).toBe('flatrate/flatrate');
    updateShipping(state, { shippingMethod: 'paket/paket' });
    setShippingMethods(state, [method('paket'), method('flatrate', { default: true })]);
    expect(state.shippingDetails.shippingMethod).toBe('paket/paket');
  });

  it('offers no cash on delivery for a cart of only virtual or downloadable products', () => {
    const state = createCheckoutStore('DE');
    expect(shipsGoods([{ type_id: 'virtual' }, { type_id: 'downloadable' }])).toBe(false);
    expect(shipsGoods([{ type_id: 'virtual' }, { type_id: 'configurable' }])).toBe(true);
    setPaymentMethods(state, payments, false);
    expect(state.paymentMethods.map((m) => m.code)).toEqual(['checkmo']);
    setPaymentMethods(state, payments, true);
    expect(state.paymentMethods.map((m) => m.code)).toEqual(['checkmo', 'cashondelivery']);
  });

  it("is 'in checkout' while the data changed within 30 minutes", () => {
    const state = createCheckoutStore('DE');
    expect(isInCheckout(state, 1_000)).toBe(false);
    updatePersonal(state, { firstName: 'Anna' }, 1_000);
    expect(isInCheckout(state, 1_000 + IN_CHECKOUT_MS)).toBe(true);
    expect(isInCheckout(state, 1_001 + IN_CHECKOUT_MS)).toBe(false);
  });

  it('after the order: timestamp stored, thank-you page, password dropped', () => {
    const state = createCheckoutStore('DE');
    updatePersonal(state, { password: 'geheim123', rPassword: 'geheim123', createAccount: true });
    state.termsAccepted = true;
    orderPlaced(state, { orderNumber: '100000001', orderId: 'o-1', email: 'a@b.de' }, 42);
    expect(state).toMatchObject({
      orderTimestamp: 42,
      isThankYouPage: true,
      termsAccepted: false,
      lastOrder: { orderNumber: '100000001' },
    });
    expect(state.personalDetails).toMatchObject({ password: '', rPassword: '' });
  });
});

describe('checkout across a reload', () => {
  it('keeps the entered data per store, never the password', async () => {
    const storage = memoryStorage();
    const key = checkoutStorageKey('at');
    const state = createCheckoutStore('AT');
    persistCheckout(state, subscribe, storage, key, 'AT');
    updatePersonal(state, {
      firstName: 'Anna',
      emailAddress: 'anna@example.at',
      createAccount: true,
      password: 'geheim123',
      rPassword: 'geheim123',
    });
    updateShipping(state, { city: 'Wien', zipCode: '1010' });
    setShippingMethods(state, [method('flatrate', { default: true })]);
    state.activeStep = 'payment';
    await flush();
    expect(key).toBe('zaunshop:at:checkout:v1');
    expect(storage.data.get(key)).not.toContain('geheim123');

    const reloaded = createCheckoutStore('AT');
    persistCheckout(reloaded, subscribe, storage, key, 'AT');
    expect(reloaded.personalDetails).toMatchObject({
      firstName: 'Anna',
      emailAddress: 'anna@example.at',
      createAccount: true,
      password: '',
      rPassword: '',
    });
    expect(reloaded.shippingDetails).toMatchObject({
      city: 'Wien',
      zipCode: '1010',
      country: 'AT',
      shippingMethod: 'flatrate/flatrate',
    });
    expect(reloaded.shippingMethods).toHaveLength(1);
    expect(reloaded.activeStep).toBe('payment');
  });

  it('reads back only values of the right type; broken entries give an empty checkout', () => {
    expect(parseStoredCheckout('{', 'DE').personalDetails.firstName).toBe('');
    const tampered = parseStoredCheckout(
      JSON.stringify({
        personalDetails: { firstName: { evil: true }, lastName: 'Zaun', password: 'x' },
        shippingDetails: { region_id: 7, city: 3 },
        activeStep: 'nowhere',
        isThankYouPage: true,
        lastOrder: { orderNumber: 1 },
        shippingMethods: [{ nope: 1 }],
      }),
      'DE',
    );
    expect(tampered.personalDetails).toMatchObject({ firstName: '', lastName: 'Zaun', password: '' });
    expect(tampered.shippingDetails).toMatchObject({ region_id: 7, city: '' });
    expect(tampered).toMatchObject({
      activeStep: 'personal',
      isThankYouPage: false,
      lastOrder: null,
      shippingMethods: [],
    });
  });
});
