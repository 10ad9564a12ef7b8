// Category documents of a vue-storefront-api dump → `categories` rows. The doc keeps the whole
// `_source`; only the fields the storefront routes and filters on are filled in when the export
// lacks them (older indexers write neither slug nor url_path), so every active category gets a
// /c/{slug} page and a url_path the URL resolver knows.

import type { DumpEntry, DumpIssue } from './dump-reader.ts';
import { flag, int, text, trimSlashes } from './fields.ts';
import { slugify, type CategoryRow } from './rows.ts';

type Doc = Record<string, unknown>;

interface Draft {
  id: number;
  parentId: number | null;
  name: string;
  source: Doc;
  line: number;
  file?: string;
}

interface Derived {
  urlKey: string;
  slug: string;
  urlPath: string;
  level: number;
}

/** Fields a category node needs, taken from the node where it has them. */
function ownFields(node: Doc, id: number, name: string) {
  const urlKey = text(node.url_key) ?? (slugify(name) || String(id));
  return {
    urlKey,
    slug: text(node.slug) ?? urlKey,
    urlPath: text(node.url_path) === undefined ? undefined : trimSlashes(text(node.url_path)!),
    level: int(node.level) ?? (typeof node.path === 'string' ? node.path.split('/').length - 1 : undefined),
  };
}

/**
 * url_path and level, where missing, follow the parent: Magento leaves the root levels (0 and 1)
 * out of url paths, so a level-2 category's path is its url_key.
 */
function deriveAll(drafts: Map<number, Draft>): Map<number, Derived> {
  const derived = new Map<number, Derived>();
  const visit = (draft: Draft, seen: Set<number>): Derived => {
    const done = derived.get(draft.id);
    if (done) return done;
    const own = ownFields(draft.source, draft.id, draft.name);
    const parentDraft = draft.parentId === null || seen.has(draft.parentId) ? undefined : drafts.get(draft.parentId);
    const parent = parentDraft ? visit(parentDraft, new Set(seen).add(draft.id)) : undefined;
    const level = own.level ?? (parent ? parent.level + 1 : 1);
    const urlPath = own.urlPath ?? (parent && parent.level >= 2 ? `${parent.urlPath}/${own.urlKey}` : own.urlKey);
    const result = { urlKey: own.urlKey, slug: own.slug, urlPath, level };
    derived.set(draft.id, result);
    return result;
  };
  for (const draft of drafts.values()) visit(draft, new Set());
  return derived;
}

/** children_data with the fields the menu and category schema read, recursively. */
function normaliseNode(node: unknown, derived: Map<number, Derived>, parentLevel: number): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const doc = node as Doc;
  const id = int(doc.id);
  if (id === undefined) return node;
  const name = text(doc.name) ?? String(id);
  const own = ownFields(doc, id, name);
  const known = derived.get(id);
  const level = own.level ?? known?.level ?? parentLevel + 1;
  return {
    ...doc,
    id,
    name,
    url_key: text(doc.url_key) ?? known?.urlKey ?? own.urlKey,
    slug: text(doc.slug) ?? known?.slug ?? own.slug,
    url_path: own.urlPath ?? known?.urlPath ?? own.urlKey,
    level,
    position: int(doc.position) ?? 0,
    is_active: flag(doc.is_active, true),
    include_in_menu: flag(doc.include_in_menu, true),
    children_data: Array.isArray(doc.children_data)
      ? doc.children_data.map((c) => normaliseNode(c, derived, level))
      : [],
  };
}

/**
 * @param counts listable imported products per category, for docs without a product_count.
 */
export function convertCategories(
  entries: readonly DumpEntry[],
  counts: ReadonlyMap<number, number> = new Map(),
): { rows: CategoryRow[]; issues: DumpIssue[] } {
  const issues: DumpIssue[] = [];
  const drafts = new Map<number, Draft>();
  for (const { source, line, file, id: hitId } of entries) {
    const id = int(source.id) ?? int(hitId);
    const name = text(source.name);
    if (id === undefined) issues.push({ file, line, message: 'category without a numeric id, skipped' });
    else if (name === undefined) issues.push({ file, line, message: `category ${id} has no name, skipped` });
    else drafts.set(id, { id, parentId: int(source.parent_id) ?? null, name, source, line, file });
  }
  const derived = deriveAll(drafts);

  // Two categories may derive the same slug ("tops" under women and men): /c/{slug} must name one.
  const taken = new Set<string>();
  for (const draft of drafts.values()) {
    const d = derived.get(draft.id)!;
    const slug = taken.has(d.slug) ? `${d.slug}-${draft.id}` : d.slug;
    if (slug !== d.slug)
      issues.push({
        file: draft.file,
        line: draft.line,
        message: `category ${draft.id}: slug "${d.slug}" is taken, using "${slug}"`,
      });
    taken.add(slug);
    derived.set(draft.id, { ...d, slug });
  }

  const rows: CategoryRow[] = [];
  for (const draft of drafts.values()) {
    const d = derived.get(draft.id)!;
    const src = draft.source;
    const row = {
      id: draft.id,
      parent_id: draft.parentId,
      name: draft.name,
      url_key: d.urlKey,
      url_path: d.urlPath,
      slug: d.slug,
      level: d.level,
      position: int(src.position) ?? 0,
      is_active: flag(src.is_active, true),
      include_in_menu: flag(src.include_in_menu, true),
      product_count: int(src.product_count) ?? counts.get(draft.id) ?? 0,
    };
    const children = Array.isArray(src.children_data)
      ? src.children_data.map((c) => normaliseNode(c, derived, d.level))
      : [];
    rows.push({ ...row, doc: { ...src, ...row, children_data: children } });
  }
  return { rows, issues };
}
