import { describe, expect, it } from 'vitest';
import { runtimeTranslator } from '../../shared/i18n/runtime.ts';
import '../../shared/i18n/areas/service.ts';
import { dayRange, telHref, timeRange } from './branch-texts.ts';

describe('branch texts', () => {
  const de = runtimeTranslator('de-DE');
  const en = runtimeTranslator('en-US');

  it("names day ranges in the shopper's language", () => {
    expect(dayRange(de, { from: 'mo', to: 'fr' })).toBe('Mo–Fr');
    expect(dayRange(en, { from: 'mo', to: 'fr' })).toBe('Mon–Fri');
    expect(dayRange(de, { from: 'sa', to: 'sa' })).toBe('Sa');
  });

  it('writes times and phone links', () => {
    expect(timeRange({ opens: '07:30', closes: '18:00' })).toBe('07:30–18:00');
    expect(telHref('+49 30 3548 2210')).toBe('tel:+493035482210');
  });
});
