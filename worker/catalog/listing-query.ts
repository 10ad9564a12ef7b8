// Answers a product search from the isolate's listing index (listing-index.ts) with the semantics
// of findProducts' SQL: the same filters, type coercions, order, page, total and facet counts. A
// filter the index cannot answer exactly (another attribute, `like`, a value whose coercion SQLite
// decides differently) makes it give up before any work, and SQL answers instead.
import type { AppliedFilter, ParsedSearchQuery } from '../../shared/schemas/search.ts';
import { scoreTextMatches, textMatchesSql, type TextMatch } from './fulltext.ts';
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
 * The listable matches of a text with their scores: D1's FTS5 index finds the documents, their rank
 * and their text relevance, the index knows which products are listable and scoreTextMatches
 * normalises. The rows come packed into one text: D1 turns every result row into an object, which
 * for thousands of matches costs more than the search. "%!.17g" writes each number so that it
 * parses back to the very same double, so scores equal findProducts' to the last bit.
 */
async function textScores(
  db: D1Database,
  index: ListingIndex,
  search: { sql: string; params: unknown[] },
): Promise<Map<number, number>> {
  const packed = await db
    // MATERIALIZED: flattened into the aggregate, bm25 would leave the context FTS5 allows it in.
    .prepare(
      `WITH t AS MATERIALIZED (${search.sql}) SELECT group_concat(id || ' ' || printf('%!.17g', r) || ' ' || printf('%!.17g', raw), ',') AS matches FROM t`,
    )
    .bind(...search.params)
    .first<{ matches: string | null }>();
  // "id r raw,id r raw,…" read without intermediate arrays: a popular word matches thousands of products.
  const text = packed?.matches ?? '';
  const matches = new Map<number, TextMatch>();
  for (let start = 0; start < text.length; ) {
    const first = text.indexOf(' ', start);
    const second = first < 0 ? -1 : text.indexOf(' ', first + 1);
    if (second < 0) break;
    const comma = text.indexOf(',', second);
    const end = comma < 0 ? text.length : comma;
    const id = Number(text.slice(start, first));
    if (index.products.has(id))
      matches.set(id, { r: Number(text.slice(first + 1, second)), raw: Number(text.slice(second + 1, end)) });
    start = end + 1;
  }
  return scoreTextMatches(matches);
}

/**
 * findProducts answered from the index, or null when a filter needs SQL. A text search still asks
 * D1 for its FTS5 matches and scores; filters, order and facets are worked out here.
 */
export async function findProductsInIndex(
  db: D1Database,
  index: ListingIndex,
  query: ParsedSearchQuery,
  page: { from: number; size: number; sort?: string },
): Promise<ProductMatches | null> {
  const passes = filtersTest(query._appliedFilters, index);
  if (!passes) return null;
  const sorts = requestedSorts(query, page.sort);
  const { termCodes, wantsPrice } = requestedFacets(query);

  const vocabulary = query._searchText.trim() ? await searchVocabulary(db, index.store) : undefined;
  const text = textMatchesSql(index.store, query._searchText, vocabulary);
  const scores = text ? await textScores(db, index, text) : null;
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
