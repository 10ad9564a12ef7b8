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
export const ENTRY_SOURCE = 'client/entry.tsx';

function collect(key: string, seen: Set<string>, files: string[], css: string[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = chunks[key];
  if (!chunk) return;
  files.push(`/${chunk.file}`);
  for (const href of chunk.css ?? []) css.push(`/${href}`);
  for (const imported of chunk.imports ?? []) collect(imported, seen, files, css);
}

export interface PageAssets {
  entry: string;
  css: string[];
  modulePreload: string[];
}

const cache = new Map<PageId, PageAssets>();

/** The entry script, stylesheets and module chunks a page type needs at first paint (Vite manifest). */
export function pageAssets(page: PageId): PageAssets {
  const cached = cache.get(page);
  if (cached) return cached;
  const files: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  collect(ENTRY_SOURCE, seen, files, css);
  collect(pageSource(page), seen, files, css);
  const [entry = '/entry.js', ...rest] = files;
  const assets = { entry, css: [...new Set(css)], modulePreload: [...new Set(rest)] };
  cache.set(page, assets);
  return assets;
}
