import { createPages } from '../../client/pages/registry.ts';

/**
 * The page modules for server rendering, found by the route table's page names: esbuild bundles
 * every module of client/pages/ for this import, so a new page needs no entry here.
 */
export const pages = createPages((name) => import(`../../client/pages/${name}.tsx`));
