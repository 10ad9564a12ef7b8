// Initial JavaScript and CSS per page type, gzip, from the Vite manifest: what the server preloads
// (worker/ssr/assets.ts): the entry chunk, its start chunk (the whole app, or on an island page the
// React side of islands), on a whole-app page the page's chunk, and their transitive static imports.
// Other dynamic imports are excluded: they load later, on demand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ENTRY = 'client/entry.ts';
export const PAGE_CHUNKS = {
  home: 'client/pages/Home.tsx',
  category: 'client/pages/Category.tsx',
  product: 'client/pages/Product.tsx',
};
/** Page types rendered as island pages (worker/ssr/render.tsx): their page chunk is not loaded at start. */
const ISLAND_PAGES = new Set(['home', 'category', 'product']);

/** The entry's lazily imported start chunk: the whole app, or the islands' React side (imported by the entry's runtime). */
function startChunks(manifest, islands) {
  const entry = manifest[ENTRY];
  const from = islands ? (entry.imports ?? []).map((key) => manifest[key]) : [entry];
  return from.flatMap((chunk) => chunk?.dynamicImports ?? []).filter((key) => !manifest[key]?.isEntry);
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
    const chunks = staticClosure(manifest, [ENTRY, ...startChunks(manifest, islands), ...(islands ? [] : [key])]);
    const js = [...new Set(chunks.map((c) => c.file))];
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
    const jsGzip = gzipBytes(distDir, js);
    pages[page] = {
      jsFiles: js,
      jsGzipBytes: jsGzip,
      jsRawBytes: js.reduce((sum, f) => sum + readFileSync(join(distDir, f)).length, 0),
      cssFiles: css,
      cssGzipBytes: gzipBytes(distDir, css),
      withinBudget: jsGzip <= JS_BUDGET_BYTES,
    };
  }
  return { budgetBytes: JS_BUDGET_BYTES, entryFile: manifest[ENTRY].file, pages };
}
