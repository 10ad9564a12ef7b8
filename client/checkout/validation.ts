import type { Locale } from '../../shared/i18n/locale.ts';
import { letterCount, looksLikeEmail, nameMinimum, PASSWORD_MIN, SHORT_CODE_MIN } from '../../shared/rules/limits.ts';
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
import type { AddressDetails, PaymentDetails, PersonalDetails, ShippingDetails } from './state.ts';

/**
 * The checkout's checks over the shop's rules and texts (shared/rules, keys of the message catalogue): required
 * fields, e-mail, name at least 3 letters in German or 2 in English, password at least 8 and
 * repeated identically, tax ID and zip-code at least 3, and the accepted terms. Each step answers
 * its problems by field name; an empty answer means the step is complete.
 */

export interface FieldError {
  message: string;
  params?: Record<string, number>;
}

export type Errors = Record<string, FieldError>;

const blank = (text: string): boolean => text.trim() === '';

function name(errors: Errors, field: string, value: string, locale: Locale): void {
  const min = nameMinimum(locale);
  if (blank(value)) errors[field] = { message: FIELD_REQUIRED };
  else if (letterCount(value) < min) errors[field] = { message: NAME_TOO_SHORT, params: { min } };
}

function required(errors: Errors, fields: Record<string, string>): void {
  for (const [field, value] of Object.entries(fields)) if (blank(value)) errors[field] = { message: FIELD_REQUIRED };
}

export function validatePersonal(details: PersonalDetails, locale: Locale): Errors {
  const errors: Errors = {};
  name(errors, 'firstName', details.firstName, locale);
  name(errors, 'lastName', details.lastName, locale);
  if (blank(details.emailAddress)) errors.emailAddress = { message: FIELD_REQUIRED };
  else if (!looksLikeEmail(details.emailAddress)) errors.emailAddress = { message: INVALID_EMAIL };
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
  else if (address.zipCode.trim().length < SHORT_CODE_MIN) errors.zipCode = { message: ZIP_TOO_SHORT };
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
    else if (details.taxId.trim().length < SHORT_CODE_MIN) errors.taxId = { message: TAX_ID_TOO_SHORT };
  }
  if (!details.paymentMethod) errors.paymentMethod = { message: FIELD_REQUIRED };
  return errors;
}

export function validateReview(termsAccepted: boolean): Errors {
  return termsAccepted ? {} : { terms: { message: TERMS_REQUIRED } };
}
