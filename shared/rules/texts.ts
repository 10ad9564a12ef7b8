/**
 * Every validation text the shopper reads, once, for the server schemas (shared/schemas, zod) and the
 * client forms alike. Zod-free, so a form pulls in no schema library. The texts are the keys of the
 * message catalogue (shared/i18n), quoted as the shop's validation rules word them.
 */

export const FIELD_REQUIRED = 'Field is required';
export const QTY_NOT_POSITIVE = 'Quantity must be above 0';
export const QTY_NOT_INTEGER = 'Quantity must be positive integer';
export const QTY_TOO_HIGH = 'Quantity must be below {quantity}';
export const ONLY_AVAILABLE = 'Only {maxQuantity} products of this type are available!';
export const OUT_OF_STOCK = 'The product is out of stock and cannot be added to the cart!';
export const INVALID_EMAIL = 'Please provide valid e-mail address.';
export const NAME_TOO_SHORT = 'Name must have at least {min} letters.';
export const PASSWORD_TOO_SHORT = 'Password must have at least 8 characters.';
export const PASSWORD_TOO_LONG = 'Password must have at most 256 characters.';
export const PASSWORDS_DIFFER = 'Passwords must be identical';
export const TAX_ID_TOO_SHORT = 'Tax ID must have at least 3 characters.';
export const ZIP_TOO_SHORT = 'Zip-code must have at least 3 characters.';
export const TERMS_REQUIRED = 'You must accept the terms and conditions.';
export const TOO_SHORT = 'Must have at least {min} characters.';
export const TOO_LONG = 'Must have at most {max} characters.';
export const INVALID_PHONE = 'Please provide a valid phone number.';
export const CONSENT_REQUIRED = 'Please agree to the processing of your data according to the privacy policy.';
export const RESET_TOKEN_INVALID = 'The password reset link is invalid or has expired. Please request a new one.';
export const RATING_INVALID = 'The rating must be a whole number from 1 to 5';

/** Texts of saving a fence plan to the account (catalogue keys, German in shared/i18n/de-DE/planner.ts). */
export const PLAN_NAME_REQUIRED = 'Please give the plan a name.';
export const PLAN_NAME_TOO_LONG = 'The plan name has at most 80 characters.';
export const PLAN_EMPTY = 'The plan is empty: please enter the length of the fence first.';
export const PLANS_FULL = 'You have saved {max} plans already. Please delete one first.';
export const LOGIN_TO_SAVE_PLAN = 'Please log in to save your plan to your account.';

/** Texts that are answered as they are; any other validation text gets the field it is about. */
export const STANDALONE_TEXTS: ReadonlySet<string> = new Set([
  QTY_NOT_INTEGER,
  QTY_NOT_POSITIVE,
  INVALID_EMAIL,
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_LONG,
  RESET_TOKEN_INVALID,
  RATING_INVALID,
  PLAN_NAME_REQUIRED,
  PLAN_NAME_TOO_LONG,
  PLAN_EMPTY,
]);
