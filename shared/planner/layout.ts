import { MAX_LENGTH, type Plan, totalLength } from './plan.ts';

/**
 * The geometry of a run: where panels, posts and gates go. A run is a line of sides joined at
 * corners; gates cut openings into a side. Between the ends, corners and gate edges lie straight
 * pieces of fence; each piece takes whole panels, the last one cut to length when the piece is not
 * a multiple of the panel width. Posts:
 *   - a piece of n panels has n - 1 posts inside it (one more than panels per straight run once
 *     its two ends are counted);
 *   - each end of the run that a piece reaches gets an end post, a line post like the others;
 *   - each corner gets one corner post, shared by the pieces on both sides;
 *   - each gate brings its own two posts (gates are sold with them), so a piece that ends at a
 *     gate needs no post of its own there.
 */

export interface Piece {
  side: number;
  /** Start along the run, in metres. */
  start: number;
  length: number;
  panels: number;
  /** Length the last panel is cut to, in metres, when the piece is not a multiple of the panel width. */
  cut: number | null;
}

export interface Layout {
  length: number;
  /** Width of one panel in metres. */
  panelWidth: number;
  pieces: Piece[];
  panels: number;
  /** The lengths cut panels are cut to, in metres. */
  cuts: number[];
  linePosts: number;
  cornerPosts: number;
  gatePosts: number;
  /** Gate posts a piece of fence is clamped to. */
  gateEdges: number;
}

/** A problem with the plan: a catalogue key, its values, and the form field it is about. */
export interface PlanProblem {
  key: string;
  params?: Record<string, string | number>;
  field: string;
}

export const MUST_BE_POSITIVE = 'Must be greater than 0';
export const WHOLE_NUMBER = 'Quantity must be positive integer';
export const MIN_LENGTH = 'The minimum fence length is {minlength}m';
export const GATE_OUTSIDE = 'Gate {gate} does not fit into one side of the fence.';
export const GATE_AT_CORNER = 'Gate {gate} must not touch a corner.';
export const GATES_OVERLAP = 'Gates {gate} and {other} overlap.';
export const TOO_LONG = 'The planner takes runs of up to {length} m.';

const EPS = 1e-6;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Problems with the numbers of a plan (lengths, angles, gate positions), before any catalog lookup. */
export function geometryProblems(plan: Plan, minLength: number): PlanProblem[] {
  const problems: PlanProblem[] = [];
  plan.sides.forEach((side, i) => {
    if (!(side > 0)) problems.push({ key: MUST_BE_POSITIVE, field: `l${i}` });
  });
  plan.angles.forEach((angle, i) => {
    if (!Number.isInteger(angle) || angle === 0 || Math.abs(angle) >= 180)
      problems.push({ key: WHOLE_NUMBER, field: `a${i}` });
  });
  if (problems.length) return problems;
  const length = totalLength(plan);
  if (length + EPS < minLength) problems.push({ key: MIN_LENGTH, params: { minlength: minLength }, field: 'l0' });
  if (length > MAX_LENGTH) problems.push({ key: TOO_LONG, params: { length: MAX_LENGTH }, field: 'l0' });
  const spans = plan.gates.map((g) => ({ start: g.at, end: g.at + g.width / 1000 }));
  for (const [i, gate] of plan.gates.entries()) {
    const n = i + 1;
    if (!Number.isInteger(gate.width) || gate.width <= 0) problems.push({ key: WHOLE_NUMBER, field: `gw${i}` });
    if (!(gate.at >= 0)) {
      problems.push({ key: MUST_BE_POSITIVE, field: `ga${i}` });
      continue;
    }
    const { start, end } = spans[i]!;
    let sideStart = 0;
    const side = plan.sides.findIndex((len) => {
      const inside = start >= sideStart - EPS && end <= sideStart + len + EPS;
      if (!inside) sideStart += len;
      return inside;
    });
    if (side < 0) {
      problems.push({ key: GATE_OUTSIDE, params: { gate: n }, field: `ga${i}` });
      continue;
    }
    const sideEnd = sideStart + plan.sides[side]!;
    const atCorner = (side > 0 && start < sideStart + EPS) || (side < plan.sides.length - 1 && end > sideEnd - EPS);
    if (atCorner) problems.push({ key: GATE_AT_CORNER, params: { gate: n }, field: `ga${i}` });
    spans.forEach((other, j) => {
      if (j > i && other.start < end - EPS && start < other.end - EPS)
        problems.push({ key: GATES_OVERLAP, params: { gate: n, other: j + 1 }, field: `ga${j}` });
    });
  }
  return problems;
}

/** The layout of a valid plan (geometryProblems found nothing) for panels `panelWidth` metres wide. */
export function layoutRun(plan: Plan, panelWidth: number): Layout {
  const pieces: Piece[] = [];
  const gates = plan.gates.map((g) => ({ start: g.at, end: g.at + g.width / 1000 })).sort((a, b) => a.start - b.start);
  let sideStart = 0;
  plan.sides.forEach((len, side) => {
    const sideEnd = sideStart + len;
    let cursor = sideStart;
    for (const gate of gates.filter((g) => g.start >= sideStart - EPS && g.end <= sideEnd + EPS)) {
      pieces.push(piece(side, cursor, gate.start - cursor, panelWidth));
      cursor = gate.end;
    }
    pieces.push(piece(side, cursor, sideEnd - cursor, panelWidth));
    sideStart = sideEnd;
  });
  const filled = pieces.filter((p) => p.panels > 0);
  const length = totalLength(plan);
  const reaches = (at: number) =>
    filled.some((p) => Math.abs(p.start - at) < EPS || Math.abs(p.start + p.length - at) < EPS);
  return {
    length: round3(length),
    panelWidth,
    pieces: filled,
    panels: filled.reduce((sum, p) => sum + p.panels, 0),
    cuts: filled.flatMap((p) => (p.cut === null ? [] : [p.cut])),
    linePosts: filled.reduce((sum, p) => sum + p.panels - 1, 0) + (reaches(0) ? 1 : 0) + (reaches(length) ? 1 : 0),
    cornerPosts: plan.sides.length - 1,
    gatePosts: plan.gates.length * 2,
    gateEdges: gates.filter((g) => reaches(g.start)).length + gates.filter((g) => reaches(g.end)).length,
  };
}

function piece(side: number, start: number, length: number, width: number): Piece {
  const len = round3(Math.max(0, length));
  if (len < EPS) return { side, start: round3(start), length: 0, panels: 0, cut: null };
  const panels = Math.ceil(len / width - EPS);
  const rest = round3(len - (panels - 1) * width);
  return { side, start: round3(start), length: len, panels, cut: rest < width - EPS ? rest : null };
}
