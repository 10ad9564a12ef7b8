/**
 * The one route table: for every path its page, layout and data loader. SSR and client navigation
 * both match against it; `href` builds store-prefixed links from route names.
 *
 * An entry is `{ name, pattern, page, layout, loader, props?, closesConsent? }`:
 * - `name`: unique, what `href` takes; `pattern`: `/c/:slug`, `:param?` optional, `*` catch-all
 *   (first match wins, so the catch-all stays last).
 * - `page`: the page module, named in kebab case: `'my-account'` is `client/pages/MyAccount.tsx`
 *   (its default export). The browser loads it as a chunk of its own and the server renders it;
 *   both find it by this name alone (client/pages/registry.ts), so there is no second list to keep.
 *   A new page type is a new entry here plus its module; client/pages/registry.test.ts checks both.
 * - `loader`: the page's data; wrap its module in `lazy` so loader code stays out of the first load.
 */
import { compilePattern, fillPattern, matchPattern, type CompiledPattern } from './route-match.ts';
import { storeHref, type StoreView } from './stores.ts';
import type { Loader } from './loaders/types.ts';
import { staticLoader } from './loaders/static.ts';

/**
 * A loader fetched on first use. In the browser a page's data comes with its HTML, so loader code
 * is needed only for the next navigation and stays out of the first-load bundle.
 */
function lazy<M>(load: () => Promise<M>, pick: (module: M) => Loader): Loader {
  return async (ctx) => pick(await load())(ctx);
}

const homeLoader = lazy(
  () => import('./loaders/home.ts'),
  (m) => m.homeLoader,
);
const categoryLoader = lazy(
  () => import('./loaders/category.ts'),
  (m) => m.categoryLoader,
);
const productLoader = lazy(
  () => import('./loaders/product.ts'),
  (m) => m.productLoader,
);
const resolveLoader = lazy(
  () => import('./loaders/resolve.ts'),
  (m) => m.resolveLoader,
);
const searchLoader = lazy(
  () => import('./loaders/search.ts'),
  (m) => m.searchLoader,
);
const storeLocatorLoader = lazy(
  () => import('./loaders/store-locator.ts'),
  (m) => m.storeLocatorLoader,
);
const plannerLoader = lazy(
  () => import('./loaders/planner.ts'),
  (m) => m.plannerLoader,
);
const blogLoader = lazy(
  () => import('./loaders/blog.ts'),
  (m) => m.blogLoader,
);
const cmsLoader = (identifier?: string) =>
  lazy(
    () => import('./loaders/cms.ts'),
    (m) => m.cmsLoader(identifier),
  );

export type Layout = 'default' | 'empty' | 'minimal';

export interface RouteDef<Page extends string = PageId> {
  /** Unique route name used by href. */
  name: string;
  pattern: string;
  /** The page module in kebab case: 'my-account' is client/pages/MyAccount.tsx. */
  page: Page;
  layout: Layout;
  loader: Loader;
  /** Extra props a route gives its page (e.g. the active my-account block). */
  props?: Record<string, string>;
  /** Whether the consent dialog stays closed on this route. */
  closesConsent?: boolean;
}

const accountLoader = staticLoader('My account', { robots: 'noindex' });

