// The applied filters of a search as tests over the listing index's products, with the semantics
// of sql-filters.ts over findProducts' columns: SQLite's type coercion of compared values, one
// membership row per test, or-scopes. A filter it cannot decide exactly gives null, and SQL answers.
import type { AppliedFilter } from '../../shared/schemas/search.ts';
import type { IndexedProduct, ListingIndex } from './listing-index.ts';
import { FACET_ATTRIBUTES } from './product-search.ts';
import { MAX_IN } from './sql-filters.ts';

/** Column kinds, for SQLite's coercion of a compared value: TEXT and INTEGER affinity, and a bare REAL expression. */
type Kind = 'text' | 'integer' | 'real';
type Value = string | number;
type ValueTest = (value: Value) => boolean;
type ProductTest = (product: IndexedProduct) => boolean;

const CANONICAL_INTEGER = /^-?(0|[1-9]\d{0,14})$/;

/** Where an attribute's values live in the index, or null for one it does not hold (facet attributes: filterTest). */
function column(attribute: string): { kind: Kind; values: (p: IndexedProduct) => readonly Value[] } | null {
  if (attribute === 'category_ids' || attribute === 'category.category_id')
    return { kind: 'integer', values: (p) => p.categories };
  if (attribute === 'final_price_incl_tax' || attribute === 'price_incl_tax')
    return { kind: 'real', values: (p) => [p.gross] };
  if (attribute === 'type_id') return { kind: 'text', values: (p) => [p.type_id] };
  return null;
}

/** A filter value as SQLite would compare it with a column of this kind; undefined where that is not plain equality. */
function coerce(kind: Kind, value: unknown): Value | undefined {
  const scalar = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  if (kind === 'text') {
    if (typeof scalar === 'string') return scalar;
    return Number.isSafeInteger(scalar) ? String(scalar) : undefined;
  }
  if (kind === 'integer') {
    if (Number.isSafeInteger(scalar)) return scalar as number;
    return typeof scalar === 'string' && CANONICAL_INTEGER.test(scalar) ? Number(scalar) : undefined;
  }
  return typeof scalar === 'number' && Number.isFinite(scalar) ? scalar : undefined;
}

function operatorTest(kind: Kind, op: string, operand: unknown): ValueTest | null {
  switch (op) {
    case 'eq': {
      const wanted = coerce(kind, operand);
      return wanted === undefined ? null : (v) => v === wanted;
    }
    case 'in': {
      const raw = Array.isArray(operand) ? operand : [operand];
      // Lists sql-filters refuses (too long, NUL in a text) go there for the same 400.
      if (raw.length > MAX_IN || raw.some((x) => typeof x === 'string' && x.includes('\0'))) return null;
      const list = raw.map((x) => coerce(kind, x));
      if (list.includes(undefined)) return null;
      const wanted = new Set(list);
      return (v) => wanted.has(v);
    }
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      // Ranges only over numbers: text columns compare a number as text, which SQL answers.
      if (kind !== 'real' || typeof operand !== 'number' || !Number.isFinite(operand)) return null;
      const bound = operand;
      if (op === 'gt') return (v) => (v as number) > bound;
      if (op === 'gte') return (v) => (v as number) >= bound;
      if (op === 'lt') return (v) => (v as number) < bound;
      return (v) => (v as number) <= bound;
    }
    case 'or': {
      if (!Array.isArray(operand) || operand.length === 0) return null;
      const parts = operand.map((x) => valueTest(kind, x));
      if (parts.some((p) => p === null)) return null;
      return (v) => parts.some((p) => p!(v));
    }
    default:
      return null; // like: SQL's LIKE folds case its own way
  }
}

/** sql-filters' valueCondition as a test: a scalar is eq, an array is in, an object ANDs its operators. */
function valueTest(kind: Kind, value: unknown): ValueTest | null {
  if (Array.isArray(value)) return operatorTest(kind, 'in', value);
  if (value === null) return null; // IS NULL: SQL answers
  if (typeof value !== 'object') return operatorTest(kind, 'eq', value);
  const parts = Object.entries(value as Record<string, unknown>).map(([op, operand]) =>
    operatorTest(kind, op, operand),
  );
  if (parts.length === 0 || parts.some((p) => p === null)) return null;
  return (v) => parts.every((p) => p!(v));
}

/** One filter: some value of the product passes every operator (one row of the membership sub-select). */
function filterTest(filter: AppliedFilter, index: ListingIndex): ProductTest | null {
  const attribute = filter.attribute.replace(/_filter$/, '');
  const facet = FACET_ATTRIBUTES.indexOf(attribute);
  if (facet >= 0) {
    // Facet values are held as numbers: decide once per value, then look the product's numbers up.
    const test = valueTest('text', filter.value);
    if (!test) return null;
    const { values, offsets, numbers } = index.facets[facet]!;
    const passing = values.map((value) => test(value));
    return (p) => {
      for (let k = offsets[p.row]!; k < offsets[p.row + 1]!; k++) if (passing[numbers[k]!]) return true;
      return false;
    };
  }
  const target = column(attribute);
  const test = target && valueTest(target.kind, filter.value);
  if (!target || !test) return null;
  return (p) => target.values(p).some(test);
}

/** filtersToSql's grouping: plain filters AND, filters sharing an orScope OR within their group. */
export function filtersTest(filters: AppliedFilter[], index: ListingIndex): ProductTest | null {
  const and: ProductTest[] = [];
  const orGroups = new Map<string, ProductTest[]>();
  for (const filter of filters) {
    const test = filterTest(filter, index);
    if (!test) return null;
    const scope = filter.options && typeof filter.options.orScope === 'string' ? filter.options.orScope : null;
    if (scope) orGroups.set(scope, [...(orGroups.get(scope) ?? []), test]);
    else and.push(test);
  }
  for (const group of orGroups.values()) and.push((p) => group.some((t) => t(p)));
  return (p) => and.every((t) => t(p));
}

/** The values a filter value lists as a plain eq or in (scalar, array, { eq } or { in }), or null for any other form. */
function listedValues(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value === null || typeof value !== 'object') return [value];
  const entries = Object.entries(value);
  if (entries.length !== 1) return null;
  const [op, operand] = entries[0]!;
  if (op === 'in') return Array.isArray(operand) ? operand : [operand];
  return op === 'eq' ? [operand] : null;
}

/**
 * The category ids of the first plain category filter (eq or in, not in an or-scope): every match
 * is in one of them. Null when there is none.
 */
export function categoryIdsOf(filters: AppliedFilter[]): number[] | null {
  for (const filter of filters) {
    const attribute = filter.attribute.replace(/_filter$/, '');
    if (
      (attribute !== 'category_ids' && attribute !== 'category.category_id') ||
      typeof filter.options?.orScope === 'string'
    )
      continue;
    const ids = listedValues(filter.value)?.map((x) => coerce('integer', x));
    if (ids && !ids.includes(undefined)) return ids as number[];
  }
  return null;
}
