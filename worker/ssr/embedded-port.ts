import type { CatalogPort, EntityType, SearchParams, UrlMapResult } from '../../shared/api/client.ts';
import { ApiError as ClientError } from '../../shared/api/errors.ts';
import { searchQuerySchema, type SearchResponse } from '../../shared/schemas/search.ts';
import type { StoreView } from '../../shared/stores.ts';
import { ApiError } from '../api/api-error.ts';
import { searchAnswer } from '../api/catalog-answer.ts';
import { searchPage } from '../api/catalog-request.ts';
import { searchCatalog } from '../catalog/catalog-search.ts';
import { mapUrl } from '../catalog/url-map.ts';
import type { Env } from '../env.ts';

/**
 * A platform refusal as the API client reports it, so a loader that handles a 400 or 404 of the
 * HTTP API handles the direct call's the same way.
 */
async function asClientErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw new ClientError(error.message, error.status, error.status, error.message);
    throw error;
  }
}

/**
 * The catalog port of server rendering on the embedded platform: the same services the storefront
 * API answers with, called directly, so a page's data costs no request, no JSON text and no parse
 * on the way. Answers have the API's shape (search body, url hit); their documents may be shared
 * and frozen, as the platform's isolate caches hand them out.
 */
export function embeddedCatalogPort(
  env: Env,
  store: StoreView,
  waitUntil: ((promise: Promise<unknown>) => void) | undefined,
): CatalogPort {
  return {
    search<T>(entityType: EntityType, query: unknown, params: SearchParams = {}) {
      return asClientErrors(async () => {
        const started = Date.now();
        const parsed = searchQuerySchema.safeParse(query ?? {});
        if (!parsed.success) throw new ApiError(400, 'Malformed search query');
        const found = await searchCatalog(
          env,
          store,
          entityType,
          {
            query: parsed.data,
            page: searchPage(entityType, params.from, params.size, params.sort),
            includes: params.includes ?? [],
            excludes: params.excludes ?? [],
          },
          { bypass: false, ...(waitUntil ? { waitUntil } : {}) },
        );
        return searchAnswer(
          { index: store.index, entityType, started, ...found },
          undefined,
        ) as unknown as SearchResponse<T>;
      });
    },
    urlMap(url: string, body: Record<string, unknown> = {}) {
      return asClientErrors(async () => {
        const filters = body.filters as { sku?: string } | undefined;
        const { hit } = await mapUrl(env, store, { url, childSku: filters?.sku ?? null });
        return hit as unknown as UrlMapResult | null;
      });
    },
  };
}
