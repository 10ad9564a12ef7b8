/**
 * The storefront's UI languages (German by default, English (US) available).
 * Isomorphic: no DOM, no Workers types.
 */
export type Locale = 'de-DE' | 'en-US';

export interface LocaleInfo {
  code: Locale;
  /** Label shown in the language switch, in the language itself (a catalogue key as well). */
  label: string;
  /** Value for `<html lang>` and hreflang fallbacks. */
  lang: 'de' | 'en';
  /** Minimum number of letters of a name (3 in German, 2 in English). */
  minNameLength: number;
}

export const defaultLocale: Locale = 'de-DE';

export const locales: readonly LocaleInfo[] = Object.freeze([
  Object.freeze({ code: 'de-DE', label: 'Deutsch', lang: 'de', minNameLength: 3 } as const),
  Object.freeze({ code: 'en-US', label: 'English', lang: 'en', minNameLength: 2 } as const),
]);

export function isLocale(value: unknown): value is Locale {
  return value === 'de-DE' || value === 'en-US';
}

/** The locale's description; unknown values fall back to the default locale. */
export function localeInfo(locale: string): LocaleInfo {
  const found = locales.find((l) => l.code === locale) ?? locales.find((l) => l.code === defaultLocale);
  if (!found) throw new Error('i18n: default locale missing from the locale list');
  return found;
}
