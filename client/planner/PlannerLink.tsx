import { isPlannedPath } from '../../shared/planner/roles.ts';
import { useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';

/** The way into the fence planner from a fence or gate category or product (nothing elsewhere). */
export function PlannerLink({ urlPath }: { urlPath: string | undefined | null }) {
  const t = useT();
  if (!isPlannedPath(urlPath)) return null;
  return (
    <p className="planner-link">
      <Link to="/zaunplaner">{t('Plan your fence with the fence planner')}</Link>
    </p>
  );
}
