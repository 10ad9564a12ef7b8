import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const FIRST_LOAD = /node_modules[\\/](react|react-dom|scheduler|valtio|proxy-compare)[\\/]|[\\/](shared|client)[\\/]/;
/**
 * Modules the first paint never needs: pages, page-only components, client features loaded after
 * hydration, and the German texts of lazily loaded areas. One alternative per concern.
 */
const PAGE_ONLY = new RegExp(
  [
    String.raw`[\\/]client[\\/](pages|offline|sw|checkout|account|consent|supplies|browse|service|blog|admin|planner)[\\/]`,
    String.raw`[\\/]client[\\/]stores[\\/](persist|snapshot|sync)`,
    String.raw`[\\/]client[\\/]components[\\/](Filters|SortSelect|LoadMore|Gallery|CompareButton|WishlistPanel|RecentlyViewed|SearchPanel|use-predictive-search|CartButton|Microcart|use-dialog|CartSummary|CartLineEditor|AddToCart|ProductOptions|ProductPurchase|BundleOptions|GroupedProducts|VariantOptions|ProductBuy|chosen-variant|CategoryControls|listing-query|SearchPageForm)`,
    // A feature's state module is made with the stores at first paint; the rest of the feature loads later.
    String.raw`[\\/]client[\\/]cart[\\/](?!state\.ts)`,
    String.raw`[\\/]shared[\\/](service|schemas|planner)[\\/]`,
    String.raw`[\\/]shared[\\/](seo|conversion|filters|facets|variant|pricing)`,
    String.raw`[\\/]shared[\\/]api[\\/](cart|user|graphql)`,
    String.raw`[\\/]shared[\\/]loaders[\\/](home|category|product|cms|resolve|search|store-locator|blog|planner)`,
    String.raw`[\\/]shared[\\/]i18n[\\/](areas|de-DE[\\/](messages|checkout|account|search|lists|product-extras|consent|supplies|newsletter|service|blog|offline|planner))`,
    String.raw`\.css$`,
  ].join('|'),
);

/** The React-free start of every page: the entry and the island runtime stay out of the app chunk. */
const ENTRY_ONLY =
  /[\\/]client[\\/](islands[\\/](runtime|schedule|marker)\.ts|app-state\.ts)$|[\\/]shared[\\/]script-json\.ts$/;

/**
 * What the storefront's islands share with the back office's: mounting an island and the API
 * transport. A chunk of its own, so the back office never loads the storefront's core chunk.
 */
const ISLAND_BASE =
  /[\\/]client[\\/]islands[\\/](mount|IslandRoot)\.tsx$|[\\/]shared[\\/]api[\\/](transport|errors)\.ts$/;

/** The back office's own modules (its entry, islands and their state). */
const BACK_OFFICE = /[\\/]client[\\/]admin[\\/]/;

const ENTRY = /[\\/]client[\\/]entry\.ts$/;
/** React and Valtio's React binding: what every island and the whole app stand on. */
const VENDOR = /node_modules[\\/](react|react-dom|scheduler|valtio|proxy-compare)[\\/]/;
/** Valtio's state core, without React. */
const VANILLA_STATE = /node_modules[\\/](valtio[\\/]esm[\\/]vanilla|proxy-compare[\\/])/;
/** Client modules of the first load that render nothing: stores, API client, texts (React hooks are .ts too). */
const REACT_FREE = /\.ts$/;
// Components' .ts modules are React hooks, except the dialog keyboard trap (the consent dialog uses it without React).
const REACT_HOOKS = /[\\/]client[\\/]components[\\/](?!dialog-keys\.ts)[\w-]+\.ts$/;
/** What only a page hydrated (or taken over) as a whole app needs: island pages load it on the first navigation. */
const WHOLE_APP =
  /[\\/]client[\\/](App\.tsx|app-boot\.tsx|page-modules\.ts|router[\\/]|islands[\\/]take-over\.tsx|components[\\/](Document|Layouts|ErrorBoundary)\.tsx)/;

