import { useEffect, useState } from 'react';
import type { SavedPlan } from '../../../shared/api/user.ts';
import { storeHref } from '../../../shared/stores.ts';
import { useApp, useT } from '../../app-context.tsx';
import { withUser } from '../session.ts';

/** The fence plans the customer saved (GET /api/user/plans), each opening the planner with it again. */
export function MyPlans() {
  const t = useT();
  const app = useApp();
  const [plans, setPlans] = useState<SavedPlan[] | null>(null);
  useEffect(() => {
    void withUser(app, (api, token) => api.savedPlans(token))
      .catch(() => [] as SavedPlan[])
      .then(setPlans);
  }, [app]);
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
            <li key={plan.id}>
              <a href={`${storeHref(app.store, '/zaunplaner')}?${plan.query}`}>{plan.name}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
