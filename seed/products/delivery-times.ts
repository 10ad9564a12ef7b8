// Delivery times per product and store (`delivery_time` on each store's documents; texts and the
// shape in shared/rules/delivery-time.ts). Derived from what the shop knows of the article: a
// download is available at once; anything heavier than a parcel (31.5 kg, the matrix rates' limit)
// goes by forwarding agent on a pallet; what is sold out or of unknown stock is ordered from the
// supplier; the rest ships from stock. Austria, further from the warehouse, waits a few days more.
// A configurable or grouped product shows its fastest variant (as its "from" price); a bundle ships
// complete, so it arrives with its slowest part.

import { type DeliveryKind, type DeliveryTime, slowerDelivery } from '../../shared/rules/delivery-time.ts';
import type { StoreView } from '../constants.ts';
import type { ProductRow } from './rows.ts';

type Doc = Record<string, unknown>;

/** Working days from the order to the door, per store country. */
const DAYS: Record<StoreView['country'], Record<DeliveryKind, [number, number]>> = {
  DE: { stock: [2, 4], supplier: [7, 14], freight: [5, 10], instant: [0, 0] },
  AT: { stock: [3, 6], supplier: [10, 18], freight: [7, 12], instant: [0, 0] },
};
/** Heaviest parcel in kg; above it goes by pallet. */
const PARCEL_LIMIT_KG = 31.5;

function ownKind(doc: Doc): DeliveryKind | null {
  if (doc.type_id === 'downloadable') return 'instant';
  if (doc.type_id === 'virtual') return null;
  if (Number(doc.weight ?? 0) > PARCEL_LIMIT_KG) return 'freight';
  const stock = (doc.stock ?? {}) as { is_in_stock?: boolean; qty?: number | null; manage_stock?: boolean };
  if (stock.is_in_stock === false || (stock.manage_stock !== false && stock.qty === null)) return 'supplier';
  return 'stock';
}

const timeOf = (kind: DeliveryKind | null, country: StoreView['country']): DeliveryTime | null =>
  kind && { kind, min_days: DAYS[country][kind][0], max_days: DAYS[country][kind][1] };

const faster = (a: DeliveryTime | null, b: DeliveryTime | null) =>
  !a || !b ? (a ?? b) : slowerDelivery(a, b) === a ? b : a;

/** The rows with each document's (and each embedded child's) delivery time for the store's country. */
export function withDeliveryTimes(rows: ProductRow[], country: StoreView['country']): ProductRow[] {
  const bySku = new Map(rows.map((r) => [r.sku, r.doc]));
  const simple = (doc: Doc | undefined) => (doc ? timeOf(ownKind(doc), country) : null);
  const linked = (doc: Doc, type: 'associated' | 'bundle'): DeliveryTime[] => {
    const skus =
      type === 'bundle'
        ? ((doc.bundle_options ?? []) as Array<{ product_links: Array<{ sku: string }> }>).flatMap((o) =>
            o.product_links.map((l) => l.sku),
          )
        : ((doc.product_links ?? []) as Array<{ link_type: string; linked_product_sku: string }>)
            .filter((l) => l.link_type === 'associated')
            .map((l) => l.linked_product_sku);
    return skus.map((sku) => simple(bySku.get(sku))).filter((t): t is DeliveryTime => t !== null);
  };
  return rows.map((row) => {
    const doc = row.doc;
    let time: DeliveryTime | null;
    let children = doc.configurable_children as Doc[] | undefined;
    if (children) {
      children = children.map((c) => ({ ...c, delivery_time: simple(bySku.get(String(c.sku)) ?? c) }));
      const enabled = children.filter((c) => Number(c.status ?? 1) < 2);
      time = enabled.map((c) => c.delivery_time as DeliveryTime | null).reduce(faster, null);
    } else if (doc.type_id === 'bundle') {
      const own = Number(doc.weight ?? 0) > PARCEL_LIMIT_KG ? timeOf('freight', country) : null;
      time = linked(doc, 'bundle').reduce(slowerDelivery, own);
    } else if (doc.type_id === 'grouped') {
      time = linked(doc, 'associated').reduce(faster, null);
    } else time = simple(doc);
    return { ...row, doc: { ...doc, delivery_time: time, ...(children ? { configurable_children: children } : {}) } };
  });
}
