/**
 * Category filters, sorting and paging as URL query state (filter attributes, Filters
 * rule, sort options, price ranges and page size). Everything here is pure: the loader parses
 * the query on the server (SSR) and in the browser (client navigation) with the same functions,
 * and the filter panel computes the next state with the rules before navigating to its URL.
 *
 * URL shape: `?color=161,162&hoehe=105&price=50-100&erin_recommends=1&sort=price:asc&page=2`.
 * Unknown parameters and values that cannot be a filter are ignored, never an error.
 */
import type { AppliedFilter } from './schemas/search.ts';
import { priceRanges, type PriceRange } from './i18n/format.ts';
import type { AttributeInfo } from './facets.ts';

/** Select attributes where several values can be chosen at once (a product matches any of them). */
export const MULTI_SELECT_ATTRIBUTES = [
  'hoehe',
  'breite',
  'anzahl_torfluegel',
  'ausfuehrung_neu',
  'color',
  'size',
] as const;
export type MultiSelectAttribute = (typeof MULTI_SELECT_ATTRIBUTES)[number];

/** System filters: on/off switches. */
export const SYSTEM_FILTERS = ['erin_recommends'] as const;
export type SystemFilter = (typeof SYSTEM_FILTERS)[number];

/** The single-choice price filter (one range at a time). */
export const PRICE_FILTER = 'price';

export type FilterGroup = MultiSelectAttribute | typeof PRICE_FILTER | SystemFilter;
export type FilterKind = 'multi' | 'single' | 'system';

/** All filter groups in the order the filter panel shows them. */
export const FILTER_GROUPS: readonly FilterGroup[] = [...MULTI_SELECT_ATTRIBUTES, PRICE_FILTER, ...SYSTEM_FILTERS];

/** Catalogue keys naming each filter group (used when the attribute entity gives no label). */
export const FILTER_GROUP_LABELS: Record<FilterGroup, string> = {
  hoehe: 'Height',
  breite: 'Width',
  anzahl_torfluegel: 'Number of gate leaves',
  ausfuehrung_neu: 'Design',
  color: 'Color',
  size: 'Size',
  price: 'Price',
  erin_recommends: 'Our recommendation',
};

/**
 * The product field the price filter and its range counts use: the gross final price in the
 * store's tax, as the cards show it. The platform's `agg_range_price` counts the same value, so the
 * number next to a range is exactly the number of products the range then shows.
 */
export const PRICE_ATTRIBUTE = 'final_price_incl_tax';

/** The value a switched-on system filter matches (Magento boolean "1"). */
export const SYSTEM_FILTER_VALUE = '1';

