import { z } from 'zod';
import { planFromQuery, planToQuery } from '../planner/plan.ts';
import { PLAN_EMPTY, PLAN_NAME_REQUIRED, PLAN_NAME_TOO_LONG } from '../rules/texts.ts';

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
