import '../planner/planner.css';
import { lazy, Suspense } from 'react';
import type { PlannerData } from '../../shared/loaders/planner.ts';

/**
 * The fence planner (/zaunplaner) as an island: the server renders the whole planner, and the
 * browser loads its code (form, bill of materials, cart button) only as the island hydrates,
 * so the page's first load carries little more than the shop's frame.
 */
const PlannerApp = lazy(() => import('../planner/PlannerApp.tsx'));

export default function PlannerPage({ data }: { data: PlannerData }) {
  return (
    <Suspense>
      <PlannerApp data={data} />
    </Suspense>
  );
}
