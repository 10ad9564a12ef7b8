import { describe, expect, it } from 'vitest';
import { emailSchema, newPasswordSchema } from '../schemas/user-fields.ts';
import { letterCount, looksLikeEmail, nameMinimum, PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';
import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './texts.ts';

// The forms check with these rules before sending; the server's schemas are built on the same rules,
// so an address or password a form lets through is one the server takes.

describe('shared rules', () => {
  it('takes as an e-mail address only what the server takes', () => {
    const samples = [
      'erika@example.com',
      '  Erika.Muster@Example.DE ',
      'a@b.co',
      'no-at-sign',
      'two@@example.com',
      'space in@example.com',
      'erika@example',
      'erika@.com',
      `${'a'.repeat(250)}@example.com`,
    ];
    for (const sample of samples)
      if (looksLikeEmail(sample)) expect(emailSchema.safeParse(sample).success, sample).toBe(true);
    expect(samples.filter(looksLikeEmail)).toEqual(['erika@example.com', '  Erika.Muster@Example.DE ', 'a@b.co']);
  });

  it('counts letters only for the name minimum: 3 in German, 2 in English', () => {
    expect(letterCount('  Jo ')).toBe(2);
    expect(letterCount('J1 2')).toBe(1);
    expect(letterCount('Jörg')).toBe(4);
    expect(nameMinimum('de-DE')).toBe(3);
    expect(nameMinimum('en-US')).toBe(2);
  });

  it('bounds passwords the way the server does', () => {
    expect(newPasswordSchema.safeParse('x'.repeat(PASSWORD_MIN)).success).toBe(true);
    expect(newPasswordSchema.safeParse('x'.repeat(PASSWORD_MIN - 1)).error?.issues[0]?.message).toBe(
      PASSWORD_TOO_SHORT,
    );
    expect(newPasswordSchema.safeParse('x'.repeat(PASSWORD_MAX + 1)).error?.issues[0]?.message).toBe(PASSWORD_TOO_LONG);
  });
});
