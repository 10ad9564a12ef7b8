import { describe, expect, it } from 'vitest';
import {
  catalogWords,
  compoundVocabulary,
  inflections,
  occursInCatalog,
  splitCompound,
  umlautForm,
} from './compound-words.ts';

// Words as the demo catalog has them (normalised: lower case, umlauts expanded).
const vocabulary = compoundVocabulary(
  catalogWords([
    'doppelstabmatte 6/5/6 anthrazit 1230 mm',
    'doppelstabmatten 6/5/6 doppelstabmattenzaeune',
    'doppelstab-zierzaun bogen',
    'zaun-komplettset doppelstab',
    'gartentor einfluegelig basic',
    'tore einfluegelig tore',
    'einsteckschloss fuer gartentore',
    'torpfosten 80x80 mm pfosten',
    'alu-pfosten fuer wpc-zaun',
    'eckpfosten zaunpfosten',
  ]),
);

describe('catalogWords', () => {
  it('keeps the letter runs of three letters and more: digits and punctuation separate words', () => {
    expect([...catalogWords(['Doppelstab-Zierzaun 6/5/6 mm, für'])]).toEqual(['Doppelstab', 'Zierzaun', 'für']);
  });
});

describe('splitCompound', () => {
  it('splits a compound into the fewest catalog parts, the longest head first', () => {
    expect(splitCompound('doppelstabmattenzaun', vocabulary)).toEqual(['doppelstabmatten', 'zaun']);
    expect(splitCompound('zaunpfosten', vocabulary)).toEqual(['zaun', 'pfosten']);
  });

  it('knows the parts left between catalog words ("gartentore" less "tore" is "garten")', () => {
    expect(vocabulary.parts.has('garten')).toBe(true);
    expect(vocabulary.parts.has('tor')).toBe(true); // "torpfosten" less "pfosten"
    expect(splitCompound('gartentor', vocabulary)).toEqual(['garten', 'tor']);
  });

  it('leaves words alone that are not made of known parts', () => {
    expect(splitCompound('doppelstab', vocabulary)).toBeNull();
    expect(splitCompound('gabionenzaun', vocabulary)).toBeNull();
    expect(splitCompound('dsmz-656', vocabulary)).toBeNull();
    expect(splitCompound('zaun', vocabulary)).toBeNull();
  });
});

describe('umlautForm and inflections', () => {
  it('puts the plural umlaut on the last vowel, where German can', () => {
    expect(umlautForm('zaun')).toBe('zaeun');
    expect(umlautForm('stab')).toBe('staeb');
    expect(umlautForm('tor')).toBe('toer');
    expect(umlautForm('pfosten')).toBeNull();
    expect(umlautForm('zaeun')).toBeNull();
    expect(umlautForm('tuer')).toBeNull();
  });

  it('lists the plural forms that name the same kind of thing', () => {
    expect(inflections('tor')).toEqual(expect.arrayContaining(['tor', 'tore']));
    expect(inflections('matte')).toEqual(expect.arrayContaining(['matte', 'matten']));
    expect(inflections('zaun')).toEqual(expect.arrayContaining(['zaun', 'zaeune']));
  });

  it('tells whether a variant occurs anywhere in the catalog', () => {
    expect(occursInCatalog(vocabulary, 'zaeun')).toBe(true);
    expect(occursInCatalog(vocabulary, 'toer')).toBe(false);
  });
});
