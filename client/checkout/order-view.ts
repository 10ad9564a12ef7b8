import type { Snapshot } from 'valtio';
import type { TotalSegment } from '../../shared/pricing/totals.ts';
import type { DeliveryTime } from '../../shared/rules/delivery-time.ts';
import type { CartLine, CartState } from '../cart/state.ts';

/**
 * What the checkout's order summary shows of a cart: its lines, the applied coupon and the totals.
 * The server makes it from the shopper's cart in the database (worker/ssr/checkout-cart.ts), the
 * browser from its cart store, and the summary renders either the same way: the page the server
 * sends is the one the browser hydrates, and the store's cart, once read, shows in the same places.
 */
export interface OrderLine {
  /** The line's identity in the list (the server's line id, or the browser's own line id). */
  key: string;
  name: string;
  qty: number;
  /** Gross unit price with options. */
  price_incl_tax: number;
  thumbnail?: string | null;
  labels?: Array<{ label: string; value: string }>;
  delivery_time?: DeliveryTime | null;
}

export interface OrderView {
  lines: OrderLine[];
  couponCode: string | null;
  segments: TotalSegment[];
  /** False while the totals are of an earlier cart (they show dimmed until the new ones arrive). */
  fresh: boolean;
}

/** A cart without lines: the checkout shows the empty cart's message. */
export const EMPTY_ORDER: OrderView = { lines: [], couponCode: null, segments: [], fresh: true };

/** The fields of a cart line the summary shows. */
export function orderLineOf(
  line: Pick<CartLine, 'name' | 'qty' | 'price_incl_tax'> & Snapshot<Partial<CartLine>>,
): Omit<OrderLine, 'key'> {
  return {
    name: line.name,
    qty: line.qty,
    price_incl_tax: line.price_incl_tax,
    ...(line.thumbnail ? { thumbnail: line.thumbnail } : {}),
    ...(line.labels?.length ? { labels: line.labels.map((l) => ({ ...l })) } : {}),
    ...(line.delivery_time ? { delivery_time: { ...line.delivery_time } } : {}),
  };
}

/** The browser's cart as the summary shows it. */
export function orderViewOf(cart: Snapshot<CartState>): OrderView {
  return {
    lines: cart.cartItems.map((line) => ({ key: line.id, ...orderLineOf(line) })),
    couponCode: cart.couponCode,
    segments: (cart.platformTotalSegments ?? []) as TotalSegment[],
    fresh: !!cart.platformTotals && cart.lastTotalsSyncHash === cart.cartHash,
  };
}
