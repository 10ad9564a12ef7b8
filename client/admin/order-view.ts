import { useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { StatusHistoryEntry } from '../../shared/api/admin-orders.ts';

/** What the order view's islands share: the order's status and its history. */
export interface OrderView {
  id: number;
  status: string;
  history: StatusHistoryEntry[];
}

/** The order views of this page, by order id: the status, the actions and the history show one state. */
const shared = new Map<number, OrderView>();

/**
 * The order's view as Valtio state: in the browser one proxy per order for all islands of the page
 * (a status change shows in each at once); on the server a proxy of the island's own props.
 */
export function useOrderView(initial: OrderView): { view: OrderView; snap: Readonly<OrderView> } {
  const [view] = useState(() => {
    if (typeof window === 'undefined') return proxy(structuredClone(initial));
    let found = shared.get(initial.id);
    if (!found) {
      found = proxy(structuredClone(initial));
      shared.set(initial.id, found);
    }
    return found;
  });
  return { view, snap: useSnapshot(view) as Readonly<OrderView> };
}
