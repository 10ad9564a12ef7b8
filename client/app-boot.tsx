import { hydrateRoot } from 'react-dom/client';
import { createApiClient } from '../shared/api/client.ts';
import { stores as storeViews } from '../shared/stores.ts';
import type { BrowserState } from './app-state.ts';
import { createStores, startLists } from './stores/index.ts';
import { followLastUsed } from './stores/notifications.ts';
import { App } from './App.tsx';
import { Document, foundInlineStyles } from './components/Document.tsx';
import { streamedDeferred } from './components/Await.tsx';
import { pages } from './page-modules.ts';
import { startLater } from './start-later.ts';

/** A page rendered as a whole app: build this shopper's stores and hydrate the document. */
export async function hydrateApp(initial: BrowserState, stateJson: string): Promise<void> {
  const store = storeViews[initial.storeView.storeCode];
  const api = createApiClient({ transport: (request) => fetch(request), base: window.location.origin, store });
  const stores = createStores({ locale: initial.locale, storeCode: store.code });
  const Page = await pages.load(initial.route.page);
  const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent ?? null;
  const inlineStyles = foundInlineStyles();
  hydrateRoot(
    document,
    <App
      initial={initial}
      stores={stores}
      api={api}
      store={store}
      deferred={streamedDeferred()}
      Page={Page}
      pages={pages}
      shell={(body, view) => (
        <Document
          initial={initial}
          view={view}
          store={store}
          origin={initial.origin}
          assets={initial.assets}
          stateJson={stateJson}
          inlineStyles={inlineStyles}
          jsonLd={view.route === initial.route ? jsonLd : null}
        >
          {body}
        </Document>
      )}
    />,
  );
  // The persisted wishlist, compare and recently viewed lists load after hydration.
  void startLists(stores);
  followLastUsed();
  document.documentElement.dataset.hydrated = 'true';
  startLater({ api, store, stores, config: initial.config });
}
