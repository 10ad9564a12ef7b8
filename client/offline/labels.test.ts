import { describe, expect, it } from 'vitest';
import { offline } from '../../shared/i18n/de-DE/offline.ts';
import { interpolate, translatorFor } from '../../shared/i18n/translate.ts';
import { waitingLabel } from './labels.ts';

describe('waitingLabel', () => {
  const german = translatorFor(offline);
  const text = (count: number, t = german) => t(waitingLabel(count).key, waitingLabel(count).params);

  it('says one change in the singular, in German and English', () => {
    expect(text(1)).toBe('1 Änderung wartet');
    expect(text(1, interpolate)).toBe('1 change waiting');
  });

  it('says more changes in the plural', () => {
    expect(text(2)).toBe('2 Änderungen warten');
    expect(text(12, interpolate)).toBe('12 changes waiting');
  });
});
