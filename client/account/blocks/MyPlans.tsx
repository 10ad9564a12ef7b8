import { useEffect, useState } from 'react';
import type { SavedPlan } from '../../../shared/api/user.ts';
import { storeHref } from '../../../shared/stores.ts';
import { useApp, useT } from '../../app-context.tsx';
import { withUser } from '../session.ts';

/**
 * The fence plans the customer saved (GET /api/user/plans), each opening the planner with it
 * again, and each removable; the list follows only once the server has deleted the plan.
 */
export function MyPlans() {
  const t = useT();
  const app = useApp();
  const [plans, setPlans] = useState<SavedPlan[] | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  useEffect(() => {
    void withUser(app, (api, token) => api.savedPlans(token))
      .catch(() => [] as SavedPlan[])
      .then(setPlans);
  }, [app]);
  const remove = async (plan: SavedPlan) => {
    try {
      await withUser(app, (api, token) => api.deletePlan(token, plan.id));
      setPlans((list) => list?.filter((p) => p.id !== plan.id) ?? null);
      setMessage({ error: false, text: t('The plan {name} has been deleted.', { name: plan.name }) });
    } catch (error) {
      setMessage({ error: true, text: t(error instanceof Error ? error.message : 'Something went wrong.') });
    }
  };
  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title">{t('My fence plans')}</h2>
      {!plans ? (
        <p className="loading">…</p>
      ) : plans.length === 0 ? (
        <p>{t('You have not saved any fence plans yet.')}</p>
      ) : (
        <ul className="my-plans">
          {plans.map((plan) => (
            <li key={plan.id} className="my-plans__item">
              <a href={`${storeHref(app.store, '/zaunplaner')}?${plan.query}`}>{plan.name}</a>
              <button
                type="button"
                className="link-button"
                aria-label={t('Delete plan {name}', { name: plan.name })}
                onClick={() => void remove(plan)}
              >
                {t('Remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p className={message.error ? 'error-text' : 'my-plans__done'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
