/**
 * Locale-aware formatting of prices, numbers, dates and price-range labels.
 * Prices are shown as amount, then sign: de-DE gives `1.234,50 €` exactly as
 * `Intl.NumberFormat('de-DE', {style:'currency', currency:'EUR'})` prints it, with a
 * non-breaking space (U+00A0) before the sign. Formatter instances are cached per locale and
 * options: they hold no shopper data, so sharing them across requests is safe.
 */
import { interpolate, type Translate } from './interpolate.ts';
import { defaultLocale, type Locale } from './locale.ts';

/** The space Intl puts between amount and currency sign in de-DE. */
export const NBSP = '\u00a0';

/** Turns the non-breaking spaces Intl emits (U+00A0, U+202F) into plain spaces (handy in tests). */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(cacheKey, format);
  }
  return format;
}

/**
 * A price, amount then sign, rounded to 2 fraction digits: `formatPrice(1234.5)` is
 * `'1.234,50\u00a0€'`; negative `'-1.234,50\u00a0€'`; a value that rounds to zero never shows a
 * minus. In locales that put the sign first (en-US) the sign is moved behind the amount
 * (`'1,234.50\u00a0€'`). Not-a-number and infinite amounts give ''.
 */
export function formatPrice(amount: number, locale: Locale = defaultLocale, currency = 'EUR'): string {
  if (!Number.isFinite(amount)) return '';
  // A listing formats the same few prices over and over, and formatToParts is slow.
  const key = `${locale}|${currency}|${amount}`;
  let text = formattedPrices.get(key);
  if (text === undefined) {
    if (formattedPrices.size >= FORMATTED_PRICES_MAX) formattedPrices.clear();
    text = formatPriceUncached(amount, locale, currency);
    formattedPrices.set(key, text);
  }
  return text;
}

const FORMATTED_PRICES_MAX = 2000;
const formattedPrices = new Map<string, string>();

function formatPriceUncached(amount: number, locale: Locale, currency: string): string {
  const format = numberFormat(locale, { style: 'currency', currency, signDisplay: 'negative' });
  const parts = format.formatToParts(amount);
  const signIndex = parts.findIndex((p) => p.type === 'currency');
  const lastNumeric = parts.findLastIndex((p) => p.type === 'integer' || p.type === 'fraction');
  if (signIndex === -1 || signIndex > lastNumeric) return format.format(amount);
  const sign = parts[signIndex]?.value ?? currency;
  const amountText = parts
    .filter((p, i) => i !== signIndex && p.type !== 'literal')
    .map((p) => p.value)
    .join('');
  return `${amountText}${NBSP}${sign}`;
}

/** A plain number in the locale's notation: `formatNumber(1234.5)` is `'1.234,5'`. */
export function formatNumber(
  value: number,
  locale: Locale = defaultLocale,
  options: Intl.NumberFormatOptions = {},
): string {
  if (!Number.isFinite(value)) return '';
  return numberFormat(locale, options).format(value);
}

/**
 * A storage size in decimal units, as browsers report it: `formatBytes(3_456_789)` is `'3,5 MB'`,
 * below a megabyte in kB (`'850 kB'`), never less than 1 kB for something stored.
 */
export function formatBytes(bytes: number, locale: Locale = defaultLocale): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes >= 1e6)
    return numberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1e6);
  const kilobytes = bytes > 0 ? Math.max(1, Math.round(bytes / 1e3)) : 0;
  return numberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(kilobytes);
}

/** A rate given in percent (tax rates): `formatPercent(19)` is `'19\u00a0%'`. */
export function formatPercent(percent: number, locale: Locale = defaultLocale): string {
  if (!Number.isFinite(percent)) return '';
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Dates are shown in the shop's time zone, so server and browser render the same text. */
export const shopTimeZone = 'Europe/Berlin';

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const cacheKey = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: shopTimeZone, ...options });
    dateFormats.set(cacheKey, format);
  }
  return format;
}

/**
 * Parses ISO strings, epoch milliseconds and Dates. The platform's `YYYY-MM-DD hh:mm:ss`
 * timestamps (no zone) are read as UTC.
 */
export function parseDate(value: string | number | Date): Date | undefined {
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    const sqlLike = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value);
    date = new Date(sqlLike ? `${value.replace(' ', 'T')}Z` : value);
  }
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const dateOnly: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const dateAndTime: Intl.DateTimeFormatOptions = { ...dateOnly, hour: '2-digit', minute: '2-digit' };

/**
 * A date: `formatDate('2025-03-01T10:00:00Z')` is `'01.03.2025'` (en-US `'03/01/2025'`).
 * A value that is not a date is returned as given (strings) or as ''.
 */
export function formatDate(
  value: string | number | Date,
  locale: Locale = defaultLocale,
  options: Intl.DateTimeFormatOptions = dateOnly,
): string {
  const date = parseDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  return dateFormat(locale, options).format(date);
}

/** A date with time of day: `'01.03.2025, 11:00'` for 10:00 UTC in winter. */
export function formatDateTime(value: string | number | Date, locale: Locale = defaultLocale): string {
  return formatDate(value, locale, dateAndTime);
}

/** A price filter range; the last range has no upper bound. */
export interface PriceRange {
  readonly from: number;
  readonly to?: number;
}

/** The price filter ranges of 0-50, 50-100, 100-150, 150+. */
export const priceRanges: readonly PriceRange[] = Object.freeze([
  Object.freeze({ from: 0, to: 50 }),
  Object.freeze({ from: 50, to: 100 }),
  Object.freeze({ from: 100, to: 150 }),
  Object.freeze({ from: 150 }),
]);

/**
 * The label of a price range in words a shopper reads: the first range (from 0) "up to €50", the
 * open last range "from €150", the others "€50 – €100" (an en dash for a range). The templates are
 * catalogue keys: with the German translator "bis 50 €", "ab 150 €" and "50 – 100 €".
 */
export function priceRangeLabel(range: PriceRange, currencySign = '€', translate: Translate = interpolate): string {
  const currency = currencySign;
  if (range.to === undefined) return translate('from {currency}{from}', { currency, from: range.from });
  if (range.from <= 0) return translate('up to {currency}{to}', { currency, to: range.to });
  return translate('{currency}{from} – {currency}{to}', { currency, from: range.from, to: range.to });
}
