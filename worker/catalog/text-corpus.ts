// The search documents of every store (name, sku and category names, as product_search_docs holds
// them) kept in the isolate, so that a text search finds its matches and their bm25 relevance by
// scanning memory (text-relevance.ts) instead of asking FTS5 in D1. Every store's documents are
// held because bm25 weighs a phrase by how many documents of the whole index contain it.
//
// The texts are folded as FTS5's trigram tokenizer (case folded, diacritics removed) folds them,
// one character for one, so a phrase occurs in a folded text exactly where FTS5 finds its trigrams
// in a row, and the number of trigrams of a text is its number of characters less two.

/** Beyond this many documents in all stores together FTS5 answers instead (about 0.3 kB each in memory). */
export const MAX_CORPUS_DOCUMENTS = 100_000;

/** The indexed columns, in product_fulltext's order. */
export const CORPUS_COLUMNS = ['name', 'sku', 'category'] as const;

/** Joins the texts of one column: no text or phrase the corpus takes holds it, so no match spans two documents. */
const SEPARATOR = '\u0000';

export interface TextCorpus {
  /** Per column: every document's folded text, in docid order, each followed by SEPARATOR. */
  texts: string[];
  /** Per column: where each document's text starts in `texts` (one more entry than documents). */
  starts: Uint32Array[];
  /** Store code → its number in the docids (search_store_numbers). */
  storeNumbers: Map<string, number>;
  /** The store number of each document (the high half of its docid). */
  storeOf: Uint32Array;
  /** The product id of each document (the low half of its docid). */
  productIds: Uint32Array;
  /** FTS5's size of each document: its trigrams in all columns. */
  sizes: Uint32Array;
  /** Documents in the whole index, and their mean size: bm25's N and avgdl. */
  documents: number;
  averageSize: number;
}

/**
 * The characters whose folding by FTS5 (trigram, remove_diacritics 1) foldLikeFts5 reproduces,
 * checked character by character against FTS5 (tests/integration/text-relevance.test.ts): Latin
 * letters and symbols, punctuation, currency, arrows and shapes, full-width forms and pictographs.
 * Not here: combining marks, which FTS5 drops or keeps by its own table, and the letters whose
 * diacritics or case it folds otherwise (µ, ſ, Ǡ, Greek, Cyrillic, …).
 */
const REPRODUCED =
  /^[\u0001-\u00b4\u00b6-\u017e\u0180-\u01df\u01e4-\u01ed\u01f0-\u01fb\u0200-\u02ff\u2002-\u20cf\u2100-\u218f\u2300-\u2328\u2400-\u27bf\uff00-\uffef\u{1f300}-\u{1faff}]*$/u;

/** Whether foldLikeFts5 folds every character of a text as FTS5 does. */
export const foldsLikeFts5 = (text: string): boolean => REPRODUCED.test(text);

const ASCII = /^[\u0000-\u007f]*$/;
const foldedCharacters = new Map<string, string>();
function foldCharacter(character: string): string {
  let folded = foldedCharacters.get(character);
  if (folded === undefined) {
    folded = character
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .normalize('NFC');
    foldedCharacters.set(character, folded);
  }
  return folded;
}

/**
 * FTS5's trigram folding of a text foldsLikeFts5 accepts: lower case, no diacritics, character by
 * character, one character for one.
 */
export function foldLikeFts5(text: string): string {
  return ASCII.test(text) ? text.toLowerCase() : Array.from(text, foldCharacter).join('');
}

/** Characters (code points) of a text: its UTF-16 length less one per surrogate pair. */
const characters = (text: string) => {
  if (ASCII.test(text)) return text.length;
  let n = 0;
  for (const _ of text) n++;
  return n;
};

/** Trigrams FTS5 indexes for a text: one per character but the last two. */
export const trigramCount = (text: string | null): number => (text === null ? 0 : Math.max(0, characters(text) - 2));

/** One row of product_search_docs as D1 returns it raw: docid, name, sku, category. */
type DocRow = [unknown, unknown, unknown, unknown];

/**
 * Builds the corpus from rows in docid order, or null when a row is not what the index holds or
 * has a character FTS5 may fold otherwise (then FTS5 answers every search).
 */
