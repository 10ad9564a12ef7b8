import { deliveryTimeOf } from '../../shared/rules/delivery-time.ts';
import type { CartItem } from '../../shared/schemas/cart.ts';
import type { Totals } from '../../shared/pricing/totals.ts';
import type { CartLine, CartState } from './state.ts';
import { cartHash, optionsChecksum, sameItem, type LineIdentity } from './identity.ts';

/**
 * Changes of the cart state, each one step of an optimistic update (on failure the
 * quantity returns to the previous value, or the item is removed). Pure over the state object:
 * no network, no timers, so the tests drive them directly.
 */

let lastId = 0;
/** A local line id, unique in this page's life (and across reloads by the time part). */
export const newLineId = (): string => `l${Date.now().toString(36)}${(++lastId).toString(36)}`;

/** Recomputes the cart hash after a change of lines, quantities, options or coupon. */
export function touch(state: CartState): void {
  state.cartHash = cartHash(state.cartItems, state.couponCode);
}

export const findLine = (state: CartState, id: string): CartLine | undefined =>
  state.cartItems.find((l) => l.id === id);

/** A change made before the server confirmed it, and how to take it back. */
export type Change =
  | { kind: 'added'; id: string }
  | { kind: 'qty'; id: string; prevQty: number }
  | { kind: 'removed'; line: CartLine; index: number };

/**
 * Adds `qty` of a line: to the line with the same identity, or as a new line. Montage
 * services always become a new line.
 */
export function addOptimistic(
  state: CartState,
  line: Omit<CartLine, 'id'> & { id?: string },
): { line: CartLine; change: Change } {
  const candidate: LineIdentity = {
    sku: line.sku,
    product_option: line.product_option,
    ...(line.checksum ? { checksum: line.checksum } : {}),
  };
  const existing = state.cartItems.find((l) => !l.errors?.length && sameItem(l, candidate));
  if (existing) {
    const prevQty = existing.qty;
    existing.prev_qty ??= prevQty;
    existing.qty = prevQty + line.qty;
    existing.pending = true;
    touch(state);
    return { line: existing, change: { kind: 'qty', id: existing.id, prevQty } };
  }
  const id = line.id ?? newLineId();
  state.cartItems.push({ ...line, id, checksum: line.checksum ?? optionsChecksum(line.product_option), pending: true });
  touch(state);
  return { line: findLine(state, id)!, change: { kind: 'added', id } };
}

/** Sets a line's quantity ahead of the server. */
export function setQtyOptimistic(state: CartState, id: string, qty: number): Change | null {
  const line = findLine(state, id);
  if (!line) return null;
  const prevQty = line.qty;
  line.prev_qty ??= prevQty;
  line.qty = qty;
  line.pending = true;
  touch(state);
  return { kind: 'qty', id, prevQty };
}

/** Takes a line out ahead of the server. */
export function removeOptimistic(state: CartState, id: string): Change | null {
  const index = state.cartItems.findIndex((l) => l.id === id);
  if (index < 0) return null;
  const [line] = state.cartItems.splice(index, 1);
  touch(state);
  return { kind: 'removed', line: line!, index };
}

/** Takes a change back: the previous quantity, the added line removed, the removed line restored. */
export function rollback(state: CartState, change: Change): void {
  if (change.kind === 'added') {
    const index = state.cartItems.findIndex((l) => l.id === change.id);
    if (index >= 0) state.cartItems.splice(index, 1);
  } else if (change.kind === 'qty') {
    const line = findLine(state, change.id);
    if (line) {
      line.qty = change.prevQty;
      delete line.prev_qty;
      line.pending = false;
    }
  } else if (!findLine(state, change.line.id)) {
    state.cartItems.splice(Math.min(change.index, state.cartItems.length), 0, { ...change.line, pending: false });
  }
  touch(state);
}

/** Takes what the server says of a line (its id, SKU, quantity, price, options, stock). */
export function applyServerItem(line: CartLine, item: CartItem): void {
  line.item_id = line.server_item_id = item.item_id;
  line.server_quote_id = item.quote_id;
  line.sku = item.sku;
  line.qty = item.qty;
  line.name = item.name || line.name;
  line.price_incl_tax = item.price_incl_tax;
  line.type_id = item.product_type || line.type_id;
  line.stock_status = item.stock_status;
  line.delivery_time = deliveryTimeOf(item);
  if (item.product_option) line.product_option = item.product_option;
  const checksum = optionsChecksum(item.product_option);
  if (checksum) line.checksum = checksum;
  else delete line.checksum;
  if (item.parent_sku) line.parentSku = item.parent_sku;
  if (item.errors?.length) line.errors = item.errors;
  else delete line.errors;
  delete line.prev_qty;
  line.pending = false;
}

