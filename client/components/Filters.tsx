import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  FILTER_GROUP_LABELS,
  isSelected,
  priceRangeOf,
  type FilterGroup,
  type FilterState,
} from '../../shared/filters.ts';
import type { Facet, FacetValue } from '../../shared/facets.ts';
import { priceRangeLabel } from '../../shared/i18n/format.ts';
import { useApp, useT } from '../app-context.tsx';

type T = ReturnType<typeof useT>;

/**
 * What survives the remount a filter click causes (the page re-renders with the new URL's data):
 * whether the mobile panel was open and which control had focus. Written only in the browser,
 * from event handlers; the server always renders the closed panel.
 */
const memory = { open: false, focusId: null as string | null, from: '' };

/** Id of the listing's product count, where focus goes when the control that was used disappears. */
export const RESULTS_COUNT_ID = 'category-count';

/** Focus the control with this id again once the page has re-rendered after the navigation. */
export function rememberFocus(id: string): void {
  memory.focusId = id;
  memory.from = window.location.href;
}

/** Heading of a facet: the attribute entity's label in German, the catalogue text otherwise. */
export function useFacetLabel(): (facet: Pick<Facet, 'group' | 'label'>) => string {
  const t = useT();
  const { stores } = useApp();
  const { locale } = useSnapshot(stores.session);
  return (facet) => (locale !== 'en-US' && facet.label ? facet.label : t(FILTER_GROUP_LABELS[facet.group]));
}

/** The text of one facet value: option label, price range label, or the switch's name. */
export function valueLabel(facet: Facet, value: FacetValue, t: T, groupLabel: string): string {
  if (facet.kind === 'single') {
    const range = priceRangeOf(value.value);
    return range ? priceRangeLabel(range, '€', t) : value.value;
  }
  if (facet.kind === 'system') return groupLabel;
  return value.label || value.value;
}

interface FiltersProps {
  facets: Facet[];
  /** The selection the shopper made, ahead of the listing that is still loading for it. */
  state: FilterState;
  total: number;
  /** Number of filter values chosen. */
  activeCount: number;
  onSelect: (group: FilterGroup, value: string) => void;
  onClear: () => void;
}

/**
 * The filter panel: one group per facet with a heading, checkboxes for multi-select values and the
 * recommendation switch, pressed-state buttons for the single-choice price ranges. On phones it is
 * a collapsible panel behind a "Filters" button; from tablet width it is an always-open sidebar.
 */
export function Filters({ facets, state, total, activeCount, onSelect, onClear }: FiltersProps) {
  const t = useT();
  const label = useFacetLabel();
  const id = useId();
  const panelId = `${id}-panel`;
  // The first (hydrating) render always matches the server's closed panel; memory is only ever
  // set after hydration, by a click.
  const [open, setOpen] = useState(() => memory.open);

  useEffect(() => {
    const focusId = memory.focusId;
    // Only the listing of the new address takes the focus: an island page's first in-place
    // navigation renders the app on the old one first (client/islands/take-over.tsx).
    if (window.location.href === memory.from) return;
    memory.focusId = null;
    if (focusId) document.getElementById(focusId)?.focus({ preventScroll: true });
  }, []);

  const choose = (group: FilterGroup, value: string, controlId: string) => {
    memory.open = open;
    rememberFocus(controlId);
    onSelect(group, value);
  };
  const toggle = () => {
    memory.open = !open;
    setOpen(!open);
  };

  return (
    <section className={`filters${open ? ' filters--open' : ''}`} aria-labelledby={`${id}-title`}>
      <h2 className="sr-only" id={`${id}-title`}>
        {t('Filters')}
      </h2>
      <button type="button" className="filters__toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <span>{t('Filters')}</span>
        {activeCount > 0 && <span className="filters__badge">{activeCount}</span>}
        <span className="filters__chevron" aria-hidden="true" />
      </button>
      <div className="filters__panel" id={panelId}>
        {facets.length === 0 && <p className="filters__none">{t('No products found.')}</p>}
        {facets.map((facet) => {
          const headingId = `${id}-${facet.group}`;
          const groupLabel = label(facet);
          return (
            <div className="facet" key={facet.group} role="group" aria-labelledby={headingId}>
              <h3 className="facet__title" id={headingId}>
                {groupLabel}
              </h3>
              <ul className={`facet__values facet__values--${facet.kind}`}>
                {facet.values.map((value) => {
                  const controlId = `filter-${facet.group}-${value.value}`;
                  const text = valueLabel(facet, value, t, groupLabel);
                  const count = <span className="facet__count">{value.count}</span>;
                  const selected = isSelected(state, facet.group, value.value);
                  if (facet.kind === 'single') {
                    return (
                      <li key={value.value}>
                        <button
                          type="button"
                          id={controlId}
                          className="facet__button"
                          aria-pressed={selected}
                          onClick={() => choose(facet.group, value.value, controlId)}
                        >
                          <span>{text}</span> {count}
                        </button>
                      </li>
                    );
                  }
                  return (
                    <li key={value.value}>
                      <label className="facet__option" htmlFor={controlId}>
                        <input
                          type="checkbox"
                          id={controlId}
                          checked={selected}
                          onChange={() => choose(facet.group, value.value, controlId)}
                        />
                        <span className="facet__label">
                          {facet.kind === 'system' ? t('Recommended products only') : text}
                        </span>{' '}
                        {count}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
        <div className="filters__footer">
          {activeCount > 0 && (
            <button
              type="button"
              className="filters__clear"
              onClick={() => {
                memory.open = open;
                rememberFocus(RESULTS_COUNT_ID);
                onClear();
              }}
            >
              {t('Clear filters')}
            </button>
          )}
          <button type="button" className="button filters__done" aria-controls={panelId} onClick={toggle}>
            {t(total === 1 ? '1 product' : 'Show {count} products', { count: total })}
          </button>
        </div>
      </div>
    </section>
  );
}

interface ActiveFiltersProps {
  facets: Facet[];
  onSelect: (group: FilterGroup, value: string) => void;
  onClear: () => void;
}

/** The chosen values as removable chips above the products, with "Clear filters". */
export function ActiveFilters({ facets, onSelect, onClear }: ActiveFiltersProps) {
  const t = useT();
  const label = useFacetLabel();
  const chips = facets.flatMap((facet) =>
    facet.values
      .filter((v) => v.selected)
      .map((value) => {
        const group = label(facet);
        const text = facet.kind === 'system' ? group : `${group}: ${valueLabel(facet, value, t, group)}`;
        return { key: `${facet.group}-${value.value}`, facet, value, text };
      }),
  );
  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <h2 className="sr-only">{t('Active filters')}</h2>
      <ul className="active-filters__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="active-filters__chip"
              aria-label={t('Remove filter {label}', { label: chip.text })}
              onClick={() => {
                rememberFocus(RESULTS_COUNT_ID); // the chip itself goes away
                onSelect(chip.facet.group, chip.value.value);
              }}
            >
              {chip.text} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="active-filters__clear"
            onClick={() => {
              rememberFocus(RESULTS_COUNT_ID);
              onClear();
            }}
          >
            {t('Clear filters')}
          </button>
        </li>
      </ul>
    </div>
  );
}
