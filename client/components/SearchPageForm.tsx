import { useState } from 'react';
import { MAX_SEARCH_LENGTH, searchTerm } from '../../shared/loaders/search.ts';
import { storeHref } from '../../shared/stores.ts';
import { useApp, useT } from '../app-context.tsx';

/** The address of the results for `term`, page `page`. */
export const resultsHref = (term: string, page = 1) =>
  `/search?q=${encodeURIComponent(term)}${page > 1 ? `&page=${page}` : ''}`;

/**
 * The search field of the results page: opens the results of the term in place; without script
 * the form is an ordinary GET of the same address.
 */
export function SearchPageForm({ term }: { term: string }) {
  const t = useT();
  const { navigate, store } = useApp();
  const [value, setValue] = useState(term);
  return (
    <form
      role="search"
      className="search-page__form"
      action={storeHref(store, '/search')}
      onSubmit={(event) => {
        event.preventDefault();
        const next = searchTerm(value);
        if (next) navigate(resultsHref(next));
      }}
    >
      <label htmlFor="search-page-input" className="sr-only">
        {t('Search products')}
      </label>
      <input
        id="search-page-input"
        className="search-page__input"
        type="search"
        name="q"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('What are you looking for?')}
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="button">
        {t('Search')}
      </button>
    </form>
  );
}
