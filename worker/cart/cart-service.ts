import { toEuros } from '../../shared/pricing/money.ts';
import type { CartItem } from '../../shared/schemas/cart.ts';
import { stores, type StoreView } from '../../shared/stores.ts';
import { ApiError } from '../api/api-error.ts';
import { catalogFor } from './cart-catalog.ts';
import { checkQty, resolveLine, type ResolvedLine } from './cart-items.ts';
import { addLine, addLines, type CartLineRow, cartLines, type NewLine, setLineQty } from './cart-lines-repo.ts';
import type { OptionSelections } from './cart-line-options.ts';
import { type CartRow, findCart, isExpired, MAX_CART_LINES } from './cart-repo.ts';

/**
 * The cart's flow over the repository: open a cart by token, price its lines from the catalog, add
 * and change lines under the rules. What the cart comes to (totals, shipment) is in cart-totals.ts.
 */

/** An unknown or expired cart token: a 404 whose meta tells the client how to recover its items. */
export function cartNotFound(reason: 'cart_not_found' | 'cart_expired'): ApiError {
  return new ApiError(404, reason === 'cart_expired' ? 'This cart has expired' : 'No such cart', {
    meta: { reason, recover: 'POST /api/cart/create with { cartItems }' },
  });
}

export async function openCart(db: D1Database, token: string, now: Date): Promise<CartRow> {
  const cart = await findCart(db, token);
  if (!cart) throw cartNotFound('cart_not_found');
  if (isExpired(cart, now)) throw cartNotFound('cart_expired');
  return cart;
}

export const storeOf = (cart: Pick<CartRow, 'store'>): StoreView => stores[cart.store] ?? stores.default;

export interface PricedLine {
  row: CartLineRow;
  /** null when the line can no longer be bought; `error` says why. */
  resolved: ResolvedLine | null;
  error?: string;
}

export function toCartItem(cart: Pick<CartRow, 'token'>, line: PricedLine): CartItem {
  const { row, resolved } = line;
  return {
    item_id: row.item_id,
    sku: row.sku,
    qty: row.qty,
    name: resolved?.name ?? row.sku,
    price: toEuros(resolved?.unit_cents ?? 0),
    price_incl_tax: toEuros(resolved?.unit_incl_tax_cents ?? 0),
    product_type: resolved?.product_type ?? 'simple',
    quote_id: cart.token,
    ...((resolved?.product_option ?? row.product_option)
      ? { product_option: resolved?.product_option ?? row.product_option! }
      : {}),
    ...((resolved?.checksum ?? row.checksum) ? { checksum: resolved?.checksum ?? row.checksum! } : {}),
    ...(row.parent_sku ? { parent_sku: row.parent_sku } : {}),
    stock_status: resolved?.stock_status ?? 'ok',
    ...(resolved?.delivery_time ? { delivery_time: resolved.delivery_time } : {}),
    ...(line.error ? { errors: [line.error] } : {}),
  };
}

/** The cart's lines, each priced from today's catalog (a line that no longer resolves carries an error). */
export async function pricedLines(db: D1Database, cart: CartRow, now: Date): Promise<PricedLine[]> {
  const rows = await cartLines(db, cart.token);
  if (!rows.length) return [];
  const ctx = await catalogFor(
    db,
    storeOf(cart),
    rows.map((r) => r.sku),
    now,
  );
  return Promise.all(
    rows.map(async (row): Promise<PricedLine> => {
      try {
        return { row, resolved: await resolveLine(ctx, row.sku, row.product_option, row.qty) };
      } catch (error) {
        if (error instanceof ApiError) return { row, resolved: null, error: error.message };
        throw error;
      }
    }),
  );
}

export interface ItemInput {
  sku: string;
  qty: number;
  product_option?: OptionSelections | null;
}

const newLine = (resolved: ResolvedLine, qty: number): NewLine => ({
  sku: resolved.sku,
  parent_sku: resolved.parent_sku,
  product_id: resolved.product_id,
  qty,
  product_option: resolved.product_option,
  checksum: resolved.checksum,
  merge_key: resolved.merge_key,
});

