import { Hono } from 'hono';
import { interpolate } from '../../shared/i18n/interpolate.ts';
import { savePlanBodySchema } from '../../shared/schemas/saved-plan.ts';
import { PLANS_FULL } from '../../shared/rules/texts.ts';
import type { AppEnv } from '../env.ts';
import { deletePlan, listPlans, MAX_SAVED_PLANS, savePlan } from '../users/saved-plans-repo.ts';
import { ApiError } from './api-error.ts';
import { ok } from './respond.ts';
import { customerOf, storeOf } from './user-common.ts';
import { validBody } from './validate.ts';

/**
 * Fence plans in the customer's account (a token as for every account call; 401 without one):
 *
 *   GET    /plans?token=[&storeCode=]              → result: [{ id, name, query, created_at }], newest first
 *   POST   /plans?token=[&storeCode=] {name, query} → result: the saved plan
 *   DELETE /plans/{id}?token=                      → result: true; 404 for a plan that is not the customer's
 *
 * `query` is the planner's URL state (/zaunplaner?…): opening /zaunplaner?{query} shows the plan again.
 */
export const savedPlansApi = new Hono<AppEnv>();

savedPlansApi.get('/', async (c) => {
  const { user } = await customerOf(c, new Date());
  return ok(c, await listPlans(c.env.DB, user.id, storeOf(c).code));
});

savedPlansApi.post('/', async (c) => {
  const now = new Date();
  const { user } = await customerOf(c, now);
  const store = storeOf(c);
  const plan = await validBody(c, savePlanBodySchema);
  const saved = await savePlan(c.env.DB, user.id, store.code, plan, now);
  if (!saved) throw new ApiError(400, interpolate(PLANS_FULL, { max: MAX_SAVED_PLANS }));
  return ok(c, saved);
});

savedPlansApi.delete('/:id', async (c) => {
  const { user } = await customerOf(c, new Date());
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0 || !(await deletePlan(c.env.DB, user.id, id)))
    throw new ApiError(404, 'No such plan');
  return ok(c, true);
});
