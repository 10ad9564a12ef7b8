import { settlePlan } from './choices.ts';
import type { PlannerCatalog } from './catalog.ts';
import { type Plan, planFromQuery, planToQuery } from './plan.ts';

/**
 * What the planner's form holds: the fields as typed (a length half typed, '12,', stays as it is),
 * named as the query string names them, so the form and the URL say the same thing.
 */
export interface GateFields {
  leaves: string;
  width: string;
  at: string;
}

export interface PlannerForm {
  sides: string[];
  angles: string[];
  system: string;
  height: string;
  color: string;
  mount: string;
  privacy: boolean;
  gates: GateFields[];
}

/** A first plan for a shopper who brings none: one straight run of 25 m. */
const FIRST_LENGTH = '25';

const text = (n: number) => (Number.isFinite(n) ? String(n).replace('.', ',') : '');

export function formFromQuery(catalog: PlannerCatalog, query: string): PlannerForm {
  const params = new URLSearchParams(query);
  const raw = params.getAll('l');
  const plan = settlePlan(catalog, planFromQuery(params));
  return {
    sides: raw.length ? raw.slice(0, plan.sides.length) : [FIRST_LENGTH],
    angles: plan.angles.map(text),
    system: String(plan.system),
    height: String(plan.height),
    color: plan.color,
    mount: plan.mount,
    privacy: plan.privacy,
    gates: plan.gates.map((g) => ({ leaves: String(g.leaves), width: String(g.width), at: text(g.at) })),
  };
}

export function formParams(form: PlannerForm): URLSearchParams {
  const q = new URLSearchParams();
  for (const side of form.sides) q.append('l', side);
  for (const angle of form.angles.slice(0, form.sides.length - 1)) q.append('a', angle);
  q.set('s', form.system);
  q.set('h', form.height);
  q.set('c', form.color);
  q.set('m', form.mount);
  if (form.privacy) q.set('p', '1');
  for (const gate of form.gates) {
    q.append('gl', gate.leaves);
    q.append('gw', gate.width);
    q.append('ga', gate.at);
  }
  return q;
}

/** The plan the form describes, with every choice the catalog does not offer replaced by one it does. */
export const formPlan = (catalog: PlannerCatalog, form: PlannerForm): Plan =>
  settlePlan(catalog, planFromQuery(formParams(form)));

/** The query string of the form's plan: what the address bar shows and a shared link carries. */
export const formQuery = (catalog: PlannerCatalog, form: PlannerForm): string => planToQuery(formPlan(catalog, form));
