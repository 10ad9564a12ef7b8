import type { AggregationBucket } from '../../shared/schemas/search.ts';

export interface SearchAnswerParts {
  index: string;
  entityType: string;
  /** When the search began (ms), for `took`. */
  started: number;
  total: number;
  hits: { _id: string; _score: number; _source: Record<string, unknown> }[];
  aggregations?: Record<string, { buckets: AggregationBucket[] }>;
}

/**
 * A catalog search answer as vue-storefront-api sends it: the bare Elasticsearch body (`took`,
 * `hits.hits[]` with `_source`, `aggregations`), or with `response_format=compact` the documents
 * themselves as `hits` beside `total`. Both clients of Vue Storefront read `hits` at the top level.
 */
export function searchAnswer(parts: SearchAnswerParts, responseFormat: string | undefined): Record<string, unknown> {
  const { index, entityType, started, total, hits, aggregations } = parts;
  const aggs = aggregations ? { aggregations } : {};
  if (responseFormat === 'compact') return { hits: hits.map((h) => h._source), total, ...aggs };
  return {
    took: Date.now() - started,
    timed_out: false,
    hits: {
      total,
      max_score: hits.length ? Math.max(...hits.map((h) => h._score)) : null,
      hits: hits.map((h) => ({ _index: index, _type: entityType, ...h })),
    },
    ...aggs,
  };
}
