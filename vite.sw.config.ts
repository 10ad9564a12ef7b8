import { rmSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { injectManifest } from 'workbox-build';

/**
 * The second build step (after `vite build` of the app): the service worker from client/sw/ as one
 * classic script, then Workbox's injectManifest writes it to dist/client/service-worker.js with
 * the precache list (the hashed assets of the app build, the web manifest and the icon).
 */
const STAGING = 'dist/sw-build';
const OUTPUT = 'dist/client/service-worker.js';

function precacheManifest(): Plugin {
  return {
    name: 'zaunshop-precache-manifest',
    apply: 'build',
    async closeBundle() {
      const { count, size, warnings } = await injectManifest({
        swSrc: `${STAGING}/service-worker.js`,
        swDest: OUTPUT,
        globDirectory: 'dist/client',
        globPatterns: ['assets/**/*.{js,css,woff2,svg}', 'manifest.webmanifest', 'icons/*.{svg,png}'],
        // The back office's script and chunks (client/admin/) are for staff only: shoppers never download them.
        globIgnores: ['assets/admin-*.js'],
        // Hashed names change with their content: no extra revision needed.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      });
      for (const warning of warnings) console.warn(warning);
      rmSync(STAGING, { recursive: true, force: true });
      console.log(`service worker: ${OUTPUT}, ${count} files precached (${Math.round(size / 1024)} kB)`);
    },
  };
}

export default defineConfig({
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [precacheManifest()],
  build: {
    outDir: STAGING,
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    lib: {
      entry: 'client/sw/service-worker.ts',
      formats: ['iife'],
      name: 'zaunshopServiceWorker',
      fileName: () => 'service-worker.js',
    },
  },
});
