type Doc = Record<string, unknown>;

/**
 * `_source_include` / `_source_exclude` as Elasticsearch reads them: patterns over dotted paths
 * ("configurable_children.sku") where `*` stands for any characters, dots included ("*sku" is every
 * field whose path ends in sku, "*.children_data.id" the ids of nested categories, "*" everything).
 * An included path brings its whole subtree; an excluded one is removed even inside an included
 * one; arrays add no path segment; objects left empty by an include are dropped.
 */
export function projectSource(doc: Doc, includes: string[], excludes: string[]): Doc {
  const include = includes.filter(Boolean).map(compile);
  const exclude = excludes.filter(Boolean).map(compile);
  if (!include.length && !exclude.length) return doc;
  return filterObject(doc, '', include, exclude, include.length === 0) ?? {};
}

interface Pattern {
  full: RegExp;
  /** The text before the first `*` (all of it when there is none): deeper paths can only match under it. */
  prefix: string;
  wildcard: boolean;
}

function compile(pattern: string): Pattern {
  const star = pattern.indexOf('*');
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return { full: new RegExp(`^${body}$`), prefix: star < 0 ? pattern : pattern.slice(0, star), wildcard: star >= 0 };
}

/** Whether some path below `path` could match: the pattern's literal head agrees with `path.`. */
function mayMatchBelow(pattern: Pattern, path: string): boolean {
  const head = `${path}.`;
  if (!pattern.wildcard) return pattern.prefix.startsWith(head);
  return head.startsWith(pattern.prefix) || pattern.prefix.startsWith(head);
}

function filterObject(value: Doc, path: string, include: Pattern[], exclude: Pattern[], included: boolean): Doc | null {
  const out: Doc = {};
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (exclude.some((p) => p.full.test(childPath))) continue;
    const whole = included || include.some((p) => p.full.test(childPath));
    if (!whole && !include.some((p) => mayMatchBelow(p, childPath))) continue;
    const kept = filterValue(child, childPath, include, exclude, whole);
    if (kept !== undefined) out[key] = kept;
  }
  return Object.keys(out).length || included ? out : null;
}

function filterValue(value: unknown, path: string, include: Pattern[], exclude: Pattern[], whole: boolean): unknown {
  if (Array.isArray(value)) {
    const items = value.flatMap((item) => {
      const kept = filterValue(item, path, include, exclude, whole);
      return kept === undefined ? [] : [kept];
    });
    return items.length || whole ? items : undefined;
  }
  if (value !== null && typeof value === 'object') {
    if (whole && !exclude.length) return value;
    return filterObject(value as Doc, path, include, exclude, whole) ?? undefined;
  }
  return whole ? value : undefined;
}
