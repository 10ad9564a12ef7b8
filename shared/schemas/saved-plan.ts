import { z } from 'zod';
import { planFromQuery, planToQuery } from '../planner/plan.ts';

/** Texts of saving a fence plan to the account (catalogue keys, German in shared/i18n/de-DE/planner.ts). */
export const PLAN_NAME_REQUIRED = 'Please give the plan a name.';
export const PLAN_NAME_TOO_LONG = 'The plan name has at most 80 characters.';
export const PLAN_EMPTY = 'The plan is empty: please enter the length of the fence first.';
export const PLANS_FULL = 'You have saved {max} plans already. Please delete one first.';
export const LOGIN_TO_SAVE_PLAN = 'Please log in to save your plan to your account.';

/**
 * A plan to save: its name and the planner's URL state. The state is read as the planner reads it
 * and written back in its own form, so only what the planner understands is stored.
 */
export const savePlanBodySchema = z.object({
  name: z.string({ error: PLAN_NAME_REQUIRED }).trim().min(1, PLAN_NAME_REQUIRED).max(80, PLAN_NAME_TOO_LONG),
  query: z
    .string({ error: PLAN_EMPTY })
    .max(2000, PLAN_EMPTY)
    .transform((query) => planToQuery(planFromQuery(new URLSearchParams(query.replace(/^\?/, '')))))
    .refine((query) => new URLSearchParams(query).getAll('l').some((l) => Number(l) > 0), PLAN_EMPTY),
});

export type SavePlanBody = z.output<typeof savePlanBodySchema>;
