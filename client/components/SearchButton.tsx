import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useApp, useT } from '../app-context.tsx';
import { lazyLoaded } from './lazy-loaded.tsx';
import './search-button.css';

/** The panel's code loads on first open; pointing at or focusing the button fetches it ahead. */
const { Component: SearchPanel, load: loadPanel } = lazyLoaded(() => import('./SearchPanel.tsx'));

/** The header button that opens the search panel (focus returns to it when the panel closes). */
export const SEARCH_TOGGLE_ID = 'search-toggle';

/** Header search button and, while open, the search panel (UI state `searchpanel`). */
export function SearchButton() {
  const t = useT();
  const { stores } = useApp();
  const { searchpanel } = useSnapshot(stores.ui);
  return (
    <>
      <button
        type="button"
        id={SEARCH_TOGGLE_ID}
        className="header__icon search-toggle"
        aria-haspopup="dialog"
        aria-expanded={searchpanel}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => (stores.ui.searchpanel = true)}
      >
        <svg className="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.3 15.3 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="search-toggle__label">{t('Search')}</span>
      </button>
      {searchpanel && (
        <Suspense fallback={null}>
          <SearchPanel />
        </Suspense>
      )}
    </>
  );
}
