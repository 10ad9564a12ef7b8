import type { AggregationBucket, AvailableFilter } from '../../../shared/schemas/search.ts';
import { PRICE_RANGES } from '../product-search.ts';
import { isObject, platformField, unsupported } from './clauses.ts';

/** One requested aggregation: its name in the answer and where its buckets come from. */
export type AggregationPlan =
  | { name: string; kind: 'terms'; field: string; size: number }
  | { name: string; kind: 'range'; field: string };

const PRICE_FIELDS = new Set(['price', 'final_price', 'price_incl_tax', 'final_price_incl_tax']);

function sameRanges(ranges: unknown): boolean {
  if (!Array.isArray(ranges) || ranges.length !== PRICE_RANGES.length) return false;
  return PRICE_RANGES.every((r, i) => {
    const asked = ranges[i] as { from?: unknown; to?: unknown } | undefined;
    return isObject(asked) && asked.from === r.from && asked.to === ('to' in r ? r.to : undefined);
  });
}

/** `aggs` (or `aggregations`): terms over a field and the price ranges the platform counts. */
export function planAggregations(aggs: unknown, path: string): AggregationPlan[] {
  if (aggs === undefined) return [];
  if (!isObject(aggs)) throw unsupported(path, 'must be an object');
  return Object.entries(aggs).map(([name, agg]) => {
    const at = `${path}.${name}`;
    if (!isObject(agg)) throw unsupported(at, 'must be an object');
    const kinds = Object.keys(agg);
    if (kinds.length !== 1) throw unsupported(at, 'must be one terms or range aggregation (no sub-aggregations)');
    const kind = kinds[0]!;
    const body = agg[kind];
    if (!isObject(body) || typeof body.field !== 'string') throw unsupported(`${at}.${kind}`, 'needs a "field"');
    const field = platformField(body.field);
    if (kind === 'terms') {
      for (const k of Object.keys(body))
        if (!['field', 'size', 'order', 'min_doc_count'].includes(k)) throw unsupported(`${at}.terms.${k}`);
      const size = body.size === undefined ? 10 : Number(body.size);
      if (!Number.isInteger(size) || size < 0) throw unsupported(`${at}.terms.size`, 'must be a whole number');
      return { name, kind, field, size };
    }
    if (kind === 'range') {
      if (!PRICE_FIELDS.has(field) || !sameRanges(body.ranges))
        throw unsupported(`${at}.range`, 'is counted for the price ranges 0-50, 50-100, 100-150 and 150- only');
      return { name, kind, field: 'price' };
    }
    throw unsupported(`${at}.${kind}`);
  });
}

/** The facets the platform's search counts for these aggregations. */
export function availableFilters(plans: AggregationPlan[]): AvailableFilter[] {
  const fields = new Set(plans.map((p) => (p.kind === 'range' ? 'price' : p.field)));
  return [...fields].map((field) => ({ field }));
}

type Aggregations = Record<string, { buckets: AggregationBucket[] }>;

/**
 * The answer's aggregations under the requested names. A terms aggregation over a field the
 * platform does not count (price as single values) answers with no buckets.
 */
export function answerAggregations(plans: AggregationPlan[], counted: Aggregations | undefined): Aggregations {
  const out: Aggregations = {};
  for (const plan of plans) {
    if (plan.kind === 'range') out[plan.name] = { buckets: counted?.agg_range_price?.buckets ?? [] };
    else out[plan.name] = { buckets: (counted?.[`agg_terms_${plan.field}`]?.buckets ?? []).slice(0, plan.size) };
  }
  return out;
}
