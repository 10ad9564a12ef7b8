import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const FIRST_LOAD = /node_modules[\\/](react|react-dom|scheduler|valtio|proxy-compare)[\\/]|[\\/](shared|client)[\\/]/;
const PAGE_ONLY = /[\\/]client[\\/](pages|offline)[\\/]|[\\/]client[\\/]stores[\\/]persist|[\\/]client[\\/]components[\\/](Filters|SortSelect|LoadMore|Gallery|CompareButton|WishlistPanel|RecentlyViewed|SearchPanel|use-predictive-search|CartButton|Microcart|use-dialog|CartSummary|CartLineEditor|AddToCart|ProductOptions|ProductPurchase|BundleOptions|GroupedProducts)|[\\/]client[\\/](cart[\\/]|stores[\\/]sync)|[\\/]shared[\\/](seo|filters|facets|variants|pricing|api[\\/]cart|loaders[\\/](home|category|product|cms|resolve|search|blog))|[\\/]shared[\\/]api[\\/]graphql|[\\/]shared[\\/]i18n[\\/](areas|de-DE[\\/](messages|checkout|account|search|lists|product-extras|blog))|\.css$/;

/** The browser bundle: one entry, one lazily loaded chunk per page type, hashed names, a manifest for SSR. */
export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: 'client/entry.tsx',
      output: {
        // Everything the entry needs before hydration goes into one chunk with it: left alone, the
        // bundler splits modules shared with page chunks into many small files, and each one costs
        // a request and gzip overhead on first load. Page-only code stays in the page chunks.
        codeSplitting: { groups: [{ name: 'app', test: (id: string) => FIRST_LOAD.test(id) && !PAGE_ONLY.test(id) }] },
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
