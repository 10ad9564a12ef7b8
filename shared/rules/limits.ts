import type { Locale } from '../i18n/locale.ts';

/**
 * The shop's input rules as plain values and checks, zod-free: the server schemas (shared/schemas)
 * build on them, the client forms check with them, so a form never accepts what the server refuses.
 */

export const EMAIL_MAX = 254;
export const NAME_MAX = 255;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
/** Tax ID and zip-code: at least 3 characters. */
export const SHORT_CODE_MIN = 3;

/** A name has at least 3 letters in German, 2 in English. */
export const nameMinimum = (locale: Locale): number => (locale === 'en-US' ? 2 : 3);

/** Letters only are counted: '  Jo ' has 2. */
export const letterCount = (text: string): number => (text.match(/\p{L}/gu) ?? []).length;

// One @, something before it, a dotted domain, no spaces: what the server's e-mail check accepts in practice.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether a typed e-mail address (surrounding spaces ignored) looks like one the server takes. */
export function looksLikeEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL.test(email);
}
