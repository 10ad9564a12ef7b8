import { describe, expect, it } from 'vitest';
import { planFromQuery } from './plan.ts';
import { ANT, CONCRETE, testCatalog } from './test-catalog.ts';
import { formFromQuery, formParams, formPlan, formQuery } from './form-state.ts';

const catalog = testCatalog();

describe('the planner form and the address', () => {
  it('a first visit starts with 25 m of the first system, in the middle height and the first colour', () => {
    const form = formFromQuery(catalog, '');
    expect(formPlan(catalog, form)).toMatchObject({
      sides: [25],
      system: 4,
      height: 1230,
      color: ANT,
      mount: CONCRETE,
    });
  });

  it('keeps what the shopper types (a German decimal comma) and puts the plan into the address', () => {
    const form = { ...formFromQuery(catalog, ''), sides: ['12,5', '7'], angles: ['-90'] };
    const query = formQuery(catalog, form);
    expect(new URLSearchParams(query).getAll('l')).toEqual(['12.5', '7']);
    expect(planFromQuery(new URLSearchParams(query))).toEqual(formPlan(catalog, form));
    expect(formParams(formFromQuery(catalog, query)).getAll('l')).toEqual(['12.5', '7']);
  });

  it('a choice the catalog does not offer falls back to one it does', () => {
    const plan = formPlan(catalog, formFromQuery(catalog, 's=99&h=5000&c=1&m=1&l=10&gl=3&gw=7&ga=1'));
    expect(plan).toMatchObject({ system: 4, height: 1230, color: ANT, mount: CONCRETE });
    expect(plan.gates).toEqual([{ leaves: 1, width: 1000, at: 1 }]);
  });
});
