import type { Locale } from '../../shared/i18n/locale.ts';
import type { AddressDetails, PaymentDetails, PersonalDetails, ShippingDetails } from './state.ts';

/**
 * The checkout's field rules with the texts (keys of shared/i18n/en-US/messages.ts): required
 * fields, e-mail, name at least 3 letters in German or 2 in English, password at least 8 and
 * repeated identically, tax ID and zip-code at least 3, and the accepted terms. Each step answers
 * its problems by field name; an empty answer means the step is complete.
 */

export interface FieldError {
  message: string;
  params?: Record<string, number>;
}

export type Errors = Record<string, FieldError>;

// The same texts as shared/schemas/{cart,user}.ts: written out here because importing those
// modules would bring zod into the first-load bundle (vite.config.ts groups shared/ there).
export const FIELD_REQUIRED = 'Field is required';
export const INVALID_EMAIL = 'Please provide valid e-mail address.';
export const NAME_TOO_SHORT = 'Name must have at least {min} letters.';
export const PASSWORD_TOO_SHORT = 'Password must have at least 8 characters.';
export const PASSWORDS_DIFFER = 'Passwords must be identical';
export const TAX_ID_TOO_SHORT = 'Tax ID must have at least 3 characters.';
export const ZIP_TOO_SHORT = 'Zip-code must have at least 3 characters.';
export const TERMS_REQUIRED = 'You must accept the terms and conditions.';

export const PASSWORD_MIN = 8;
const MIN_3 = 3;

/** A name has at least 3 letters in German, 2 in English. */
export const nameMinimum = (locale: Locale): number => (locale === 'en-US' ? 2 : 3);

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const letters = (text: string): number => (text.match(/\p{L}/gu) ?? []).length;
const blank = (text: string): boolean => text.trim() === '';

function name(errors: Errors, field: string, value: string, locale: Locale): void {
  const min = nameMinimum(locale);
  if (blank(value)) errors[field] = { message: FIELD_REQUIRED };
  else if (letters(value) < min) errors[field] = { message: NAME_TOO_SHORT, params: { min } };
}

function required(errors: Errors, fields: Record<string, string>): void {
  for (const [field, value] of Object.entries(fields)) if (blank(value)) errors[field] = { message: FIELD_REQUIRED };
}

export function validatePersonal(details: PersonalDetails, locale: Locale): Errors {
  const errors: Errors = {};
  name(errors, 'firstName', details.firstName, locale);
  name(errors, 'lastName', details.lastName, locale);
  if (blank(details.emailAddress)) errors.emailAddress = { message: FIELD_REQUIRED };
  else if (!EMAIL.test(details.emailAddress.trim())) errors.emailAddress = { message: INVALID_EMAIL };
  if (details.createAccount) {
    if (!details.password) errors.password = { message: FIELD_REQUIRED };
    else if (details.password.length < PASSWORD_MIN) errors.password = { message: PASSWORD_TOO_SHORT };
    if (!details.rPassword) errors.rPassword = { message: FIELD_REQUIRED };
    else if (details.rPassword !== details.password) errors.rPassword = { message: PASSWORDS_DIFFER };
  }
  return errors;
}

function validateAddress(errors: Errors, address: AddressDetails, locale: Locale): void {
  name(errors, 'firstName', address.firstName, locale);
  name(errors, 'lastName', address.lastName, locale);
  required(errors, {
    streetAddress: address.streetAddress,
    apartmentNumber: address.apartmentNumber,
    city: address.city,
    country: address.country,
  });
  if (blank(address.zipCode)) errors.zipCode = { message: FIELD_REQUIRED };
  else if (address.zipCode.trim().length < MIN_3) errors.zipCode = { message: ZIP_TOO_SHORT };
}

export function validateShipping(details: ShippingDetails, locale: Locale, needsMethod: boolean): Errors {
  const errors: Errors = {};
  validateAddress(errors, details, locale);
  if (needsMethod && !details.shippingMethod) errors.shippingMethod = { message: FIELD_REQUIRED };
  return errors;
}

/** The billing address (unless it is the shipping address), company and tax ID, the payment method. */
export function validatePayment(details: PaymentDetails, locale: Locale): Errors {
  const errors: Errors = {};
  if (!details.sameAsShipping) validateAddress(errors, details, locale);
  if (details.invoiceForCompany) {
    required(errors, { company: details.company });
    if (blank(details.taxId)) errors.taxId = { message: FIELD_REQUIRED };
    else if (details.taxId.trim().length < MIN_3) errors.taxId = { message: TAX_ID_TOO_SHORT };
  }
  if (!details.paymentMethod) errors.paymentMethod = { message: FIELD_REQUIRED };
  return errors;
}

export function validateReview(termsAccepted: boolean): Errors {
  return termsAccepted ? {} : { terms: { message: TERMS_REQUIRED } };
}