/** Adds a line, folding it into the line with the same identity; answers the server item. */
export async function addItem(db: D1Database, cart: CartRow, input: ItemInput, now: Date): Promise<CartItem> {
  const ctx = await catalogFor(db, storeOf(cart), [input.sku], now);
  const rows = await cartLines(db, cart.token);
  const resolved = await resolveLine(ctx, input.sku, input.product_option, input.qty);
  const target = resolved.merge_key === null ? undefined : rows.find((r) => r.merge_key === resolved.merge_key);
  if (!target && rows.length >= MAX_CART_LINES) throw new ApiError(400, `A cart holds at most ${MAX_CART_LINES} lines`);
  const skuTotal = rows.filter((r) => r.sku === resolved.sku).reduce((sum, r) => sum + r.qty, 0) + input.qty;
  checkQty(resolved, (target?.qty ?? 0) + input.qty, skuTotal);
  const saved = await addLine(db, cart.token, newLine(resolved, input.qty), now);
  const row: CartLineRow = { ...newLine(resolved, saved.qty), item_id: saved.item_id };
  return toCartItem(cart, { row, resolved });
}

/** Sets a line's qty (the line's product and options stay; remove and add to change those). */
export async function updateItemQty(
  db: D1Database,
  cart: CartRow,
  itemId: number,
  qty: number,
  sku: string | undefined,
  now: Date,
): Promise<CartItem> {
  const rows = await cartLines(db, cart.token);
  const row = rows.find((r) => r.item_id === itemId);
  if (!row) throw new ApiError(400, `No item ${itemId} in this cart`);
  if (sku !== undefined && sku !== row.sku && sku !== row.parent_sku)
    throw new ApiError(400, `Item ${itemId} is "${row.sku}", not "${sku}"`);
  const ctx = await catalogFor(db, storeOf(cart), [row.sku], now);
  const resolved = await resolveLine(ctx, row.sku, row.product_option, qty);
  const skuTotal =
    rows.filter((r) => r.sku === row.sku && r.item_id !== itemId).reduce((sum, r) => sum + r.qty, 0) + qty;
  checkQty(resolved, qty, skuTotal);
  if (!(await setLineQty(db, cart.token, itemId, qty, now))) throw new ApiError(400, `No item ${itemId} in this cart`);
  return toCartItem(cart, { row: { ...row, qty }, resolved });
}

export interface Rejected {
  sku: string;
  message: string;
}

/**
 * Re-adds a client's items to a (new) cart in one atomic write: every item that still resolves
 * goes in (merged by line identity, stock limits applied over the whole list), the others come
 * back with the reason, so a lost cart token never loses or doubles the shopper's items.
 */
export async function readdItems(
  db: D1Database,
  cart: CartRow,
  items: readonly ItemInput[],
  now: Date,
): Promise<Rejected[]> {
  if (!items.length) return [];
  const ctx = await catalogFor(
    db,
    storeOf(cart),
    items.map((i) => i.sku),
    now,
  );
  const lines: NewLine[] = [];
  const rejected: Rejected[] = [];
  const skuTotals = new Map<string, number>();
  for (const item of items) {
    try {
      const resolved = await resolveLine(ctx, item.sku, item.product_option, item.qty);
      const target = resolved.merge_key === null ? undefined : lines.find((l) => l.merge_key === resolved.merge_key);
      if (!target && lines.length >= MAX_CART_LINES)
        throw new ApiError(400, `A cart holds at most ${MAX_CART_LINES} lines`);
      const skuTotal = (skuTotals.get(resolved.sku) ?? 0) + item.qty;
      checkQty(resolved, (target?.qty ?? 0) + item.qty, skuTotal);
      skuTotals.set(resolved.sku, skuTotal);
      if (target) target.qty += item.qty;
      else lines.push(newLine(resolved, item.qty));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      rejected.push({ sku: item.sku, message: error.message });
    }
  }
  await addLines(db, cart.token, lines, now);
  return rejected;
}
