import { describe, expect, it } from 'vitest';
import { offlineShippingMethods } from '../../shared/pricing/offline-methods.ts';
import { stores } from '../../shared/stores.ts';
import { orderAddresses, orderBodySchema } from '../../shared/schemas/order.ts';
import type { CartLine } from '../cart/state.ts';
import { initialCheckout } from './state.ts';
import { buildOrderBody, newOrderId } from './order-body.ts';
import { orderTask } from './send-order.ts';

// The order body the checkout sends: vue-storefront-api's testOrderAnon.json shape, accepted by the server's schema.

/** The keys of ../shared/fixtures/vsf-api/testOrderAnon.json (outside this repository, so written out). */
const FIXTURE_KEYS = [
  'user_id',
  'cart_id',
  'products',
  'addressInformation',
  'order_id',
  'transmited',
  'created_at',
  'updated_at',
];
const FIXTURE_ADDRESS_INFO_KEYS = [
  'shippingAddress',
  'billingAddress',
  'shipping_method_code',
  'shipping_carrier_code',
  'payment_method_code',
];

const lines: CartLine[] = [
  {
    id: 'l1',
    sku: 'GT1-BASIC-1250-1230-ANT',
    parentSku: 'GT1-BASIC',
    qty: 2,
    type_id: 'configurable',
    name: 'Gartentor',
    price_incl_tax: 499,
    item_id: 7,
    product_option: {
      extension_attributes: { configurable_item_options: [{ option_id: '141', option_value: '123' }] },
    },
    pending: false,
  },
  { id: 'l2', sku: 'montage-tor', qty: 1, type_id: 'virtual', name: 'Montage', price_incl_tax: 119, item_id: 8 },
];

function checkout() {
  const state = initialCheckout('AT');
  Object.assign(state.personalDetails, {
    firstName: 'Anna',
    lastName: 'Zaun',
    emailAddress: ' anna@example.at ',
    password: 'geheim123',
    createAccount: true,
  });
  Object.assign(state.shippingDetails, {
    firstName: 'Anna',
    lastName: 'Zaun',
    streetAddress: 'Hauptstraße',
    apartmentNumber: '3a',
    zipCode: '1010',
    city: 'Wien',
    phoneNumber: '+43 1 234',
    shippingMethod: 'flatrate/flatrate',
  });
  Object.assign(state.paymentDetails, { paymentMethod: 'cashondelivery' });
  return state;
}

const now = new Date('2026-11-22T03:00:00.000Z');

