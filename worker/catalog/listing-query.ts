// Answers a product search from the isolate's listing index (listing-index.ts) with the semantics
// of findProducts' SQL: the same filters, type coercions, order, page, total and facet counts. A
// filter the index cannot answer exactly (another attribute, `like`, a value whose coercion SQLite
// decides differently) makes it give up before any work, and SQL answers instead.
import type { AppliedFilter, ParsedSearchQuery } from '../../shared/schemas/search.ts';
import { ftsMatchesSql, planTextSearch, scoreTextMatches, textMatchesSql, type TextMatch } from './fulltext.ts';
import type { CompoundVocabulary } from './compound-words.ts';
import { rankOf, tierOf } from './search-rank.ts';
import { categoryIdsOf, filtersTest } from './listing-filters.ts';
import type { IndexedProduct, ListingIndex } from './listing-index.ts';
import {
  FACET_ATTRIBUTES,
  PRICE_RANGES,
  facetAggregations,
  requestedFacets,
  requestedSorts,
  type FacetCount,
  type ProductMatches,
} from './product-search.ts';
import { searchVocabulary } from './search-vocabulary.ts';
import type { TextCorpus } from './text-corpus.ts';
import { relevanceInCorpus } from './text-relevance.ts';

/** requestedSorts' "p.column DIR" terms, then relevance (for a text search), then id: SQL's ORDER BY. */
function comparator(
  sorts: string[],
  scores: Map<number, number> | null,
): (a: IndexedProduct, b: IndexedProduct) => number {
  // Every sortable column is a number in the index (text columns as their rank).
  const keys = sorts.map((term) => {
    const [expr = '', dir] = term.split(' ');
    return { field: expr.slice(2) as 'price', sign: dir === 'DESC' ? -1 : 1 };
  });
  return (a, b) => {
    for (const { field, sign } of keys) {
      const order = a[field] - b[field];
      if (order !== 0) return sign * order;
    }
    if (scores) {
      const order = scores.get(b.id)! - scores.get(a.id)!;
      if (order !== 0) return order;
    }
    return a.id - b.id;
  };
}

/**
 * The products the category filter can match at most, so that a category page looks at its own
 * products instead of the whole catalog; null when the search has no such filter.
 */
function categorySubset(index: ListingIndex, filters: AppliedFilter[]): IndexedProduct[] | null {
  const ids = categoryIdsOf(filters);
  if (!ids) return null;
  const members = new Set<IndexedProduct>();
  for (const id of ids) for (const product of index.byCategory.get(id) ?? []) members.add(product);
  return [...members];
}

/**
 * Reads the rows of a statement selecting an id and numeric columns, packed into one text: D1
 * turns every result row into an object, which for thousands of matches costs more than the
 * search. Calls `take` with each row (the same array every time: nothing is allocated per row).
 */
async function packedRows(
  db: D1Database,
  search: { sql: string; params: unknown[] },
  columns: string[],
  take: (row: number[]) => void,
): Promise<void> {
  const packed = await db
    // MATERIALIZED: flattened into the aggregate, bm25 would leave the context FTS5 allows it in.
    .prepare(
      `WITH t AS MATERIALIZED (${search.sql}) SELECT group_concat(${['id', ...columns].join(" || ' ' || ")}, ',') AS matches FROM t`,
    )
    .bind(...search.params)
    .first<{ matches: string | null }>();
  // "id a b,id a b,…"
  const text = packed?.matches ?? '';
  const row = new Array<number>(columns.length + 1);
  for (let start = 0; start < text.length; ) {
    for (let i = 0; i < row.length; i++) {
      const found = text.indexOf(i < columns.length ? ' ' : ',', start);
      const end = found < 0 ? text.length : found;
      row[i] = Number(text.slice(start, end));
      start = end + 1;
    }
    take(row);
  }
}

/**
 * A number as text that parses back to the very same double ("%!.17g"), so scores computed from
 * it equal findProducts' to the last bit.
 */
const exactly = (column: string) => `printf('%!.17g', ${column})`;

