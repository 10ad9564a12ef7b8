import type { Locale } from '../../shared/i18n/locale.ts';
import { letterCount, looksLikeEmail, nameMinimum, PASSWORD_MIN } from '../../shared/rules/limits.ts';
import {
  FIELD_REQUIRED,
  INVALID_EMAIL,
  NAME_TOO_SHORT,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from '../../shared/rules/texts.ts';

/**
 * The account forms' checks over the shop's rules (shared/rules): a name has at least 3 letters in
 * German and 2 in English, a password at least 8 characters, the repeated password must match, an
 * e-mail address must look like one. Each check answers a message key (with its parameters) or null.
 */

export type Problem = { message: string; params?: Record<string, number> } | null;

export function checkEmail(value: string): Problem {
  if (!value.trim()) return { message: FIELD_REQUIRED };
  return looksLikeEmail(value) ? null : { message: INVALID_EMAIL };
}

export function checkName(value: string, locale: Locale): Problem {
  if (!value.trim()) return { message: FIELD_REQUIRED };
  const min = nameMinimum(locale);
  return letterCount(value) >= min ? null : { message: NAME_TOO_SHORT, params: { min } };
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
