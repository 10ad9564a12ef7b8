// Vue Storefront 1.12's two catalog search adapters, rebuilt for the tests: "api" turns a
// SearchQuery into an Elasticsearch body with storefront-query-builder and bodybuilder and sends it
// as GET ?request=, reading the bare Elasticsearch answer; "api-search-query" sends the SearchQuery
// itself (request_format=search-query) and reads the compact answer. Both read `hits` at the top
// level and fail on anything else, as the client does.
import bodybuilder from 'bodybuilder';
import { elasticsearch, type SearchQuery } from 'storefront-query-builder';
import { vsfConfig } from './config.ts';

export interface SearchRequest {
  type: string;
  query: SearchQuery;
  index?: string;
  size?: number;
  from?: number;
  sort?: string;
  includeFields?: string[] | null;
  excludeFields?: string[] | null;
}

export interface SearchResult {
  items: Record<string, any>[];
  total: number;
  aggregations?: Record<string, { buckets: { key: string | number; doc_count: number }[] }>;
}

export type Adapter = (origin: string, request: SearchRequest) => Promise<SearchResult>;

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params).sort(([a], [b]) => a.localeCompare(b)))
    if (value !== undefined) search.set(key, String(value));
  return search.toString();
}

async function fetchJson(url: string): Promise<any> {
  const res = await fetch(url, { headers: { accept: 'application/json', 'content-type': 'application/json' } });
  const json = await res.json();
  if (json === null || !Object.hasOwn(json, 'hits'))
    throw new Error(`no hits in ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const path = (origin: string, r: SearchRequest) =>
  `${origin}/api/catalog/${encodeURIComponent(r.index ?? vsfConfig.elasticsearch.index)}/${encodeURIComponent(r.type)}/_search`;

const fieldParams = (r: SearchRequest) => ({
  _source_include: r.includeFields ? r.includeFields.join(',') : undefined,
  _source_exclude: r.excludeFields ? r.excludeFields.join(',') : undefined,
});

/** The default adapter: Elasticsearch DSL over GET. */
export const apiAdapter: Adapter = async (origin, r) => {
  const body: Record<string, unknown> = await elasticsearch.buildQueryBodyFromSearchQuery({
    config: vsfConfig as never,
    queryChain: bodybuilder(),
    searchQuery: r.query,
  });
  if (r.query.getSearchText() !== '') body.min_score = vsfConfig.elasticsearch.min_score;
  const params = { size: r.size, from: r.from, sort: r.sort, ...fieldParams(r), request: JSON.stringify(body) };
  const json = await fetchJson(`${path(origin, r)}?${queryString(params)}`);
  return { items: json.hits.hits.map((h: any) => h._source), total: json.hits.total, aggregations: json.aggregations };
};

/** The api-search-query adapter: the SearchQuery itself, answered compact. */
export const searchQueryAdapter: Adapter = async (origin, r) => {
  const query = r.query;
  if (r.sort) {
    const [field = '', options] = r.sort.split(':');
    query.applySort({ field, options });
  }
  const params = {
    size: r.size,
    from: r.from,
    request_format: 'search-query',
    response_format: 'compact',
    ...fieldParams(r),
    request: JSON.stringify(query),
  };
  const json = await fetchJson(`${path(origin, r)}?${queryString(params)}`);
  return { items: json.hits, total: json.total, aggregations: json.aggregations };
};
