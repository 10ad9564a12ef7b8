// Stock representation (the contract with worker/ and client/):
//
//   kind        stock_items (qty, is_in_stock, manage_stock)   doc.stock
//   qty         (N, 1, 1)                                       {is_in_stock: true,  qty: N,    manage_stock: true}
//   out         (0, 0, 1)                                       {is_in_stock: false, qty: 0,    manage_stock: true}
//   volatile    (NULL, 1, 1)                                    {is_in_stock: true,  qty: null, manage_stock: true}
//   unmanaged   (NULL, 1, 0)                                    {is_in_stock: true,  qty: null, manage_stock: false}
//
// So: out_of_stock ⇔ !is_in_stock; volatile ⇔ manage_stock && qty === null; everything else ok.
// "unmanaged" is for services, downloads, bundles and grouped products (availability comes
// from their parts), which must never trigger the volatile-stock warning.

import type { Rng } from '../random.ts';
import type { StockSpec } from './types.ts';

export interface StockDoc {
  product_id: number;
  item_id: number;
  stock_id: 1;
  is_in_stock: boolean;
  qty: number | null;
  manage_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
  is_qty_decimal: false;
}

/** Stock for a physical product the family did not pin: mostly counted, some sold out, a few unknown. */
export function randomStock(rng: Rng): StockSpec {
  const roll = rng.next();
  if (roll < 0.07) return { kind: 'out' };
  if (roll < 0.11) return { kind: 'volatile' };
  return { kind: 'qty', qty: rng.int(3, 60) * (rng.chance(0.3) ? 10 : 1) };
}

export function stockDoc(productId: number, spec: StockSpec): StockDoc {
  const base = {
    product_id: productId,
    item_id: productId,
    stock_id: 1 as const,
    min_sale_qty: 1,
    max_sale_qty: 10000,
    is_qty_decimal: false as const,
  };
  switch (spec.kind) {
    case 'qty':
      return { ...base, is_in_stock: spec.qty > 0, qty: spec.qty, manage_stock: true };
    case 'out':
      return { ...base, is_in_stock: false, qty: 0, manage_stock: true };
    case 'volatile':
      return { ...base, is_in_stock: true, qty: null, manage_stock: true };
    case 'unmanaged':
      return { ...base, is_in_stock: true, qty: null, manage_stock: false };
  }
}

/** A configurable parent is in stock if any enabled child is; its qty is the sum of counted children. */
export function parentStock(productId: number, children: Array<{ stock: StockDoc; status: number }>): StockDoc {
  const enabled = children.filter((c) => c.status === 1);
  const inStock = enabled.some((c) => c.stock.is_in_stock);
  const qty = enabled.reduce((sum, c) => sum + (c.stock.qty ?? 0), 0);
  return stockDoc(productId, inStock ? { kind: 'qty', qty: Math.max(qty, 1) } : { kind: 'out' });
}
