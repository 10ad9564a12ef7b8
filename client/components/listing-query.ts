import { proxy, ref, useSnapshot } from 'valtio';
import {
  clearFilters,
  filterHref,
  selectFilter,
  setSort,
  type FilterGroup,
  type FilterState,
  type SortKey,
} from '../../shared/filters.ts';
import { useApp } from '../app-context.tsx';

export interface ListingQuery {
  /** The address of the listing on screen: a new listing starts from its own filters again. */
  shown: string;
  /** What the shopper asked for while the next listing loads, so quick clicks build on each other. */
  current: FilterState;
}

export interface ListingControls {
  current: FilterState;
  onSelect: (group: FilterGroup, value: string) => void;
  onClear: () => void;
  onSort: (sort: SortKey) => void;
}

/**
 * The filters and sort order of a category listing at `path`, shown with `filters`: every change
 * opens the listing's new address, and the controls show the selection at once, ahead of it.
 */
export function useListingQuery(path: string, filters: FilterState): ListingControls {
  const { stores, navigate } = useApp();
  const shown = filterHref(path, filters);
  // Kept in the stores: the filter panel, sort and chips are islands of their own that share it.
  let query = stores.listing;
  if (query?.shown !== shown) {
    query = proxy<ListingQuery>({ shown, current: ref(filters) });
    stores.listing = query;
  }
  // A ref: the snapshot hands back the very object stored, not a read-only copy.
  const current = useSnapshot(query).current as FilterState;
  const go = (next: FilterState) => {
    query.current = ref(next);
    navigate(filterHref(path, next));
  };
  return {
    current,
    onSelect: (group, value) => go(selectFilter(current, group, value)),
    onClear: () => go(clearFilters(current)),
    onSort: (sort) => go(setSort(current, sort)),
  };
}
