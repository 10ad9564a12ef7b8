import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { type ParsedSearchQuery, searchQuerySchema } from '../../shared/schemas/search.ts';
import type { AggregationPlan } from '../catalog/es-query/aggs.ts';
import { isSearchQueryBody, translateRequest } from '../catalog/es-query/request.ts';
import { ApiError } from './api-error.ts';
import { jsonOf } from './validate.ts';

/** Page-size limits: 999 for filter queries, 4000 for categories, 50 by default. */
const MAX_SIZE: Record<string, number> = { category: 4000 };
const DEFAULT_SIZE = 50;
const MAX_FROM = 100_000;

export interface CatalogRequest {
  query: ParsedSearchQuery;
  page: { from: number; size: number; sort?: string };
  includes: string[];
  excludes: string[];
  /** Set for Elasticsearch bodies: the aggregations to answer, under their requested names. */
  aggregations?: AggregationPlan[];
}

function intParam(raw: string | number | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(String(raw))) throw new ApiError(400, `"${name}" must be a non-negative integer`);
  const value = Number(raw);
  if (value > max) throw new ApiError(400, `"${name}" must be at most ${max}`);
  return value;
}

const list = (raw: string | undefined) =>
  raw
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** The body of a search: POST's JSON, or GET's `request` parameter (how Vue Storefront sends it by default). */
async function bodyOf(c: Context<AppEnv>): Promise<unknown> {
  if (c.req.method === 'POST') {
    return jsonOf(c);
  }
  const raw = c.req.query('request');
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    throw new ApiError(400, 'The "request" parameter is not valid JSON');
  }
}

/** A search's page from its parameters, within the entity type's limits (400 beyond them). */
export function searchPage(
  entityType: string,
  from: string | number | undefined,
  size: string | number | undefined,
  sort: string | undefined,
): CatalogRequest['page'] {
  return {
    from: intParam(from, 'from', 0, MAX_FROM),
    size: intParam(size, 'size', DEFAULT_SIZE, MAX_SIZE[entityType] ?? 999),
    sort,
  };
}

/**
 * A catalog search as vue-storefront-api takes it: a SearchQuery (`request_format=search-query`, or
 * a body that is one) or Elasticsearch query DSL, with page and source fields from the URL, which
 * win over those of an Elasticsearch body.
 */
export async function readCatalogRequest(c: Context<AppEnv>, entityType: string): Promise<CatalogRequest> {
  const body = await bodyOf(c);
  const format = c.req.query('request_format');
  if (format && format !== 'search-query')
    throw new ApiError(400, `Unsupported request_format "${format}"; use search-query`);
  const urlIncludes = list(c.req.query('_source_include') ?? c.req.query('_source_includes'));
  const urlExcludes = list(c.req.query('_source_exclude') ?? c.req.query('_source_excludes'));
  const sortParam = c.req.query('sort') || undefined;

  if (format === 'search-query' || body === undefined || isSearchQueryBody(body)) {
    const checked = searchQuerySchema.safeParse(body ?? {});
    if (!checked.success)
      throw new ApiError(
        400,
        `Malformed search query: ${z.prettifyError(checked.error).split('\n').slice(0, 4).join(' ')}`,
      );
    return {
      query: checked.data,
      page: searchPage(entityType, c.req.query('from'), c.req.query('size'), sortParam),
      includes: urlIncludes,
      excludes: urlExcludes,
    };
  }

  const translated = translateRequest(body);
  const sort = [sortParam, translated.sort].filter(Boolean).join(',') || undefined;
  return {
    query: translated.query,
    page: searchPage(entityType, c.req.query('from') || translated.from, c.req.query('size') || translated.size, sort),
    includes: urlIncludes.length ? urlIncludes : translated.includes,
    excludes: [...urlExcludes, ...translated.excludes],
    aggregations: translated.aggregations,
  };
}
