/**
 * The translator the storefront runs with. English texts are the catalogue keys themselves, so the
 * en-US translator needs no catalogue. The browser bundle starts with the German texts of the
 * page frame and the catalog pages; messages, checkout and account texts are added when a chunk
 * that shows them loads.
 */
import { layout } from './de-DE/layout.ts';
import { catalog } from './de-DE/catalog.ts';
import { interpolate, type Translate, type TranslateParams } from './interpolate.ts';
import type { Locale } from './locale.ts';

// Written only when code loads (constant data), never per request: safe to share in an isolate.
// Messages (notifications, errors) arrive with the chunks that can raise them (shared/i18n/areas/).
const germanTexts: Record<string, string> = { ...layout, ...catalog };

/** Adds an area of German texts (e.g. checkout) loaded with a page chunk. */
export function addGermanTexts(texts: Readonly<Record<string, string>>): void {
  Object.assign(germanTexts, texts);
}

const german: Translate = (key: string, params?: TranslateParams) =>
  interpolate(Object.hasOwn(germanTexts, key) ? germanTexts[key]! : key, params);

const english: Translate = (key: string, params?: TranslateParams) => interpolate(key, params);

export function runtimeTranslator(locale: Locale): Translate {
  return locale === 'en-US' ? english : german;
}
