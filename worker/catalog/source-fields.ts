import { derivedView, IsolateMemo } from '../cache/isolate-memo.ts';
import { sanitizeDocHtml } from '../content/sanitize-html.ts';

type Doc = Record<string, unknown>;

/**
 * `_source_include` / `_source_exclude` as Elasticsearch reads them: patterns over dotted paths
 * ("configurable_children.sku") where `*` stands for any characters, dots included ("*sku" is every
 * field whose path ends in sku, "*.children_data.id" the ids of nested categories, "*" everything).
 * An included path brings its whole subtree; an excluded one is removed even inside an included
 * one; arrays add no path segment; objects left empty by an include are dropped.
 */
export function projectSource(doc: Doc, includes: string[], excludes: string[]): Doc {
  const plan = projectionPlan(includes, excludes);
  if (!plan) return doc;
  return filterObject(doc, plan.root, plan, plan.include.length === 0) ?? {};
}

/**
 * Documents as an answer shows them: projected to the asked fields, their HTML sanitised (after the
 * projection, so listings that leave out descriptions pay nothing for it). A shared document's
 * view is kept with it: the next page that lists the product with the same fields reuses it.
 */
export function sourceView(includes: string[], excludes: string[]): (source: Doc) => Doc {
  const key = `shown:${JSON.stringify([includes, excludes])}`;
  return (source) => derivedView(source, key, () => sanitizeDocHtml(projectSource(source, includes, excludes)));
}

interface Pattern {
  full: RegExp;
  /** The text before the first `*` (all of it when there is none): deeper paths can only match under it. */
  prefix: string;
  wildcard: boolean;
}

/**
 * What the patterns say about one path, worked out the first time a document has it: a listing
 * projects fifty documents of the same shape per page, and testing every pattern against every
 * field of each of them was the biggest single cost of rendering a category.
 */
interface PathVerdict {
  readonly path: string;
  readonly excluded: boolean;
  /** An include pattern names this path: its whole subtree is kept. */
  readonly included: boolean;
  /** An include pattern may name a path below it. */
  readonly includesBelow: boolean;
  readonly children: Map<string, PathVerdict>;
}

interface Plan {
  readonly include: Pattern[];
  readonly exclude: Pattern[];
  readonly root: PathVerdict;
}

/**
 * Documents have a bounded set of field names; the cap guards against an object whose keys are
 * data (its further keys are judged each time instead of kept).
 */
const VERDICTS_PER_OBJECT = 500;

/** Plans per include/exclude list (the storefront asks with a handful); frozen, their verdict maps still grow. */
const plans = new IsolateMemo<{ plan: Plan | null }>(100, Infinity);

function projectionPlan(includes: string[], excludes: string[]): Plan | null {
  const key = `${includes.join('\n')}\u0000${excludes.join('\n')}`;
  const known = plans.get(key);
  if (known) return known.plan;
  const include = includes.filter(Boolean).map(compile);
  const exclude = excludes.filter(Boolean).map(compile);
  const plan = include.length || exclude.length ? { include, exclude, root: verdict('', include, exclude) } : null;
  return plans.set(key, { plan }).plan;
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

function verdict(path: string, include: Pattern[], exclude: Pattern[]): PathVerdict {
  return {
    path,
    excluded: exclude.some((p) => p.full.test(path)),
    included: include.some((p) => p.full.test(path)),
    includesBelow: include.some((p) => mayMatchBelow(p, path)),
    children: new Map(),
  };
}

function childVerdict(parent: PathVerdict, key: string, plan: Plan): PathVerdict {
  const known = parent.children.get(key);
  if (known) return known;
  const judged = verdict(parent.path ? `${parent.path}.${key}` : key, plan.include, plan.exclude);
  if (parent.children.size < VERDICTS_PER_OBJECT) parent.children.set(key, judged);
  return judged;
}

function filterObject(value: Doc, at: PathVerdict, plan: Plan, included: boolean): Doc | null {
  const out: Doc = {};
  let kept = false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const child = childVerdict(at, key, plan);
    if (child.excluded) continue;
    const whole = included || child.included;
    if (!whole && !child.includesBelow) continue;
    const result = filterValue(value[key], child, plan, whole);
    if (result !== undefined) {
      out[key] = result;
      kept = true;
    }
  }
  return kept || included ? out : null;
}

function filterValue(value: unknown, at: PathVerdict, plan: Plan, whole: boolean): unknown {
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const kept = filterValue(item, at, plan, whole);
      if (kept !== undefined) items.push(kept);
    }
    return items.length || whole ? items : undefined;
  }
  if (value !== null && typeof value === 'object') {
    if (whole && !plan.exclude.length) return value;
    return filterObject(value as Doc, at, plan, whole) ?? undefined;
  }
  return whole ? value : undefined;
}