export function buildTextCorpus(rows: DocRow[], storeNumbers: Map<string, number>): TextCorpus | null {
  const parts: string[][] = CORPUS_COLUMNS.map(() => []);
  const starts = CORPUS_COLUMNS.map(() => new Uint32Array(rows.length + 1));
  const lengths = CORPUS_COLUMNS.map(() => 0);
  const storeOf = new Uint32Array(rows.length);
  const productIds = new Uint32Array(rows.length);
  const sizes = new Uint32Array(rows.length);
  let total = 0;
  for (const [row, [docid, ...columns]] of rows.entries()) {
    if (typeof docid !== 'number' || !Number.isSafeInteger(docid) || docid < 0) return null;
    storeOf[row] = Math.floor(docid / 2 ** 32);
    productIds[row] = docid % 2 ** 32;
    let size = 0;
    for (const [column, text] of columns.entries()) {
      if (text !== null && (typeof text !== 'string' || !foldsLikeFts5(text))) return null;
      size += trigramCount(text);
      const folded = `${text === null ? '' : foldLikeFts5(text)}${SEPARATOR}`;
      parts[column]!.push(folded);
      starts[column]![row] = lengths[column]!;
      lengths[column]! += folded.length;
    }
    sizes[row] = size;
    total += size;
  }
  for (const [column, length] of lengths.entries()) starts[column]![rows.length] = length;
  return {
    texts: parts.map((p) => p.join('')),
    starts,
    storeNumbers,
    storeOf,
    productIds,
    sizes,
    documents: rows.length,
    averageSize: total / rows.length,
  };
}

/** Reads every store's search documents from D1, or null when there are too many to hold. */
export async function loadTextCorpus(db: D1Database): Promise<TextCorpus | null> {
  const counted = await db.prepare('SELECT COUNT(*) AS n FROM product_search_docs').first<{ n: number }>();
  if (!counted || counted.n > MAX_CORPUS_DOCUMENTS) return null;
  const [rows, numbers] = await db.batch<unknown>([
    db.prepare('SELECT docid, name, sku, category FROM product_search_docs ORDER BY docid'),
    db.prepare('SELECT store, number FROM search_store_numbers'),
  ]);
  const stores = new Map<string, number>();
  for (const { store, number } of (numbers?.results ?? []) as { store: string; number: number }[])
    stores.set(store, number);
  const docs = ((rows?.results ?? []) as Record<string, unknown>[]).map(
    ({ docid, name, sku, category }): DocRow => [docid, name, sku, category],
  );
  return buildTextCorpus(docs, stores);
}

/** The first place from `from` on in ascending `sorted` whose value is `value` or more (its length if none). */
export function firstAtLeast(sorted: Uint32Array, value: number, from = 0): number {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where a phrase occurs: the documents that hold it, in docid order, and their occurrences. */
export interface PhraseHits {
  rows: Uint32Array;
  /** Per document in `rows`, three numbers: its occurrences in name, sku and category. */
  counts: Uint32Array;
}

/** One column's documents that hold the phrase (ascending) with their occurrences, overlapping ones included. */
function columnHits(text: string, starts: Uint32Array, phrase: string): { rows: number[]; counts: number[] } {
  const rows: number[] = [];
  const counts: number[] = [];
  let row = 0;
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    // The last document starting at or before `at`.
    if (starts[row + 1]! <= at) row = firstAtLeast(starts, at + 1, row + 1) - 1;
    if (rows[rows.length - 1] === row) counts[counts.length - 1]!++;
    else {
      rows.push(row);
      counts.push(1);
    }
  }
  return { rows, counts };
}

/**
 * Where a folded phrase occurs, counted as FTS5 counts a phrase's instances: each position its
 * trigrams start at, so overlapping occurrences count. A phrase under three characters has no
 * trigram and, as in FTS5, matches nothing.
 */
export function occurrences(corpus: TextCorpus, phrase: string): PhraseHits {
  const columns =
    characters(phrase) < 3 ? [] : corpus.texts.map((text, c) => columnHits(text, corpus.starts[c]!, phrase));
  const most = columns.reduce((n, column) => n + column.rows.length, 0);
  const rows = new Uint32Array(most);
  const counts = new Uint32Array(most * 3);
  const next = columns.map(() => 0);
  let n = 0;
  // The columns' ascending lists merged into one (index loops: this runs for every hit).
  for (;;) {
    let row = Infinity;
    for (let c = 0; c < columns.length; c++) {
      const at = next[c]!;
      if (at < columns[c]!.rows.length && columns[c]!.rows[at]! < row) row = columns[c]!.rows[at]!;
    }
    if (row === Infinity) break;
    rows[n] = row;
    for (let c = 0; c < columns.length; c++) {
      const at = next[c]!;
      if (columns[c]!.rows[at] === row) {
        counts[n * 3 + c] = columns[c]!.counts[at]!;
        next[c] = at + 1;
      }
    }
    n++;
  }
  return { rows: rows.subarray(0, n), counts: counts.subarray(0, n * 3) };
}

/** The store's documents: rows `from` up to `to` (docids of one store are consecutive). */
export function storeRows(corpus: TextCorpus, storeNumber: number): { from: number; to: number } {
  return { from: firstAtLeast(corpus.storeOf, storeNumber), to: firstAtLeast(corpus.storeOf, storeNumber + 1) };
}