describe('order body', () => {
  it('has the fields of testOrderAnon.json and passes the server schema and address check', () => {
    const body = buildOrderBody({
      checkout: checkout(),
      lines,
      cartId: 'cart-token',
      store: stores.at,
      orderId: 'o-1',
      now,
    });
    for (const key of FIXTURE_KEYS) expect(body).toHaveProperty(key);
    for (const key of FIXTURE_ADDRESS_INFO_KEYS) expect(body.addressInformation).toHaveProperty(key);
    expect(orderBodySchema.safeParse(body).success).toBe(true);
    const checked = orderAddresses(body.addressInformation);
    expect(checked.ok).toBe(true);
    expect(body).toMatchObject({
      order_id: 'o-1',
      user_id: '',
      cart_id: 'cart-token',
      store_code: 'at',
      transmited: false,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      products: [
        { sku: 'GT1-BASIC-1250-1230-ANT', parentSku: 'GT1-BASIC', qty: 2, product_option: lines[0]!.product_option },
        { sku: 'montage-tor', qty: 1 },
      ],
      addressInformation: {
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'cashondelivery',
        shippingAddress: {
          firstname: 'Anna',
          street: ['Hauptstraße', '3a'],
          postcode: '1010',
          city: 'Wien',
          country_id: 'AT',
          telephone: '+43 1 234',
          email: 'anna@example.at',
        },
      },
    });
    expect(body.products[0]).not.toHaveProperty('pending');
    expect(JSON.stringify(body)).not.toContain('geheim123'); // the password never travels with the order
  });

  it('takes the shipping address as billing address unless another one is given, with company and tax ID for a company invoice', () => {
    const same = buildOrderBody({
      checkout: checkout(),
      lines,
      cartId: null,
      store: stores.default,
      orderId: 'o-2',
      now,
    });
    expect(same.cart_id).toBe('');
    expect({ ...same.addressInformation.billingAddress }).toEqual({ ...same.addressInformation.shippingAddress });

    const state = checkout();
    Object.assign(state.paymentDetails, {
      sameAsShipping: false,
      invoiceForCompany: true,
      company: 'Zaun GmbH',
      taxId: ' ATU12345678 ',
      firstName: 'Bernd',
      lastName: 'Buch',
      streetAddress: 'Ring',
      apartmentNumber: '1',
      zipCode: '8010',
      city: 'Graz',
      country: 'AT',
    });
    const billing = buildOrderBody({ checkout: state, lines, cartId: 'c', store: stores.at, orderId: 'o-3', now })
      .addressInformation.billingAddress;
    expect(billing).toMatchObject({
      firstname: 'Bernd',
      city: 'Graz',
      company: 'Zaun GmbH',
      vat_id: 'ATU12345678',
      email: 'anna@example.at',
    });
  });

  it('leaves the shipping method out when none was chosen (nothing ships)', () => {
    const state = checkout();
    state.shippingDetails.shippingMethod = '';
    const info = buildOrderBody({
      checkout: state,
      lines: [lines[1]!],
      cartId: 'c',
      store: stores.default,
      orderId: 'o-4',
      now,
    }).addressInformation;
    expect(info).not.toHaveProperty('shipping_carrier_code');
    expect(info).not.toHaveProperty('shipping_method_code');
  });

  it('carries the prices the shopper saw: each line, the chosen shipping and the grand total shown', () => {
    const state = checkout();
    state.shippingMethods = offlineShippingMethods(lines);
    const body = buildOrderBody({ checkout: state, lines, cartId: 'c', store: stores.default, orderId: 'o-5', now });
    expect(body.seen_prices).toEqual({
      lines: [
        { sku: 'GT1-BASIC-1250-1230-ANT', unit_incl_tax_cents: 49900 },
        { sku: 'montage-tor', unit_incl_tax_cents: 11900 },
      ],
      shipping_incl_tax_cents: 500,
      grand_total_cents: 49900 * 2 + 11900 + 500,
    });
    expect(orderBodySchema.safeParse(body).success).toBe(true);
    // A coupon's grand total as the shop showed it; none claimed when none was shown.
    const shown = buildOrderBody({
      checkout: state,
      lines,
      cartId: 'c',
      store: stores.default,
      orderId: 'o-6',
      now,
      shownGrandTotal: 1000.5,
    });
    expect(shown.seen_prices.grand_total_cents).toBe(100050);
    const none = buildOrderBody({
      checkout: state,
      lines,
      cartId: 'c',
      store: stores.default,
      orderId: 'o-7',
      now,
      shownGrandTotal: null,
    });
    expect(none.seen_prices).not.toHaveProperty('grand_total_cents');
    // Shipping methods not known (a reload on the review step): neither shipping nor a sum is claimed.
    state.shippingMethods = [];
    const unknown = buildOrderBody({ checkout: state, lines, cartId: 'c', store: stores.default, orderId: 'o-8', now });
    expect(unknown.seen_prices).toEqual({ lines: body.seen_prices.lines });
  });

  it('gets a fresh client order id, which is the sync task id, with ?token= for a customer', () => {
    const a = newOrderId(now.getTime());
    expect(a).toMatch(/^1795316400000-[0-9a-f-]{36}$/);
    expect(newOrderId(now.getTime())).not.toBe(a);
    const body = buildOrderBody({ checkout: checkout(), lines, cartId: 'c', store: stores.default, orderId: a, now });
    expect(orderTask(body, null)).toEqual({ id: a, url: 'api/order', method: 'POST', payload: body });
    expect(orderTask(body, 'tok en').url).toBe('api/order?token=tok%20en');
  });
});
