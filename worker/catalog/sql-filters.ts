import type { AppliedFilter } from '../../shared/schemas/search.ts';
import { filterOperators, type FilterOperator } from '../../shared/schemas/search.ts';
import { ApiError } from '../api/api-error.ts';

/** Longest text a `like` filter takes. */
const MAX_LIKE_LENGTH = 200;

/**
 * The entry of a lookup table for a name the request chose: own entries only, so `constructor`,
 * `__proto__` or `toString` find nothing instead of Object's members (which would end up in SQL).
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

export interface SqlFragment {
  sql: string;
  params: unknown[];
}

/** How an attribute maps to SQL: a plain expression, or a membership sub-select over product ids. */
export type ColumnResolver = (
  attribute: string,
) => { expr: string } | { subquery: (cond: string) => string; valueExpr: string };

const ATTRIBUTE = /^[A-Za-z_][A-Za-z0-9_.]{0,99}$/;
export const MAX_IN = 1000;

function scalar(value: unknown): string | number | null {
  if (value === null) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  throw new ApiError(400, 'Filter values must be strings, numbers or booleans');
}

/** A value as an SQLite literal: finite numbers as digits, text single-quoted with quotes doubled. */
function sqlLiteral(value: string | number | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new ApiError(400, 'Filter numbers must be finite');
    return String(value);
  }
  if (value.includes('\0')) throw new ApiError(400, 'Filter values must not contain NUL characters');
  return `'${value.replace(/'/g, "''")}'`;
}

