import type { StoreView } from '../stores.ts';
import type { Banner, Category, CmsPage, Product } from '../schemas/catalog.ts';
import type { SearchQuery, SearchResponse } from '../schemas/search.ts';
import { callApi, callBare, type CallOptions, type Transport } from './transport.ts';

export type EntityType =
  | 'product'
  | 'category'
  | 'attribute'
  | 'cms_page'
  | 'cms_block'
  | 'cms_hierarchy'
  | 'banner'
  | 'taxrule'
  | 'matrixrates'
  | 'config'
  | 'review';

export interface SearchParams {
  from?: number;
  size?: number;
  sort?: string;
  includes?: string[];
  excludes?: string[];
  /** Aborts the request (a newer search replaced it, or it took too long). */
  signal?: AbortSignal;
}

export type UrlMapResult =
  | { _type: 'product'; _source: Product; childSku?: string }
  | { _type: 'category'; _source: Category }
  | { _type: 'cms_page'; _source: CmsPage };

/**
 * The catalog reads that page data comes through: a search (the bare Elasticsearch body, as
 * vue-storefront-api answers it) and a url mapping (the bare hit, or null). Over HTTP by default;
 * the server hands the embedded platform's own services in, so SSR skips the JSON round trip.
 */
export interface CatalogPort {
  search<T>(entityType: EntityType, query: SearchQuery, params?: SearchParams): Promise<SearchResponse<T>>;
  urlMap(url: string, body?: Record<string, unknown>): Promise<UrlMapResult | null>;
}

/** The catalog port over a transport: the storefront API's search and url-map endpoints. */
export function httpCatalogPort(transport: Transport, base: string, store: StoreView): CatalogPort {
  return {
    search<T>(entityType: EntityType, query: SearchQuery, params: SearchParams = {}) {
      return callBare<SearchResponse<T>>(transport, base, `api/catalog/${store.index}/${entityType}/_search`, {
        method: 'POST',
        query: {
          request_format: 'search-query',
          from: params.from,
          size: params.size,
          sort: params.sort,
          _source_include: params.includes?.join(','),
          _source_exclude: params.excludes?.join(','),
        },
        body: query,
        signal: params.signal,
      });
    },
    urlMap(url: string, body: Record<string, unknown> = {}) {
      return callBare<UrlMapResult | null>(transport, base, 'api/url/map', {
        method: 'POST',
        body: { url, storeCode: store.code, ...body },
      });
    },
  };
}

/**
 * The one typed client for the storefront API. The transport decides where calls go:
 * in-process during SSR, fetch in the browser; `catalog` replaces the catalog reads (the server's
 * direct calls into the embedded platform). Per-store values (index name, store id) are bound here.
 */
export function createApiClient(options: {
  transport: Transport;
  base: string;
  store: StoreView;
  catalog?: CatalogPort;
}) {
  const { transport, base, store } = options;
  const call = <T>(path: string, opts?: CallOptions) => callApi<T>(transport, base, path, opts);
  const catalog = options.catalog ?? httpCatalogPort(transport, base, store);
  const search = <T>(entityType: EntityType, query: SearchQuery, params: SearchParams = {}) =>
    catalog.search<T>(entityType, query, params);

  return {
    // Transport and base stay readable: groups of calls that live in their own chunks (the blog's
    // GraphQL queries, shared/api/graphql.ts) send through the same transport.
    ...options,
    search,
    /** One call of this client's transport; typed groups of calls build on it (the cart's: shared/api/cart.ts). */
    call,
    async products(query: SearchQuery, params: SearchParams = {}) {
      const result = await search<Product>('product', query, params);
      return {
        items: result.hits.hits.map((h) => h._source),
        total: result.hits.total,
        aggregations: result.aggregations ?? {},
      };
    },
    async categories(query: SearchQuery = {}, params: SearchParams = {}) {
      const result = await search<Category>('category', query, { size: 4000, sort: 'position:asc', ...params });
      return result.hits.hits.map((h) => h._source);
    },
    async banners(sliderId?: number) {
      const filters = sliderId === undefined ? [] : [{ attribute: 'slider_id', value: { eq: sliderId } }];
      const result = await search<Banner>(
        'banner',
        { _appliedFilters: filters },
        { size: 150, sort: 'order_banner:asc' },
      );
      return result.hits.hits.map((h) => h._source);
    },
    /** The bare search hit of what a path names, or null when nothing has this path. */
    urlMap(url: string, body: Record<string, unknown> = {}) {
      return catalog.urlMap(url, body);
    },
    /** A query to the blog's GraphQL endpoint (the embedded one unless BLOG_GRAPHQL_URL names another). */
    async cmsPage(identifier: string) {
      const envelope = await call<CmsPage>(
        `api/ext/cms-data/cmsPageIdentifier/${encodeURIComponent(identifier)}/storeId/${store.storeId}`,
      );
      return envelope.result;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
