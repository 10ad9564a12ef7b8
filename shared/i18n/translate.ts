/**
 * Message lookup. Keys are the English source texts; `t(key)` returns the text of the chosen
 * locale, falls back to the key itself (so an unknown text still shows), and fills in `{name}`
 * placeholders from `params`.
 */
import { deDE } from './de-DE.ts';
import { enUS } from './en-US.ts';
import { interpolate, type Translate, type TranslateParams } from './interpolate.ts';
import { defaultLocale, isLocale, type Locale } from './locale.ts';

export { defaultLocale, isLocale, localeInfo, locales } from './locale.ts';
export type { Locale } from './locale.ts';
export { interpolate, placeholdersOf } from './interpolate.ts';
export type { Translate } from './interpolate.ts';

export type Catalogue = Readonly<Record<string, string>>;

export const catalogues: Readonly<Record<Locale, Catalogue>> = Object.freeze({
  'de-DE': deDE,
  'en-US': enUS,
});

/**
 * A translator over any catalogue. Lets a bundle that ships only one catalogue (e.g. the client
 * importing just de-DE.ts) translate without pulling in the other one.
 */
export function translatorFor(catalogue: Catalogue): Translate {
  return (key: string, params?: TranslateParams): string => {
    const text = Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
    return interpolate(text ?? key, params);
  };
}

/** The translator for a locale; an unsupported locale value gets the default locale's texts. */
export function createTranslator(locale: Locale): Translate {
  return translatorFor(catalogues[isLocale(locale) ? locale : defaultLocale]);
}
