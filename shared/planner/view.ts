import { type Bom, computeBom } from './bom.ts';
import type { PlannerCatalog } from './catalog.ts';
import { choicesFor, type PlannerChoices } from './choices.ts';
import { formParams, formPlan, type PlannerForm } from './form-state.ts';
import { type Plan, planFromQuery } from './plan.ts';

/** What the planner shows for a form: the settled plan, the choices the form offers, the bill of materials. */
export interface PlannerView {
  plan: Plan;
  choices: PlannerChoices;
  bom: Bom;
}

/**
 * The planner as the server first shows it, sent with the page instead of the catalog (which the
 * browser reads only when the shopper edits the plan). The plan is not sent: JSON would turn a
 * half-typed length's NaN into null; it is read back from the form, whose choices are settled.
 */
export interface FirstView {
  form: PlannerForm;
  choices: PlannerChoices;
  bom: Bom;
}

export function plannerView(catalog: PlannerCatalog, form: PlannerForm): PlannerView {
  const plan = formPlan(catalog, form);
  return { plan, choices: choicesFor(catalog, plan), bom: computeBom(catalog, plan) };
}

export function firstView(catalog: PlannerCatalog, form: PlannerForm): FirstView {
  const { choices, bom } = plannerView(catalog, form);
  return { form, choices, bom };
}

/** The view a first view stands for, without the catalog: its form holds only settled choices. */
export const shownView = ({ form, choices, bom }: FirstView): PlannerView => ({
  plan: planFromQuery(formParams(form)),
  choices,
  bom,
});
