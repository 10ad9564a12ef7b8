import '../planner/planner.css';
import type { PlannerData } from '../../shared/loaders/planner.ts';
import { USER_STORAGE_KEY } from '../account/state.ts';
import { Island } from '../islands/Island.tsx';
import PlannerApp from '../planner/PlannerApp.tsx';

/**
 * The fence planner (/zaunplaner) as an island: the server renders the whole planner (form, bill
 * of materials of the plan in the address, drawing), and the browser loads React and the planner's
 * code and catalog on the shopper's first touch, key or focus in it; what was typed or chosen before
 * is kept (client/islands/early-input.ts). The page carries only the first view, not the catalog. A signed-in shopper's "save plan" form depends on the stored
 * login, so with one kept the planner hydrates as it comes into view.
 */
export default function PlannerPage({ data }: { data: PlannerData }) {
  return (
    <Island name="planner" component={PlannerApp} props={{ data }} when="interaction" stored={[USER_STORAGE_KEY]} />
  );
}
