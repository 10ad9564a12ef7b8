import { describe, expect, it } from 'vitest';
import {
  catalogues,
  createTranslator,
  defaultLocale,
  interpolate,
  isLocale,
  localeInfo,
  locales,
  placeholdersOf,
  translatorFor,
  type Locale,
} from './translate.ts';

describe('createTranslator', () => {
  const de = createTranslator('de-DE');
  const en = createTranslator('en-US');

  it('looks texts up in the German catalogue', () => {
    expect(de('Product has been added to the cart!')).toBe('Das Produkt wurde in den Warenkorb gelegt!');
    expect(de("You're logged out")).toBe('Sie wurden abgemeldet');
    expect(de('Add to cart')).toBe('In den Warenkorb');
  });

  it('shows the key itself in English', () => {
    expect(en('Product has been added to the cart!')).toBe('Product has been added to the cart!');
    expect(en('Page not found')).toBe('Page not found');
  });

  it('falls back to the key for unknown texts, also with params', () => {
    expect(de('A text nobody translated')).toBe('A text nobody translated');
    expect(de('Hello {who}', { who: 'Welt' })).toBe('Hello Welt');
  });

  it('does not take inherited object properties for messages', () => {
    expect(de('constructor')).toBe('constructor');
    expect(de('toString')).toBe('toString');
    expect(de('__proto__')).toBe('__proto__');
  });

  it('fills in placeholders', () => {
    expect(de('Quantity must be below {quantity}', { quantity: 5 })).toBe('Die Menge muss kleiner als 5 sein');
    expect(de('Only {maxQuantity} products of this type are available!', { maxQuantity: 3 })).toBe(
      'Von diesem Produkt sind nur 3 Stück verfügbar!',
    );
    expect(de('The minimum fence length is {minlength}m', { minlength: 10 })).toBe(
      'Die Mindestlänge des Zauns beträgt 10 m',
    );
    expect(en('Quantity must be below {quantity}', { quantity: 5 })).toBe('Quantity must be below 5');
  });

  it('leaves placeholders without a value as written', () => {
    expect(de('Quantity must be below {quantity}')).toBe('Die Menge muss kleiner als {quantity} sein');
    expect(de('Quantity must be below {quantity}', { other: 1 })).toBe('Die Menge muss kleiner als {quantity} sein');
  });

  it('gives the default locale for an unsupported locale value at run time', () => {
    const t = createTranslator('fr-FR' as Locale);
    expect(t('Add to cart')).toBe('In den Warenkorb');
  });
});

describe('interpolate', () => {
  it('replaces every occurrence and keeps replacement patterns literal', () => {
    expect(interpolate('{a} and {a}', { a: 'x' })).toBe('x and x');
    expect(interpolate('{a}', { a: '$& $1 $$' })).toBe('$& $1 $$');
    expect(interpolate('{n}', { n: 0 })).toBe('0');
    expect(interpolate('no placeholders', { a: 1 })).toBe('no placeholders');
  });

  it('lists placeholder names', () => {
    expect(placeholdersOf('up to {currency}{to}')).toEqual(['currency', 'to']);
    expect(placeholdersOf('{b} {a} {b}')).toEqual(['a', 'b']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});

describe('translatorFor', () => {
  it('translates over a single catalogue', () => {
    const t = translatorFor({ Hello: 'Hallo {name}' });
    expect(t('Hello', { name: 'Anna' })).toBe('Hallo Anna');
    expect(t('Bye')).toBe('Bye');
  });
});

describe('locales', () => {
  it('defaults to German and lists both languages with their own names', () => {
    expect(defaultLocale).toBe('de-DE');
    expect(locales.map((l) => [l.code, l.label])).toEqual([
      ['de-DE', 'Deutsch'],
      ['en-US', 'English'],
    ]);
    expect(Object.keys(catalogues).sort()).toEqual(['de-DE', 'en-US']);
  });

  it('knows the minimum name length per language', () => {
    expect(localeInfo('de-DE').minNameLength).toBe(3);
    expect(localeInfo('en-US').minNameLength).toBe(2);
    expect(localeInfo('xx').code).toBe('de-DE');
  });

  it('recognises supported locales', () => {
    expect(isLocale('de-DE')).toBe(true);
    expect(isLocale('en-US')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('language labels are catalogue keys', () => {
    const de = createTranslator('de-DE');
    for (const l of locales) expect(de(l.label)).toBe(l.label);
    expect(de('Language')).toBe('Sprache');
  });
});
