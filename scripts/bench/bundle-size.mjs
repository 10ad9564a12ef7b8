// Initial JavaScript and CSS per page type, gzip, from the Vite manifest: what a page loads before
// the shopper does anything. A whole-app page (worker/ssr/render.tsx) loads the entry, the app chunk
// and the page's chunk with their static imports. An island page loads the entry and, when the
// browser idles, the React-free page services; React and the islands' code load with the first
// island that hydrates (a tap, or an island scrolled into view), reported beside it as "first island".
// Other dynamic imports load later, on demand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ENTRY = 'client/entry.ts';
export const PAGE_CHUNKS = {
  home: 'client/pages/Home.tsx',
  category: 'client/pages/Category.tsx',
  product: 'client/pages/Product.tsx',
  planner: 'client/pages/Planner.tsx',
};
/** Page types rendered as island pages (worker/ssr/render.tsx): their page chunk is not loaded at start. */
const ISLAND_PAGES = new Set(['home', 'category', 'product', 'planner']);

/**
 * The chunks the entry's start imports lazily: on a whole-app page the app chunk; on an island page
 * the runtime's two, split by whether they need React (the page services at idle do not, the
 * islands' hydration does).
 */
const REACT_CHUNK = /^assets\/react-[\w-]+\.js$/;
function startChunks(manifest, islands) {
  const entry = manifest[ENTRY];
  const from = islands ? (entry.imports ?? []).map((key) => manifest[key]) : [entry];
  const lazy = from.flatMap((chunk) => chunk?.dynamicImports ?? []).filter((key) => !manifest[key]?.isEntry);
  if (!islands) return { initial: lazy, firstIsland: [] };
  const needsReact = (key) => staticClosure(manifest, [key]).some((chunk) => REACT_CHUNK.test(chunk.file));
  return { initial: lazy.filter((key) => !needsReact(key)), firstIsland: lazy.filter(needsReact) };
}
export const JS_BUDGET_BYTES = 90_000; // ≤ 90 kB gzip, kB = 1000 bytes as Vite reports it

function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]);
}

/** Each file gzipped on its own at level 9, as a server would precompress and send it. */
function gzipBytes(distDir, files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0);
}

export function initialAssets(distDir, manifestPath) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (!manifest[ENTRY]) throw new Error(`the Vite manifest has no "${ENTRY}" entry`);
  const pages = {};
  for (const [page, key] of Object.entries(PAGE_CHUNKS)) {
    if (!manifest[key]) {
      pages[page] = { missing: `no "${key}" chunk in the Vite manifest` };
      continue;
    }
    const islands = ISLAND_PAGES.has(page);
    const start = startChunks(manifest, islands);
    const chunks = staticClosure(manifest, [ENTRY, ...start.initial, ...(islands ? [] : [key])]);
    const js = [...new Set(chunks.map((c) => c.file))];
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
    const jsGzip = gzipBytes(distDir, js);
    const withIsland = [
      ...new Set(staticClosure(manifest, [ENTRY, ...start.initial, ...start.firstIsland]).map((c) => c.file)),
    ];
    pages[page] = {
      jsFiles: js,
      jsGzipBytes: jsGzip,
      jsRawBytes: js.reduce((sum, f) => sum + readFileSync(join(distDir, f)).length, 0),
      cssFiles: css,
      cssGzipBytes: gzipBytes(distDir, css),
      firstIslandGzipBytes: islands ? gzipBytes(distDir, withIsland) : null,
      withinBudget: jsGzip <= JS_BUDGET_BYTES,
    };
  }
  return { budgetBytes: JS_BUDGET_BYTES, entryFile: manifest[ENTRY].file, pages };
}
