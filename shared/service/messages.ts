import type { FieldErrors } from './contact-schema.ts';
import type { TranslateParams } from '../i18n/interpolate.ts';

/**
 * Answers of /api/ext/mail-service besides field validation: English source texts (catalogue keys
 * of the `service` area). An error answer is `{ code, result: text, meta: { message: { key, params },
 * errors? } }`, so a storefront shows it in its own language.
 */

export const FORM_TOKEN_FORGED = 'The form could not be verified. Please reload the page and try again.';
export const FORM_TOKEN_EXPIRED = 'The form has expired. Please reload the page and send your message again.';
export const FORM_TOKEN_USED = 'This form has already been sent. Please reload the page to send another message.';
export const TOO_MANY_MESSAGES = 'Too many messages. Please try again in {minutes} minutes.';
export const NOT_JSON_OBJECT = 'The request body must be a JSON object.';
/** (messages area). */
export const CART_NOT_SHARED = 'Cart could not be shared to the e-mail';

export interface MailServiceErrorMeta {
  message: { key: string; params?: TranslateParams };
  errors?: FieldErrors;
}

/** GET /get-token's answer. */
export interface FormToken {
  token: string;
  expires_at: string;
}
