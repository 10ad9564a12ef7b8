import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../rules/limits.ts';
import { INVALID_EMAIL, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../rules/texts.ts';

/**
 * The single fields of account forms, as zod schemas with the shop's texts: e-mail address, names,
 * passwords and free text (trimmed, length-limited, no control characters).
 */

const CONTROL = /[\u0000-\u001f\u007f]/;

/** An e-mail address: trimmed, lower-cased, at most 254 characters. */
export const emailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, INVALID_EMAIL)
  .pipe(z.email(INVALID_EMAIL));

/** A first or last name: 1 to 255 characters with at least one letter, no control characters. */
export const nameSchema = (field: string) =>
  z
    .string({ error: `"${field}" is required` })
    .trim()
    .min(1, `"${field}" is required`)
    .max(NAME_MAX, `"${field}" is at most ${NAME_MAX} characters long`)
    .refine((s) => !CONTROL.test(s), `"${field}" must not contain control characters`)
    .refine((s) => /\p{L}/u.test(s), `"${field}" must contain letters`);

/** A new password (at least 8 characters). */
export const newPasswordSchema = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);

/** A password as typed at login: any non-empty text up to the maximum (old rules may have differed). */
export const givenPassword = (field: string) =>
  z
    .string({ error: `"${field}" is required` })
    .min(1, `"${field}" is required`)
    .max(PASSWORD_MAX, `"${field}" is at most ${PASSWORD_MAX} characters long`);

export const text = (field: string, max: number) =>
  z
    .string({ error: `"${field}" must be text` })
    .trim()
    .max(max, `"${field}" is at most ${max} characters long`)
    .refine((s) => !CONTROL.test(s), `"${field}" must not contain control characters`);
export const requiredText = (field: string, max: number) =>
  text(field, max).refine((s) => s.length > 0, `"${field}" is required`);
