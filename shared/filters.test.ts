import { describe, expect, it } from 'vitest';
import {
  activeGroups,
  appliedFilters,
  clearFilters,
  EMPTY_FILTERS,
  filterHref,
  filterQueryString,
  hasFilters,
  parseFilters,
  priceRangeOf,
  restrictToOptions,
  selectFilter,
  selectPriceRange,
  setSort,
  sortParam,
  toggleAttributeValue,
  toggleSystemFilter,
  withPage,
  type FilterState,
} from './filters.ts';
import { buildFacets, type AttributeInfo } from './facets.ts';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('parseFilters', () => {
  it('reads multi-select values, price range, system filter, sort and page', () => {
    expect(parse('color=162,161&hoehe=105&price=50-100&erin_recommends=1&sort=price:asc&page=2')).toEqual({
      attributes: { color: ['161', '162'], hoehe: ['105'] },
      price: '50-100',
      system: ['erin_recommends'],
      sort: 'price:asc',
      page: 2,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('accepts repeated parameters and removes duplicates', () => {
    expect(parse('color=161&color=162,161').attributes).toEqual({ color: ['161', '162'] });
  });

  it('ignores unknown parameters and garbage values instead of failing', () => {
    const state = parse(
      'foo=bar&material=201&color=abc,<script>,161,&hoehe=-1&price=7-9&erin_recommends=yes&sort=name:asc&page=-3',
    );
    expect(state).toEqual({ ...EMPTY_FILTERS, attributes: { color: ['161'] } });
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=99999999').page).toBe(1000);
    expect(parse('page=1e3').page).toBe(1);
    expect(parse('price=%E2%80%A8&color=%00').price).toBeNull();
  });

  it('accepts the open price range as 150-, 150-* and 150+', () => {
    expect(parse('price=150-').price).toBe('150-');
    expect(parse('price=150-*').price).toBe('150-');
    expect(parse('price=150%2B').price).toBe('150-');
    expect(parse('price=150+').price).toBe('150-'); // '+' arrives as a space
    expect(priceRangeOf('0-50')).toEqual({ from: 0, to: 50 });
    expect(priceRangeOf('50-150')).toBeUndefined();
  });

  it('caps the number of values of one attribute', () => {
    const many = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect(parse(`hoehe=${many}`).attributes.hoehe).toHaveLength(30);
  });
});

describe('filterQueryString', () => {
  it('writes a stable, readable query and leaves defaults out', () => {
    const state = parse('sort=price:desc&page=3&erin_recommends=1&price=0-50&hoehe=105&color=162,161');
    expect(filterQueryString(state)).toBe(
      '?hoehe=105&color=161,162&price=0-50&erin_recommends=1&sort=price:desc&page=3',
    );
    expect(filterQueryString(EMPTY_FILTERS)).toBe('');
    expect(filterQueryString({ ...EMPTY_FILTERS, sort: 'latest', page: 1 })).toBe('');
    expect(filterHref('/c/tore', withPage(EMPTY_FILTERS, 2))).toBe('/c/tore?page=2');
  });

  it('round-trips through parseFilters', () => {
    const state = parse('color=161,162&price=150-&sort=price:asc&page=4');
    expect(parseFilters(new URLSearchParams(filterQueryString(state)))).toEqual(state);
  });
});

describe('filter rules', () => {
  const start: FilterState = parse('color=161&page=3');

  it('multi-select: choosing a value adds it, choosing a chosen value removes it', () => {
    const added = toggleAttributeValue(start, 'color', '163');
    expect(added.attributes.color).toEqual(['161', '163']);
    const removed = toggleAttributeValue(added, 'color', '161');
    expect(removed.attributes.color).toEqual(['163']);
    const none = toggleAttributeValue(removed, 'color', '163');
    expect(none.attributes).toEqual({});
    expect(hasFilters(none)).toBe(false);
  });

  it('single choice: another price range replaces the chosen one, the chosen one removes it', () => {
    const first = selectPriceRange(start, '0-50');
    expect(first.price).toBe('0-50');
    const replaced = selectPriceRange(first, '100-150');
    expect(replaced.price).toBe('100-150');
    expect(selectPriceRange(replaced, '100-150').price).toBeNull();
    expect(selectPriceRange(replaced, 'nonsense')).toBe(replaced);
  });

  it('system filter: each choice toggles it', () => {
    const on = toggleSystemFilter(start, 'erin_recommends');
    expect(on.system).toEqual(['erin_recommends']);
    expect(toggleSystemFilter(on, 'erin_recommends').system).toEqual([]);
  });

  it('selectFilter dispatches by kind, and every change returns to page 1', () => {
    expect(selectFilter(start, 'color', '161').attributes).toEqual({});
    expect(selectFilter(start, 'hoehe', '105').attributes).toEqual({ color: ['161'], hoehe: ['105'] });
    expect(selectFilter(start, 'price', '50-100').price).toBe('50-100');
    expect(selectFilter(selectFilter(start, 'price', '50-100'), 'price', '50-100').price).toBeNull();
    expect(selectFilter(start, 'erin_recommends', '1').system).toEqual(['erin_recommends']);
    for (const next of [
      selectFilter(start, 'color', '162'),
      selectFilter(start, 'price', '0-50'),
      selectFilter(start, 'erin_recommends', '1'),
    ]) {
      expect(next.page).toBe(1);
    }
    expect(start.attributes.color).toEqual(['161']); // the input state is never changed
  });

  it('clearing filters keeps the sort order; sorting returns to page 1', () => {
    const state = parse('color=161&price=0-50&erin_recommends=1&sort=price:desc&page=2');
    expect(clearFilters(state)).toEqual({ ...EMPTY_FILTERS, sort: 'price:desc' });
    expect(setSort(state, 'price:asc')).toMatchObject({ sort: 'price:asc', page: 1 });
  });
});

describe('API query', () => {
  const state = parse('hoehe=105,106&color=161&price=50-100&erin_recommends=1&sort=price:desc');

  it('multi-select as "in", price as a net final_price range, system filter as "eq"', () => {
    expect(appliedFilters(state)).toEqual([
      { attribute: 'hoehe', value: { in: ['105', '106'] } },
      { attribute: 'color', value: { in: ['161'] } },
      { attribute: 'final_price_incl_tax', value: { gte: 50, lt: 100 } },
      { attribute: 'erin_recommends', value: { eq: '1' } },
    ]);
    expect(appliedFilters(parse('price=150-'))).toEqual([{ attribute: 'final_price_incl_tax', value: { gte: 150 } }]);
  });

  it("leaves one group out for that group's own counts", () => {
    expect(appliedFilters(state, 'hoehe').map((f) => f.attribute)).toEqual([
      'color',
      'final_price_incl_tax',
      'erin_recommends',
    ]);
    expect(appliedFilters(state, 'price').map((f) => f.attribute)).toEqual(['hoehe', 'color', 'erin_recommends']);
    expect(activeGroups(state)).toEqual(['hoehe', 'color', 'price', 'erin_recommends']);
  });

  it('sorts newest first by default, else by final price', () => {
    expect(sortParam(EMPTY_FILTERS)).toBe('updated_at:desc');
    expect(sortParam(state)).toBe('final_price:desc');
    expect(sortParam(setSort(state, 'price:asc'))).toBe('final_price:asc');
  });
});

const attributes: AttributeInfo[] = [
  {
    attribute_code: 'hoehe',
    frontend_label: 'Höhe',
    options: [
      { value: '101', label: '630 mm' },
      { value: '102', label: '830 mm' },
      { value: '103', label: '900 mm' },
    ],
  },
  {
    attribute_code: 'color',
    frontend_label: 'Farbe',
    options: [
      { value: '161', label: 'Anthrazit' },
      { value: '162', label: 'Grün' },
    ],
  },
  {
    attribute_code: 'erin_recommends',
    frontend_label: 'Unsere Empfehlung',
    options: [
      { value: '1', label: 'Ja' },
      { value: '0', label: 'Nein' },
    ],
  },
];

describe('restrictToOptions', () => {
  it('drops option ids the attribute does not have', () => {
    const state = parse('hoehe=101,999&color=777&breite=121');
    // breite has no attribute doc here, so its values cannot be checked and stay.
    expect(restrictToOptions(state, attributes).attributes).toEqual({ hoehe: ['101'], breite: ['121'] });
  });
});

describe('buildFacets', () => {
  const aggregations = {
    agg_terms_hoehe: {
      buckets: [
        { key: '102', doc_count: 4 },
        { key: '101', doc_count: 7 },
      ],
    },
    agg_terms_color: { buckets: [] },
    agg_terms_erin_recommends: {
      buckets: [
        { key: '0', doc_count: 9 },
        { key: '1', doc_count: 3 },
      ],
    },
    agg_range_price: {
      buckets: [
        { key: '0-50', from: 0, to: 50, doc_count: 5 },
        { key: '50-100', from: 50, to: 100, doc_count: 0 },
        { key: '100-150', from: 100, to: 150, doc_count: 2 },
        { key: '150-*', from: 150, doc_count: 1 },
      ],
    },
  };

  it('lists values with products in option order, with counts and labels', () => {
    const facets = buildFacets(aggregations, attributes, EMPTY_FILTERS);
    expect(facets.map((f) => f.group)).toEqual(['hoehe', 'price', 'erin_recommends']);
    expect(facets[0]).toEqual({
      group: 'hoehe',
      kind: 'multi',
      label: 'Höhe',
      values: [
        { value: '101', label: '630 mm', count: 7, selected: false },
        { value: '102', label: '830 mm', count: 4, selected: false },
      ],
    });
    expect(facets[1]!.values.map((v) => [v.value, v.count])).toEqual([
      ['0-50', 5],
      ['100-150', 2],
      ['150-', 1],
    ]);
    expect(facets[2]).toMatchObject({
      kind: 'system',
      values: [{ value: '1', label: 'Ja', count: 3, selected: false }],
    });
  });

  it('keeps selected values without products, and hides facets with no values', () => {
    const facets = buildFacets(aggregations, attributes, parse('color=162&price=50-100'));
    expect(facets.find((f) => f.group === 'color')!.values).toEqual([
      { value: '162', label: 'Grün', count: 0, selected: true },
    ]);
    expect(facets.find((f) => f.group === 'price')!.values.find((v) => v.value === '50-100')).toEqual({
      value: '50-100',
      label: '',
      count: 0,
      selected: true,
    });
    expect(buildFacets({}, attributes, EMPTY_FILTERS)).toEqual([]);
  });
});
