import { describe, expect, it } from 'vitest';
import { buildTextCorpus, foldLikeFts5, foldsLikeFts5, occurrences, storeRows, trigramCount } from './text-corpus.ts';

const STORES = new Map([
  ['at', 1],
  ['default', 2],
]);
const docid = (store: number, id: number) => store * 2 ** 32 + id;

const corpus = buildTextCorpus(
  [
    [docid(1, 5), 'Gabionenzaun Anthrazit', 'GAB-1', 'Gabionen Zäune'],
    [docid(2, 5), 'Gabionenzaun Anthrazit', 'GAB-1', 'Gabionen Zäune'],
    [docid(2, 7), 'Doppelstabmatte 8/6/8', 'DSM-868', null],
    [docid(2, 9), 'Zaunzaun', 'ZZ-9', 'Zaun'],
  ],
  STORES,
)!;

describe('the text corpus', () => {
  it('folds case and diacritics one character for one, as FTS5 does', () => {
    expect(foldLikeFts5('Café ÉTÉ Øre')).toBe('cafe ete øre');
    expect(foldLikeFts5('DSMZ-656')).toBe('dsmz-656');
    expect([...foldLikeFts5('Ærø Straße')].length).toBe([...'Ærø Straße'].length);
  });

  it('counts the trigrams FTS5 indexes: characters less two, none for a short or missing text', () => {
    expect(trigramCount('zaun')).toBe(2);
    expect(trigramCount('ab')).toBe(0);
    expect(trigramCount(null)).toBe(0);
    expect(trigramCount('Zäune🏡')).toBe(4);
    expect(corpus.sizes[2]).toBe(trigramCount('Doppelstabmatte 8/6/8') + trigramCount('DSM-868'));
  });

  it('knows each document by store and product, each store in one run of rows', () => {
    expect([...corpus.productIds]).toEqual([5, 5, 7, 9]);
    expect(storeRows(corpus, 1)).toEqual({ from: 0, to: 1 });
    expect(storeRows(corpus, 2)).toEqual({ from: 1, to: 4 });
    expect(storeRows(corpus, 3)).toEqual({ from: 4, to: 4 });
  });

  it('finds every occurrence of a phrase per document and column, overlapping ones too', () => {
    const zaun = occurrences(corpus, 'zaun');
    expect([...zaun.rows]).toEqual([0, 1, 3]);
    // "Zaunzaun": twice in the name, once in the category.
    expect([...zaun.counts.subarray(6, 9)]).toEqual([2, 0, 1]);
    const overlapping = buildTextCorpus([[docid(2, 1), 'aaaa', 'x', 'y']], STORES)!;
    expect([...occurrences(overlapping, 'aaa').counts]).toEqual([2, 0, 0]);
  });

  it('never matches across two documents, and nothing for a phrase under three characters', () => {
    // "…8/6/8" ends one name, "Zaunzaun" begins the next.
    expect(occurrences(corpus, '8/6/8zaun').rows.length).toBe(0);
    expect(occurrences(corpus, 'za').rows.length).toBe(0);
  });

  it('refuses a catalog with a character whose folding it does not reproduce', () => {
    expect(foldsLikeFts5('Zaun ⌀ 60 × 40 mm – 1½"')).toBe(true);
    expect(buildTextCorpus([[docid(2, 1), 'Cafe\u0301', 'x', 'y']], STORES)).toBeNull();
    expect(buildTextCorpus([[docid(2, 1), 'Φράχτης', 'x', 'y']], STORES)).toBeNull();
  });
});
