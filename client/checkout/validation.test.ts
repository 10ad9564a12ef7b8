import { describe, expect, it } from 'vitest';
import { initialCheckout } from './state.ts';
import {
  FIELD_REQUIRED,
  INVALID_EMAIL,
  NAME_TOO_SHORT,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  TAX_ID_TOO_SHORT,
  TERMS_REQUIRED,
  ZIP_TOO_SHORT,
} from '../../shared/rules/texts.ts';
import { validatePayment, validatePersonal, validateReview, validateShipping } from './validation.ts';

// The checkout's field rules with the texts.

const personal = (patch = {}) => ({
  ...initialCheckout('DE').personalDetails,
  firstName: 'Anna',
  lastName: 'Zaun',
  emailAddress: 'anna@example.de',
  ...patch,
});
const address = {
  firstName: 'Anna',
  lastName: 'Zaun',
  streetAddress: 'Gartenweg',
  apartmentNumber: '5',
  zipCode: '49661',
  city: 'Cloppenburg',
};
const shipping = (patch = {}) => ({
  ...initialCheckout('DE').shippingDetails,
  ...address,
  shippingMethod: 'flatrate/flatrate',
  ...patch,
});
const payment = (patch = {}) => ({ ...initialCheckout('AT').paymentDetails, paymentMethod: 'checkmo', ...patch });

describe('personal details', () => {
  it('accepts complete details, and asks for every required field with texts', () => {
    expect(validatePersonal(personal(), 'de-DE')).toEqual({});
    expect(validatePersonal(personal({ firstName: ' ', lastName: '', emailAddress: '' }), 'de-DE')).toEqual({
      firstName: { message: FIELD_REQUIRED },
      lastName: { message: FIELD_REQUIRED },
      emailAddress: { message: FIELD_REQUIRED },
    });
    expect(validatePersonal(personal({ emailAddress: 'anna@example' }), 'de-DE')).toEqual({
      emailAddress: { message: INVALID_EMAIL },
    });
    expect(validatePersonal(personal({ emailAddress: 'anna example.de' }), 'de-DE').emailAddress?.message).toBe(
      INVALID_EMAIL,
    );
  });

  it('wants names of at least 3 letters in German and 2 in English', () => {
    expect(validatePersonal(personal({ lastName: 'Li' }), 'de-DE')).toEqual({
      lastName: { message: NAME_TOO_SHORT, params: { min: 3 } },
    });
    expect(validatePersonal(personal({ lastName: 'Li' }), 'en-US')).toEqual({});
    expect(validatePersonal(personal({ lastName: 'L.' }), 'en-US')).toEqual({
      lastName: { message: NAME_TOO_SHORT, params: { min: 2 } },
    });
    expect(validatePersonal(personal({ firstName: 'Åsa' }), 'de-DE')).toEqual({}); // letters of any script count
  });

  it('asks for a password of at least 8 characters, repeated identically, only when an account is wanted', () => {
    expect(validatePersonal(personal({ password: 'x' }), 'de-DE')).toEqual({});
    expect(validatePersonal(personal({ createAccount: true }), 'de-DE')).toEqual({
      password: { message: FIELD_REQUIRED },
      rPassword: { message: FIELD_REQUIRED },
    });
    expect(validatePersonal(personal({ createAccount: true, password: 'kurz', rPassword: 'kurz' }), 'de-DE')).toEqual({
      password: { message: PASSWORD_TOO_SHORT },
    });
    expect(
      validatePersonal(personal({ createAccount: true, password: 'lang genug', rPassword: 'lang genau' }), 'de-DE'),
    ).toEqual({ rPassword: { message: PASSWORDS_DIFFER } });
    expect(
      validatePersonal(personal({ createAccount: true, password: 'lang genug', rPassword: 'lang genug' }), 'de-DE'),
    ).toEqual({});
  });
});

describe('shipping and payment', () => {
  it('checks the address, a zip-code of at least 3 characters and the chosen method', () => {
    expect(validateShipping(shipping(), 'de-DE', true)).toEqual({});
    expect(validateShipping(shipping({ zipCode: '12', shippingMethod: '' }), 'de-DE', true)).toEqual({
      zipCode: { message: ZIP_TOO_SHORT },
      shippingMethod: { message: FIELD_REQUIRED },
    });
    expect(validateShipping(shipping({ shippingMethod: '' }), 'de-DE', false)).toEqual({}); // nothing ships: no method
    expect(
      Object.keys(validateShipping(shipping({ streetAddress: '', apartmentNumber: '', city: '' }), 'de-DE', true)),
    ).toEqual(['streetAddress', 'apartmentNumber', 'city']);
  });

  it('checks the billing address only when it differs, and company and tax ID (at least 3) for a company invoice', () => {
    expect(validatePayment(payment(), 'de-DE')).toEqual({});
    expect(Object.keys(validatePayment(payment({ sameAsShipping: false }), 'de-DE'))).toEqual([
      'firstName',
      'lastName',
      'streetAddress',
      'apartmentNumber',
      'city',
      'zipCode',
    ]);
    expect(validatePayment(payment({ invoiceForCompany: true, company: '', taxId: 'AT' }), 'de-DE')).toEqual({
      company: { message: FIELD_REQUIRED },
      taxId: { message: TAX_ID_TOO_SHORT },
    });
    expect(
      validatePayment(payment({ invoiceForCompany: true, company: 'Zaun GmbH', taxId: 'ATU12345678' }), 'de-DE'),
    ).toEqual({});
    expect(validatePayment(payment({ paymentMethod: '' }), 'de-DE')).toEqual({
      paymentMethod: { message: FIELD_REQUIRED },
    });
  });

  it('wants the terms accepted before the order', () => {
    expect(validateReview(false)).toEqual({ terms: { message: TERMS_REQUIRED } });
    expect(validateReview(true)).toEqual({});
    expect(TERMS_REQUIRED).toBe('You must accept the terms and conditions.');
  });
});