export const SORT_OPTIONS = [
  { key: 'latest', sort: 'updated_at:desc', label: 'Latest' },
  // Gross prices keep the order of net prices (one tax factor per store): sort on the column.
  { key: 'price:asc', sort: 'final_price:asc', label: 'Price low to high' },
  { key: 'price:desc', sort: 'final_price:desc', label: 'Price high to low' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['key'];
/** Newest first; the default is never written to the URL. */
export const DEFAULT_SORT: SortKey = 'latest';

export const MAX_PAGE = 1000;
/** More values of one attribute than any attribute has options is not a real selection. */
const MAX_VALUES = 30;
/** Option ids are decimal strings (seed/attributes.ts). */
const OPTION_ID = /^\d{1,10}$/;

export interface FilterState {
  /** Selected option ids per multi-select attribute, in ascending order; absent when none. */
  attributes: Partial<Record<MultiSelectAttribute, string[]>>;
  /** Key of the chosen price range ('50-100', '150-'), or null. */
  price: string | null;
  /** System filters switched on, in FILTER_GROUPS order. */
  system: SystemFilter[];
  sort: SortKey;
  page: number;
}

export const EMPTY_FILTERS: FilterState = Object.freeze({
  attributes: {},
  price: null,
  system: [],
  sort: DEFAULT_SORT,
  page: 1,
}) as FilterState;

export function filterKind(group: FilterGroup): FilterKind {
  if (group === PRICE_FILTER) return 'single';
  return (SYSTEM_FILTERS as readonly string[]).includes(group) ? 'system' : 'multi';
}

function isMulti(code: string): code is MultiSelectAttribute {
  return (MULTI_SELECT_ATTRIBUTES as readonly string[]).includes(code);
}

/** The URL key of a price range: '0-50', '150-' (open end). */
export function priceRangeKey(range: PriceRange): string {
  return `${range.from}-${range.to ?? ''}`;
}

/** The range a URL value names ('50-100'; the open range also as '150-*' or '150+'), else undefined. */
export function priceRangeOf(key: string): PriceRange | undefined {
  const m = /^(\d{1,6})(?:-(\d{0,6}|\*)|\+)?$/.exec(key.trim());
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = m[2] && m[2] !== '*' ? Number(m[2]) : undefined;
  return priceRanges.find((r) => r.from === from && r.to === to);
}

/** Option ids in numeric order (stable URLs and facet lists). */
export function byNumber(a: string, b: string): number {
  return Number(a) - Number(b) || a.localeCompare(b);
}

function normaliseValues(values: Iterable<string>): string[] {
  return [...new Set(values)]
    .filter((v) => OPTION_ID.test(v))
    .sort(byNumber)
    .slice(0, MAX_VALUES);
}

/** A query's values for a name; repeated parameters (`color=1&color=2`) count too. */
function all(query: URLSearchParams, name: string): string[] {
  // shared/types/web-fetch.d.ts declares only get; every runtime has getAll.
  const getAll = (query as URLSearchParams & { getAll?: (name: string) => string[] }).getAll;
  if (typeof getAll === 'function') return getAll.call(query, name);
  const value = query.get(name);
  return value === null ? [] : [value];
}

/** Reads filters, sort and page from a query; anything unknown or malformed is left out. */
export function parseFilters(query: URLSearchParams): FilterState {
  const attributes: FilterState['attributes'] = {};
  for (const code of MULTI_SELECT_ATTRIBUTES) {
    const raw = all(query, code)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim());
    const values = normaliseValues(raw);
    if (values.length) attributes[code] = values;
  }
  let price: string | null = null;
  for (const raw of all(query, PRICE_FILTER)) {
    const range = priceRangeOf(raw);
    if (range) {
      price = priceRangeKey(range);
      break;
    }
  }
  const system = SYSTEM_FILTERS.filter((code) => all(query, code).some((v) => v.trim() === SYSTEM_FILTER_VALUE));
  const sortRaw = query.get('sort') ?? '';
  const sort = SORT_OPTIONS.find((o) => o.key === sortRaw)?.key ?? DEFAULT_SORT;
  const pageRaw = (query.get('page') ?? '').trim();
  const page = /^\d{1,15}$/.test(pageRaw) ? Math.max(1, Math.min(MAX_PAGE, Number(pageRaw))) : 1;
  return { attributes, price, system, sort, page };
}

/**
 * The query string of a state ('' when everything is default), with a stable parameter order and
 * readable commas, so one selection always has one URL.
 */
export function filterQueryString(state: FilterState): string {
  const parts: string[] = [];
  for (const code of MULTI_SELECT_ATTRIBUTES) {
    const values = state.attributes[code];
    if (values?.length) parts.push(`${code}=${values.map(encodeURIComponent).join(',')}`);
  }
  if (state.price) parts.push(`${PRICE_FILTER}=${encodeURIComponent(state.price)}`);
  for (const code of SYSTEM_FILTERS) if (state.system.includes(code)) parts.push(`${code}=${SYSTEM_FILTER_VALUE}`);
  if (state.sort !== DEFAULT_SORT) parts.push(`sort=${state.sort}`);
  if (state.page > 1) parts.push(`page=${state.page}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export function filterHref(path: string, state: FilterState): string {
  return path + filterQueryString(state);
}

/** Whether any filter is applied (sort and page are not filters). */
export function hasFilters(state: FilterState): boolean {
  return activeGroups(state).length > 0;
}

/** Filter groups with a selection, in FILTER_GROUPS order. */
export function activeGroups(state: FilterState): FilterGroup[] {
  return FILTER_GROUPS.filter((group) => selectedValues(state, group).length > 0);
}

/** The selected values of a group: option ids, the price range key, or ['1'] for a system filter. */
export function selectedValues(state: FilterState, group: FilterGroup): string[] {
  if (group === PRICE_FILTER) return state.price ? [state.price] : [];
  if (isMulti(group)) return state.attributes[group] ?? [];
  return state.system.includes(group) ? [SYSTEM_FILTER_VALUE] : [];
}

export function isSelected(state: FilterState, group: FilterGroup, value: string): boolean {
  return selectedValues(state, group).includes(value);
}

/** Multi-select rule: choosing a value adds it, choosing a chosen value removes it. Back to page 1. */
export function toggleAttributeValue(state: FilterState, code: MultiSelectAttribute, value: string): FilterState {
  const current = state.attributes[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : normaliseValues([...current, value]);
  const attributes = { ...state.attributes };
  if (next.length) attributes[code] = next;
  else delete attributes[code];
  return { ...state, attributes, page: 1 };
}

/** Single-choice rule: another range replaces the chosen one; the chosen one again removes it. */
export function selectPriceRange(state: FilterState, key: string): FilterState {
  const range = priceRangeOf(key);
  if (!range) return state;
  const normalised = priceRangeKey(range);
  return { ...state, price: state.price === normalised ? null : normalised, page: 1 };
}

/** System filter rule: each choice switches it on or off. */
export function toggleSystemFilter(state: FilterState, code: SystemFilter): FilterState {
  const on = state.system.includes(code);
  const system = SYSTEM_FILTERS.filter((c) => (c === code ? !on : state.system.includes(c)));
  return { ...state, system, page: 1 };
}

/** "selecting an active filter removes it; single-choice filters replace the value; system filters toggle". */
export function selectFilter(state: FilterState, group: FilterGroup, value: string): FilterState {
  switch (filterKind(group)) {
    case 'single':
      return selectPriceRange(state, value);
    case 'system':
      return toggleSystemFilter(state, group as SystemFilter);
    default:
      return toggleAttributeValue(state, group as MultiSelectAttribute, value);
  }
}

/** No filters; the sort order stays. */
export function clearFilters(state: FilterState): FilterState {
  return { ...state, attributes: {}, price: null, system: [], page: 1 };
}

export function setSort(state: FilterState, sort: SortKey): FilterState {
  return { ...state, sort, page: 1 };
}

export function withPage(state: FilterState, page: number): FilterState {
  return { ...state, page: Math.max(1, Math.min(MAX_PAGE, Math.trunc(page) || 1)) };
}

/** The API sort expression of a state. */
export function sortParam(state: FilterState): string {
  return (SORT_OPTIONS.find((o) => o.key === state.sort) ?? SORT_OPTIONS[0]).sort;
}

/** Applied filters for the search API; `except` leaves one group out (for that group's own counts). */
export function appliedFilters(state: FilterState, except?: FilterGroup): AppliedFilter[] {
  const filters: AppliedFilter[] = [];
  for (const code of MULTI_SELECT_ATTRIBUTES) {
    const values = state.attributes[code];
    if (code !== except && values?.length) filters.push({ attribute: code, value: { in: values } });
  }
  const range = state.price ? priceRangeOf(state.price) : undefined;
  if (range && except !== PRICE_FILTER) {
    filters.push({
      attribute: PRICE_ATTRIBUTE,
      value: range.to === undefined ? { gte: range.from } : { gte: range.from, lt: range.to },
    });
  }
  for (const code of SYSTEM_FILTERS) {
    if (code !== except && state.system.includes(code))
      filters.push({ attribute: code, value: { eq: SYSTEM_FILTER_VALUE } });
  }
  return filters;
}

/** Drops selected values the attribute entity does not list (a made-up or outdated id in a shared URL). */
export function restrictToOptions(state: FilterState, attributes: readonly AttributeInfo[]): FilterState {
  const known = new Map(
    attributes.map((a) => [a.attribute_code, new Set((a.options ?? []).map((o) => String(o.value)))]),
  );
  const next: FilterState['attributes'] = {};
  for (const code of MULTI_SELECT_ATTRIBUTES) {
    const values = state.attributes[code];
    if (!values?.length) continue;
    const options = known.get(code);
    const kept = options?.size ? values.filter((v) => options.has(v)) : values;
    if (kept.length) next[code] = kept;
  }
  return { ...state, attributes: next };
}