/**
 * The listable matches of a text with their scores. The text corpus in the isolate (until it has
 * loaded, D1's FTS5 index) finds the documents and their text relevance; the index knows which
 * products are listable, their type and their search texts, so it ranks the tiers itself (tierOf)
 * and scoreTextMatches normalises. A text with words under 3 characters is matched and ranked in
 * D1 altogether (textMatchesSql).
 */
async function textScores(
  db: D1Database,
  index: ListingIndex,
  text: string,
  vocabulary: CompoundVocabulary | undefined,
  corpus: TextCorpus | null | undefined,
): Promise<Map<number, number>> {
  const matches = new Map<number, TextMatch>();
  const plan = planTextSearch(text, vocabulary);
  const fts = plan && ftsMatchesSql(index.store, plan);
  if (plan && fts) {
    const take = (id: number, raw: number) => {
      const product = index.products.get(id);
      if (product) matches.set(id, { r: rankOf(tierOf(plan.ranked, product), raw), raw });
    };
    const fromCorpus = corpus && plan.expr && (await relevanceInCorpus(db, corpus, plan.expr, index.store));
    if (fromCorpus) for (const [id, raw] of fromCorpus) take(id, raw);
    else await packedRows(db, fts, [exactly('raw')], ([id = 0, raw = 0]) => take(id, raw));
  } else {
    const search = textMatchesSql(index.store, text, vocabulary);
    if (search)
      await packedRows(db, search, [exactly('r'), exactly('raw')], ([id = 0, r = 0, raw = 0]) => {
        if (index.products.has(id)) matches.set(id, { r, raw });
      });
  }
  return scoreTextMatches(matches);
}

/**
 * findProducts answered from the index, or null when a filter needs SQL. A text search takes its
 * matches and relevance from the text corpus when it has loaded (else from D1's FTS5 index);
 * filters, order and facets are worked out here.
 */
export async function findProductsInIndex(
  db: D1Database,
  index: ListingIndex,
  query: ParsedSearchQuery,
  page: { from: number; size: number; sort?: string },
  corpus?: TextCorpus | null,
): Promise<ProductMatches | null> {
  const passes = filtersTest(query._appliedFilters, index);
  if (!passes) return null;
  const sorts = requestedSorts(query, page.sort);
  const { termCodes, wantsPrice } = requestedFacets(query);

  const text = query._searchText;
  const scores = text.trim()
    ? await textScores(db, index, text, await searchVocabulary(db, index.store), corpus)
    : null;
  const candidates = scores
    ? [...scores.keys()].map((id) => index.products.get(id)!)
    : (categorySubset(index, query._appliedFilters) ?? index.list);
  const matching = candidates.filter(passes);

  // Facet counts in arrays by range index and value number; only values that occur become buckets, as in SQL's GROUP BY.
  const priceCounts = PRICE_RANGES.map(() => 0);
  const terms = [...new Set(termCodes)].map((code) => {
    const column = index.facets[FACET_ATTRIBUTES.indexOf(code)]!;
    return { code, column, counts: new Uint32Array(column.values.length) };
  });
  for (const product of matching) {
    if (wantsPrice) priceCounts[product.priceRange]!++;
    for (const {
      column: { offsets, numbers },
      counts,
    } of terms) {
      for (let k = offsets[product.row]!; k < offsets[product.row + 1]!; k++) counts[numbers[k]!]!++;
    }
  }
  const facetCounts: FacetCount[] = [
    ...priceCounts.flatMap((n, i) => (n ? [{ code: '#price', key: String(i), n }] : [])),
    ...terms.flatMap(({ code, column, counts }) =>
      column.values.flatMap((key, i) => (counts[i] ? [{ code, key, n: counts[i]! }] : [])),
    ),
  ];

  const pageOf = matching.sort(comparator(sorts, scores)).slice(page.from, page.from + page.size);
  return {
    total: matching.length,
    hits: pageOf.map((product) => ({ id: product.id, score: scores ? scores.get(product.id)! : 1 })),
    aggregations: facetAggregations(facetCounts, termCodes, wantsPrice),
  };
}