/** Shared by every page at first load: the core chunk, or the state chunk where it renders nothing. */
const firstLoad = (id: string) =>
  FIRST_LOAD.test(id) && !PAGE_ONLY.test(id) && !ENTRY_ONLY.test(id) && !WHOLE_APP.test(id) && !ENTRY.test(id);

const PLANNER_LINK = /[\\/]client[\\/]planner[\\/]PlannerLink\.tsx$/;
/**
 * The planner's part roles, read by its link and by the planner page's React-free catalog read at
 * idle: a chunk of their own, so that read does not import React through the link's chunk.
 */
const PLANNER_ROLES = /[\\/]shared[\\/]planner[\\/]roles\.ts$/;

/**
 * The stylesheets of the first paint go into the page itself: on a phone's connection each linked
 * stylesheet held the first paint back by a round trip. The plugin hands their text to the worker
 * (`.vite/styles.json`, beside the manifest), and the entry's and core chunk's styles, which every
 * storefront page carries inline, are no longer loaded again by the chunks that share them.
 */
const FIRST_PAINT_CSS = /^assets\/(entry|core)-[\w-]+\.css$/;
const STYLES_FILE = '.vite/styles.json';

function stylesForTheWorker(): Plugin {
  return {
    name: 'zaunshop-styles-for-the-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const styles: Record<string, string> = {};
      for (const [fileName, output] of Object.entries(bundle))
        if (output.type === 'asset' && fileName.endsWith('.css')) styles[fileName] = String(output.source);
      this.emitFile({ type: 'asset', fileName: STYLES_FILE, source: JSON.stringify(styles) });
    },
  };
}

/** The browser bundle: one entry, one lazily loaded chunk per page type, hashed names, a manifest for SSR. */
export default defineConfig({
  plugins: [react(), stylesForTheWorker()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // A lazily imported chunk brings its stylesheets, not link tags for its scripts' imports: each
    // inserted modulepreload link cost the main thread about a millisecond at page start (the idle
    // start of an island page inserted dozens), more than the round trip it saves later.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css') && !FIRST_PAINT_CSS.test(dep)),
    },
    rollupOptions: {
      // The offline-orders module is an entry of its own with its exports kept, so the checkout and
      // the Chromium tests reach the one app-wide queue through it (client/offline/orders.ts).
      // The back office's script is an entry of its own that no storefront page loads (worker/admin-ui).
      input: ['client/entry.ts', 'client/offline/orders.ts', 'client/admin/admin-islands.ts'],
      preserveEntrySignatures: 'exports-only',
      output: {
        // Everything the entry needs before hydration goes into one chunk with it: left alone, the
        // bundler splits modules shared with page chunks into many small files, and each one costs
        // a request and gzip overhead on first load. Page-only code stays in the page chunks.
        // The fence planner's link on fence categories and products comes in one small chunk.
        codeSplitting: {
          groups: [
            { name: 'boot', test: (id: string) => ENTRY_ONLY.test(id), priority: 4 },
            {
              name: 'state',
              test: (id: string) =>
                VANILLA_STATE.test(id) || (firstLoad(id) && REACT_FREE.test(id) && !REACT_HOOKS.test(id)),
              priority: 3.5,
            },
            { name: 'react', test: (id: string) => VENDOR.test(id), priority: 3 },
            { name: 'island-base', test: (id: string) => ISLAND_BASE.test(id), priority: 2.5 },
            { name: 'core', test: firstLoad, priority: 2 },
            { name: 'app', test: (id: string) => WHOLE_APP.test(id), priority: 1 },
            { name: 'planner-roles', test: (id: string) => PLANNER_ROLES.test(id), priority: 0.5 },
            { name: 'planner-link', test: (id: string) => PLANNER_LINK.test(id) },
          ],
        },
        entryFileNames: 'assets/[name]-[hash].js',
        // The back office's chunks carry its prefix: the service worker leaves them out of the shop's precache.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => BACK_OFFICE.test(id))
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
