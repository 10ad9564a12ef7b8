// Product full-text search (`_searchText`) over the FTS5 index of migrations/0002_fulltext.sql.
//
// The index holds name, sku and category names with German umlauts and ß expanded (done in SQL by
// the migration's view) and a trigram tokenizer that folds case and strips other diacritics. The
// query text gets the same treatment here, so "Tür", "tuer" and "TÜR" all meet "Türöffner", and any
// 3-character fragment of a compound word or SKU matches ("doppelstab", "matte", "656").

import { inflections, occursInCatalog, splitCompound, umlautForm, type CompoundVocabulary } from './compound-words.ts';
import { likeLiteral, RANK, type RankedTerm, tierSql } from './search-rank.ts';

/** Relevance weights of the indexed columns, in product_fulltext's column order. */
export const SEARCH_BOOSTS = { name: 4, sku: 2, category: 1 } as const;
/** Hits whose text relevance is below this share of the best match's are dropped. */
export const MIN_SCORE = 0.02;
/** Later words are ignored: a shop search has a few words, and every word costs an index lookup. */
export const MAX_TERMS = 10;
/** The trigram tokenizer cannot look up anything shorter; such terms fall back to LIKE. */
const TRIGRAM = 3;

const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'ae', Ö: 'oe', Ü: 'ue', ß: 'ss', ẞ: 'ss' };

