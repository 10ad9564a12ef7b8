import { describe, expect, it } from 'vitest';
import { formFromQuery } from './form-state.ts';
import { testCatalog } from './test-catalog.ts';
import { firstView, plannerView, shownView } from './view.ts';

const catalog = testCatalog();

/** The first view as the browser gets it: through the page's JSON state. */
const sent = (query: string) => JSON.parse(JSON.stringify(firstView(catalog, formFromQuery(catalog, query))));

describe('the planner’s first view, sent without the catalog', () => {
  it.each([
    ['a first visit', ''],
    ['corners, a gate and strips', 'l=15&l=12&a=90&h=1230&p=1&gl=1&gw=1000&ga=6'],
    ['a choice the catalog does not offer', 's=99&h=5000&c=1&m=1&l=10&gl=3&gw=7&ga=1'],
    ['a length that is no number', 'l=abc&l=12'],
    ['a fence too short for its system', 'l=2'],
  ])('shows what the catalog computes for %s', (_name, query) => {
    const form = formFromQuery(catalog, query);
    const shown = shownView(sent(query));
    const computed = plannerView(catalog, form);
    // Compared as the page renders them: a length that is no number stays NaN in the plan.
    expect(shown.plan).toEqual(computed.plan);
    expect(shown.choices).toEqual(computed.choices);
    expect(shown.bom).toEqual(computed.bom);
  });

  it('names only the parts of its list, not the catalog', () => {
    const first = sent('l=25');
    const skus = new Set(catalog.products.map((p) => p.sku));
    const named = [...JSON.stringify(first).matchAll(/"sku":"([^"]+)"/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((sku) => first.bom.lines.some((l: { sku: string }) => l.sku === sku))).toBe(true);
    expect(named.length).toBeLessThan(skus.size);
  });
});
