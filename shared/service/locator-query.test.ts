import { describe, expect, it } from 'vitest';
import { INVALID_LOCATOR_QUERY, parseLocatorQuery } from './locator-query.ts';

describe('parseLocatorQuery', () => {
  it('reads German and Austrian postcodes, with or without country letters', () => {
    expect(parseLocatorQuery(' 80331 ')).toEqual({ kind: 'postcode', country: 'DE', postcode: '80331' });
    expect(parseLocatorQuery('D-01067')).toEqual({ kind: 'postcode', country: 'DE', postcode: '01067' });
    expect(parseLocatorQuery('1010')).toEqual({ kind: 'postcode', country: 'AT', postcode: '1010' });
    expect(parseLocatorQuery('A 8010')).toEqual({ kind: 'postcode', country: 'AT', postcode: '8010' });
    expect(parseLocatorQuery('at-6020')).toEqual({ kind: 'postcode', country: 'AT', postcode: '6020' });
  });

  it('takes words as a town name', () => {
    expect(parseLocatorQuery('  Frankfurt   am Main ')).toEqual({ kind: 'city', name: 'Frankfurt am Main' });
    expect(parseLocatorQuery('Köln')).toEqual({ kind: 'city', name: 'Köln' });
  });

  it('is empty for blank input and refuses other numbers', () => {
    expect(parseLocatorQuery('')).toEqual({ kind: 'empty' });
    expect(parseLocatorQuery(undefined)).toEqual({ kind: 'empty' });
    for (const bad of ['123', '123456', 'A-80331', 'D-1010', 'Berlin 10115', 'x', 'a'.repeat(81)]) {
      expect(parseLocatorQuery(bad)).toEqual({ kind: 'invalid', message: INVALID_LOCATOR_QUERY });
    }
  });
});
