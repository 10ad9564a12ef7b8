import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ftsMatchesSql, ftsSyntax, planTextSearch, type MatchExpr } from '../../worker/catalog/fulltext.ts';
import { searchVocabulary } from '../../worker/catalog/search-vocabulary.ts';
import { foldLikeFts5, foldsLikeFts5, loadTextCorpus, type TextCorpus } from '../../worker/catalog/text-corpus.ts';
import { relevanceInCorpus } from '../../worker/catalog/text-relevance.ts';

// The text corpus in the isolate must find what FTS5 finds and score it to the very same number:
// checked against D1's own FTS5 index over the demo shop, with searches fast-check makes up from
// the catalog's own words and from invented ones, planned as the shop plans them.

/** FTS5's matches of an expression in a store: product id → relevance (the shop's SQL). */
async function fromFts5(store: string, expr: MatchExpr): Promise<Map<number, number>> {
  const sql = ftsMatchesSql(store, { match: ftsSyntax(expr), expr, short: [], ranked: [] })!;
  const { results } = await env.DB.prepare(sql.sql)
    .bind(...sql.params)
    .all<{ id: number; raw: number }>();
  return new Map(results.map((r) => [r.id, r.raw]));
}

let corpus: TextCorpus;
let texts: string[];
beforeAll(async () => {
  corpus = (await loadTextCorpus(env.DB))!;
  const { results } = await env.DB.prepare('SELECT name, sku, category FROM product_search_docs ORDER BY docid').all<
    Record<string, string>
  >();
  texts = results.flatMap((r) => [r.name!, r.sku!, r.category!]).filter((t) => t.length > 0);
});

describe('the text corpus', () => {
  it('holds every store of the demo shop', () => {
    expect(corpus).not.toBeNull();
    expect([...corpus.storeNumbers.keys()]).toEqual(expect.arrayContaining(['at', 'default']));
  });

  it('folds every character it accepts exactly as FTS5 folds it', async () => {
    // Each character three times is one trigram; FTS5's vocabulary table shows it folded.
    await env.DB.exec(
      "CREATE VIRTUAL TABLE fold_check USING fts5(x, tokenize = 'trigram remove_diacritics 1'); CREATE VIRTUAL TABLE fold_check_terms USING fts5vocab(fold_check, 'instance');",
    );
    try {
      const accepted: number[] = [];
      for (let c = 1; c < 0x20000; c++)
        if ((c < 0xd800 || c > 0xdfff) && foldsLikeFts5(String.fromCodePoint(c))) accepted.push(c);
      expect(accepted.length).toBeGreaterThan(4000);
      for (let i = 0; i < accepted.length; i += 500) {
        const batch = accepted.slice(i, i + 500);
        await env.DB.batch(
          batch.map((c) =>
            env.DB.prepare('INSERT INTO fold_check (rowid, x) VALUES (?, ?)').bind(
              c,
              String.fromCodePoint(c).repeat(3),
            ),
          ),
        );
      }
      const { results } = await env.DB.prepare('SELECT doc, term FROM fold_check_terms').all<{
        doc: number;
        term: string;
      }>();
      const folded = new Map(results.map((r) => [r.doc, r.term]));
      const differing = accepted.filter((c) => foldLikeFts5(String.fromCodePoint(c).repeat(3)) !== folded.get(c));
      expect(differing.map((c) => c.toString(16))).toEqual([]);
    } finally {
      await env.DB.exec('DROP TABLE IF EXISTS fold_check_terms; DROP TABLE IF EXISTS fold_check;');
    }
  });

  it('does not accept characters FTS5 folds by its own table', () => {
    for (const text of ['cafe\u0301', 'µm', 'Ǡ', 'ΣΊΣΥΦΟΣ', 'Забор', 'x\ufe0f', 'a\u0000b'])
      expect(foldsLikeFts5(text), text).toBe(false);
    for (const text of ['Doppelstabmatte 8/6/8 – ⌀ 60 × 40 mm, 1½"', 'Ærø Straße Œuvre', 'ＺＡＵＮ 🏡'])
      expect(foldsLikeFts5(text), text).toBe(true);
  });
});

