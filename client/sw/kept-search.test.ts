import { describe, expect, it } from 'vitest';
import { matchesTerm, searchAnswer, searchListed } from './kept-search.ts';

const listed = [
  { sku: 'GT1-BASIC', name: 'Gartentor einflügelig Basic' },
  { sku: 'DSM-656', name: 'Doppelstabmatte 6/5/6' },
  { sku: 'GT1-BASIC', name: 'Gartentor einflügelig Basic' },
  { sku: 'ZP-60', name: 'Zaunpfosten für Doppelstabmatten' },
];

describe('offline search of kept products', () => {
  it('finds a product by every word of the term in its name or SKU, case and umlauts either way', () => {
    expect(matchesTerm(listed[0]!, 'gartentor basic')).toBe(true);
    expect(matchesTerm(listed[0]!, 'einfluegelig')).toBe(true);
    expect(matchesTerm(listed[0]!, 'EINFLÜGELIG')).toBe(true);
    expect(matchesTerm(listed[0]!, 'gt1-basic')).toBe(true);
    expect(matchesTerm(listed[0]!, 'gartentor premium')).toBe(false);
    expect(matchesTerm(listed[0]!, '   ')).toBe(false);
  });

  it('lists each product once, in listing order', () => {
    expect(searchListed(listed, 'doppelstab').map((p) => p.sku)).toEqual(['DSM-656', 'ZP-60']);
    expect(searchListed(listed, 'basic').map((p) => p.sku)).toEqual(['GT1-BASIC']);
  });

  it('answers in the API shape, paged as asked, with the whole count', () => {
    const answer = JSON.parse(searchAnswer(searchListed(listed, 'doppelstab'), 1, 8));
    expect(answer.hits.total).toBe(2);
    expect(answer.hits.hits.map((h: { _source: { sku: string } }) => h._source.sku)).toEqual(['ZP-60']);
  });
});
