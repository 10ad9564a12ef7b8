import type { AppliedFilter } from '../../../shared/schemas/search.ts';
import {
  type Conjunction,
  emptyConjunction,
  existsFilter,
  isObject,
  matchText,
  multiMatchText,
  rangeFilter,
  TEXT_FIELDS,
  termFilter,
  termsFilter,
  unsupported,
} from './clauses.ts';

/** Both conjunctions at once; two search texts become one text whose words must all match. */
function and(a: Conjunction, b: Conjunction): Conjunction {
  const text = a.text && b.text && a.text !== b.text ? `${a.text} ${b.text}` : (a.text ?? b.text);
  return { filters: [...a.filters, ...b.filters], text, anyOf: [...a.anyOf, ...b.anyOf] };
}

const clauses = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * One query clause (`{ terms: … }`, `{ bool: … }` …). `inFilter`: the clause sits in a filter
 * context, where a bool's should clauses must match even beside must clauses.
 */
export function translateClause(clause: unknown, path: string, inFilter: boolean): Conjunction {
  if (!isObject(clause)) throw unsupported(path, 'must be an object');
  const keys = Object.keys(clause);
  if (keys.length !== 1) throw unsupported(path, 'must hold exactly one query type');
  const type = keys[0]!;
  const body = clause[type];
  const at = `${path}.${type}`;
  const only = (filter: AppliedFilter): Conjunction => ({ ...emptyConjunction(), filters: [filter] });
  switch (type) {
    case 'match_all':
      return emptyConjunction();
    case 'term':
      return only(termFilter(body, at));
    case 'terms':
      return only(termsFilter(body, at));
    case 'range':
      return only(rangeFilter(body, at));
    case 'exists':
      return only(existsFilter(body, at));
    case 'match': {
      const { field, text } = matchText(body, at);
      if (TEXT_FIELDS.has(field)) return { ...emptyConjunction(), text };
      return only(termFilter({ [field]: text }, at));
    }
    case 'match_phrase':
    case 'match_phrase_prefix':
      return { ...emptyConjunction(), text: matchText(body, at).text };
    case 'multi_match':
      return { ...emptyConjunction(), text: multiMatchText(body, at) };
    case 'bool':
      return translateBool(body, at, inFilter);
    case 'function_score':
      return translateFunctionScore(body, at, inFilter);
    default:
      throw unsupported(at);
  }
}

/** A must_not clause as a negated filter: term, terms, exists and keyword match. */
function negate(clause: unknown, path: string): AppliedFilter {
  const positive = translateClause(clause, path, true);
  const [filter] = positive.filters;
  if (positive.text !== null || positive.anyOf.length || positive.filters.length !== 1 || !filter)
    throw unsupported(path, 'in must_not must be one term, terms or exists');
  const value = filter.value as Record<string, unknown>;
  if ('eq' in value) return { ...filter, value: { neq: value.eq as string } };
  if ('in' in value) return { ...filter, value: { nin: value.in as string[] } };
  if ('exists' in value) return { ...filter, value: { exists: false } };
  throw unsupported(path, 'in must_not must be one term, terms or exists');
}

const BOOL_KEYS = new Set(['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost', '_name']);

/** minimum_should_match as a count of `total` clauses: a number, "2", "75%" (also URL-encoded "75%25"). */
function requiredCount(raw: unknown, total: number, path: string): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  const text = String(raw).replace(/%25$/, '%');
  const percent = text.match(/^(-?\d+)%$/);
  if (percent) {
    const share = Math.trunc((total * Math.abs(Number(percent[1]))) / 100);
    return Number(percent[1]) < 0 ? total - share : share;
  }
  if (/^-?\d+$/.test(text)) return Number(text) < 0 ? total + Number(text) : Number(text);
  throw unsupported(`${path}.minimum_should_match`, 'must be a number or a percentage');
}

