import { distinct, type PlannerCatalog, panelsOf, productsOf } from './catalog.ts';
import { gateWidths } from './parts.ts';
import type { Plan } from './plan.ts';

/**
 * What the planner's form offers, read from the catalog: the systems with panels, the heights and
 * colours of the chosen system's panels, the mountings of its posts, the gate widths per leaves.
 * A plan whose choice the catalog does not offer falls back to the first offered one (the height:
 * the middle one).
 */

export interface Choice<T> {
  value: T;
  label: string;
}

export interface PlannerChoices {
  systems: Choice<number>[];
  heights: Choice<number>[];
  colors: Choice<string>[];
  mounts: Choice<string>[];
  gateWidths: Array<{ leaves: number; widths: number[] }>;
}

export function choicesFor(catalog: PlannerCatalog, plan: Plan): PlannerChoices {
  const panels = panelsOf(catalog, plan.system);
  const posts = productsOf(catalog, 'post').filter((p) => p.height === plan.height && p.color === plan.color);
  const label = (id: string) => catalog.labels[id] ?? id;
  return {
    systems: catalog.systems.map((s) => ({ value: s.id, label: s.name })),
    heights: distinct(panels.map((p) => p.height)).map((h) => ({ value: h, label: `${h} mm` })),
    colors: distinct(panels.filter((p) => p.height === plan.height).map((p) => p.color)).map((c) => ({
      value: c,
      label: label(c),
    })),
    mounts: distinct(posts.map((p) => p.mount)).map((m) => ({ value: m, label: label(m) })),
    gateWidths: [...gateWidths(catalog)].map(([leaves, widths]) => ({ leaves, widths })),
  };
}

const offered = <T>(list: Choice<T>[], value: T, fallback = 0): T | undefined =>
  list.some((c) => c.value === value) ? value : list[fallback]?.value;

/** The plan with every choice the catalog does not offer replaced by one it does (system first). */
export function settlePlan(catalog: PlannerCatalog, plan: Plan): Plan {
  let next = { ...plan, system: offered(choicesFor(catalog, plan).systems, plan.system) ?? Number.NaN };
  // A plan without a height starts in the middle of the range, where garden fences are.
  const heights = choicesFor(catalog, next).heights;
  next = { ...next, height: offered(heights, next.height, Math.floor((heights.length - 1) / 2)) ?? Number.NaN };
  next = { ...next, color: offered(choicesFor(catalog, next).colors, next.color) ?? '' };
  next = { ...next, mount: offered(choicesFor(catalog, next).mounts, next.mount) ?? '' };
  const widths = choicesFor(catalog, next).gateWidths;
  const gates = next.gates.map((g) => {
    const forLeaves = widths.find((w) => w.leaves === g.leaves) ?? widths[0];
    if (!forLeaves) return g;
    return {
      ...g,
      leaves: forLeaves.leaves,
      width: forLeaves.widths.includes(g.width) ? g.width : forLeaves.widths[0]!,
    };
  });
  return { ...next, gates: widths.length ? gates : [] };
}