const table = [
  { name: 'home', pattern: '/', page: 'home', layout: 'default', loader: homeLoader },
  { name: 'pwa', pattern: '/pwa.html', page: 'home', layout: 'default', loader: homeLoader },
  { name: 'cart', pattern: '/cart', page: 'home', layout: 'default', loader: homeLoader },
  {
    name: 'forgot-password',
    pattern: '/customer/account/forgotpassword',
    page: 'home',
    layout: 'default',
    loader: homeLoader,
  },
  {
    name: 'share-cart',
    pattern: '/sharecart/cart/index/crypt/:shareCartCrypt',
    page: 'home',
    layout: 'default',
    loader: homeLoader,
  },
  {
    name: 'checkout',
    pattern: '/checkout',
    page: 'checkout',
    layout: 'minimal',
    loader: staticLoader('Checkout', { robots: 'noindex' }),
  },
  {
    name: 'my-account',
    pattern: '/my-account',
    page: 'my-account',
    layout: 'default',
    loader: accountLoader,
    props: { block: 'MyProfile' },
  },
  {
    name: 'my-shipping-details',
    pattern: '/my-account/shipping-details',
    page: 'my-account',
    layout: 'default',
    loader: accountLoader,
    props: { block: 'MyShippingDetails' },
  },
  {
    name: 'my-newsletter',
    pattern: '/my-account/newsletter',
    page: 'my-account',
    layout: 'default',
    loader: accountLoader,
    props: { block: 'MyNewsletter' },
  },
  {
    name: 'my-orders',
    pattern: '/my-account/orders',
    page: 'my-account',
    layout: 'default',
    loader: accountLoader,
    props: { block: 'MyOrders' },
  },
  {
    name: 'my-order',
    pattern: '/my-account/orders/:orderId',
    page: 'my-account',
    layout: 'default',
    loader: accountLoader,
    props: { block: 'MyOrder' },
  },
  {
    name: 'my-recently-viewed',
    pattern: '/my-account/recently-viewed',
    page: 'my-account',
    layout: 'default',
    loader: accountLoader,
    props: { block: 'MyRecentlyViewed' },
  },
  { name: 'contacts', pattern: '/contacts', page: 'cms', layout: 'default', loader: cmsLoader('kontakt') },
  {
    name: 'business-customers',
    pattern: '/gewerbliche-kunden',
    page: 'cms',
    layout: 'default',
    loader: cmsLoader('gewerbliche-kunden'),
  },
  {
    name: 'impressum',
    pattern: '/impressum',
    page: 'cms',
    layout: 'default',
    loader: cmsLoader('impressum'),
    closesConsent: true,
  },
  {
    name: 'privacy',
    pattern: '/datenschutzerklaerung',
    page: 'cms',
    layout: 'default',
    loader: cmsLoader('datenschutzerklaerung'),
    closesConsent: true,
  },
  {
    name: 'error',
    pattern: '/error',
    page: 'error',
    layout: 'minimal',
    loader: staticLoader('Internal server error', { robots: 'noindex' }, 500),
  },
  { name: 'product', pattern: '/p/:parentSku/:slug', page: 'product', layout: 'default', loader: productLoader },
  {
    name: 'configurable-product',
    pattern: '/p/:parentSku/:slug/:childSku',
    page: 'product',
    layout: 'default',
    loader: productLoader,
  },
  { name: 'category', pattern: '/c/:slug', page: 'category', layout: 'default', loader: categoryLoader },
  { name: 'cms-page', pattern: '/i/:slug', page: 'cms', layout: 'default', loader: cmsLoader() },
  // The compared products live in the browser (client/stores/compare.ts): the server renders the page frame only.
  {
    name: 'compare',
    pattern: '/compare',
    page: 'compare',
    layout: 'default',
    loader: staticLoader('Product comparison', { robots: 'noindex' }),
  },
  // Search results (noindex): /search?q={term}&page={n}.
  { name: 'search', pattern: '/search', page: 'search', layout: 'default', loader: searchLoader },
  // The link of the password reset mail (worker/api/mails.ts): ?email=&resetToken= (noindex).
  {
    name: 'create-password',
    pattern: '/create-password',
    page: 'reset-password',
    layout: 'default',
    loader: staticLoader('Create a new password', { robots: 'noindex' }),
  },
  // The link of the newsletter confirmation mail (worker/api/newsletter.ts): ?token= (noindex).
  {
    name: 'newsletter-confirm',
    pattern: '/newsletter/confirm',
    page: 'newsletter-confirm',
    layout: 'default',
    loader: staticLoader('Newsletter', { robots: 'noindex' }),
  },
  // Branch finder: /filialen?q={postcode or town}.
  { name: 'store-locator', pattern: '/filialen', page: 'store-locator', layout: 'default', loader: storeLocatorLoader },
  // The blog: /posts lists the newest posts (of one topic with ?category={slug}), /posts/{slug} shows one.
  { name: 'posts', pattern: '/posts/:slug?', page: 'blog', layout: 'default', loader: blogLoader },
  // The fence planner: the plan lives in the query string (shared/planner/plan.ts).
  { name: 'planner', pattern: '/zaunplaner', page: 'planner', layout: 'default', loader: plannerLoader },
  { name: 'page-not-found', pattern: '*', page: 'not-found', layout: 'default', loader: resolveLoader },
] as const satisfies readonly RouteDef<string>[];

/** The page types: the pages the route table names. */
export type PageId = (typeof table)[number]['page'];

export const routes: readonly RouteDef[] = table;

const compiled: [RouteDef, CompiledPattern][] = routes.map((r) => [r, compilePattern(r.pattern)]);
const byName = new Map(routes.map((r) => [r.name, r]));

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** The first route whose pattern matches a store-local path; the catch-all always matches. */
export function matchRoute(path: string): RouteMatch {
  for (const [route, pattern] of compiled) {
    const params = matchPattern(pattern, path);
    if (params) return { route, params };
  }
  throw new Error('The route table has no catch-all');
}

/** A store-prefixed link to a named route. */
export function href(
  store: Pick<StoreView, 'prefix'>,
  name: string,
  params: Record<string, string | number | undefined> = {},
): string {
  const route = byName.get(name);
  if (!route || route.pattern === '*') throw new Error(`Unknown route "${name}"`);
  return storeHref(store, fillPattern(route.pattern, params));
}
