// The compound vocabulary of a store's searchable products, read once per catalog version and kept
// in the isolate. Both ways of answering a search (SQL and the listing index) plan their text match
// with it, so they find the same products.
import type { StoreCode } from '../../shared/stores.ts';
import { catalogVersion } from '../cache/catalog-version.ts';
import { catalogWords, compoundVocabulary, type CompoundVocabulary } from './compound-words.ts';
import { normaliseSearchText } from './fulltext.ts';

/** Per store: the vocabulary of one catalog version (a new version replaces it). */
const held = new Map<StoreCode, { version: number; vocabulary: Promise<CompoundVocabulary> }>();

/**
 * The distinct names and category texts of the store's search documents (already normalised by the
 * index's view but not case folded), one per line in one row: D1 would turn thousands of rows into thousands of objects.
 * Category texts repeat across products and names often do, so DISTINCT keeps the text small.
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

/** The store's compound vocabulary for its current catalog version. */
export async function searchVocabulary(db: D1Database, store: StoreCode): Promise<CompoundVocabulary> {
  const version = await catalogVersion(db, store);
  const known = held.get(store);
  if (known?.version === version) return known.vocabulary;
  const vocabulary = loadVocabulary(db, store);
  held.set(store, { version, vocabulary });
  // A failed read is not remembered: the next search tries again.
  vocabulary.catch(() => held.get(store)?.vocabulary === vocabulary && held.delete(store));
  return vocabulary;
}

/** Forget the vocabularies, as a fresh isolate would (tests). */
export function forgetSearchVocabulary(): void {
  held.clear();
}
