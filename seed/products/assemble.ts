// Turns family drafts into resolved products: ids in draft order (children right after their
// parent), unique url_keys, url_paths under the first category, timestamps, stock and prices.
// Configurable, bundle and grouped prices are derived from their parts after everything else.

import { withAncestors, type CategoryRecord } from '../categories.ts';
import type { ImageRegistry } from '../images/index.ts';
import type { Rng } from '../random.ts';
import { round2, slugify } from '../text.ts';
import { createTimeline } from './dates.ts';
import { priceFields, sumPrices, type PriceFields } from './pricing.ts';
import { parentStock, randomStock, stockDoc } from './stock.ts';
import type { ImageRef, ProductDraft, Resolved, StockSpec } from './types.ts';

const UNMANAGED_TYPES = new Set(['virtual', 'downloadable', 'bundle', 'grouped']);

export interface AssembleContext {
  rng: Rng;
  categories: Map<number, CategoryRecord>;
  images: ImageRegistry;
}

export function assembleProducts(drafts: ProductDraft[], ctx: AssembleContext): Resolved[] {
  const timeline = createTimeline(ctx.rng.fork('dates'));
  const stockRng = ctx.rng.fork('stock');
  const urlKeys = new Set<string>();
  const skus = new Set<string>();
  let nextId = 1;

  const uniqueKey = (name: string, sku: string): string => {
    let key = slugify(name);
    if (urlKeys.has(key)) key = `${key}-${slugify(sku)}`;
    if (urlKeys.has(key)) throw new Error(`duplicate url_key ${key}`);
    urlKeys.add(key);
    return key;
  };
  const claimSku = (sku: string): string => {
    if (skus.has(sku)) throw new Error(`duplicate sku ${sku}`);
    skus.add(sku);
    return sku;
  };
  const imageSet = (refs: ImageRef[]): Resolved['images'] => {
    const first = ctx.images.use(refs[0]!.design, refs[0]!.color);
    const seen = new Set<string>();
    const gallery = refs
      .map((r) => ({ image: ctx.images.use(r.design, r.color).gallery, label: r.label }))
      .filter((g) => !seen.has(g.image) && Boolean(seen.add(g.image)));
    return { image: first.image, thumbnail: first.thumbnail, gallery };
  };
  const physicalStock = (spec: StockSpec | undefined): StockSpec => spec ?? randomStock(stockRng);

  const out: Resolved[] = [];
  for (const draft of drafts) {
    const primary = ctx.categories.get(draft.categories[0]!);
    if (!primary) throw new Error(`${draft.sku}: unknown category ${draft.categories[0]}`);
    const id = nextId++;
    const urlKey = uniqueKey(draft.name, claimSku(draft.sku));
    const stamps = timeline.next(draft.month);
    const product: Resolved = {
      id,
      sku: draft.sku,
      name: draft.name,
      typeId: draft.type,
      status: draft.status ?? 1,
      visibility: 4,
      categoryIds: withAncestors(ctx.categories, draft.categories),
      urlKey,
      urlPath: `${primary.urlPath}/${urlKey}`,
      prices: priceFields(draft.price, draft.special),
      stock: stockDoc(id, { kind: 'unmanaged' }),
      created: stamps.created,
      updated: stamps.updated,
      images: imageSet([draft.image, ...(draft.children ?? []).map((c) => c.image)]),
      attrs: draft.attrs,
      weight: round2(draft.weight),
      draft,
      children: [],
    };
    out.push(product);
    for (const child of draft.children ?? []) {
      const childId = nextId++;
      const childKey = uniqueKey(child.name, claimSku(child.sku));
      const childStamps = timeline.child(stamps);
      const drawnStock = physicalStock(child.stock);
      const resolved: Resolved = {
        id: childId,
        sku: child.sku,
        name: child.name,
        typeId: 'simple',
        status: child.status ?? 1,
        visibility: 1,
        categoryIds: product.categoryIds,
        urlKey: childKey,
        urlPath: `${primary.urlPath}/${childKey}`,
        prices: priceFields(child.price, child.special),
        stock: stockDoc(childId, child.pinnedStock ?? drawnStock),
        created: childStamps.created,
        updated: childStamps.updated,
        images: imageSet([child.image]),
        attrs: { ...draft.attrs, ...child.attrs },
        weight: round2(child.weight),
        draft,
        child,
        parent: product,
        children: [],
      };
      product.children.push(resolved);
      out.push(resolved);
    }
    if (draft.type === 'configurable') {
      product.stock = parentStock(
        id,
        product.children.map((c) => ({ stock: c.stock, status: c.status })),
      );
      product.prices = cheapestChild(product);
    } else {
      product.stock = stockDoc(
        id,
        UNMANAGED_TYPES.has(draft.type) && !draft.stock ? { kind: 'unmanaged' } : physicalStock(draft.stock),
      );
    }
  }
  derivePartPrices(out);
  return out;
}

/** A configurable shows the price fields of its cheapest enabled child ("ab … €"). */
function cheapestChild(product: Resolved): PriceFields {
  const enabled = product.children.filter((c) => c.status === 1);
  const best = enabled.reduce((a, b) => (b.prices.final_price < a.prices.final_price ? b : a), enabled[0]!);
  return { ...best.prices };
}

function derivePartPrices(products: Resolved[]): void {
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const need = (sku: string, owner: string): Resolved => {
    const found = bySku.get(sku);
    if (!found) throw new Error(`${owner} references unknown sku ${sku}`);
    return found;
  };
  for (const p of products) {
    if (p.draft.type === 'bundle' && !p.child) {
      const parts = (p.draft.bundleOptions ?? [])
        .flatMap((o) => o.links.filter((l) => l.isDefault))
        .map((l) => ({ fields: need(l.sku, p.sku).prices, qty: l.qty }));
      p.prices = sumPrices(parts);
    }
    if (p.draft.type === 'grouped' && !p.child) {
      const parts = (p.draft.associated ?? []).map((a) => need(a.sku, p.sku));
      const cheapest = parts.reduce((a, b) => (b.prices.final_price < a.prices.final_price ? b : a));
      p.prices = { ...cheapest.prices };
    }
    for (const sku of p.child ? [] : (p.draft.related ?? [])) need(sku, p.sku);
  }
}
