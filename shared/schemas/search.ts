import { z } from 'zod';

/**
 * The `request_format=search-query` body of vue-storefront-api (storefront-query-builder's
 * SearchQuery): applied filters, available filters (→ aggregations), sort and search text.
 */
export const filterOperators = ['eq', 'in', 'gt', 'gte', 'lt', 'lte', 'like', 'or', 'neq', 'nin', 'exists'] as const;
export type FilterOperator = (typeof filterOperators)[number];

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
// The operator object ({ eq: … }, { in: […] }) first: it is what nearly every filter sends, and a
// union tries its members in order, building an error for each one that does not match.
export const filterValueSchema = z.union([z.record(z.string(), z.unknown()), scalar, z.array(scalar)]);

export const appliedFilterSchema = z.object({
  attribute: z.string().min(1).max(100),
  value: filterValueSchema,
  scope: z.string().optional(),
  options: z.record(z.string(), z.unknown()).nullish(),
});

export const availableFilterSchema = z.object({
  field: z.string().min(1).max(100),
  scope: z.string().optional(),
  options: z.record(z.string(), z.unknown()).nullish(),
});

export const searchQuerySchema = z.object({
  _appliedFilters: z.array(appliedFilterSchema).max(100).default([]),
  _availableFilters: z.array(availableFilterSchema).max(100).default([]),
  _appliedSort: z
    .array(z.object({ field: z.string(), options: z.unknown().optional() }))
    .max(10)
    .default([]),
  _searchText: z.string().max(200).default(''),
});

export type AppliedFilter = z.infer<typeof appliedFilterSchema>;
export type AvailableFilter = z.infer<typeof availableFilterSchema>;
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type ParsedSearchQuery = z.output<typeof searchQuerySchema>;

export interface SearchHit<T> {
  _index: string;
  _type: string;
  _id: string;
  _score: number;
  _source: T;
}

export interface AggregationBucket {
  key: string | number;
  doc_count: number;
  from?: number;
  to?: number;
}

export interface SearchResponse<T> {
  took: number;
  timed_out: boolean;
  hits: { total: number; max_score: number | null; hits: SearchHit<T>[] };
  aggregations?: Record<string, { buckets: AggregationBucket[] }>;
}
