// A text search's matches and their relevance computed in the isolate over the text corpus
// (text-corpus.ts), to the very number FTS5 gives: the expression of the plan (fulltext.ts) is
// evaluated phrase by phrase, and FTS5's bm25 is reproduced operation by operation:
//
//   idf(phrase) = ln((N − n + 0.5) / (n + 0.5)), at least 1e-6, where N is the documents of the
//                 whole index and n those that contain the phrase;
//   bm25        = Σ over phrases, in the order they appear, of
//                 idf × (f × (k1 + 1)) / (f + k1 × (1 − b + b × size / avgsize)),
//                 f the phrase's occurrences in the weighted columns, k1 = 1.2, b = 0.75;
//   relevance   = the SQL's sum of one bm25 per column with the column boosts (fulltext.ts).
//
// The logarithm is SQLite's own (the C library's, which may differ from Math.log in the last
// bit): asked from D1 once per argument and remembered.
//
// Equal to FTS5 for the plans planTextSearch makes (tests/integration/text-relevance.test.ts
// checks generated searches against D1's FTS5). Not for any expression: for an OR inside an AND
// inside an OR, which occurrences FTS5 counts depends on the order it walks its index.
import { SEARCH_BOOSTS, phrasesOf, type MatchExpr } from './fulltext.ts';
import { firstAtLeast, foldLikeFts5, foldsLikeFts5, occurrences, storeRows, type TextCorpus } from './text-corpus.ts';

const K1 = 1.2;
const B = 0.75;
const BOOSTS = [SEARCH_BOOSTS.name, SEARCH_BOOSTS.sku, SEARCH_BOOSTS.category];

/** ln(x) as D1 computes it, by argument; bounded, since every new phrase count adds one. */
const logarithms = new Map<number, number>();
const MAX_LOGARITHMS = 10_000;

/** SQLite's ln of each argument, asking D1 (one statement) only for those not yet known. */
export async function sqliteLn(db: D1Database, xs: number[]): Promise<number[]> {
  const unknown = [...new Set(xs.filter((x) => !logarithms.has(x)))];
  if (unknown.length) {
    const columns = unknown.map((_, i) => `ln(?${i + 1})`).join(', ');
    const [row] = await db
      .prepare(`SELECT ${columns}`)
      .bind(...unknown)
      .raw<number[]>();
    if (logarithms.size + unknown.length > MAX_LOGARITHMS) logarithms.clear();
    for (const [i, x] of unknown.entries()) logarithms.set(x, row![i]!);
  }
  return xs.map((x) => logarithms.get(x)!);
}

/**
 * Whether a document matches the expression, given which phrases it holds (`present`, by phrase
 * number), and which phrases' occurrences count (`counted`): FTS5 leaves every part of an AND
 * positioned on a document where the whole AND matches, so the phrases of an AND that does not
 * match this document count nothing here, even those that occur in it.
 */
function evaluate(expr: MatchExpr, present: boolean[], counted: boolean[], next: { phrase: number }): boolean {
  if ('phrase' in expr) {
    const i = next.phrase++;
    counted[i] = present[i]!;
    return counted[i];
  }
  const first = next.phrase;
  const all = 'all' in expr;
  let matched = all;
  // Every branch is walked, whatever the outcome, so that phrase numbers stay in step.
  for (const part of all ? expr.all : expr.any) {
    const result = evaluate(part, present, counted, next);
    matched = all ? matched && result : matched || result;
  }
  if (all && !matched) counted.fill(false, first, next.phrase);
  return matched;
}

/**
 * The products of one store whose documents match the expression, with their text relevance:
 * product id → relevance; null when a phrase has a character the corpus cannot fold as FTS5 does
 * (FTS5 answers then).
 */
export async function relevanceInCorpus(
  db: D1Database,
  corpus: TextCorpus,
  expr: MatchExpr,
  store: string,
): Promise<Map<number, number> | null> {
  const phrases = phrasesOf(expr);
  if (!phrases.every(foldsLikeFts5)) return null;
  const relevance = new Map<number, number>();
  const storeNumber = corpus.storeNumbers.get(store);
  if (storeNumber === undefined) return relevance;
  const hits = phrases.map((phrase) => occurrences(corpus, foldLikeFts5(phrase)));
  const n = corpus.documents;
  const idf = (
    await sqliteLn(
      db,
      hits.map(({ rows }) => (n - rows.length + 0.5) / (rows.length + 0.5)),
    )
  ).map((v) => (v <= 0.0 ? 1e-6 : v));
  // The store's documents that hold any phrase, in docid order: one cursor per phrase. Plain
  // index loops: this runs for every hit of a search.
  const { from, to } = storeRows(corpus, storeNumber);
  const k = hits.length;
  const rows = hits.map((h) => h.rows);
  const counts = hits.map((h) => h.counts);
  const cursors = rows.map((r) => firstAtLeast(r, from));
  const present = new Array<boolean>(k).fill(false);
  const counted = new Array<boolean>(k).fill(false);
  for (;;) {
    let row = to;
    for (let i = 0; i < k; i++)
      if (cursors[i]! < rows[i]!.length && rows[i]![cursors[i]!]! < row) row = rows[i]![cursors[i]!]!;
    if (row >= to) break;
    for (let i = 0; i < k; i++) present[i] = rows[i]![cursors[i]!] === row;
    if (evaluate(expr, present, counted, { phrase: 0 })) {
      const norm = K1 * (1 - B + (B * corpus.sizes[row]!) / corpus.averageSize);
      // One bm25 call per column with the weight 1 on it (FTS5 returns it negative), then the
      // SQL's boost × -bm25(…), summed left to right.
      let raw = 0;
      for (let column = 0; column < 3; column++) {
        let score = 0;
        for (let i = 0; i < k; i++) {
          const f = counted[i] ? counts[i]![cursors[i]! * 3 + column]! : 0;
          score += idf[i]! * ((f * (K1 + 1.0)) / (f + norm));
        }
        const one = BOOSTS[column]! * -(-1.0 * score);
        raw = column === 0 ? one : raw + one;
      }
      relevance.set(corpus.productIds[row]!, raw);
    }
    for (let i = 0; i < k; i++) if (present[i]) cursors[i]!++;
  }
  return relevance;
}
