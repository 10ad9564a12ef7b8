import { activeGroups, selectedValues, type FilterState } from '../../shared/filters.ts';
import type { Facet } from '../../shared/facets.ts';
import { useT } from '../app-context.tsx';
import { ActiveFilters, Filters, RESULTS_COUNT_ID, rememberFocus } from './Filters.tsx';
import { SortSelect } from './SortSelect.tsx';
import { useListingQuery } from './listing-query.ts';

/**
 * The controls of a category listing, each an island of its own around static HTML (the grid,
 * the count): they share the shopper's query (./listing-query.ts), so a sort chosen right after
 * a filter keeps the filter.
 */
interface ListingProps {
  path: string;
  filters: FilterState;
}

export function CategoryFilters({ path, filters, facets, total }: ListingProps & { facets: Facet[]; total: number }) {
  const { current, onSelect, onClear } = useListingQuery(path, filters);
  const activeCount = activeGroups(current).reduce((n, g) => n + selectedValues(current, g).length, 0);
  return (
    <Filters
      facets={facets}
      state={current}
      total={total}
      activeCount={activeCount}
      onSelect={onSelect}
      onClear={onClear}
    />
  );
}

export function CategorySort({ path, filters }: ListingProps) {
  const { current, onSort } = useListingQuery(path, filters);
  return <SortSelect value={current.sort} onChange={onSort} />;
}

export function CategoryActiveFilters({ path, filters, facets }: ListingProps & { facets: Facet[] }) {
  const { onSelect, onClear } = useListingQuery(path, filters);
  return <ActiveFilters facets={facets} onSelect={onSelect} onClear={onClear} />;
}

/** Under an empty filtered listing: clears every filter, focus going to the product count. */
export function ClearFiltersButton({ path, filters }: ListingProps) {
  const t = useT();
  const { onClear } = useListingQuery(path, filters);
  return (
    <button
      type="button"
      className="button"
      onClick={() => {
        rememberFocus(RESULTS_COUNT_ID);
        onClear();
      }}
    >
      {t('Clear filters')}
    </button>
  );
}
