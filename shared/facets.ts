/**
 * Facets of a category listing: the API's aggregations turned into the filter panel's groups and
 * values, labelled from the attribute entity and marked with the shopper's selection (shared/filters.ts).
 */
import { priceRanges } from './i18n/format.ts';
import {
  FILTER_GROUPS,
  PRICE_FILTER,
  SYSTEM_FILTER_VALUE,
  byNumber,
  filterKind,
  priceRangeKey,
  priceRangeOf,
  selectedValues,
  type FilterGroup,
  type FilterKind,
  type FilterState,
} from './filters.ts';

/** The fields of an attribute entity the filter panel reads. */
export interface AttributeInfo {
  attribute_code: string;
  frontend_label?: string | null;
  options?: { value: string | number; label: string }[] | null;
}

export interface AggregationBucketLike {
  key: string | number;
  doc_count: number;
  from?: number;
  to?: number;
}
export type Aggregations = Record<string, { buckets?: AggregationBucketLike[] } | undefined>;

export interface FacetValue {
  /** Option id, price range key or '1'. */
  value: string;
  /** Option label from the attribute entity; empty for price ranges (labelled by the page). */
  label: string;
  count: number;
  selected: boolean;
}

export interface Facet {
  group: FilterGroup;
  kind: FilterKind;
  /** The attribute's frontend_label, if the attribute entity has one. */
  label: string;
  values: FacetValue[];
}

/** The aggregation name the API gives a group's counts. */
export function aggregationName(group: FilterGroup): string {
  return group === PRICE_FILTER ? 'agg_range_price' : `agg_terms_${group}`;
}

/**
 * Facets from the API's aggregations: values in the attribute's option order, only those with
 * products (count > 0) plus the selected ones; facets left without values are dropped.
 */
export function buildFacets(
  aggregations: Aggregations,
  attributes: readonly AttributeInfo[],
  state: FilterState,
): Facet[] {
  const byCode = new Map(attributes.map((a) => [a.attribute_code, a]));
  const facets: Facet[] = [];
  for (const group of FILTER_GROUPS) {
    const kind = filterKind(group);
    const buckets = aggregations[aggregationName(group)]?.buckets ?? [];
    const counts = new Map<string, number>();
    for (const b of buckets) {
      const key = kind === 'single' ? priceKeyOfBucket(b) : String(b.key);
      if (key) counts.set(key, (counts.get(key) ?? 0) + Number(b.doc_count || 0));
    }
    const attribute = byCode.get(group);
    const selected = selectedValues(state, group);
    let candidates: { value: string; label: string }[];
    if (kind === 'single') {
      candidates = priceRanges.map((r) => ({ value: priceRangeKey(r), label: '' }));
    } else if (kind === 'system') {
      const yes = attribute?.options?.find((o) => String(o.value) === SYSTEM_FILTER_VALUE);
      candidates = [{ value: SYSTEM_FILTER_VALUE, label: yes?.label ?? '' }];
    } else {
      const options = (attribute?.options ?? []).map((o) => ({ value: String(o.value), label: o.label }));
      const listed = new Set(options.map((o) => o.value));
      // Values the attribute entity does not know still show (by id) rather than vanish.
      const unlisted = [...counts.keys(), ...selected].filter((v) => !listed.has(v)).sort(byNumber);
      candidates = [...options, ...[...new Set(unlisted)].map((v) => ({ value: v, label: v }))];
    }
    const values = candidates
      .map((c) => ({ ...c, count: counts.get(c.value) ?? 0, selected: selected.includes(c.value) }))
      .filter((v) => v.count > 0 || v.selected);
    if (values.length) facets.push({ group, kind, label: attribute?.frontend_label ?? '', values });
  }
  return facets;
}

function priceKeyOfBucket(bucket: AggregationBucketLike): string | undefined {
  if (typeof bucket.from === 'number') {
    const range = priceRanges.find((r) => r.from === bucket.from && r.to === bucket.to);
    if (range) return priceRangeKey(range);
  }
  const range = priceRangeOf(String(bucket.key));
  return range ? priceRangeKey(range) : undefined;
}
