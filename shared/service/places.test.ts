import { describe, expect, it } from 'vitest';
import { findPlace, foldName } from './places.ts';

const branches = [{ name: 'Köln', lat: 50.97, lon: 6.9 }];
const areas = [
  { name: 'Region Rheinland', lat: 50.5, lon: 7.3 },
  { name: 'Frankfurt (Oder)', lat: 52.34, lon: 14.55 },
  { name: 'Köln', lat: 50.94, lon: 6.96 },
  { name: 'Frankfurt am Main', lat: 50.11, lon: 8.68 },
  { name: 'Hallein', lat: 47.68, lon: 13.1 },
  { name: 'München', lat: 48.14, lon: 11.58 },
];

describe('foldName', () => {
  it('makes spellings with and without umlauts equal', () => {
    expect(foldName('Köln')).toBe(foldName('KOELN'));
    expect(foldName('München')).toBe('munchen');
    expect(foldName('Gießen')).toBe('giessen');
    expect(foldName('  St. Pölten ')).toBe('st polten');
  });
});

describe('findPlace', () => {
  it('prefers an exact name, in list order', () => {
    expect(findPlace('koeln', branches, areas)).toBe(branches[0]);
    expect(findPlace('MÜNCHEN', branches, areas)?.lat).toBe(48.14);
  });

  it('falls back to a name that starts with the query word by word', () => {
    expect(findPlace('Frankfurt am', branches, areas)?.name).toBe('Frankfurt am Main');
    expect(findPlace('Halle', branches, areas)).toBeNull();
    expect(findPlace('Atlantis', branches, areas)).toBeNull();
    expect(findPlace('  ', branches, areas)).toBeNull();
  });
});
