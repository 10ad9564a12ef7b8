/**
 * A fence plan and its URL form. The plan lives in the query string of /zaunplaner, in the field
 * names of the planner's form, so a link reproduces the plan and the form works without JavaScript:
 *
 *   l   length of each side in metres (repeated; one side is a straight run of that total length)
 *   a   the turn at each corner in degrees (repeated, one fewer than sides; 90 = right angle)
 *   s   system: id of the category holding the panels
 *   h   height in mm;  c  colour option id;  m  mounting option id;  p  privacy strips (1)
 *   gl, gw, ga  per gate: leaves (1 or 2), clear width in mm, distance of its start from the
 *               start of the run in metres (repeated, one each per gate)
 */

export interface GatePlan {
  leaves: number;
  /** Clear width in mm. */
  width: number;
  /** Where the gate starts, in metres from the start of the run. */
  at: number;
}

export interface Plan {
  /** Side lengths in metres. */
  sides: number[];
  /** Turn at each corner in degrees (sides.length - 1 values). */
  angles: number[];
  system: number;
  height: number;
  color: string;
  mount: string;
  privacy: boolean;
  gates: GatePlan[];
}

export const MAX_SIDES = 12;
export const MAX_GATES = 6;
/** The longest run the planner takes, in metres: beyond that a shop plans on site. */
export const MAX_LENGTH = 2000;

/** A German or English decimal ('12,5' or '12.5'); NaN when the text is not a number. */
export function parseDecimal(text: string | null | undefined): number {
  const trimmed = (text ?? '').trim().replace(',', '.');
  return trimmed && /^-?\d*(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const all = (query: URLSearchParams, key: string, max: number) => query.getAll(key).slice(0, max);

/** The plan a query string describes; values it lacks stay empty (NaN, '') for validation to name. */
export function planFromQuery(query: URLSearchParams): Plan {
  const sides = all(query, 'l', MAX_SIDES).map(parseDecimal);
  const angles = all(query, 'a', MAX_SIDES - 1).map(parseDecimal);
  const leaves = all(query, 'gl', MAX_GATES);
  const widths = all(query, 'gw', MAX_GATES);
  const ats = all(query, 'ga', MAX_GATES);
  return {
    sides,
    angles: sides.slice(1).map((_, i) => angles[i] ?? 90),
    system: parseDecimal(query.get('s')),
    height: parseDecimal(query.get('h')),
    color: query.get('c') ?? '',
    mount: query.get('m') ?? '',
    privacy: query.get('p') === '1',
    gates: leaves.map((l, i) => ({
      leaves: parseDecimal(l),
      width: parseDecimal(widths[i]),
      at: parseDecimal(ats[i]),
    })),
  };
}

const num = (n: number) => String(Math.round(n * 1000) / 1000);

/** The query string of a plan (without '?'), in the order the form lists its fields. */
export function planToQuery(plan: Plan): string {
  const q = new URLSearchParams();
  for (const side of plan.sides) q.append('l', Number.isFinite(side) ? num(side) : '');
  for (const angle of plan.angles.slice(0, plan.sides.length - 1)) q.append('a', num(angle));
  if (Number.isFinite(plan.system)) q.set('s', String(plan.system));
  if (Number.isFinite(plan.height)) q.set('h', String(plan.height));
  if (plan.color) q.set('c', plan.color);
  if (plan.mount) q.set('m', plan.mount);
  if (plan.privacy) q.set('p', '1');
  for (const gate of plan.gates) {
    q.append('gl', num(gate.leaves));
    q.append('gw', num(gate.width));
    q.append('ga', Number.isFinite(gate.at) ? num(gate.at) : '');
  }
  return q.toString();
}

/** Total length of the run in metres (sides that are not numbers count as nothing). */
export const totalLength = (plan: Pick<Plan, 'sides'>): number =>
  plan.sides.reduce((sum, side) => sum + (Number.isFinite(side) ? side : 0), 0);
