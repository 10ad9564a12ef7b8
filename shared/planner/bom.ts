import type { StockStatus } from '../pricing/stock-state.ts';
import type { DeliveryTime } from '../rules/delivery-time.ts';
import type { PartRole, PlannerCatalog, PlannerProduct } from './catalog.ts';
import { geometryProblems, type Layout, layoutRun, type PlanProblem } from './layout.ts';
import { alternativeFor, findGate, findParts, rollLength } from './parts.ts';
import type { Plan } from './plan.ts';

/**
 * The bill of materials of a fence plan: every part with its quantity, the store's gross price,
 * stock, and the total. Quantity rules (the trade's usual ones, per post and per panel):
 *   clamps   one per 450 mm of fence height on every post that holds panels, twice on a corner post
 *            (a panel on each face); bought in the packs the catalog sells;
 *   caps     one per line and corner post (gates come with capped posts);
 *   concrete 50 kg per post when posts are set in concrete, and for every gate post;
 *   privacy  one strip woven through every 200 mm mesh row of every panel; clips one per row and panel.
 */

export const CLAMP_SPACING_MM = 450;
export const CONCRETE_KG_PER_POST = 50;
export const MESH_ROW_MM = 200;

export interface BomLine {
  role: PartRole;
  sku: string;
  name: string;
  qty: number;
  /** Gross unit price in the store. */
  price: number;
  total: number;
  stock: StockStatus;
  stockQty: number | null;
  /** How long the part takes to arrive (shared/rules/delivery-time.ts). */
  delivery_time: DeliveryTime | null;
  /** Whether the shop can deliver the quantity: not sold out, and the counted stock covers it. */
  available: boolean;
  /** What the quantity covers, as a catalogue key with values (cut panels, pieces per pack …). */
  notes: Array<{ key: string; params?: Record<string, string | number> }>;
  /** A stand-in with enough stock when the part cannot be delivered in this quantity. */
  alternative?: { sku: string; name: string; price: number };
}

export interface Bom {
  problems: PlanProblem[];
  layout: Layout | null;
  lines: BomLine[];
  total: number;
  minLength: number;
}

export const NO_PANEL = 'The catalog has no panel of this height and colour.';
export const NO_POST = 'The catalog has no post for this height, colour and mounting.';
export const NO_GATE = 'The catalog has no gate of this kind and width.';
export const CUT_PANELS = '{count} of them cut to {lengths} m';
export const PACKS_OF = '{pieces} pieces in packs of {pack}';
export const GATE_WITH_POSTS = 'with 2 gate posts, at {position} m';
export const KG_CONCRETE = '{kg} kg for {posts} posts';
export const STRIP_METRES = '{metres} m of strip';
export const CORNER_LINE_POST = 'a line post stands at each corner';

const cents = (n: number) => Math.round(n * 100);
const de = (n: number) => String(Math.round(n * 100) / 100).replace('.', ',');

/** The shortest fence the system is sold for, 0 when the catalog names none. */
export const minLengthOf = (catalog: PlannerCatalog, systemId: number): number =>
  catalog.systems.find((s) => s.id === systemId)?.minLength ?? 0;

function line(
  catalog: PlannerCatalog,
  role: PartRole,
  product: PlannerProduct,
  qty: number,
  notes: BomLine['notes'] = [],
): BomLine {
  const available = product.stock !== 'out_of_stock' && (product.qty === null || product.qty >= qty);
  const alt = available ? undefined : alternativeFor(catalog, role, product, qty);
  return {
    role,
    sku: product.sku,
    name: product.name,
    qty,
    price: product.price,
    total: (cents(product.price) * qty) / 100,
    stock: product.stock,
    stockQty: product.qty,
    delivery_time: product.deliveryTime,
    available,
    notes,
    ...(alt ? { alternative: { sku: alt.sku, name: alt.name, price: alt.price } } : {}),
  };
}

/** Pieces sold in packs: the packs to buy, noted when a pack holds more than one. */
function packed(catalog: PlannerCatalog, role: PartRole, product: PlannerProduct, pieces: number): BomLine {
  const qty = Math.ceil(pieces / product.pack);
  return line(
    catalog,
    role,
    product,
    qty,
    product.pack > 1 ? [{ key: PACKS_OF, params: { pieces, pack: product.pack } }] : [],
  );
}

