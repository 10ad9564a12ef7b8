import './search.css';
// The minimum-length hint is a message text.
import '../../shared/i18n/areas/messages.ts';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { isSearchable, MAX_SEARCH_LENGTH, searchTerm } from '../../shared/loaders/search.ts';
import { NONE, usePredictiveSearch } from './use-predictive-search.ts';
import { Link } from './Link.tsx';
import { SEARCH_TOGGLE_ID } from './SearchButton.tsx';
import { useSearchPanelDialog } from './SearchPanelDialog.ts';
import { LISTBOX_ID, optionId, optionPaths, SearchPanelResults } from './SearchPanelResults.tsx';
import { storeHref } from '../../shared/stores.ts';
import { useApp, useT } from '../app-context.tsx';
import { isPlainClick } from '../router/plain-click.ts';

const INPUT_ID = 'search-input';
const STATUS_ID = 'search-status';

/** Search path of a term: the full results page (/search?q=…). */
export const resultsPath = (term: string) => `/search?q=${encodeURIComponent(term)}`;

/**
 * The search panel: a modal dialog with a combobox. From three
 * characters it shows predictive results after a short pause: matching categories and products
 * (thumbnail, gross price). Arrow keys move through them (aria-activedescendant), Enter opens the
 * highlighted one or, with none highlighted, the full results page. Each new text aborts the
 * search before it, and only the newest search may change what is shown. Loaded on first open.
 */
export default function SearchPanel() {
  const t = useT();
  const { api, store, stores, navigate } = useApp();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const term = searchTerm(text);
  const searchable = isSearchable(term);
  // A new result set starts with nothing highlighted.
  const { view, loading, retry } = usePredictiveSearch(api, term, searchable, () => setActive(-1));
  const results = view.results ?? NONE;
  const options = optionPaths(results);

  const close = () => {
    stores.ui.searchpanel = false;
    document.getElementById(SEARCH_TOGGLE_ID)?.focus();
  };

  /** Leaving for a page: the panel closes and keyboard focus goes to the page. */
  const leave = () => {
    stores.ui.searchpanel = false;
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  const go = (to: string) => {
    leave();
    navigate(to);
  };
  /** A plain click on a result link: the link navigates, the panel makes way (not for a new tab). */
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isPlainClick(event)) leave();
  };

  useSearchPanelDialog(panel, input, close);

  // The highlighted option stays in view.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!count) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active];
      if (chosen) go(chosen);
      else if (searchable) go(resultsPath(term));
    }
  };

  const shownTerm = view.term;
  const { offline } = results;
  const current = shownTerm === term;
  let status = '';
  if (term && !searchable) status = t('Search term must have at least 3 characters.');
  else if (!searchable) status = t('Search by product name, SKU or category.');
  else if (loading && !view.results) status = t('Searching...');
  else if (view.problem === 'timeout') status = t('The search took too long. Please try again.');
  else if (view.problem === 'error') status = t('The search is not available at the moment. Please try again later.');
  else if (offline) status = t('You are offline. Search works again as soon as you are back online.');
  else if (view.results && !options.length) status = t('No results were found.');
  else if (view.results) status = t(results.total === 1 ? '1 product' : '{count} products', { count: results.total });

  const problem = !!view.problem || !!offline;

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the backdrop is a pointer shortcut; Escape closes the dialog for keyboard users */}
      <div className="search-backdrop" onClick={close} />
      <div ref={panel} className="search-panel" role="dialog" aria-modal="true" aria-labelledby="search-title">
        <h2 id="search-title" className="sr-only">
          {t('Search products')}
        </h2>
        <div className="search-panel__head">
          <form
            role="search"
            className="search-panel__form"
            action={storeHref(store, '/search')}
            onSubmit={(event) => {
              event.preventDefault();
              if (searchable) go(resultsPath(term));
            }}
          >
            <label htmlFor={INPUT_ID} className="sr-only">
              {t('Search products')}
            </label>
            <svg
              className="search-panel__icon"
              viewBox="0 0 24 24"
              width="22"
              height="22"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.3 15.3 20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <input
              ref={input}
              id={INPUT_ID}
              className="search-panel__input"
              type="search"
              name="q"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t('What are you looking for?')}
              maxLength={MAX_SEARCH_LENGTH}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={options.length > 0}
              aria-controls={LISTBOX_ID}
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              aria-describedby={STATUS_ID}
            />
            {text && (
              <button
                type="button"
                className="search-panel__clear"
                aria-label={t('Clear search')}
                onClick={() => {
                  setText('');
                  input.current?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </form>
          <button type="button" className="search-panel__close" aria-label={t('Close search')} onClick={close}>
            {t('Close')}
          </button>
        </div>

        <div className={`search-panel__body${loading ? ' search-panel__body--busy' : ''}`} aria-busy={loading}>
          <p
            id={STATUS_ID}
            role="status"
            className={`search-panel__status${problem ? ' search-panel__status--problem' : ''}`}
          >
            {status}
          </p>
          {view.problem === 'timeout' && (
            <button type="button" className="button search-panel__retry" onClick={retry}>
              {t('Try again')}
            </button>
          )}
          {searchable && view.results && !options.length && !problem && current && (
            <p className="search-panel__tip">{t('Check the spelling or try a more general term.')}</p>
          )}

          {options.length > 0 && (
            <SearchPanelResults
              results={results}
              shownTerm={shownTerm}
              active={active}
              setActive={setActive}
              onLinkClick={onLinkClick}
            />
          )}
        </div>
        {results.total > 0 && current && (
          <div className="search-panel__foot">
            <Link to={resultsPath(shownTerm)} className="search-panel__all" onClick={onLinkClick}>
              {results.total > results.products.length
                ? t('Show all {count} results', { count: results.total })
                : t('Show all results')}
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
