import {
  buyable,
  inRole,
  type PartRole,
  type PlannerCatalog,
  type PlannerProduct,
  panelsOf,
  productsOf,
} from './catalog.ts';
import type { Plan } from './plan.ts';

/**
 * Which catalog product fills each place of a fence, found by category and attributes alone:
 *   panel   the system's panel of the plan's height and colour;
 *   post    the post the panel links as related, or the post of the same size, height and colour
 *           for the chosen mounting;
 *   corner  a square post (60x60 beside a 60x40 line post) of that height, colour and mounting;
 *           where the catalog has none, a line post stands at the corner;
 *   clamps  the fixing named for the post's cross-section ('Klemmhalter 60x40', 'Eckklemmhalter
 *           60x60'); caps: the cap of the post's size and colour; concrete: the foundation product
 *           the post links as related; privacy: strips of the fence colour and their fixing clips;
 *   gate    the gate variant with the leaves, width, colour and height asked for.
 * Between candidates, an in-stock one wins over one that is sold out, then the lower price.
 */

export interface Parts {
  panel?: PlannerProduct;
  post?: PlannerProduct;
  cornerPost?: PlannerProduct;
  clamp?: PlannerProduct;
  cornerClamp?: PlannerProduct;
  cap?: PlannerProduct;
  cornerCap?: PlannerProduct;
  concrete?: PlannerProduct;
  strip?: PlannerProduct;
  stripClip?: PlannerProduct;
}

/** In stock first, then cheapest. */
export function best(candidates: PlannerProduct[]): PlannerProduct | undefined {
  return [...candidates].sort((a, b) => Number(buyable(b)) - Number(buyable(a)) || a.price - b.price)[0];
}

const bySku = (catalog: PlannerCatalog, skus: string[]) => catalog.products.filter((p) => skus.includes(p.sku));
/** '60x40 mm' → '60x40'. */
const section = (size: string | undefined) => size?.replace(/\s*mm$/, '') ?? '';
const isSquare = (size: string | undefined) => /^(\d+)x\1$/.test(section(size));

function postFor(catalog: PlannerCatalog, panel: PlannerProduct, plan: Plan): PlannerProduct | undefined {
  const posts = productsOf(catalog, 'post').filter((p) => p.height === plan.height && p.color === plan.color);
  const linked = bySku(catalog, panel.related).find((p) => inRole(catalog, 'post', p));
  const size = linked?.size ?? posts.find((p) => !isSquare(p.size))?.size;
  return best(posts.filter((p) => p.size === size && p.mount === plan.mount));
}

const fixingFor = (catalog: PlannerCatalog, post: PlannerProduct | undefined) =>
  post && best(productsOf(catalog, 'fixing').filter((f) => f.name.includes(section(post.size))));

const capFor = (catalog: PlannerCatalog, post: PlannerProduct | undefined, color: string) =>
  post && best(productsOf(catalog, 'cap').filter((c) => c.size === post.size && c.color === color));

export function findParts(catalog: PlannerCatalog, plan: Plan): Parts {
  const panel = best(panelsOf(catalog, plan.system).filter((p) => p.height === plan.height && p.color === plan.color));
  if (!panel) return {};
  const post = postFor(catalog, panel, plan);
  const square = best(
    productsOf(catalog, 'post').filter(
      (p) =>
        isSquare(p.size) &&
        p.size !== post?.size &&
        p.height === plan.height &&
        p.color === plan.color &&
        p.mount === plan.mount,
    ),
  );
  const cornerPost = square ?? post;
  const clamp = fixingFor(catalog, post);
  const concrete = post && best(bySku(catalog, post.related).filter((p) => inRole(catalog, 'foundation', p)));
  const strip = best(productsOf(catalog, 'privacy').filter((p) => p.color === plan.color && rollLength(p) > 0));
  const stripClip = strip && best(bySku(catalog, strip.related).filter((p) => inRole(catalog, 'fixing', p)));
  return {
    panel,
    post,
    cornerPost,
    clamp,
    cornerClamp: fixingFor(catalog, cornerPost) ?? clamp,
    cap: capFor(catalog, post, plan.color),
    cornerCap: capFor(catalog, cornerPost, plan.color),
    concrete,
    strip,
    stripClip,
  };
}

/** Metres on a roll of privacy strip ('19 cm x 35 m' → 35), 0 when the size names none. */
export function rollLength(p: PlannerProduct): number {
  const match = /x\s*(\d+(?:[.,]\d+)?)\s*m$/.exec(p.size ?? '');
  return match ? Number(match[1]!.replace(',', '.')) : 0;
}

/** The gate for a gate of the plan: leaves and width exact, the plan's colour, the nearest height. */
export function findGate(
  catalog: PlannerCatalog,
  plan: Plan,
  gate: { leaves: number; width: number },
): PlannerProduct | undefined {
  const fitting = productsOf(catalog, 'gate').filter((g) => g.leaves === gate.leaves && g.width === gate.width);
  const colored = fitting.filter((g) => g.color === plan.color);
  const pool = colored.length ? colored : fitting;
  const distance = (g: PlannerProduct) => Math.abs((g.height ?? 0) - plan.height);
  const nearest = Math.min(...pool.map(distance));
  return best(pool.filter((g) => distance(g) === nearest));
}

/** Gate widths the catalog offers per number of leaves. */
export function gateWidths(catalog: PlannerCatalog): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const g of productsOf(catalog, 'gate')) {
    if (!g.leaves || !g.width) continue;
    const list = out.get(g.leaves) ?? [];
    if (!list.includes(g.width)) list.push(g.width);
    out.set(
      g.leaves,
      list.sort((a, b) => a - b),
    );
  }
  return out;
}

/**
 * A stand-in for a part the shop cannot deliver in the quantity needed: a product of the same role
 * with enough stock that differs from it in as few attributes as possible (another colour, the
 * other system, another gate series), then the cheapest.
 */
export function alternativeFor(
  catalog: PlannerCatalog,
  role: PartRole,
  part: PlannerProduct,
  qty: number,
): PlannerProduct | undefined {
  const keys = ['height', 'width', 'color', 'mount', 'leaves', 'size'] as const;
  const differences = (p: PlannerProduct) =>
    keys.filter((k) => p[k] !== part[k]).length * 2 + (p.categoryIds.join() === part.categoryIds.join() ? 0 : 1);
  const candidates = productsOf(catalog, role).filter(
    (p) =>
      p.sku !== part.sku &&
      p.stock !== 'out_of_stock' &&
      (p.qty === null || p.qty >= qty) &&
      p.height === part.height &&
      (part.leaves === undefined || p.leaves === part.leaves),
  );
  return candidates.sort((a, b) => differences(a) - differences(b) || a.price - b.price)[0];
}
