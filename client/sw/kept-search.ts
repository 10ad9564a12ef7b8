/**
 * Offline search over the categories the shopper kept: a product search (`_searchText`) the
 * network cannot answer is answered from the kept listing pages of the same catalog index. A
 * product matches when every word of the term is part of its name or SKU, umlauts and ß either
 * way and case ignored, as the shopper would type them without the shop's full-text search.
 */

type Source = { sku?: unknown; name?: unknown };

/** Lower case, umlauts and ß written out: "Zäune" and "zaeune" read the same. */
export function fold(text: string): string {
  return text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
}

/** Whether a product matches every word of the term. */
export function matchesTerm(product: Source, term: string): boolean {
  const words = fold(term).split(/\s+/).filter(Boolean);
  if (!words.length) return false;
  const text = fold(`${typeof product.name === 'string' ? product.name : ''} ${String(product.sku ?? '')}`);
  return words.every((word) => text.includes(word));
}

/** The matching products of the listings, each once (by SKU), in listing order. */
export function searchListed<T extends Source>(listed: readonly T[], term: string): T[] {
  const seen = new Set<string>();
  return listed.filter((product) => {
    const sku = String(product.sku ?? '');
    if (seen.has(sku) || !matchesTerm(product, term)) return false;
    seen.add(sku);
    return true;
  });
}

/** The search answer in the API's shape (a bare search body), paged as asked. */
export function searchAnswer(found: readonly Source[], from: number, size: number): string {
  const hits = found.slice(from, from + size).map((source) => ({ _score: 1, _source: source }));
  return JSON.stringify({ took: 0, timed_out: false, hits: { total: found.length, max_score: 1, hits } });
}