/** The catalog's words, as a shopper would type them (umlauts included). */
let words: string[];

/** A search text: one to three words of the catalog, joined into compounds, hyphenated, cut, in any case, or invented. */
const searchText = () => {
  const word = fc.nat().map((i) => words[i % words.length]!);
  const term = fc.oneof(
    word,
    fc.tuple(word, word).map(([a, b]) => a + b),
    fc.tuple(word, word).map(([a, b]) => `${a}-${b}`),
    fc
      .tuple(word, fc.nat(8), fc.integer({ min: 3, max: 8 }))
      .map(([w, at, n]) => w.slice(at % w.length, (at % w.length) + n)),
    fc.string({ unit: fc.constantFrom(...'aeinorstuz0568-/äöüÉéß×'), minLength: 3, maxLength: 7 }),
  );
  return fc
    .tuple(fc.array(term, { minLength: 1, maxLength: 3 }), fc.constantFrom('same', 'upper', 'title'))
    .map(([terms, casing]) => {
      const text = terms.join(' ');
      return casing === 'upper'
        ? text.toUpperCase()
        : casing === 'title'
          ? text.replace(/^./, (c) => c.toUpperCase())
          : text;
    });
};

describe('relevance in the isolate', () => {
  beforeAll(() => {
    words = [...new Set(texts.join(' ').split(/[^\p{L}\p{N}]+/u))].filter((w) => w.length >= 3);
  });

  it("finds the products FTS5 finds for a shopper's search, with the relevance FTS5 gives, to the last bit", async () => {
    await fc.assert(
      fc.asyncProperty(searchText(), fc.constantFrom('default', 'at'), async (text, store) => {
        const plan = planTextSearch(text, await searchVocabulary(env.DB, store));
        if (!plan?.expr || plan.short.length) return; // words under three letters: SQL matches them
        const mine = await relevanceInCorpus(env.DB, corpus, plan.expr, store);
        if (mine === null) return; // a character the corpus does not fold: FTS5 answers
        expect(mine, plan.match!).toEqual(await fromFts5(store, plan.expr));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees on the searches a shopper makes', async () => {
    const words: MatchExpr[] = [
      { phrase: 'zaun' },
      { any: [{ phrase: 'zaun' }, { phrase: 'zaeun' }] },
      { all: [{ phrase: 'tor' }, { phrase: 'anthrazit' }] },
      { any: [{ phrase: 'doppelstab-matte' }, { all: [{ phrase: 'doppelstab' }, { phrase: 'matte' }] }] },
      { phrase: 'DSMZ-656' },
      { phrase: 'aaa' },
    ];
    for (const expr of words) {
      const mine = await relevanceInCorpus(env.DB, corpus, expr, 'default');
      const theirs = await fromFts5('default', expr);
      expect(mine, ftsSyntax(expr)).toEqual(theirs);
    }
    expect((await fromFts5('default', { phrase: 'zaun' })).size).toBeGreaterThan(10);
  });
});

describe('a catalog with a character the corpus cannot fold', () => {
  const STORE = 'zz_corpus_test';
  afterAll(async () => {
    await env.DB.prepare('DELETE FROM products WHERE store = ?').bind(STORE).run();
  });

  it('is left to FTS5 altogether', async () => {
    await env.DB.prepare(
      `INSERT INTO products (store, id, sku, type_id, name, url_key, url_path, created_at, updated_at, doc) VALUES (?, 1, 'CORPUS-1', 'simple', ?, 'corpus-1', 'corpus-1', '2026-01-01', '2026-01-01', '{}')`,
    )
      .bind(STORE, 'Cafe\u0301 Zaun')
      .run();
    expect(await loadTextCorpus(env.DB)).toBeNull();
  });
});
