import { describe, expect, it } from 'vitest';
import {
  CONSENT_REQUIRED,
  FIELD_REQUIRED,
  INVALID_EMAIL,
  INVALID_PHONE,
  NAME_TOO_SHORT,
  TAX_ID_TOO_SHORT,
  TOO_SHORT,
  validateContact,
} from './contact-schema.ts';

const good = {
  form: 'contact',
  name: 'Anna Schmidt',
  email: ' Anna.Schmidt@Example.de ',
  phone: '+49 30 123456',
  message: 'Bitte um ein Angebot für 25 m Doppelstabmatten.',
  consent: true,
};

describe('validateContact', () => {
  it('accepts a complete message, trimmed and with the e-mail lower-cased', () => {
    const result = validateContact(good);
    expect(result).toEqual({ ok: true, value: { ...good, email: 'anna.schmidt@example.de', company: '', taxId: '' } });
  });

  it('names every wrong field with its catalogue text', () => {
    const result = validateContact({
      form: 'contact',
      name: 'Al',
      email: 'no-mail',
      phone: 'call me',
      message: 'Hi',
      consent: false,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: { key: NAME_TOO_SHORT, params: { min: 3 } },
      email: { key: INVALID_EMAIL },
      phone: { key: INVALID_PHONE },
      message: { key: TOO_SHORT, params: { min: 10 } },
      consent: { key: CONSENT_REQUIRED },
    });
  });

  it('allows two-letter names in English', () => {
    expect(validateContact({ ...good, name: 'Al' }, 'en-US').ok).toBe(true);
    expect(validateContact({ ...good, name: 'Al' }, 'de-DE').ok).toBe(false);
  });

  it('requires the company of a business customer and checks a given tax ID', () => {
    const result = validateContact({ ...good, form: 'business', taxId: 'DE' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.company).toEqual({ key: FIELD_REQUIRED });
    expect(result.errors.taxId).toEqual({ key: TAX_ID_TOO_SHORT });
    expect(
      validateContact({ ...good, form: 'business', company: 'Gartenbau Müller GmbH', taxId: 'DE123456789' }).ok,
    ).toBe(true);
  });

  it('treats missing fields as required', () => {
    const result = validateContact({ form: 'contact' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toEqual({ key: FIELD_REQUIRED });
    expect(result.errors.message).toEqual({ key: FIELD_REQUIRED });
  });
});
