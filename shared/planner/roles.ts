import type { PartRole } from './catalog.ts';

/**
 * Where the planner finds each part of a fence: a branch of the category tree, named by its url
 * key (the shop's stable category slugs); within a branch, attributes decide.
 */
export const ROLE_CATEGORIES: Record<PartRole, string> = {
  panel: 'doppelstabmattenzaeune',
  post: 'zaunpfosten',
  fixing: 'befestigung',
  cap: 'pfostenkappen',
  foundation: 'fundament-beton',
  privacy: 'sichtschutzstreifen',
  gate: 'tore',
};

/** Whether a category or product url_path lies in a branch the planner plans (fences and gates). */
export function isPlannedPath(urlPath: string | undefined | null): boolean {
  const top = (urlPath ?? '').split('/')[0];
  return top === ROLE_CATEGORIES.panel || top === ROLE_CATEGORIES.gate;
}
