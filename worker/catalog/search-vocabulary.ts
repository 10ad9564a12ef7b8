// The compound vocabulary of a store's searchable products, read once per catalog version and kept
// in the isolate. Both ways of answering a search (SQL and the listing index) plan their text match
// with it, so they find the same products.
import type { StoreCode } from '../../shared/stores.ts';
import { catalogVersion } from '../cache/catalog-version.ts';
import { catalogWords, compoundVocabulary, type CompoundVocabulary } from './compound-words.ts';
import { normaliseSearchText } from './fulltext.ts';

/** Per store: the vocabulary of one catalog version (a new version replaces it). */
const held = new Map<StoreCode, { version: number; vocabulary: Promise<CompoundVocabulary | undefined> }>();

/**
 * The distinct names and category texts of the store's search documents (umlauts already expanded
 * by the index's view, case not folded), one per line in one row: D1 would turn thousands of rows
 * into thousands of objects. Category texts repeat across products and names often do, so DISTINCT
 * keeps the text small.
 */
async function loadVocabulary(db: D1Database, store: StoreCode): Promise<CompoundVocabulary> {
  const row = await db
    .prepare(
      `SELECT group_concat(t, char(10)) AS texts FROM (
        SELECT DISTINCT name AS t FROM product_search_docs WHERE store = ?1
        UNION SELECT DISTINCT category FROM product_search_docs WHERE store = ?1)`,
    )
    .bind(store)
    .first<{ texts: string | null }>();
  return compoundVocabulary(catalogWords([normaliseSearchText(row?.texts ?? '')]));
}

/**
 * The store's compound vocabulary for its current catalog version, or undefined when it cannot be
 * read (a catalog whose texts outgrow one D1 row): the search then goes on without splitting
 * compounds rather than failing. A failed read is not remembered: the next search tries again.
 */
export async function searchVocabulary(db: D1Database, store: StoreCode): Promise<CompoundVocabulary | undefined> {
  const version = await catalogVersion(db, store);
  const known = held.get(store);
  if (known?.version === version) return known.vocabulary;
  const vocabulary: Promise<CompoundVocabulary | undefined> = loadVocabulary(db, store).catch((error: unknown) => {
    if (held.get(store)?.vocabulary === vocabulary) held.delete(store);
    console.warn('search vocabulary not loaded', String(error));
    return undefined;
  });
  held.set(store, { version, vocabulary });
  return vocabulary;
}

/** Forget the vocabularies, as a fresh isolate would (tests). */
export function forgetSearchVocabulary(): void {
  held.clear();
}
