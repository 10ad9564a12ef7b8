import type { AppliedFilter } from '../../../shared/schemas/search.ts';
import { ApiError } from '../../api/api-error.ts';
import { FACET_ATTRIBUTES } from '../product-search.ts';

/**
 * What one Elasticsearch query clause asks of the platform's search: conditions that all hold, one
 * search text, and groups of conditions of which one holds (bool should).
 */
export interface Conjunction {
  filters: AppliedFilter[];
  text: string | null;
  anyOf: AppliedFilter[][];
}

export const emptyConjunction = (): Conjunction => ({ filters: [], text: null, anyOf: [] });

export type Json = Record<string, unknown>;

/** The 400 for a clause the platform does not translate, naming it by its path in the body. */
export function unsupported(path: string, why = 'is not supported'): ApiError {
  return new ApiError(400, `Elasticsearch clause "${path}" ${why}`);
}

export function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Clause keys that change only scoring or naming, which the platform's own relevance replaces. */
const SCORING_KEYS = new Set(['boost', '_name']);

/** The one field a leaf clause names (`{ term: { sku: … } }`), its value, after scoring keys. */
export function singleField(clause: unknown, path: string): [string, unknown] {
  if (!isObject(clause)) throw unsupported(path, 'must be an object');
  const fields = Object.entries(clause).filter(([key]) => !SCORING_KEYS.has(key));
  if (fields.length !== 1) throw unsupported(path, 'must name exactly one field');
  return fields[0]!;
}

/**
 * A document field as the platform names it: `.keyword` sub-fields are the field itself, and a
 * configurable product's `color_options` (its children's colours) is its `color`, which the
 * platform's facet values already hold for the parent.
 */
export function platformField(field: string): string {
  const base = field.replace(/\.keyword$/, '');
  const option = base.match(/^(.+)_options$/);
  return option && FACET_ATTRIBUTES.includes(option[1]!) ? option[1]! : base;
}

/** Fields a `match` searches as text; on any other field `match` compares the whole value. */
export const TEXT_FIELDS = new Set(['name', 'sku', 'description', 'short_description', 'category.name']);

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function scalarOf(value: unknown, path: string): Scalar {
  if (isScalar(value)) return value;
  throw unsupported(path, 'needs a string, number or boolean value');
}

/** `{ sku: 'x' }` or `{ sku: { value: 'x', boost } }`. */
export function termFilter(clause: unknown, path: string): AppliedFilter {
  const [field, raw] = singleField(clause, path);
  const value = isObject(raw) ? raw.value : raw;
  return { attribute: platformField(field), value: { eq: scalarOf(value, `${path}.${field}`) } };
}

export function termsFilter(clause: unknown, path: string): AppliedFilter {
  const [field, raw] = singleField(clause, path);
  if (!Array.isArray(raw))
    throw unsupported(`${path}.${field}`, 'needs a list of values (terms lookup is not supported)');
  return { attribute: platformField(field), value: { in: raw.map((v, i) => scalarOf(v, `${path}.${field}[${i}]`)) } };
}

const RANGE_OPERATORS: Record<string, 'gt' | 'gte' | 'lt' | 'lte'> = {
  gt: 'gt',
  gte: 'gte',
  lt: 'lt',
  lte: 'lte',
  from: 'gte',
  to: 'lte',
};

export function rangeFilter(clause: unknown, path: string): AppliedFilter {
  const [field, raw] = singleField(clause, path);
  if (!isObject(raw)) throw unsupported(`${path}.${field}`, 'needs bounds (gt, gte, lt, lte)');
  const value: Record<string, Scalar> = {};
  for (const [key, bound] of Object.entries(raw)) {
    if (SCORING_KEYS.has(key) || bound === null) continue;
    const op = RANGE_OPERATORS[key];
    if (!op) throw unsupported(`${path}.${field}.${key}`);
    value[op] = scalarOf(bound, `${path}.${field}.${key}`);
  }
  if (!Object.keys(value).length) throw unsupported(`${path}.${field}`, 'needs at least one bound');
  return { attribute: platformField(field), value };
}

export function existsFilter(clause: unknown, path: string, present = true): AppliedFilter {
  if (!isObject(clause) || typeof clause.field !== 'string') throw unsupported(path, 'needs a "field"');
  return { attribute: platformField(clause.field), value: { exists: present } };
}

/** The query text of match, match_phrase and match_phrase_prefix (`{ name: 'x' }` or `{ name: { query } }`). */
export function matchText(clause: unknown, path: string): { field: string; text: string } {
  const [field, raw] = singleField(clause, path);
  const text = isObject(raw) ? raw.query : raw;
  return { field: platformField(field), text: String(scalarOf(text, `${path}.${field}`)) };
}

export function multiMatchText(clause: unknown, path: string): string {
  if (!isObject(clause)) throw unsupported(path, 'must be an object');
  return String(scalarOf(clause.query, `${path}.query`));
}