/** Lower case, umlauts and ß expanded, other diacritics removed: "Türöffner Café" → "tueroeffner cafe". */
export function normaliseSearchText(text: string): string {
  return text
    .replace(/\p{Cf}/gu, '') // invisible format characters (soft hyphen, zero-width joiner) are not letters
    .replace(/\p{Cc}/gu, ' ') // control characters (NUL, tab) separate words, they never reach FTS5
    .normalize('NFC') // a decomposed ü becomes one letter the map below knows
    .replace(/[äöüÄÖÜßẞ]/g, (c) => GERMAN[c] ?? c)
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const INNER_SEPARATORS = /[^\p{L}\p{N}]+/u;
const length = (s: string) => [...s].length;

/**
 * The words of a search text, normalised, deduplicated, at most MAX_TERMS. Punctuation at a word's
 * edges is dropped ("zaun," → "zaun"); inside it is kept, since SKUs and sizes need it ("dsmz-656", "8/6/8").
 */
export function searchTerms(text: string): string[] {
  const words = normaliseSearchText(text)
    .split(/\s+/)
    .map((w) => w.replace(EDGE_PUNCTUATION, ''))
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * A MATCH expression as a tree: a phrase (matched as a substring, in its folded form), all of
 * several, or any of several. FTS5 gets it as text (ftsSyntax); text-relevance.ts evaluates it
 * in the isolate. Phrases are numbered in the order they appear, as FTS5 numbers them.
 */
export type MatchExpr = { phrase: string } | { all: MatchExpr[] } | { any: MatchExpr[] };

const allOf = (parts: MatchExpr[]): MatchExpr => (parts.length > 1 ? { all: parts } : parts[0]!);
const anyOf = (alternatives: MatchExpr[]): MatchExpr =>
  alternatives.length > 1 ? { any: alternatives } : alternatives[0]!;
const phrases = (words: string[]) => words.map((phrase): MatchExpr => ({ phrase }));

/**
 * The expression in FTS5's syntax. Inside double quotes everything is literal except the quote
 * itself, which doubles; groups are bracketed except the top level's AND.
 */
export function ftsSyntax(expr: MatchExpr, top = true): string {
  if ('phrase' in expr) return `"${expr.phrase.replace(/"/g, '""')}"`;
  const [parts, operator] = 'all' in expr ? [expr.all, ' AND '] : [expr.any, ' OR '];
  const text = parts.map((part) => ftsSyntax(part, false)).join(operator);
  return top && 'all' in expr ? text : `(${text})`;
}

/** The phrases of an expression in FTS5's numbering (the order they appear in). */
export function phrasesOf(expr: MatchExpr): string[] {
  if ('phrase' in expr) return [expr.phrase];
  return ('all' in expr ? expr.all : expr.any).flatMap(phrasesOf);
}

export interface TextPlan {
  /** FTS5 MATCH expression (ftsSyntax of expr). null when all terms are too short. */
  match: string | null;
  /** The same expression as a tree; every term must match (all). */
  expr: MatchExpr | null;
  /** Terms under 3 characters, matched with LIKE against name, sku and category instead. */
  short: string[];
  /** The terms of the MATCH as search-rank.ts ranks them. */
  ranked: RankedTerm[];
}

/**
 * A word and, where the catalog has it, its umlaut plural ("zaun" also finds "Gabionenzäune").
 * Without a vocabulary (a test of the SQL alone) only the word.
 */
function withUmlaut(word: string, vocabulary: CompoundVocabulary | undefined): string[] {
  const umlaut = vocabulary && umlautForm(word);
  return umlaut && occursInCatalog(vocabulary, umlaut) ? [word, umlaut] : [word];
}

/**
 * One word's MATCH clause and its ranking. A word with inner punctuation also matches as its parts,
 * so "doppelstab-matte" finds "Doppelstabmatte" and "dsmz 656" / "dsmz-656" find the same products;
 * a compound of catalog words also matches the products that hold all its parts, the last one
 * also in its umlaut plural ("Doppelstabmattenzaun": "Doppelstabmatten" and "Zäune").
 */
function planTerm(term: string, vocabulary: CompoundVocabulary | undefined): { clause: MatchExpr; ranked: RankedTerm } {
  const pieces = term.split(INNER_SEPARATORS).filter(Boolean);
  const splittable = pieces.length > 1 && pieces.every((p) => length(p) >= TRIGRAM);
  const compound = !splittable && vocabulary ? splitCompound(term, vocabulary) : null;
  const alternatives = phrases(withUmlaut(term, vocabulary));
  if (splittable) alternatives.push({ all: phrases(pieces) });
  if (compound) {
    const head = compound.at(-1)!;
    alternatives.push({
      all: [...phrases(compound.slice(0, -1)), anyOf(phrases(withUmlaut(head, vocabulary)))],
    });
  }
  // Only forms that end some catalog word can make a product "one": the rest would cost a check a hit.
  const endingWords = (word: string) =>
    inflections(word).filter((form) => !vocabulary || occursInCatalog(vocabulary, `${form} `));
  const ranked = { term, forms: endingWords(term), headForms: compound ? endingWords(compound.at(-1)!) : [] };
  return { clause: anyOf(alternatives), ranked };
}

/**
 * How to look up a search text, or null when it has no searchable word (only punctuation): then
 * nothing matches. `vocabulary` (the store's, search-vocabulary.ts) lets compounds and plurals meet.
 */
export function planTextSearch(text: string, vocabulary?: CompoundVocabulary): TextPlan | null {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  const clauses: MatchExpr[] = [];
  const short: string[] = [];
  const ranked: RankedTerm[] = [];
  for (const term of terms) {
    if (length(term) < TRIGRAM) {
      short.push(term);
      continue;
    }
    const planned = planTerm(term, vocabulary);
    clauses.push(planned.clause);
    ranked.push(planned.ranked);
  }
  const expr = clauses.length ? allOf(clauses) : null;
  return { match: expr && ftsSyntax(expr), expr, short, ranked };
}

const likePattern = (term: string) => likeLiteral('%', term, '%');

export interface TextSearchSql {
  /** A SELECT of (id, score) for the store's listable products that match, best score 1, none below MIN_SCORE. */
  sql: string;
  params: unknown[];
}

/**
 * The store's range of FTS rowids (migration 0013: docid = store number × 2^32 + product id), so
 * FTS5 walks only that store's matches. Binds the store twice.
 */
const STORE_ROWIDS =
  'rowid BETWEEN (SELECT number * 4294967296 FROM search_store_numbers WHERE store = ?) AND (SELECT number * 4294967296 + 4294967295 FROM search_store_numbers WHERE store = ?)';

/** The statement that selects nothing: a text with no searchable word. */
const NOTHING = 'SELECT 0 AS id, 0.0 AS r, 0.0 AS raw WHERE 0';

/**
 * The text relevance of a match: one bm25 per column, boosted and summed (Elasticsearch's
 * most_fields). bm25's own column weights would multiply the hit counts inside its saturating term
 * frequency, where a boost of 4 barely outweighs a category naming the word three times.
 */
const BM25_RAW = `(${SEARCH_BOOSTS.name} * -bm25(product_fulltext, 1.0, 0.0, 0.0) + ${SEARCH_BOOSTS.sku} * -bm25(product_fulltext, 0.0, 1.0, 0.0) + ${SEARCH_BOOSTS.category} * -bm25(product_fulltext, 0.0, 0.0, 1.0))`;

/**
 * The store's listable products whose search document matches a text, with their rank r (higher
 * is better, search-rank.ts) and their text relevance raw (bm25 with the column boosts); null for
 * a blank text (no search at all).
 */
export function textMatchesSql(store: string, text: string, vocabulary?: CompoundVocabulary): TextSearchSql | null {
  if (!text.trim()) return null;
  const plan = planTextSearch(text, vocabulary);
  if (!plan) return { sql: NOTHING, params: [] };

  const { name, sku, category } = SEARCH_BOOSTS;
  const patterns = plan.short.map(likePattern);
  // Without a MATCH (only 1–2 character words) the boosts weigh which columns contain each word.
  const raw = plan.match
    ? BM25_RAW
    : patterns
        .map(
          (l) =>
            `(${name} * (d.name LIKE ${l} ESCAPE '\\') + ${sku} * (d.sku LIKE ${l} ESCAPE '\\') + ${category} * (d.category LIKE ${l} ESCAPE '\\'))`,
        )
        .join(' + ');
  const shortConditions = patterns.map(
    (l) => `AND (d.name LIKE ${l} ESCAPE '\\' OR d.sku LIKE ${l} ESCAPE '\\' OR d.category LIKE ${l} ESCAPE '\\')`,
  );
  // Listable products only (the index holds no others; the condition lets SQLite read the type
  // from the listing's covering index rather than the product's row).
  const product =
    'CROSS JOIN products p ON p.store = d.store AND p.id = d.product_id AND p.status < 2 AND p.visibility <> 1';
  // Each step is MATERIALIZED: flattened, every mention of raw in the rank would compute bm25
  // again. The MATCH runs once, first: left to itself SQLite may put the FTS scan inside a loop over
  // every product of the store and run it thousands of times.
  const tier = tierSql(plan.match ? plan.ranked : []);
  const hits = plan.match
    ? [
        `f AS MATERIALIZED (SELECT rowid AS docid, ${raw} AS raw FROM product_fulltext WHERE product_fulltext MATCH ? AND ${STORE_ROWIDS}),`,
        `k AS MATERIALIZED (SELECT d.product_id AS id, f.raw AS raw, ${tier} AS tier`,
        `FROM f CROSS JOIN product_search_docs d ON d.docid = f.docid ${product} WHERE d.store = ?`,
      ]
    : [
        `k AS MATERIALIZED (SELECT d.product_id AS id, ${raw} AS raw, ${tier} AS tier`,
        `FROM product_search_docs d ${product} WHERE d.store = ?`,
      ];
  const sql = ['WITH', ...hits, ...shortConditions, `) SELECT id, ${RANK} AS r, raw FROM k`].join(' ');
  return { sql, params: plan.match ? [plan.match, store, store, store] : [store] };
}

/**
 * The FTS5 lookup alone, for a caller that knows every product's type and search texts and ranks
 * the tiers itself (the isolate's listing index, search-rank.ts tierOf): each match's product id
 * (the low 32 bits of its docid, migration 0013) and its text relevance raw. Null where the plan
 * needs the documents in SQL: words under 3 characters, or no word at all.
 */
export function ftsMatchesSql(store: string, plan: TextPlan): TextSearchSql | null {
  if (!plan.match || plan.short.length) return null;
  return {
    sql: `SELECT rowid & 4294967295 AS id, ${BM25_RAW} AS raw FROM product_fulltext WHERE product_fulltext MATCH ? AND ${STORE_ROWIDS}`,
    params: [plan.match, store, store],
  };
}

/**
 * The matches of a search text as a sub-select to join on products.id, or null for a blank text.
 * Scores are the rank divided by the best match's, so they run 0..1 and do not change with other
 * filters (as Elasticsearch filters leave _score alone). A match whose text relevance is under
 * MIN_SCORE of the best one's is dropped. Only listable products (status < 2, visibility <> 1)
 * set the best values. scoreTextMatches does the same in the isolate.
 */
export function textSearchSql(store: string, text: string, vocabulary?: CompoundVocabulary): TextSearchSql | null {
  const matches = textMatchesSql(store, text, vocabulary);
  if (!matches) return null;
  if (matches.sql === NOTHING) return { sql: 'SELECT 0 AS id, 0.0 AS score WHERE 0', params: [] };
  // raw is an integer when only short words matched (LIKE hits times boosts): divide as reals.
  const scored = `SELECT id, CASE WHEN MAX(r) OVER () > 0 THEN CAST(r AS REAL) / MAX(r) OVER () ELSE 1.0 END AS score, CASE WHEN MAX(raw) OVER () > 0 THEN CAST(raw AS REAL) / MAX(raw) OVER () ELSE 1.0 END AS relevance FROM (${matches.sql})`;
  return { sql: `SELECT id, score FROM (${scored}) WHERE relevance >= ${MIN_SCORE}`, params: matches.params };
}

/** A listable match in the isolate: its rank and text relevance as textMatchesSql selects them. */
export interface TextMatch {
  r: number;
  raw: number;
}

/**
 * textSearchSql's scoring in the isolate: the listable matches (id → rank and relevance, as
 * textMatchesSql finds them) become scores, matches under MIN_SCORE of the best relevance dropped.
 */
export function scoreTextMatches(matches: Map<number, TextMatch>): Map<number, number> {
  let bestRank = -Infinity;
  let bestRaw = -Infinity;
  for (const { r, raw } of matches.values()) {
    if (r > bestRank) bestRank = r;
    if (raw > bestRaw) bestRaw = raw;
  }
  const scores = new Map<number, number>();
  for (const [id, { r, raw }] of matches) {
    if ((bestRaw > 0 ? raw / bestRaw : 1) >= MIN_SCORE) scores.set(id, bestRank > 0 ? r / bestRank : 1);
  }
  return scores;
}
