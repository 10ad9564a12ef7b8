import { describe, expect, it } from 'vitest';
import { catalogWords, compoundVocabulary } from './compound-words.ts';
import { MAX_TERMS, MIN_SCORE, normaliseSearchText, planTextSearch, searchTerms, textSearchSql } from './fulltext.ts';

describe('normaliseSearchText', () => {
  it('expands umlauts and ß the way the migration expands the indexed text', () => {
    expect(normaliseSearchText('Elektro-Türöffner')).toBe('elektro-tueroeffner');
    expect(normaliseSearchText('ÄÖÜ äöü')).toBe('aeoeue aeoeue');
    expect(normaliseSearchText('Straße STRAẞE')).toBe('strasse strasse');
  });

  it('treats decomposed umlauts like precomposed ones and strips other diacritics', () => {
    expect(normaliseSearchText('Tu\u0308r')).toBe('tuer');
    expect(normaliseSearchText('Café Crème')).toBe('cafe creme');
  });

  it('drops invisible format characters and turns control characters into spaces', () => {
    expect(normaliseSearchText('Doppel\u00ADstab')).toBe('doppelstab');
    expect(normaliseSearchText('zaun\u0000matte')).toBe('zaun matte');
  });
});

describe('searchTerms', () => {
  it('splits on white space, trims edge punctuation, keeps inner punctuation and dedupes', () => {
    expect(searchTerms('  Zaun, "Matte"  DSMZ-656 8/6/8 zaun ')).toEqual(['zaun', 'matte', 'dsmz-656', '8/6/8']);
  });

  it(`keeps at most ${MAX_TERMS} words`, () => {
    const words = Array.from({ length: 30 }, (_, i) => `wort${i}`);
    expect(searchTerms(words.join(' '))).toEqual(words.slice(0, MAX_TERMS));
  });

  it('finds no words in punctuation', () => {
    expect(searchTerms(`"*:()'~ -- ...`)).toEqual([]);
  });
});

describe('planTextSearch', () => {
  it('quotes every word as an FTS5 phrase, all of them required', () => {
    expect(planTextSearch('Doppelstab anthrazit')).toMatchObject({ match: '"doppelstab" AND "anthrazit"', short: [] });
  });

  it('lets a hyphenated word also match as its parts', () => {
    expect(planTextSearch('Doppelstab-Matte')?.match).toBe('("doppelstab-matte" OR ("doppelstab" AND "matte"))');
    // Parts under three characters cannot be looked up, so only the whole word is.
    expect(planTextSearch('8/6/8')?.match).toBe('"8/6/8"');
  });

  it('doubles double quotes and leaves FTS5 operators inert inside the phrase', () => {
    expect(planTextSearch('ab"c NEAR(x) name:zaun')?.match).toBe(
      '"ab""c" AND "near(x" AND ("name:zaun" OR ("name" AND "zaun"))',
    );
  });

  it('sends words under three characters to LIKE', () => {
    expect(planTextSearch('Türöffner 12 V')).toMatchObject({ match: '"tueroeffner"', short: ['12', 'v'] });
    expect(planTextSearch('12 v')).toMatchObject({ match: null, short: ['12', 'v'], ranked: [] });
  });

  it('lets a compound of catalog words match its parts, the last one also in its umlaut plural', () => {
    const vocabulary = compoundVocabulary(
      catalogWords(['doppelstabmatten zaun zaeune tore gartentore torpfosten pfosten']),
    );
    expect(planTextSearch('Doppelstabmattenzaun', vocabulary)?.match).toBe(
      '("doppelstabmattenzaun" OR ("doppelstabmatten" AND ("zaun" OR "zaeun")))',
    );
    expect(planTextSearch('Gartentor', vocabulary)?.match).toBe('("gartentor" OR ("garten" AND "tor"))');
    // A word alone gets its umlaut plural only where the catalog has it: "tor" has no "toer".
    expect(planTextSearch('zaun tor', vocabulary)?.match).toBe('("zaun" OR "zaeun") AND "tor"');
    // Ranked by the forms that end a catalog word: here only the plurals "gartentore" and "tore".
    expect(planTextSearch('Gartentor', vocabulary)?.ranked[0]).toEqual({
      term: 'gartentor',
      forms: ['gartentore'],
      headForms: ['tore'],
    });
    // Without a vocabulary (the SQL alone) nothing is split.
    expect(planTextSearch('Doppelstabmattenzaun')?.match).toBe('"doppelstabmattenzaun"');
  });

  it('has no plan for punctuation only', () => {
    expect(planTextSearch(`"*:()'~`)).toBeNull();
  });
});

describe('textSearchSql', () => {
  it('is no search at all for a blank text', () => {
    expect(textSearchSql('default', '')).toBeNull();
    expect(textSearchSql('default', '   ')).toBeNull();
  });

  it('selects nothing for punctuation only', () => {
    expect(textSearchSql('default', '"*:()~')?.sql).toMatch(/WHERE 0$/);
  });

  it('binds the MATCH expression and the store, and applies the minimum score', () => {
    const sql = textSearchSql('at', 'zaun')!;
    expect(sql.params).toEqual(['"zaun"', 'at', 'at', 'at']);
    expect(sql.sql).toContain('rowid BETWEEN'); // only the store's own range of the index
    expect(sql.sql).toContain(`relevance >= ${MIN_SCORE}`);
    expect(sql.sql).toContain('product_fulltext MATCH ?');
  });

  it('matches short words with LIKE literals, not bound parameters (D1 binds at most 100)', () => {
    const sql = textSearchSql('default', "x' %_")!;
    expect(sql.params).toEqual(['default']);
    expect(sql.sql).toContain("LIKE '%x%' ESCAPE");
    expect(sql.sql).not.toContain("x'");
  });
});
