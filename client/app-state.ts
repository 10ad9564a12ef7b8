import { scriptSafeJson } from '../shared/script-json.ts';
import type { LoaderResult } from '../shared/loaders/types.ts';
import type { LayoutData } from '../shared/loaders/layout.ts';
import type { Layout, PageId, RouteMatch } from '../shared/routes.ts';
import type { Locale } from '../shared/i18n/locale.ts';
import type { StoreCode } from '../shared/stores.ts';

/** What the server hands the browser (config, storeView.storeCode, version, route). */
export interface InitialState {
  version: string;
  config: { externalCheckout: boolean };
  storeView: { storeCode: StoreCode };
  locale: Locale;
  route: RouteState;
  page: PageState;
  layout: LayoutData;
  /** Rendered as an island page: static HTML where only the islands hydrate (client/islands/). */
  islands?: boolean;
}

/** What the browser reads from the page: the initial state with the page's assets and origin. */
export type BrowserState = InitialState & { assets: { css: string[] }; origin: string };

export interface RouteState {
  name: string;
  /** Store-local path and query of the page. */
  path: string;
  search: string;
  params: Record<string, string>;
  page: PageId;
  layout: Layout;
  props: Record<string, string>;
}

export type PageState = Omit<LoaderResult, 'deferred' | 'redirect'>;

/** The route and page state of a loaded page, the same on the server and after a navigation. */
export function pageView(
  { route, params }: RouteMatch,
  address: { path: string; search: string },
  result: LoaderResult,
): { route: RouteState; page: PageState } {
  return {
    route: {
      name: route.name,
      path: address.path,
      search: address.search,
      params,
      page: (result.page ?? route.page) as PageId,
      layout: route.layout,
      props: route.props ?? {},
    },
    page: { status: result.status ?? 200, meta: result.meta, data: result.data },
  };
}

export const STATE_ELEMENT_ID = '__STATE__';

/** JSON safe to place inside a <script> element: no "<", no line separators that end a JS string. */
export function serializeState(value: unknown): string {
  return scriptSafeJson(value);
}
