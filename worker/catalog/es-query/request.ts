import type { AppliedFilter, ParsedSearchQuery } from '../../../shared/schemas/search.ts';
import { type AggregationPlan, availableFilters, planAggregations } from './aggs.ts';
import { translateClause } from './bool.ts';
import { emptyConjunction, isObject, platformField, unsupported } from './clauses.ts';

/**
 * An Elasticsearch request body (what Vue Storefront's query builder and bodybuilder send) as the
 * platform's search: the search-query it means, its page, sort and source fields, and the
 * aggregations to answer under their requested names.
 */
export interface TranslatedRequest {
  query: ParsedSearchQuery;
  aggregations: AggregationPlan[];
  from?: number;
  size?: number;
  /** `field:dir,…` as the `sort` parameter spells it; relevance (`_score`) is the platform's default. */
  sort?: string;
  includes: string[];
  excludes: string[];
}

/** Top-level keys of the subset; groupId and groupToken are Vue Storefront's own additions. */
const TOP_LEVEL = new Set([
  'query',
  'aggs',
  'aggregations',
  'sort',
  'from',
  'size',
  'min_score',
  '_source',
  'groupId',
  'groupToken',
]);

/** Whether a body is a storefront-query-builder SearchQuery rather than Elasticsearch DSL. */
export function isSearchQueryBody(body: unknown): boolean {
  return (
    isObject(body) &&
    Object.keys(body).some((k) => k.startsWith('_applied') || k.startsWith('_available') || k === '_searchText')
  );
}

function count(value: unknown, path: string): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw unsupported(path, 'must be a non-negative integer');
  return n;
}

/** `sort`: "field:desc", ["field", { field: "desc" }, { field: { order: "desc" } }]. */
function sortOf(raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  const entries = Array.isArray(raw) ? raw : [raw];
  const parts: string[] = [];
  entries.forEach((entry, i) => {
    const at = `sort[${i}]`;
    if (typeof entry === 'string') {
      parts.push(...entry.split(',').filter(Boolean));
      return;
    }
    if (!isObject(entry)) throw unsupported(at, 'must be a field name or an object');
    for (const [field, how] of Object.entries(entry)) {
      const order = typeof how === 'string' ? how : isObject(how) ? (how.order ?? 'asc') : undefined;
      if (order !== 'asc' && order !== 'desc') throw unsupported(`${at}.${field}`, 'must be asc or desc');
      parts.push(`${platformField(field)}:${order}`);
    }
  });
  const fields = parts.filter((p) => !p.startsWith('_score'));
  return fields.length ? fields.join(',') : undefined;
}

function sourceOf(raw: unknown): { includes: string[]; excludes: string[] } {
  const list = (v: unknown, at: string): string[] => {
    if (v === undefined) return [];
    const items = Array.isArray(v) ? v : [v];
    if (!items.every((x) => typeof x === 'string')) throw unsupported(at, 'must list field names');
    return items as string[];
  };
  if (raw === undefined || raw === true) return { includes: [], excludes: [] };
  if (raw === false) return { includes: [], excludes: ['*'] };
  if (!isObject(raw)) return { includes: list(raw, '_source'), excludes: [] };
  return {
    includes: list(raw.includes ?? raw.include, '_source.includes'),
    excludes: list(raw.excludes ?? raw.exclude, '_source.excludes'),
  };
}

export function translateRequest(body: unknown): TranslatedRequest {
  const request = body ?? {};
  if (!isObject(request)) throw unsupported('body', 'must be an object');
  for (const key of Object.keys(request)) if (!TOP_LEVEL.has(key)) throw unsupported(key);
  if (request.min_score !== undefined && typeof request.min_score !== 'number')
    throw unsupported('min_score', 'must be a number');
  // The platform's text search keeps its own minimum score (0.02, Vue Storefront's default min_score).
  const matched = request.query === undefined ? emptyConjunction() : translateClause(request.query, 'query', false);
  const filters: AppliedFilter[] = [...matched.filters];
  matched.anyOf.forEach((group, i) => {
    for (const filter of group) filters.push({ ...filter, options: { ...filter.options, orScope: `should${i}` } });
  });
  const aggregations = planAggregations(request.aggs ?? request.aggregations, request.aggs ? 'aggs' : 'aggregations');
  return {
    query: {
      _appliedFilters: filters,
      _availableFilters: availableFilters(aggregations),
      _appliedSort: [],
      _searchText: matched.text ?? '',
    },
    aggregations,
    from: count(request.from, 'from'),
    size: count(request.size, 'size'),
    sort: sortOf(request.sort),
    ...sourceOf(request._source),
  };
}
