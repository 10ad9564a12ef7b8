import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { planTextSearch } from './fulltext.ts';
import { sqliteLower, tierOf, tierSql } from './search-rank.ts';
import { searchVocabulary } from './search-vocabulary.ts';

// The isolate ranks a text search's tiers itself (listing-query.ts); a hit in another tier than
// SQL gives it would move up or down the list. Both are run here over every search document of
// the demo shop.

describe('tierOf', () => {
  it('gives every product of the demo shop the tier SQL gives it, for words, compounds and plurals', async () => {
    const vocabulary = await searchVocabulary(env.DB, 'default');
    const tiers = new Set<number>();
    for (const text of ['zaun', 'tor', 'doppelstab', 'Doppelstabmattenzaun', 'Gartentor', 'pfosten matte', 'montage']) {
      const plan = planTextSearch(text, vocabulary)!;
      const { results } = await env.DB.prepare(
        `SELECT p.type_id, d.name, d.category, ${tierSql(plan.ranked)} AS tier FROM product_search_docs d CROSS JOIN products p ON p.store = d.store AND p.id = d.product_id WHERE d.store = 'default'`,
      ).all<{ type_id: string; name: string | null; category: string | null; tier: number }>();
      expect(results.length).toBeGreaterThan(100);
      for (const { type_id, name, category, tier } of results) {
        const texts = {
          type_id,
          searchName: name === null ? null : sqliteLower(name),
          searchCategory: category === null ? null : sqliteLower(category),
        };
        expect(tierOf(plan.ranked, texts), JSON.stringify({ text, name, category })).toBe(tier);
        tiers.add(tier);
      }
    }
    // Services, mere mentions, names that start with the word and products that are what it names.
    expect([...tiers]).toEqual(expect.arrayContaining([0, 1, 2, 3]));
  });

  it('folds case as SQLite does (ASCII letters only) and ranks made-up documents tier by tier', async () => {
    const text = 'ÄÖÜ Straße ÉCLAT Zaun-TOR ǅ';
    const row = await env.DB.prepare('SELECT lower(?) AS folded').bind(text).first<{ folded: string }>();
    expect(sqliteLower(text)).toBe(row?.folded);
    const plan = planTextSearch('tor')!;
    expect(tierOf(plan.ranked, { type_id: 'simple', searchName: null, searchCategory: null })).toBe(1);
    expect(tierOf(plan.ranked, { type_id: 'simple', searchName: 'tor 100', searchCategory: null })).toBe(2);
    expect(tierOf(plan.ranked, { type_id: 'virtual', searchName: 'tor', searchCategory: 'tore' })).toBe(0);
    // The middle tier: the name or a category word starts with the word.
    expect(tierOf(plan.ranked, { type_id: 'simple', searchName: 'torpfosten 80', searchCategory: 'pfosten' })).toBe(2);
    expect(tierOf(plan.ranked, { type_id: 'simple', searchName: 'pfosten', searchCategory: 'zubehoer torbau' })).toBe(
      2,
    );
    expect(tierOf(plan.ranked, { type_id: 'simple', searchName: 'pfosten', searchCategory: 'zubehoer rotation' })).toBe(
      1,
    );
  });
});
