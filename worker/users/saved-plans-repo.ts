/** Fence plans saved to a customer's account (migrations/0024_saved_plans.sql); every query is scoped to its owner. */

export interface SavedPlan {
  id: number;
  name: string;
  /** The planner's URL state, without '?'. */
  query: string;
  created_at: string;
}

/** The most plans one customer keeps per store. */
export const MAX_SAVED_PLANS = 50;

export async function listPlans(db: D1Database, userId: number, store: string): Promise<SavedPlan[]> {
  const { results } = await db
    .prepare('SELECT id, name, query, created_at FROM saved_plans WHERE user_id = ? AND store = ? ORDER BY id DESC')
    .bind(userId, store)
    .all<SavedPlan>();
  return results;
}

/** Saves a plan unless the customer already keeps the most; null when full. */
export async function savePlan(
  db: D1Database,
  userId: number,
  store: string,
  plan: { name: string; query: string },
  now: Date,
): Promise<SavedPlan | null> {
  // One statement: the count check and the insert cannot interleave with a concurrent save.
  const row = await db
    .prepare(
      `INSERT INTO saved_plans (user_id, store, name, query, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5 WHERE (SELECT COUNT(*) FROM saved_plans WHERE user_id = ?1 AND store = ?2) < ?6
       RETURNING id, name, query, created_at`,
    )
    .bind(userId, store, plan.name, plan.query, now.toISOString(), MAX_SAVED_PLANS)
    .first<SavedPlan>();
  return row ?? null;
}

/** Deletes the customer's own plan; false when there is no such plan of theirs. */
export async function deletePlan(db: D1Database, userId: number, id: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM saved_plans WHERE id = ? AND user_id = ?').bind(id, userId).run();
  return result.meta.changes > 0;
}
