import type { Locale } from '../../shared/i18n/locale.ts';

/**
 * The account forms' rules: a name has at least 3 letters in German and 2 in English,
 * a password at least 8 characters, the repeated password must match, an e-mail address must look
 * like one. Each check answers a message key (with its parameters) or null.
 */

export type Problem = { message: string; params?: Record<string, number> } | null;

export const FIELD_REQUIRED = 'Field is required';
export const NAME_TOO_SHORT = 'Name must have at least {min} letters.';
export const PASSWORD_TOO_SHORT = 'Password must have at least 8 characters.';
export const PASSWORDS_DIFFER = 'Passwords must be identical';
export const INVALID_EMAIL = 'Please provide valid e-mail address.';

export const PASSWORD_MIN = 8;
export const nameMin = (locale: Locale): number => (locale === 'de-DE' ? 3 : 2);

// One @, something before it, a dot in the domain, no spaces: what the server's e-mail check accepts in practice.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function checkEmail(value: string): Problem {
  const email = value.trim();
  if (!email) return { message: FIELD_REQUIRED };
  return EMAIL.test(email) && email.length <= 254 ? null : { message: INVALID_EMAIL };
}

/** Letters only are counted: '  Jo ' has 2. */
export function checkName(value: string, locale: Locale): Problem {
  const letters = (value.match(/\p{L}/gu) ?? []).length;
  if (!value.trim()) return { message: FIELD_REQUIRED };
  const min = nameMin(locale);
  return letters >= min ? null : { message: NAME_TOO_SHORT, params: { min } };
}

export function checkPassword(value: string): Problem {
  if (!value) return { message: FIELD_REQUIRED };
  return value.length >= PASSWORD_MIN ? null : { message: PASSWORD_TOO_SHORT };
}

export function checkRepeat(password: string, repeat: string): Problem {
  if (!repeat) return { message: FIELD_REQUIRED };
  return password === repeat ? null : { message: PASSWORDS_DIFFER };
}

/** The problems of a form by field name; empty when every field is fine. */
export function problemsOf(checks: Record<string, Problem>): Record<string, NonNullable<Problem>> {
  const found: Record<string, NonNullable<Problem>> = {};
  for (const [field, problem] of Object.entries(checks)) if (problem) found[field] = problem;
  return found;
}
