import type { CatalogPort } from '../../shared/api/client.ts';

/** Most SKUs a page records: a listing page shows 50 products, a product page a few dozen more. */
const MOST_SHOWN = 400;

function record(shown: Set<string>, source: unknown): void {
  const sku = (source as { sku?: unknown } | null)?.sku;
  if (typeof sku === 'string' && shown.size < MOST_SHOWN) shown.add(sku);
}

/**
 * The catalog port of one page render, noting the SKU of every product document it hands out (the
 * product itself, the cards of a listing, teasers, related products), so the HTML cache knows
 * which pages a product's change must purge. A configurable's children are noted through their
 * parent: a child's stock change marks the parent changed too.
 */
export function recordingShownProducts(port: CatalogPort, shown: Set<string>): CatalogPort {
  return {
    async search<T>(...args: Parameters<CatalogPort['search']>) {
      const [entityType] = args;
      const answer = await port.search<T>(...args);
      if (entityType === 'product') for (const hit of answer.hits.hits) record(shown, hit._source);
      return answer;
    },
    async urlMap(url, body) {
      const hit = await port.urlMap(url, body);
      if (hit?._type === 'product') record(shown, hit._source);
      return hit;
    },
  };
}
