import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatBytes,
  formatNumber,
  formatPercent,
  formatPrice,
  NBSP,
  parseDate,
  plainSpaces,
  priceRangeLabel,
  priceRanges,
} from './format.ts';
import { createTranslator } from './translate.ts';

describe('formatPrice', () => {
  it('prints amount then sign with the non-breaking space Intl uses', () => {
    expect(formatPrice(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatPrice(1234.5)).toBe(`1.234,50${NBSP}€`);
    expect(formatPrice(1234.5, 'de-DE')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(plainSpaces(formatPrice(1234.5))).toBe('1.234,50 €');
  });

  it('formats zero, negative and large amounts', () => {
    expect(formatPrice(0)).toBe('0,00\u00a0€');
    expect(formatPrice(-1234.5)).toBe('-1.234,50\u00a0€');
    expect(formatPrice(-5)).toBe('-5,00\u00a0€');
    expect(formatPrice(1234567.891)).toBe('1.234.567,89\u00a0€');
  });

  it('rounds to 2 fraction digits and never shows a negative zero', () => {
    expect(formatPrice(10.1)).toBe('10,10\u00a0€');
    expect(formatPrice(2.499)).toBe('2,50\u00a0€');
    expect(formatPrice(1.234)).toBe('1,23\u00a0€');
    expect(formatPrice(19.999)).toBe('20,00\u00a0€');
    expect(formatPrice(-0.001)).toBe('0,00\u00a0€');
    expect(formatPrice(-0)).toBe('0,00\u00a0€');
  });

  it('keeps amount then sign in English too', () => {
    expect(formatPrice(1234.5, 'en-US')).toBe('1,234.50\u00a0€');
    expect(formatPrice(-1234.5, 'en-US')).toBe('-1,234.50\u00a0€');
    expect(formatPrice(0, 'en-US')).toBe('0.00\u00a0€');
  });

  it('gives an empty text for amounts that are not numbers', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('gives the same text on repeated (cached) calls', () => {
    expect(formatPrice(5)).toBe(formatPrice(5));
    expect(formatPrice(5, 'en-US')).not.toBe(formatPrice(5, 'de-DE'));
  });
});

describe('formatNumber and formatPercent', () => {
  it('uses the locale notation', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatNumber(2.5, 'de-DE', { minimumFractionDigits: 2 })).toBe('2,50');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('formats a rate given in percent', () => {
    expect(formatPercent(19)).toBe('19\u00a0%');
    expect(formatPercent(7.5)).toBe('7,5\u00a0%');
    expect(formatPercent(20, 'en-US')).toBe('20%');
  });
});

describe('formatDate', () => {
  it('formats ISO dates in the shop time zone', () => {
    expect(formatDate('2025-03-01T10:00:00Z')).toBe('01.03.2025');
    expect(formatDate('2025-03-01T10:00:00Z', 'en-US')).toBe('03/01/2025');
    // 23:30 UTC is already the next day in Berlin
    expect(formatDate('2025-03-01T23:30:00Z')).toBe('02.03.2025');
  });

  it('reads platform timestamps without a zone as UTC', () => {
    expect(parseDate('2025-07-01 22:15:00')?.toISOString()).toBe('2025-07-01T22:15:00.000Z');
    expect(formatDateTime('2025-07-01 22:15:00')).toBe('02.07.2025, 00:15');
    expect(formatDateTime('2025-01-10T10:00:00Z', 'en-US')).toBe('01/10/2025, 11:00 AM');
  });

  it('accepts Date objects, epoch numbers and custom options', () => {
    const date = new Date(Date.UTC(2024, 11, 24, 12));
    expect(formatDate(date)).toBe('24.12.2024');
    expect(formatDate(date.getTime())).toBe('24.12.2024');
    expect(formatDate(date, 'de-DE', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('24. Dezember 2024');
  });

  it('returns unparsable input unchanged', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('price ranges', () => {
  it('lists 0-50, 50-100, 100-150, 150+', () => {
    expect(priceRanges).toEqual([{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }]);
  });

  it('labels first, middle and last ranges in English words', () => {
    expect(priceRanges.map((r) => priceRangeLabel(r))).toEqual(['up to €50', '€50 – €100', '€100 – €150', 'from €150']);
    expect(priceRangeLabel({ from: 0, to: 50 }, '$')).toBe('up to $50');
  });

  it('labels them the German way with the German translator: amount, then currency', () => {
    const t = createTranslator('de-DE');
    expect(priceRanges.map((r) => priceRangeLabel(r, '€', t))).toEqual([
      'bis 50 €',
      '50 – 100 €',
      '100 – 150 €',
      'ab 150 €',
    ]);
  });
});

describe('formatBytes', () => {
  it('shows megabytes with one decimal and smaller sizes in whole kilobytes', () => {
    expect(plainSpaces(formatBytes(3_456_789))).toBe('3,5 MB');
    expect(plainSpaces(formatBytes(3_456_789, 'en-US'))).toBe('3.5 MB');
    expect(plainSpaces(formatBytes(850_400))).toBe('850 kB');
    expect(plainSpaces(formatBytes(12))).toBe('1 kB');
    expect(plainSpaces(formatBytes(0))).toBe('0 kB');
    expect(formatBytes(Number.NaN)).toBe('');
  });
});