/**
 * Confirms a line with the server's answer. When the server folded it into another line the
 * shopper already has (same server id), the two become one. `sentQty` is the quantity the call
 * asked for: when the line shows another one by now (changed in another tab while the call was
 * on its way), that newer quantity stays, pending, for the next push (client/cart/push.ts).
 */
export function confirmLine(state: CartState, id: string, item: CartItem, sentQty?: number): CartLine | undefined {
  const line = findLine(state, id);
  if (!line) return undefined;
  const twin = state.cartItems.find((l) => l.id !== id && l.item_id === item.item_id);
  if (twin) {
    applyServerItem(twin, item);
    state.cartItems.splice(state.cartItems.indexOf(line), 1);
    touch(state);
    return twin;
  }
  const newer = sentQty !== undefined && line.qty !== sentQty ? line.qty : undefined;
  applyServerItem(line, item);
  if (newer !== undefined && newer !== line.qty) {
    Object.assign(line, { prev_qty: line.qty, qty: newer, pending: true });
    state.unsynced = true;
  }
  touch(state);
  return line;
}

/** A line built from a server item the client has not seen (pull, recovery, shared cart). */
export function lineFromServer(item: CartItem): CartLine {
  const line: CartLine = {
    id: newLineId(),
    sku: item.sku,
    qty: item.qty,
    type_id: item.product_type,
    name: item.name,
    price_incl_tax: item.price_incl_tax,
  };
  applyServerItem(line, item);
  return line;
}

/**
 * Replaces the lines with the server's (GET /pull): lines the client knows keep their local data
 * (thumbnail, link, labels); lines still on their way to the server stay as they are.
 */
export function mergePulled(state: CartState, items: readonly CartItem[], now: number): void {
  const next: CartLine[] = [];
  for (const item of items) {
    const known = state.cartItems.find((l) => l.item_id === item.item_id);
    if (known?.pending) next.push(known);
    else if (known) {
      applyServerItem(known, item);
      next.push(known);
    } else next.push(lineFromServer(item));
  }
  for (const line of state.cartItems) if (line.pending && line.item_id === undefined) next.push(line);
  state.cartItems = next;
  state.lastSyncAt = now;
  touch(state);
}

/**
 * After a lost cart was re-created with the confirmed lines (POST /create {cartItems}): each line
 * takes the new server id of its counterpart (same SKU and options, in order); lines the server
 * refused go. A line with a change still on its way keeps its optimistic quantity (the change is
 * sent again to the new cart).
 */
export function mergeRecovered(state: CartState, items: readonly CartItem[], token: string): CartLine[] {
  const unmatched = [...items];
  const dropped: CartLine[] = [];
  for (const line of [...state.cartItems]) {
    if (line.item_id === undefined) continue;
    const checksum = optionsChecksum(line.product_option);
    const index = unmatched.findIndex((i) => i.sku === line.sku && optionsChecksum(i.product_option) === checksum);
    if (index < 0) {
      state.cartItems.splice(state.cartItems.indexOf(line), 1);
      dropped.push(line);
      continue;
    }
    const [item] = unmatched.splice(index, 1);
    const optimistic =
      line.prev_qty !== undefined ? { qty: line.qty, prev: line.prev_qty, pending: line.pending } : null;
    applyServerItem(line, item!);
    if (optimistic)
      Object.assign(line, { qty: optimistic.qty, prev_qty: optimistic.prev, pending: optimistic.pending });
  }
  state.cartServerToken = token;
  touch(state);
  return dropped;
}

/** The lines to re-add to a new cart: confirmed ones, at their confirmed quantity. */
export function recoverableItems(state: CartState) {
  return state.cartItems
    .filter((l) => l.item_id !== undefined && !l.errors?.length)
    .map((l) => ({
      sku: l.sku,
      qty: l.prev_qty ?? l.qty,
      ...(l.product_option ? { product_option: l.product_option } : {}),
    }));
}

/** Takes a totals answer: segments, coupon, and each line's part. */
export function applyTotals(state: CartState, totals: Totals, now: number): void {
  state.platformTotals = totals;
  state.platformTotalSegments = totals.total_segments;
  state.couponCode = totals.coupon_code;
  for (const line of state.cartItems) {
    const part = totals.items.find((i) => i.item_id === line.item_id);
    if (part) line.totals = part;
    else delete line.totals;
  }
  touch(state);
  state.lastTotalsSyncHash = state.cartHash;
  state.lastTotalsSyncAt = now;
}

/** Whether totals must be fetched: never synced, or the cart changed since. */
export const totalsStale = (state: CartState): boolean =>
  !state.platformTotals || state.lastTotalsSyncHash !== state.cartHash;
