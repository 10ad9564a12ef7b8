import { z } from 'zod';
import { letterCount, nameMinimum, SHORT_CODE_MIN } from '../rules/limits.ts';
import {
  CONSENT_REQUIRED,
  FIELD_REQUIRED,
  INVALID_EMAIL,
  INVALID_PHONE,
  NAME_TOO_SHORT,
  TAX_ID_TOO_SHORT,
  TOO_LONG,
  TOO_SHORT,
} from '../rules/texts.ts';
import { emailSchema } from '../schemas/user-fields.ts';
import type { TranslateParams } from '../i18n/interpolate.ts';

/**
 * The contact forms' messages (POST /api/ext/mail-service/send-email), checked the same way in the
 * browser (before sending) and in the worker (always). Messages are catalogue keys (texts
 * where one fits) with their parameters, so each side shows them in its language.
 */

export const UNKNOWN_FORM = 'Unknown form';
export {
  CONSENT_REQUIRED,
  FIELD_REQUIRED,
  INVALID_EMAIL,
  INVALID_PHONE,
  NAME_TOO_SHORT,
  nameMinimum,
  TAX_ID_TOO_SHORT,
  TOO_LONG,
  TOO_SHORT,
};

export const CONTACT_FORMS = ['contact', 'business'] as const;
export type ContactFormKind = (typeof CONTACT_FORMS)[number];
export type FormLocale = 'de-DE' | 'en-US';

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

const PHONE = /^\+?[\d\s()/-]{5,40}$/;
/** Control characters: none in one-line fields (they end up in mail headers), only tab and line breaks in the message. */
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const text = (max: number, control = LINE_CONTROL) =>
  z
    .string({ error: FIELD_REQUIRED })
    .trim()
    .max(max, TOO_LONG)
    .refine((s) => !control.test(s), FIELD_REQUIRED);
const required = (max: number, control = LINE_CONTROL) =>
  text(max, control).refine((s) => s.length > 0, { message: FIELD_REQUIRED, abort: true });
const optional = (max: number) =>
  text(max)
    .optional()
    .transform((s) => s ?? '');

export function contactSchema(locale: FormLocale = 'de-DE') {
  const nameMin = nameMinimum(locale);
  return z.object({
    form: z.enum(CONTACT_FORMS, { error: UNKNOWN_FORM }),
    name: required(120).refine((s) => letterCount(s) >= nameMin, {
      message: NAME_TOO_SHORT,
      params: { min: nameMin },
    }),
    email: emailSchema,
    phone: optional(40).refine((s) => !s || PHONE.test(s), INVALID_PHONE),
    company: optional(200),
    taxId: optional(40).refine((s) => !s || s.length >= SHORT_CODE_MIN, TAX_ID_TOO_SHORT),
    message: required(MESSAGE_MAX, TEXT_CONTROL).refine((s) => s.length >= MESSAGE_MIN, {
      message: TOO_SHORT,
      params: { min: MESSAGE_MIN },
    }),
    consent: z.literal(true, { error: CONSENT_REQUIRED }),
  });
}

export type ContactMessage = z.infer<ReturnType<typeof contactSchema>>;

/** A validation problem of one field: a catalogue key and its parameters. */
export interface FieldError {
  key: string;
  params?: TranslateParams;
}

export type FieldErrors = Partial<Record<string, FieldError>>;

/** The first problem of each field of a failed parse. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    const params: Record<string, string | number> = {
      ...((issue as { params?: Record<string, string | number> }).params ?? {}),
    };
    if (issue.code === 'too_small') params.min = Number(issue.minimum);
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
    errors[field] = Object.keys(params).length ? { key: issue.message, params } : { key: issue.message };
  }
  return errors;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Checks a contact message; a business customer's message also needs the company. */
export function validateContact(input: unknown, locale: FormLocale = 'de-DE'): Validated<ContactMessage> {
  const parsed = contactSchema(locale).safeParse(input);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const company = typeof raw.company === 'string' ? raw.company.trim() : '';
  if (raw.form === 'business' && !company && !errors.company) errors.company = { key: FIELD_REQUIRED };
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, value: parsed.data };
  return { ok: false, errors };
}

/** "Share cart by e-mail": the recipient and the code of a saved cart (the server builds the link). */
export const shareCartMailSchema = z.object({
  form: z.literal('share-cart', { error: UNKNOWN_FORM }),
  email: emailSchema,
  code: z.string({ error: FIELD_REQUIRED }).regex(/^[A-Za-z0-9_-]{16,64}$/, FIELD_REQUIRED),
});
