/// <reference types="vite/client" />
import { hydrateRoot } from 'react-dom/client';
import { createApiClient } from '../shared/api/client.ts';
import { stores as storeViews } from '../shared/stores.ts';
import { STATE_ELEMENT_ID, type InitialState } from './app-state.ts';
import { createStores, startLists } from './stores/index.ts';
import { App } from './App.tsx';
import { Document } from './components/Document.tsx';
import { streamedDeferred } from './components/Await.tsx';
import { createPages, type PageComponent } from './pages/registry.ts';
import './styles.css';

/** Every page module as a lazy chunk of its own, found by the route table's page names. */
const pageModules = import.meta.glob<{ default: PageComponent }>('./*.tsx', { base: './pages' });
const pages = createPages((name) => pageModules[`./${name}.tsx`]!());

/** Browser start: read the server's state, build this shopper's stores, hydrate the document. */
async function start() {
  const stateJson = document.getElementById(STATE_ELEMENT_ID)?.textContent ?? '';
  const initial = JSON.parse(stateJson) as InitialState & {
    assets: { css: string[]; modulePreload: string[] };
    origin: string;
  };
  const store = storeViews[initial.storeView.storeCode];
  const api = createApiClient({ transport: (request) => fetch(request), base: window.location.origin, store });
  const stores = createStores({ locale: initial.locale, storeCode: store.code });
  const Page = await pages.load(initial.route.page);
  const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent ?? null;
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
          jsonLd={view.route === initial.route ? jsonLd : null}
        >
          {body}
        </Document>
      )}
    />,
  );
  // The persisted wishlist, compare and recently viewed lists load after hydration.
  void startLists(stores);
  document.documentElement.dataset.hydrated = 'true';
  // Once the page is idle: the offline PWA (service worker, durable sync queue, status UI) starts,
  // and with it come the notification texts, needed only once the shopper does something.
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
  // Consent dialog and what it allows (analytics, click ids): after the 2000 ms consent wait.
  setTimeout(() => void import('./consent/runtime.ts').then((m) => m.startConsent(stores, store)), 2000);
  idle(
    () => void import('./offline/start.ts').then((m) => m.startOffline({ api, store, stores, config: initial.config })),
  );
}

void start();
