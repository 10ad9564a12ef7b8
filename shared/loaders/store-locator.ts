import type { ApiClient } from '../api/client.ts';
import { isApiError } from '../api/errors.ts';
import { INVALID_LOCATOR_QUERY } from '../service/locator-query.ts';
import type { LocatorResult } from '../service/types.ts';
import type { TranslateParams } from '../i18n/interpolate.ts';
import type { Loader } from './types.ts';

/** The store locator's answer (GET /api/ext/store-locator?q=). */
export const PLACE_NOT_FOUND = 'No postcode or town found for "{query}".';

export async function locateBranches(api: ApiClient, q: string): Promise<LocatorResult> {
  return (await api.call<LocatorResult>('api/ext/store-locator', { query: { q: q.trim() || undefined } })).result;
}

export interface StoreLocatorData {
  result: LocatorResult;
  /** Why the search found no place (a catalogue key): the page then lists every branch. */
  problem: { key: string; params?: TranslateParams } | null;
}

/** /filialen?q= — branches nearest the searched postcode or town; every branch without a search. */
export const storeLocatorLoader: Loader<StoreLocatorData> = async (ctx) => {
  const q = (ctx.query.get('q') ?? '').slice(0, 100);
  const meta = { title: 'Our branches', canonical: '/filialen', ...(q ? { robots: 'noindex' } : {}) };
  try {
    return { meta, data: { result: await locateBranches(ctx.api, q), problem: null } };
  } catch (error) {
    if (!isApiError(error) || (error.status !== 400 && error.status !== 404)) throw error;
    const problem =
      error.status === 404 ? { key: PLACE_NOT_FOUND, params: { query: q.trim() } } : { key: INVALID_LOCATOR_QUERY };
    return { meta, data: { result: { ...(await locateBranches(ctx.api, '')), query: q.trim() }, problem } };
  }
};