function condition(expr: string, op: FilterOperator, value: unknown): SqlFragment {
  switch (op) {
    case 'eq': {
      const v = scalar(value);
      if (v === null) return { sql: `${expr} IS NULL`, params: [] };
      // D1 binds every JavaScript number as a REAL, which a TEXT column sees as "1.0": written as
      // digits, 1 (or true) equals the text "1" as it does inside an "in" list.
      return typeof v === 'number'
        ? { sql: `${expr} = ${sqlLiteral(v)}`, params: [] }
        : { sql: `${expr} = ?`, params: [v] };
    }
    case 'in': {
      const list = (Array.isArray(value) ? value : [value]).map(scalar);
      if (list.length > MAX_IN) throw new ApiError(400, `An "in" filter takes at most ${MAX_IN} values`);
      if (list.length === 0) return { sql: '0', params: [] };
      // D1 binds at most 100 parameters per statement, so lists are written as quoted literals.
      return { sql: `${expr} IN (${list.map(sqlLiteral).join(',')})`, params: [] };
    }
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const v = scalar(value);
      const sign = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[op];
      return { sql: `${expr} ${sign} ?`, params: [v] };
    }
    case 'like': {
      // A list is any-of: the CMS block list of Vue Storefront asks for several identifiers at once.
      if (Array.isArray(value)) {
        if (value.length === 0) return { sql: '0', params: [] };
        const parts = value.map((v) => condition(expr, 'like', v));
        return { sql: `(${parts.map((p) => p.sql).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
      }
      const v = String(scalar(value) ?? '');
      // SQLite refuses long LIKE patterns ("pattern too complex"); no name or identifier is this long.
      if (v.length > MAX_LIKE_LENGTH)
        throw new ApiError(400, `A "like" filter value is at most ${MAX_LIKE_LENGTH} characters`);
      return { sql: `${expr} LIKE ? ESCAPE '\\'`, params: [`%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`] };
    }
    case 'exists':
      return { sql: `${expr} IS ${value === false ? '' : 'NOT '}NULL`, params: [] };
    case 'neq':
    case 'nin':
      // Handled by negatedFilter: a missing value passes, as in Elasticsearch's must_not.
      throw new ApiError(400, `"${op}" cannot be combined with other operators in one filter`);
    case 'or': {
      if (!Array.isArray(value) || value.length === 0)
        throw new ApiError(400, 'An "or" filter takes a non-empty list of conditions');
      const parts = value.map((v) => valueCondition(expr, v));
      return { sql: `(${parts.map((p) => p.sql).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
    }
  }
}

/** `value` is a scalar (eq), an array (in) or an object of operators combined with AND. */
function valueCondition(expr: string, value: unknown): SqlFragment {
  if (Array.isArray(value)) return condition(expr, 'in', value);
  if (value === null || typeof value !== 'object') return condition(expr, 'eq', value);
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) throw new ApiError(400, 'A filter needs an operator');
  const parts = entries.map(([op, v]) => {
    if (!(filterOperators as readonly string[]).includes(op)) {
      throw new ApiError(400, `Unknown filter operator "${op}"; use one of ${filterOperators.join(', ')}`);
    }
    return condition(expr, op as FilterOperator, v);
  });
  return { sql: parts.map((p) => p.sql).join(' AND '), params: parts.flatMap((p) => p.params) };
}

/**
 * `{ neq: v }`, `{ nin: [..] }` and `{ exists: false }` as the negation of eq, in and exists: a
 * product passes when none of its values matches, also when it has none (Elasticsearch's must_not).
 */
function negatedFilter(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length !== 1) return undefined;
  const [op, operand] = entries[0]!;
  if (op === 'neq') return { eq: operand };
  if (op === 'nin') return { in: operand };
  if (op === 'exists' && operand === false) return { exists: true };
  return undefined;
}

/** One applied filter as a SQL condition. The `_filter` suffix of filter forms is accepted. */
export function filterToSql(filter: AppliedFilter, resolve: ColumnResolver): SqlFragment {
  const attribute = filter.attribute.replace(/_filter$/, '');
  if (!ATTRIBUTE.test(attribute)) throw new ApiError(400, `Invalid filter attribute "${filter.attribute}"`);
  const negated = negatedFilter(filter.value);
  if (negated !== undefined) {
    const positive = filterToSql({ ...filter, value: negated as AppliedFilter['value'] }, resolve);
    const target = resolve(attribute);
    const sql = 'expr' in target ? `(${target.expr} IS NULL OR NOT (${positive.sql}))` : `NOT (${positive.sql})`;
    return { sql, params: positive.params };
  }
  const target = resolve(attribute);
  if ('expr' in target) return valueCondition(target.expr, filter.value);
  const inner = valueCondition(target.valueExpr, filter.value);
  return { sql: target.subquery(inner.sql), params: inner.params };
}

/** All applied filters joined; filters with `options.orScope` set form one OR group per scope. */
export function filtersToSql(filters: AppliedFilter[], resolve: ColumnResolver): SqlFragment {
  const and: SqlFragment[] = [];
  const orGroups = new Map<string, SqlFragment[]>();
  for (const filter of filters) {
    const fragment = filterToSql(filter, resolve);
    const scope = filter.options && typeof filter.options.orScope === 'string' ? filter.options.orScope : null;
    if (scope) orGroups.set(scope, [...(orGroups.get(scope) ?? []), fragment]);
    else and.push(fragment);
  }
  for (const group of orGroups.values()) {
    and.push({ sql: `(${group.map((g) => g.sql).join(' OR ')})`, params: group.flatMap((g) => g.params) });
  }
  if (and.length === 0) return { sql: '1', params: [] };
  return { sql: and.map((f) => `(${f.sql})`).join(' AND '), params: and.flatMap((f) => f.params) };
}

/** `field:asc,other:desc` (or `field` / `field:desc`) checked against the sortable fields. */
export function parseSort(sort: string | undefined, allowed: Record<string, string>): string[] {
  if (!sort) return [];
  return sort
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const [field = '', dir = 'asc'] = part.trim().split(':');
      const column = ownEntry(allowed, field);
      if (!column) throw new ApiError(400, `Cannot sort by "${field}"; sortable: ${Object.keys(allowed).join(', ')}`);
      if (dir !== 'asc' && dir !== 'desc') throw new ApiError(400, `Sort direction must be asc or desc, not "${dir}"`);
      return `${column} ${dir.toUpperCase()}`;
    });
}
