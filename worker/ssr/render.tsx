import '../../shared/i18n/areas/all.ts';
import type { Context } from 'hono';
import { ApiError } from '../../shared/api/errors.ts';
import { renderToReadableStream } from 'react-dom/server';
import { matchRoute, type PageId } from '../../shared/routes.ts';
import { loadLayout, type LayoutData } from '../../shared/loaders/layout.ts';
import type { LoaderResult } from '../../shared/loaders/types.ts';
import { storeHref } from '../../shared/stores.ts';
import { App } from '../../client/App.tsx';
import { Document } from '../../client/components/Document.tsx';
import { pageView, serializeState, type InitialState } from '../../client/app-state.ts';
import { createStores } from '../../client/stores/index.ts';
import type { View } from '../../client/router/load-view.ts';
import { createIslandRenderer } from '../../client/islands/Island.tsx';
import { islandSharedState } from '../../client/islands/shared-props.ts';
import type { AppEnv } from '../env.ts';
import { localeOf } from '../context.ts';
import { pageAssets } from './assets.ts';
import { inlineStyles } from './inline-styles.ts';
import { renderIslandHtml } from './island-html.ts';
import { pages } from './pages.ts';
import { jsonLdText } from './json-ld.ts';
import { startScript } from './start-script.ts';
import { renderStaticHtml } from './static-html.tsx';
import { provideStaticHtml } from '../../client/components/static-html.ts';
import { otherStorePath } from '../edge/other-store.ts';
import { checkoutPageData } from './checkout-cart.ts';

export const APP_VERSION = '0.1.0';

/**
 * How long the document waits for its deferred blocks before the shell goes out. A block that is
 * ready by then is written in place: the browser lays the page out once, instead of again when a
 * streamed block is revealed after the first paint, which on a phone is a long task. A slower
 * backend does not hold the shell back: its blocks stream after it as before.
 */
const INLINE_DEFERRED_WITHIN_MS = 50;

provideStaticHtml(renderStaticHtml);

/**
 * Page types rendered as island pages: static HTML where only the interactive parts hydrate
 * (client/islands/). The others still hydrate as a whole app.
 */
const ISLAND_PAGES = new Set<PageId>([
  'home',
  'cms',
  'not-found',
  'category',
  'product',
  'search',
  'planner',
  'checkout',
]);

/**
 * Pages whose first view is the shopper's own, read from the cookies their browser keeps (the
 * checkout's cart): their data joins the route's, and the page is never kept in the HTML cache.
 */
const SHOPPER_DATA: Partial<Record<PageId, (c: Context<AppEnv>) => Promise<object>>> = {
  checkout: checkoutPageData,
};

/**
 * Streams a page: the route's critical data and the header menu are awaited, then React renders
 * the document with renderToReadableStream; deferred blocks follow in the same response.
 */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const store = c.get('store');
  const api = c.get('api');
  const path = c.get('localPath');
  const url = new URL(c.req.url);
  let { route, params } = matchRoute(path);

  let result: LoaderResult;
  let layout: LayoutData;
  const menu = loadLayout(api);
  const shopperData = SHOPPER_DATA[route.page]?.(c);
  try {
    let own: object | undefined;
    [result, layout, own] = await Promise.all([
      route.loader({ api, store, path, params, query: url.searchParams, now: new Date(), origin: url.origin }),
      menu,
      shopperData,
    ]);
    if (own) result = { ...result, data: { ...(result.data as object), ...own } };
  } catch (error) {
    console.error('SSR loader failed', path, error instanceof Error ? error.message : String(error));
    ({ route, params } = matchRoute('/error'));
    // A backend that does not answer (a remote API down) is a 503: the shop is there, its data is not.
    const unreachable = error instanceof ApiError && (error.status === 0 || error.status === 503);
    result = { status: unreachable ? 503 : 500, meta: { title: 'Internal server error', robots: 'noindex' }, data: {} };
    // The 500 page still offers the categories when only the page's own data failed.
    layout = await menu.catch(() => ({ menu: [] }));
  }
  if (result.status === 404 && route.pattern === '*') {
    const elsewhere = await otherStorePath(c.env.DB, store, path).catch(() => null);
    if (elsewhere) return c.redirect(elsewhere + url.search, 302);
  }
  if (result.redirect) {
    const target = result.redirect.location.startsWith('/')
      ? storeHref(store, result.redirect.location)
      : storeHref(store, '/');
    return c.redirect(target, result.redirect.status);
  }

  const shown = pageView({ route, params }, { path, search: url.search }, result);
  const pageId = shown.route.page;
  const Page = await pages.load(pageId);
  const locale = localeOf(c);
  const initial: InitialState = {
    version: APP_VERSION,
    config: { externalCheckout: !!c.env.EXTERNAL_CHECKOUT_URL },
    storeView: { storeCode: store.code },
    locale,
    ...shown,
    layout,
    ...(ISLAND_PAGES.has(pageId) ? { islands: true } : {}),
  };
  const assets = pageAssets(pageId, !!initial.islands);
  const styles = inlineStyles(assets.css);
  const origin = url.origin;
  const stateJson = serializeState({
    ...initial,
    assets: { css: assets.css },
    origin,
  });
  const stores = createStores({ locale, storeCode: store.code });
  const jsonLd = jsonLdText(initial, store, origin);
  const nonce = c.get('secureHeadersNonce') as string | undefined;

  const logRenderError = (error: unknown) =>
    console.error('SSR render error', path, error instanceof Error ? error.message : String(error));
  const stream = await renderToReadableStream(
    <App
      initial={initial}
      stores={stores}
      api={api}
      store={store}
      deferred={result.deferred ?? {}}
      Page={Page}
      pages={pages}
      islands={
        initial.islands
          ? createIslandRenderer(
              (root, identifierPrefix, htmlKey) => renderIslandHtml(root, identifierPrefix, logRenderError, htmlKey),
              islandSharedState(initial),
            )
          : null
      }
      shell={(body, view: View) => (
        <Document
          initial={initial}
          view={view}
          store={store}
          origin={origin}
          assets={assets}
          stateJson={stateJson}
          inlineStyles={styles}
          jsonLd={view.route === initial.route ? jsonLd : null}
        >
          {body}
        </Document>
      )}
    />,
    {
      bootstrapScriptContent: startScript(assets.entry, assets.modulePreload),
      // A block that is ready when the page is written stays in place, whatever its size: React
      // would otherwise move a large one behind a script that reveals it after the first paint.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(nonce ? { nonce } : {}),
      onError: logRenderError,
    },
  );
  await Promise.race([stream.allReady.catch(() => undefined), scheduler.wait(INLINE_DEFERRED_WITHIN_MS)]);
  return new Response(stream, {
    status: initial.page.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': shopperData ? 'private, no-cache' : 'no-cache',
      'content-language': locale,
      vary: 'cookie',
    },
  });
}
