import { proxy, subscribe } from 'valtio';
import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '../../shared/schemas/user-address.ts';
import type { UserProfile } from '../../shared/schemas/user.ts';
import { createCheckoutStore, updatePersonal, updateShipping } from './state.ts';
import { clearUser, setSession, type UserState } from '../account/state.ts';
import { followCustomer, prefillFromProfile, splitStreet } from './customer.ts';

// A logged-in customer's checkout: the profile fills what the shopper left empty, the
// create-account option goes, and a logout clears the live checkout.

const address = (patch: Partial<CustomerAddress> = {}): CustomerAddress => ({
  id: 1,
  customer_id: 7,
  firstname: 'Erika',
  lastname: 'Muster',
  street: ['Zaunweg 12a'],
  city: 'Wardenburg',
  country_id: 'DE',
  postcode: '26203',
  region: { region: null, region_code: null, region_id: 0 },
  region_id: 0,
  telephone: '04407 123',
  default_shipping: true,
  ...patch,
});

const profile = (addresses: CustomerAddress[] = [address()]): UserProfile => ({
  id: 7,
  group_id: 1,
  created_at: '',
  updated_at: '',
  created_in: 'default',
  email: 'erika@example.com',
  firstname: 'Erika',
  lastname: 'Muster',
  store_id: 1,
  website_id: 1,
  addresses,
  disable_auto_group_change: 0,
  extension_attributes: { is_subscribed: false },
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('street and house number of a profile address', () => {
  it('splits a one-line street at its trailing house number and keeps two lines as they are', () => {
    expect(splitStreet(['Zaunweg 12a'])).toEqual({ streetAddress: 'Zaunweg', apartmentNumber: '12a' });
    expect(splitStreet(['Am Alten Tor 3-5'])).toEqual({ streetAddress: 'Am Alten Tor', apartmentNumber: '3-5' });
    expect(splitStreet(['Gartenweg', '5'])).toEqual({ streetAddress: 'Gartenweg', apartmentNumber: '5' });
    expect(splitStreet(['Marktplatz'])).toEqual({ streetAddress: 'Marktplatz', apartmentNumber: '' });
  });
});

describe('prefill from the profile', () => {
  it('fills name, e-mail and the default shipping address into an empty checkout', () => {
    const checkout = createCheckoutStore('DE');
    prefillFromProfile(
      checkout,
      profile([
        address({ default_shipping: false, city: 'Anderswo' }),
        address({ id: 2, country_id: 'AT', city: 'Wien', postcode: '1010' }),
      ]),
    );
    expect(checkout.personalDetails).toMatchObject({
      firstName: 'Erika',
      lastName: 'Muster',
      emailAddress: 'erika@example.com',
    });
    expect(checkout.shippingDetails).toMatchObject({
      firstName: 'Erika',
      lastName: 'Muster',
      streetAddress: 'Zaunweg',
      apartmentNumber: '12a',
      zipCode: '1010',
      city: 'Wien',
      country: 'AT',
      phoneNumber: '04407 123',
    });
    expect(checkout.modifiedAt).toBe(0);
  });

  it('never overwrites what the shopper typed, and takes no part of an address into one begun', () => {
    const checkout = createCheckoutStore('DE');
    updatePersonal(checkout, { emailAddress: 'other@example.com' });
    updateShipping(checkout, { city: 'Cloppenburg' });
    prefillFromProfile(checkout, profile());
    expect(checkout.personalDetails).toMatchObject({ firstName: 'Erika', emailAddress: 'other@example.com' });
    expect(checkout.shippingDetails).toMatchObject({
      firstName: 'Erika',
      city: 'Cloppenburg',
      streetAddress: '',
      zipCode: '',
      country: 'DE',
    });
  });

  it('keeps the store country for an address in a country the shop does not deliver to', () => {
    const checkout = createCheckoutStore('DE');
    prefillFromProfile(checkout, profile([address({ country_id: 'FR' })]));
    expect(checkout.shippingDetails).toMatchObject({ country: 'DE', city: 'Wardenburg' });
  });
});

describe('the checkout follows the session', () => {
  const user = () => proxy<UserState>({ loaded: true, token: null, refreshToken: null, profile: null, orders: null });

  it('prefills when the profile arrives and turns the create-account option off for a customer', async () => {
    const checkout = createCheckoutStore('DE');
    const session = user();
    updatePersonal(checkout, { createAccount: true, password: 'Geheim-2026', rPassword: 'Geheim-2026' });
    followCustomer(checkout, session, subscribe, 'DE');
    expect(checkout.personalDetails.createAccount).toBe(true); // a guest keeps the option
    setSession(session, 'access', null);
    await flush();
    expect(checkout.personalDetails).toMatchObject({
      createAccount: false,
      password: '',
      rPassword: '',
      firstName: '',
    });
    session.profile = profile();
    await flush();
    expect(checkout.personalDetails.emailAddress).toBe('erika@example.com');
    expect(checkout.shippingDetails.city).toBe('Wardenburg');
  });

  it('clears the checkout details at logout, but not when a guest was never logged in', async () => {
    const checkout = createCheckoutStore('AT');
    const session = user();
    followCustomer(checkout, session, subscribe, 'AT');
    updateShipping(checkout, { city: 'Wien' });
    session.loaded = true;
    await flush();
    expect(checkout.shippingDetails.city).toBe('Wien');
    setSession(session, 'access', null);
    session.profile = profile();
    await flush();
    clearUser(session);
    await flush();
    expect(checkout.personalDetails.emailAddress).toBe('');
    expect(checkout.shippingDetails).toMatchObject({ city: '', streetAddress: '', country: 'AT' });
  });
});