export function translateBool(node: unknown, path: string, inFilter: boolean): Conjunction {
  if (!isObject(node)) throw unsupported(path, 'must be an object');
  for (const key of Object.keys(node)) if (!BOOL_KEYS.has(key)) throw unsupported(`${path}.${key}`);
  let out = emptyConjunction();
  const must = clauses(node.must);
  const filter = clauses(node.filter);
  for (const [i, c] of must.entries()) out = and(out, translateClause(c, `${path}.must[${i}]`, inFilter));
  for (const [i, c] of filter.entries()) out = and(out, translateClause(c, `${path}.filter[${i}]`, true));
  for (const [i, c] of clauses(node.must_not).entries()) out.filters.push(negate(c, `${path}.must_not[${i}]`));

  const should = clauses(node.should);
  if (!should.length) return out;
  const alternatives = should.map((c, i) => translateClause(c, `${path}.should[${i}]`, inFilter));
  const scoringOnly = !inFilter && (must.length > 0 || filter.length > 0);
  const required = requiredCount(node.minimum_should_match, should.length, path) ?? (scoringOnly ? 0 : 1);
  // Optional should clauses only raise the score of what must and filter already chose.
  if (required <= 0) return out;
  if (required >= alternatives.length) return alternatives.reduce(and, out);
  if (required > 1) throw unsupported(`${path}.minimum_should_match`, 'must be 0, 1 or the number of should clauses');
  return and(out, anyOf(alternatives, `${path}.should`));
}

const key = (filter: AppliedFilter) => JSON.stringify([filter.attribute, filter.value]);
const isSkuLookup = (c: Conjunction, text: string) =>
  c.text === null &&
  !c.anyOf.length &&
  c.filters.length === 1 &&
  /(^|\.)sku$/.test(c.filters[0]!.attribute) &&
  Object.values(c.filters[0]!.value as object).some((v) => (Array.isArray(v) ? v.join('-') : String(v)) === text);

/** Should clauses of which one must match, reduced to what the platform's search can ask. */
function anyOf(alternatives: Conjunction[], path: string): Conjunction {
  const texts = [...new Set(alternatives.flatMap((a) => (a.text === null ? [] : [a.text])))];
  if (texts.length) {
    // A text search beside lookups of the same text as a SKU (the search box of Vue Storefront):
    // the platform's text search matches SKUs itself.
    const [text] = texts;
    const pure = (a: Conjunction) => a.text === text && !a.filters.length && !a.anyOf.length;
    if (texts.length === 1 && alternatives.every((a) => pure(a) || isSkuLookup(a, text!)))
      return { filters: [], text: text!, anyOf: [] };
    throw unsupported(path, 'mixes a text search with other conditions');
  }
  // An alternative that asks for more than another alternative adds no matches: drop it
  // (the catalog filters of Vue Storefront: "color is 49" or "color is 49 and type is configurable").
  const sets = alternatives.map((a) => ({ a, keys: new Set(a.filters.map(key)) }));
  const kept = sets.filter(
    (s, i) =>
      !sets.some(
        (o, j) =>
          j !== i &&
          !o.a.anyOf.length &&
          [...o.keys].every((k) => s.keys.has(k)) &&
          (o.keys.size < s.keys.size || j < i),
      ),
  );
  if (kept.length === 1) return kept[0]!.a;
  if (kept.some((s) => s.a.anyOf.length || s.a.filters.length !== 1))
    throw unsupported(path, 'with several clauses may hold one condition each');
  return { filters: [], text: null, anyOf: [kept.map((s) => s.a.filters[0]!)] };
}

const FUNCTION_SCORE_KEYS = new Set([
  'query',
  'functions',
  'score_mode',
  'boost_mode',
  'max_boost',
  'min_score',
  'boost',
]);

/** function_score: the platform ranks by its own relevance, so weights are checked and set aside. */
function translateFunctionScore(node: unknown, path: string, inFilter: boolean): Conjunction {
  if (!isObject(node)) throw unsupported(path, 'must be an object');
  for (const k of Object.keys(node)) if (!FUNCTION_SCORE_KEYS.has(k)) throw unsupported(`${path}.${k}`);
  clauses(node.functions).forEach((fn, i) => {
    const at = `${path}.functions[${i}]`;
    if (!isObject(fn)) throw unsupported(at, 'must be an object');
    for (const k of Object.keys(fn)) if (k !== 'filter' && k !== 'weight') throw unsupported(`${at}.${k}`);
    if (fn.filter !== undefined) translateClause(fn.filter, `${at}.filter`, true);
  });
  return node.query === undefined ? emptyConjunction() : translateClause(node.query, `${path}.query`, inFilter);
}
