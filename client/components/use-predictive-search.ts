import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import { searchCatalog, type SearchResults } from '../../shared/loaders/search.ts';

/** Typing pauses this long before a search starts. */
export const DEBOUNCE_MS = 250;
/** A search that takes longer is given up (client search timeout 5000 ms). */
export const SEARCH_TIMEOUT_MS = 5000;
/** Predictive results: a few products and categories; the results page has the rest. */
const PRODUCTS = 8;
const CATEGORIES = 5;
/** Terms remembered, so deleting back to an earlier term shows its results at once. */
const CACHE_SIZE = 30;

/** What the panel shows for the current text: results of `term`, or why there are none. */
export interface View {
  term: string;
  results: SearchResults | null;
  problem: 'timeout' | 'error' | null;
}

export const NONE: SearchResults = { products: [], total: 0, categories: [] };

/**
 * Predictive search for the search panel: a searchable term is searched after a short pause; each
 * new term aborts the search before it and only the newest may change the view (race-safe); a
 * search that takes too long gives up; back online, the term is searched again. Results of recent
 * terms are kept, so deleting back to an earlier term shows them at once. `onShow` runs whenever
 * the view changes.
 */
export function usePredictiveSearch(api: ApiClient, term: string, searchable: boolean, onShow: () => void) {
  const [view, setView] = useState<View>({ term: '', results: null, problem: null });
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** Number of the newest search; an answer to an older one is dropped. */
  const latest = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const cache = useRef(new Map<string, SearchResults>());

  const show = (shown: View) => {
    setView(shown);
    onShow();
  };

  // A new text makes every running search outdated; a searchable one is searched after a pause.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts only when the text changes
  useEffect(() => {
    const id = ++latest.current;
    inFlight.current?.abort();
    if (!searchable) {
      setLoading(false);
      show({ term, results: null, problem: null });
      return;
    }
    const cached = cache.current.get(term.toLowerCase());
    if (cached) {
      setLoading(false);
      show({ term, results: cached, problem: null });
      return;
    }
    setLoading(true);
    const timer = setTimeout(async () => {
      const controller = new AbortController();
      inFlight.current = controller;
      let timedOut = false;
      const timeout = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, SEARCH_TIMEOUT_MS);
      try {
        const found = await searchCatalog(api, term, {
          size: PRODUCTS,
          categories: CATEGORIES,
          signal: controller.signal,
        });
        if (id !== latest.current) return;
        if (!found.offline) {
          cache.current.set(term.toLowerCase(), found);
          if (cache.current.size > CACHE_SIZE) cache.current.delete(cache.current.keys().next().value!);
        }
        show({ term, results: found, problem: null });
      } catch {
        if (id !== latest.current) return; // aborted for a newer text: that search owns the panel
        show({ term, results: null, problem: timedOut ? 'timeout' : 'error' });
      } finally {
        clearTimeout(timeout);
        if (id === latest.current) setLoading(false);
      }
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, attempt]);

  // Back online, the text is searched again (results found offline came from the categories kept
  // offline only, so none are reused); closing the panel makes every search outdated.
  useEffect(() => {
    const onOnline = () => {
      cache.current.clear();
      setAttempt((n) => n + 1);
    };
    window.addEventListener('online', onOnline);
    return () => {
      latest.current++;
      inFlight.current?.abort();
      window.removeEventListener('online', onOnline);
    };
  }, []);

  return { view, loading, retry: () => setAttempt((n) => n + 1) };
}
