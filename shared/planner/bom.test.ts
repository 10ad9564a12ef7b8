import { describe, expect, it } from 'vitest';
import { type BomLine, CUT_PANELS, computeBom } from './bom.ts';
import { GATE_AT_CORNER, GATE_OUTSIDE, GATES_OVERLAP, MIN_LENGTH, MUST_BE_POSITIVE, WHOLE_NUMBER } from './layout.ts';
import { type Plan, planFromQuery, planToQuery } from './plan.ts';
import { ANT, CONCRETE, FOOT, GREEN, testCatalog } from './test-catalog.ts';

const catalog = testCatalog();
const plan = (over: Partial<Plan> = {}): Plan => ({
  sides: [25],
  angles: [],
  system: 4,
  height: 1230,
  color: ANT,
  mount: CONCRETE,
  privacy: false,
  gates: [],
  ...over,
});
const qty = (lines: BomLine[], sku: string) => lines.find((l) => l.sku === sku)?.qty ?? 0;
const bomOf = (over: Partial<Plan>) => {
  const bom = computeBom(catalog, plan(over));
  expect(bom.problems).toEqual([]);
  return bom;
};

describe('bill of materials of a fence plan', () => {
  it('gives each line the delivery time of its part: panels by freight, small parts from stock', () => {
    const { lines } = bomOf({ sides: [25] });
    expect(lines.find((l) => l.sku === 'MAT-656-1230-ANT')!.delivery_time).toEqual({
      kind: 'freight',
      min_days: 5,
      max_days: 10,
    });
    expect(lines.find((l) => l.sku === 'CLAMP-6040')!.delivery_time).toEqual({
      kind: 'stock',
      min_days: 2,
      max_days: 4,
    });
  });

  it('a run that is an exact multiple of the panel width: whole panels, one post more than panels', () => {
    const { lines, total } = bomOf({ sides: [25] });
    expect(qty(lines, 'MAT-656-1230-ANT')).toBe(10);
    expect(lines.find((l) => l.sku === 'MAT-656-1230-ANT')!.notes).toEqual([]);
    expect(qty(lines, 'POST-1230-161')).toBe(11);
    // 3 clamps per post of a 1230 mm fence, 33 clamps in packs of 10
    expect(qty(lines, 'CLAMP-6040')).toBe(4);
    expect(qty(lines, 'CAP-6040-ANT')).toBe(11);
    // 50 kg per post, 25 kg bags
    expect(qty(lines, 'CONCRETE-25')).toBe(22);
    expect(total).toBe(10 * 40 + 11 * 33.58 + 4 * 19.9 + 11 * 2.49 + 22 * 7.99);
  });

  it('a run that is not a multiple: the last panel is cut, and the list says to what length', () => {
    const { lines, layout } = bomOf({ sides: [11] });
    const panels = lines.find((l) => l.role === 'panel')!;
    expect(panels.qty).toBe(5);
    expect(panels.notes).toEqual([{ key: CUT_PANELS, params: { count: 1, lengths: '1' } }]);
    expect(layout?.cuts).toEqual([1]);
    expect(qty(lines, 'POST-1230-161')).toBe(6);
  });

  it('one corner: a corner post with corner clamps and cap, posts still one more than panels', () => {
    const { lines, layout } = bomOf({ sides: [10, 7.5], angles: [90] });
    expect(qty(lines, 'MAT-656-1230-ANT')).toBe(7);
    expect(qty(lines, 'POST-1230-161')).toBe(7);
    expect(qty(lines, 'CORNER-1230-161')).toBe(1);
    expect(layout!.linePosts + layout!.cornerPosts).toBe(8);
    expect(qty(lines, 'CLAMP-6060')).toBe(1); // 3 clamps on each face of one corner post
    expect(qty(lines, 'CAP-6060-ANT')).toBe(1);
    expect(qty(lines, 'CONCRETE-25')).toBe(16);
  });

  it('three corners: three corner posts, and a cut panel on each side that needs one', () => {
    const { lines, layout } = bomOf({ sides: [10, 6, 10, 6], angles: [90, 90, -90] });
    expect(layout!.cornerPosts).toBe(3);
    expect(qty(lines, 'CORNER-1230-161')).toBe(3);
    // 4 + 3 + 4 + 3 panels, two of them cut to 1 m
    expect(qty(lines, 'MAT-656-1230-ANT')).toBe(14);
    expect(layout!.cuts).toEqual([1, 1]);
    expect(qty(lines, 'POST-1230-161') + qty(lines, 'CORNER-1230-161')).toBe(15);
    expect(qty(lines, 'CLAMP-6060')).toBe(2); // 18 clamps
  });

  it('a double gate in the middle: the gate with its own posts splits the run in two', () => {
    const { lines, layout } = bomOf({ sides: [20], gates: [{ leaves: 2, width: 3000, at: 8.5 }] });
    // two pieces of 8.5 m: 4 panels each, the last cut to 1 m
    expect(layout!.pieces.map((p) => [p.length, p.panels, p.cut])).toEqual([
      [8.5, 4, 1],
      [8.5, 4, 1],
    ]);
    expect(qty(lines, 'MAT-656-1230-ANT')).toBe(8);
    // 3 posts inside each piece and the two ends; the gate brings the two beside it
    expect(qty(lines, 'POST-1230-161')).toBe(8);
    expect(layout!.gatePosts).toBe(2);
    // the in-stock double gate, not the cheaper sold-out one
    expect(qty(lines, 'GATE2-3000-1230-ANT')).toBe(1);
    expect(qty(lines, 'GATE2-3000-1230-ANT-CHEAP')).toBe(0);
    // clamps on 8 line posts and on the 2 gate posts the panels meet: 30 clamps
    expect(qty(lines, 'CLAMP-6040')).toBe(3);
    // 8 line posts and 2 gate posts in concrete: 500 kg
    expect(qty(lines, 'CONCRETE-25')).toBe(20);
  });

  it('the minimum length of the system (its products’ min_length) with the text', () => {
    expect(computeBom(catalog, plan({ sides: [4.9] })).problems).toEqual([
      { key: MIN_LENGTH, params: { minlength: 5 }, field: 'l0' },
    ]);
    const { lines } = bomOf({ sides: [5] });
    expect(qty(lines, 'MAT-656-1230-ANT')).toBe(2);
    expect(qty(lines, 'POST-1230-161')).toBe(3);
  });

  it('posts on foot plates need no concrete; gates are set in concrete anyway', () => {
    expect(qty(bomOf({ mount: FOOT }).lines, 'CONCRETE-25')).toBe(0);
    expect(qty(bomOf({ mount: FOOT }).lines, 'POSTF-1230-161')).toBe(11);
    const withGate = bomOf({ mount: FOOT, gates: [{ leaves: 1, width: 1000, at: 0 }] });
    expect(qty(withGate.lines, 'CONCRETE-25')).toBe(4);
  });

  it('privacy strips for every mesh row of every panel, with their clips', () => {
    const { lines } = bomOf({ sides: [25], privacy: true });
    // 6 rows × 10 panels × 2.5 m = 150 m: 5 rolls of 35 m; 60 clips in packs of 50
    expect(qty(lines, 'STRIP-ANT-35')).toBe(5);
    expect(qty(lines, 'CLIPS-50')).toBe(2);
  });

  it('every quantity is a positive whole number and the total is the sum of the lines in cents', () => {
    const { lines, total } = bomOf({
      sides: [13.3, 7.1],
      angles: [45],
      privacy: true,
      gates: [{ leaves: 1, width: 1000, at: 2.2 }],
    });
    for (const line of lines) expect(Number.isInteger(line.qty) && line.qty > 0).toBe(true);
    const cents = lines.reduce((sum, l) => sum + Math.round(l.price * 100) * l.qty, 0);
    expect(Math.round(total * 100)).toBe(cents);
  });

  it('a sold-out part offers an in-stock alternative', () => {
    const { lines } = bomOf({ system: 5, color: GREEN });
    const panel = lines.find((l) => l.role === 'panel')!;
    expect(panel.stock).toBe('out_of_stock');
    expect(panel.alternative?.sku).toBe('MAT-868-1230-ANT');
  });

  it('a part with too few in stock for the plan is not available, and its alternative covers the quantity', () => {
    const scarce = testCatalog();
    for (const p of scarce.products) if (p.sku === 'MAT-656-1230-ANT') p.qty = 4;
    const panel = computeBom(scarce, plan({ sides: [25] })).lines.find((l) => l.role === 'panel')!;
    expect([panel.stock, panel.available, panel.alternative?.sku]).toEqual(['ok', false, 'MAT-868-1230-ANT']);
    const enough = computeBom(scarce, plan({ sides: [10] })).lines.find((l) => l.role === 'panel')!;
    expect([enough.available, enough.alternative]).toEqual([true, undefined]);
  });

  it('names what is wrong with a plan', () => {
    const keys = (over: Partial<Plan>) => computeBom(catalog, plan(over)).problems.map((p) => [p.key, p.field]);
    expect(keys({ sides: [10, -2], angles: [90] })).toEqual([[MUST_BE_POSITIVE, 'l1']]);
    expect(keys({ sides: [10, 5], angles: [12.5] })).toEqual([[WHOLE_NUMBER, 'a0']]);
    expect(keys({ sides: [10, 10], angles: [90], gates: [{ leaves: 1, width: 1000, at: 9.5 }] })).toEqual([
      [GATE_OUTSIDE, 'ga0'],
    ]);
    expect(keys({ sides: [10, 10], angles: [90], gates: [{ leaves: 1, width: 1000, at: 9 }] })).toEqual([
      [GATE_AT_CORNER, 'ga0'],
    ]);
    expect(
      keys({
        gates: [
          { leaves: 1, width: 1000, at: 3 },
          { leaves: 1, width: 1000, at: 3.5 },
        ],
      }),
    ).toEqual([[GATES_OVERLAP, 'ga1']]);
  });

  it('a plan link gives the same bill of materials', () => {
    const original = plan({ sides: [15, 12], angles: [90], privacy: true, gates: [{ leaves: 1, width: 1000, at: 4 }] });
    const query = planToQuery(original);
    const again = planFromQuery(new URLSearchParams(query));
    expect(again).toEqual(original);
    expect(computeBom(catalog, again)).toEqual(computeBom(catalog, original));
  });
});
