import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL, NAME_TOO_SHORT, PASSWORD_TOO_SHORT, PASSWORDS_DIFFER } from '../../shared/rules/texts.ts';
import { checkEmail, checkName, checkPassword, checkRepeat, problemsOf } from './validation.ts';

describe('account form rules', () => {
  it('wants at least 3 letters of a name in German and 2 in English', () => {
    expect(checkName('Jo', 'de-DE')).toEqual({ message: NAME_TOO_SHORT, params: { min: 3 } });
    expect(checkName('Jo', 'en-US')).toBeNull();
    expect(checkName('Jörg', 'de-DE')).toBeNull();
    expect(checkName('J1 2', 'en-US')).toEqual({ message: NAME_TOO_SHORT, params: { min: 2 } });
    expect(checkName('   ', 'de-DE')).toEqual({ message: 'Field is required' });
  });

  it('wants a password of at least 8 characters, repeated identically', () => {
    expect(checkPassword('1234567')).toEqual({ message: PASSWORD_TOO_SHORT });
    expect(checkPassword('12345678')).toBeNull();
    expect(checkRepeat('12345678', '12345679')).toEqual({ message: 'Passwords must be identical' });
    expect(PASSWORDS_DIFFER).toBe('Passwords must be identical');
    expect(checkRepeat('12345678', '12345678')).toBeNull();
  });

  it('wants a valid e-mail address', () => {
    expect(checkEmail('erika@example.com')).toBeNull();
    expect(checkEmail(' erika@example.com ')).toBeNull();
    for (const bad of ['erika', 'erika@', '@example.com', 'erika@example', 'er ika@example.com'])
      expect(checkEmail(bad)).toEqual({ message: INVALID_EMAIL });
    expect(INVALID_EMAIL).toBe('Please provide valid e-mail address.');
  });

  it('collects the problems of a form by field', () => {
    expect(problemsOf({ a: null, b: checkPassword('x') })).toEqual({ b: { message: PASSWORD_TOO_SHORT } });
  });
});
