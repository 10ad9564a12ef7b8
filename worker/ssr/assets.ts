import manifest from '../../dist/client/.vite/manifest.json';
import type { PageId } from '../../shared/routes.ts';
import { pageSource } from '../../client/pages/registry.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const chunks = manifest as unknown as Record<string, ManifestChunk>;
export const ENTRY_SOURCE = 'client/entry.ts';

function collect(key: string, seen: Set<string>, files: string[], css: string[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = chunks[key];
  if (!chunk) return;
  files.push(`/${chunk.file}`);
  for (const href of chunk.css ?? []) css.push(`/${href}`);
  for (const imported of chunk.imports ?? []) collect(imported, seen, files, css);
}

/** The chunks the entry loads to start a whole-app page: its own lazy import, the app (client/app-boot.tsx). */
function appChunks(): string[] {
  return (chunks[ENTRY_SOURCE]?.dynamicImports ?? []).filter((key) => !chunks[key]?.isEntry);
}

export interface PageAssets {
  entry: string;
  css: string[];
  modulePreload: string[];
}

const cache = new Map<string, PageAssets>();

/**
 * The entry script, stylesheets and module chunks of a page type (Vite manifest), all started
 * after the first paint (worker/ssr/start-script.ts). A whole-app page preloads the app and its
 * page chunk; an island page nothing beyond the entry: its islands load React when they need it.
 */
export function pageAssets(page: PageId, islands = false): PageAssets {
  const key = `${page}:${islands}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const files: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  collect(ENTRY_SOURCE, seen, files, css);
  if (!islands) for (const key of appChunks()) collect(key, seen, files, css);
  // An island page does not preload its page chunk (it never runs at load), but takes its styles.
  collect(pageSource(page), seen, islands ? [] : files, css);
  const [entry = '/entry.js', ...rest] = files;
  const assets = { entry, css: [...new Set(css)], modulePreload: [...new Set(rest)] };
  cache.set(key, assets);
  return assets;
}