/** Adds a line, or its quantity to the line of the same product already in the list. */
function push(lines: BomLine[], next: BomLine): void {
  const same = lines.find((l) => l.sku === next.sku);
  if (!same) return void lines.push(next);
  same.qty += next.qty;
  same.total = (cents(same.price) * same.qty) / 100;
  same.available = same.stock !== 'out_of_stock' && (same.stockQty === null || same.stockQty >= same.qty);
  same.notes.push(...next.notes);
}

export function computeBom(catalog: PlannerCatalog, plan: Plan): Bom {
  const minLength = minLengthOf(catalog, plan.system);
  const empty = (problems: PlanProblem[]): Bom => ({ problems, layout: null, lines: [], total: 0, minLength });
  const problems = geometryProblems(plan, minLength);
  if (problems.length) return empty(problems);
  const parts = findParts(catalog, plan);
  const { panel, post, cornerPost } = parts;
  if (!panel || !post || !cornerPost) return empty([{ key: panel ? NO_POST : NO_PANEL, field: panel ? 'm' : 'h' }]);
  const gates = plan.gates.map((g) => ({ plan: g, product: findGate(catalog, plan, g) }));
  const missingGate = gates.findIndex((g) => !g.product);
  if (missingGate >= 0) return empty([{ key: NO_GATE, field: `gw${missingGate}` }]);

  const layout = layoutRun(plan, (panel.width ?? 0) / 1000);
  const lines: BomLine[] = [];
  const cuts = layout.cuts.length
    ? [{ key: CUT_PANELS, params: { count: layout.cuts.length, lengths: layout.cuts.map(de).join(' / ') } }]
    : [];
  push(lines, line(catalog, 'panel', panel, layout.panels, cuts));
  const cornerIsSquare = cornerPost.sku !== post.sku;
  push(lines, line(catalog, 'post', post, layout.linePosts));
  if (layout.cornerPosts)
    push(
      lines,
      line(catalog, 'post', cornerPost, layout.cornerPosts, cornerIsSquare ? [] : [{ key: CORNER_LINE_POST }]),
    );
  const perPost = Math.ceil(plan.height / CLAMP_SPACING_MM);
  if (parts.clamp) push(lines, packed(catalog, 'fixing', parts.clamp, perPost * (layout.linePosts + layout.gateEdges)));
  if (layout.cornerPosts && parts.cornerClamp)
    push(lines, packed(catalog, 'fixing', parts.cornerClamp, perPost * 2 * layout.cornerPosts));
  if (parts.cap) push(lines, line(catalog, 'cap', parts.cap, layout.linePosts));
  if (layout.cornerPosts && parts.cornerCap) push(lines, line(catalog, 'cap', parts.cornerCap, layout.cornerPosts));
  for (const { plan: g, product } of gates)
    push(lines, line(catalog, 'gate', product!, 1, [{ key: GATE_WITH_POSTS, params: { position: de(g.at) } }]));
  const concretePosts =
    (catalog.concreteMounts.includes(plan.mount) ? layout.linePosts + layout.cornerPosts : 0) + layout.gatePosts;
  if (concretePosts && parts.concrete) {
    const kg = concretePosts * CONCRETE_KG_PER_POST;
    const bags = Math.ceil(kg / (parts.concrete.weight || CONCRETE_KG_PER_POST));
    push(
      lines,
      line(catalog, 'foundation', parts.concrete, bags, [{ key: KG_CONCRETE, params: { kg, posts: concretePosts } }]),
    );
  }
  if (plan.privacy && parts.strip) {
    const rows = Math.max(1, Math.floor(plan.height / MESH_ROW_MM));
    const metres = rows * layout.panels * ((panel.width ?? 0) / 1000);
    const rolls = Math.ceil(metres / rollLength(parts.strip));
    push(lines, line(catalog, 'privacy', parts.strip, rolls, [{ key: STRIP_METRES, params: { metres: de(metres) } }]));
    if (parts.stripClip) push(lines, packed(catalog, 'fixing', parts.stripClip, rows * layout.panels));
  }
  const kept = lines.filter((l) => l.qty > 0);
  return {
    problems: [],
    layout,
    lines: kept,
    total: kept.reduce((sum, l) => sum + cents(l.total), 0) / 100,
    minLength,
  };
}
