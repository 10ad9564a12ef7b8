import { storeHref, type StoreView } from '../../shared/stores.ts';
import { canonicalStore, canonicalUrl } from '../../shared/seo/canonical.ts';
import { serializeJsonLd } from '../../shared/seo/json-ld-graph.ts';
import { pageJsonLd } from '../../shared/seo/page-json-ld.ts';
import { runtimeTranslator } from '../../shared/i18n/runtime.ts';
import type { InitialState } from '../../client/app-state.ts';

/** The page's schema.org JSON-LD as script text (Organization, BreadcrumbList, Product …), or null. */
export function jsonLdText(initial: InitialState, store: StoreView, origin: string): string | null {
  const { meta } = initial.page;
  const home = canonicalStore(store);
  const data = pageJsonLd({
    page: initial.route.page,
    status: initial.page.status ?? 200,
    data: initial.page.data,
    origin,
    canonical: meta.canonical ? canonicalUrl(origin, store, meta.canonical) : undefined,
    description: meta.description,
    url: (path) => origin + storeHref(home, path),
    menu: initial.layout.menu,
    homeName: runtimeTranslator(initial.locale)('Home'),
    blogName: runtimeTranslator(initial.locale)('Blog'),
  });
  return data ? serializeJsonLd(data) : null;
}
