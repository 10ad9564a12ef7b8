import { deliveryTimeOf } from '../../shared/rules/delivery-time.ts';
import { stockState, type StockStatus } from '../../shared/pricing/stock-state.ts';
import { productPath } from '../../shared/product-url.ts';
import type { ChildProduct, Product } from '../../shared/schemas/catalog.ts';
import { isApiError } from '../../shared/api/errors.ts';
import type { ProductOption } from '../../shared/schemas/cart.ts';
import type { CartLine } from './state.ts';
import type { Notification } from '../stores/notifications.ts';
import { OUT_OF_STOCK } from '../../shared/rules/texts.ts';
import { QTY_NOT_AVAILABLE, qtyProblem } from './config.ts';
import { sameItem } from './identity.ts';
import { addOptimistic, confirmLine, findLine, removeOptimistic, rollback, setQtyOptimistic } from './lines.ts';
import {
  ADD_FAILED,
  FAILED,
  messageOf,
  NO_SUCH_CONFIGURATION,
  PRICE_UNKNOWN,
  PRODUCT_ADDED,
  pullCart,
  QTY_UPDATED,
  runtimeOf,
  say,
  settled,
  track,
  VOLATILE_STOCK,
  withCart,
  type CartContext,
} from './runtime.ts';

/**
 * Adding, changing, removing and editing cart lines, each an optimistic
 * update of the state that is taken back when the server refuses it: the quantity returns to the
 * previous value, an added line goes, a removed line comes back where it was.
 *
 * Out of stock: out-of-stock products are listed and may be put in the cart (the
 * server takes them and marks the line out_of_stock; the microcart says so). The error 'The
 * product is out of stock and cannot be added to the cart!' is shown only when the server refuses
 * an add of a product whose stock says out of stock.
 */

export interface AddRequest {
  /** The product page's product (for a configurable one, the parent). */
  product: Product;
  /** The chosen variant of a configurable product. */
  child?: ChildProduct | null;
  qty: number;
  product_option?: ProductOption | undefined;
  /** Gross unit price as configured (below zero it cannot be bought). */
  priceInclTax: number;
  labels?: Array<{ label: string; value: string }>;
}

export type AddResult =
  | { ok: true; line: CartLine }
  | { ok: false; message: string; params?: Record<string, number> | undefined; inline?: boolean };

/** Product error messages: the catalog's `errors`, an object or a list of texts. */
function productErrors(product: Product): string[] {
  const errors = product.errors as unknown;
  if (!errors || typeof errors !== 'object') return [];
  return Object.values(errors).filter((e): e is string => typeof e === 'string' && e.length > 0);
}

const UNMANAGED = new Set(['bundle', 'grouped', 'virtual', 'downloadable']);

/** Adds a product to the cart under the rules, with the notifications. */
export async function addToCart(ctx: CartContext, request: AddRequest, quiet = false): Promise<AddResult> {
  const { product, child = null, qty } = request;
  const shown = child ?? product;
  const fail = (type: Notification['type'], message: string): AddResult => {
    say(ctx, type, message);
    return { ok: false, message };
  };
  const errors = productErrors(product);
  if (errors.length) {
    for (const e of errors.slice(1)) say(ctx, 'error', e);
    return fail('error', errors[0]!);
  }
  if (product.type_id === 'configurable' && !child) return fail('warning', NO_SUCH_CONFIGURATION);
  if (!(request.priceInclTax >= 0)) return fail('error', PRICE_UNKNOWN);
  const problem = qtyProblem(qty, { maxSaleQty: Number(shown.stock?.max_sale_qty) || null });
  if (problem) return { ok: false, ...problem, inline: true };

  const state = ctx.stores.cart;
  let stock: StockStatus = stockState(shown.stock);
  if (!UNMANAGED.has(product.type_id) && shown.stock?.manage_stock !== false) {
    const check = await runtimeOf(ctx)
      .cartApi.stock(shown.sku)
      .catch(() => null);
    if (check) {
      stock = check.stock_status;
      const inCart = state.cartItems.filter((l) => l.sku === shown.sku).reduce((sum, l) => sum + l.qty, 0);
      if (check.manage_stock && check.is_in_stock && check.qty !== null && inCart + qty > check.qty) {
        return { ok: false, message: QTY_NOT_AVAILABLE, params: { maxQuantity: check.qty }, inline: true };
      }
    }
  }

  const { line, change } = addOptimistic(state, {
    sku: shown.sku,
    qty,
    type_id: child ? 'configurable' : product.type_id,
    name: (child?.name as string | undefined) || product.name,
    ...(child ? { parentSku: product.sku } : {}),
    ...(request.product_option ? { product_option: request.product_option } : {}),
    path: productPath(product, child?.sku),
    thumbnail: child?.thumbnail || product.thumbnail || child?.image || product.image || null,
    price_incl_tax: request.priceInclTax,
    stock_status: stock,
    delivery_time: deliveryTimeOf(shown),
    labels: request.labels ?? [],
  });
  const shownQty = line.qty;
  const work = withCart(ctx, (api, token) =>
    api.update(token, {
      sku: shown.sku,
      qty,
      ...(request.product_option ? { product_option: request.product_option } : {}),
      quoteId: token,
    }),
  );
  try {
    const item = await track(ctx, line.id, work);
    const confirmed = confirmLine(state, line.id, item, shownQty);
    // The line went meanwhile (removed in another tab, or ordered offline): the next push takes
    // the server's line back; nothing to announce.
    if (!confirmed) return { ok: false, message: FAILED };
    if (!quiet) {
      if (item.stock_status === 'volatile') say(ctx, 'warning', VOLATILE_STOCK, true);
      else say(ctx, 'success', change.kind === 'qty' ? QTY_UPDATED : PRODUCT_ADDED, true);
    }
    return { ok: true, line: confirmed };
  } catch (error) {
    rollback(state, change);
    const refused = isApiError(error) && error.status === 400;
    return fail('error', refused && stock === 'out_of_stock' ? OUT_OF_STOCK : messageOf(error, ADD_FAILED));
  }
}

/**
 * Without a network a change is not queued: the line keeps it, and the next connection makes the
 * server cart equal to the client's (client/cart/push.ts). So a line changes at once offline, again
 * and again, instead of waiting for the answer to its previous change, which comes only online.
 */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Sets a line's quantity (microcart stepper); on failure the previous quantity comes back. */
export async function changeQty(ctx: CartContext, id: string, qty: number): Promise<AddResult> {
  if (!offline()) await settled(ctx, id);
  const state = ctx.stores.cart;
  const line = findLine(state, id);
  if (!line) return { ok: false, message: FAILED };
  const problem = qtyProblem(qty);
  if (problem) return { ok: false, ...problem, inline: true };
  if (qty === line.qty) return { ok: true, line };
  if (line.item_id === undefined || offline()) {
    // A line the server has not confirmed (added offline, kept over a reload), or no network:
    // it goes with the next connection at this quantity (client/cart/push.ts).
    setQtyOptimistic(state, id, qty);
    state.unsynced = true;
    return { ok: true, line };
  }
  const change = setQtyOptimistic(state, id, qty)!;
  try {
    const item = await track(
      ctx,
      id,
      withCart(ctx, (api, token) =>
        api.update(token, { item_id: findLine(state, id)!.item_id!, sku: line.sku, qty, quoteId: token }),
      ),
    );
    const confirmed = confirmLine(state, id, item, qty);
    return confirmed ? { ok: true, line: confirmed } : { ok: false, message: FAILED };
  } catch (error) {
    rollback(state, change);
    const message = messageOf(error);
    say(ctx, 'error', message);
    return { ok: false, message };
  }
}

/** Removes a line; on failure it comes back where it was. */
export async function removeLine(ctx: CartContext, id: string): Promise<boolean> {
  if (!offline()) await settled(ctx, id);
  const state = ctx.stores.cart;
  const line = findLine(state, id);
  if (!line) return true;
  if (state.editMode?.lineId === id) state.editMode = null;
  const itemId = line.item_id;
  const change = removeOptimistic(state, id)!;
  if (itemId === undefined || offline()) {
    // Never confirmed, or no network: the server's line (or a replay of its add kept by the
    // queue) is taken back at the next connection.
    state.unsynced = true;
    return true;
  }
  try {
    // After a recovery the line is not in the new cart: the delete then answers false, which is fine.
    await track(
      ctx,
      id,
      withCart(ctx, (api, token) => api.delete(token, { item_id: itemId })),
    );
    return true;
  } catch (error) {
    rollback(state, change);
    say(ctx, 'error', messageOf(error));
    return false;
  }
}

// Edit in place ------------------------------------------------------

export function startEdit(ctx: CartContext, id: string): void {
  const line = findLine(ctx.stores.cart, id);
  if (!line) return;
  const ext = line.product_option?.extension_attributes;
  const selectedOptions: Record<string, string> = {};
  for (const o of ext?.configurable_item_options ?? []) selectedOptions[o.option_id] = o.option_value;
  for (const o of ext?.custom_options ?? []) selectedOptions[`custom_${o.option_id}`] = o.option_value;
  ctx.stores.cart.editMode = { lineId: id, productId: line.parentSku ?? line.sku, qty: line.qty, selectedOptions };
}

export function cancelEdit(ctx: CartContext): void {
  ctx.stores.cart.editMode = null;
}

/**
 * Saves an edited line: a new quantity only is a quantity change; other options replace the line
 * (the new configuration is added, then the old line removed). On failure the line is as before.
 */
export async function saveEdit(ctx: CartContext, id: string, request: AddRequest): Promise<AddResult> {
  await settled(ctx, id);
  const state = ctx.stores.cart;
  const line = findLine(state, id);
  if (!line || line.item_id === undefined) return { ok: false, message: FAILED };
  const sku = (request.child ?? request.product).sku;
  const same = sameItem(
    { sku, ...(request.product_option ? { product_option: request.product_option } : {}) },
    { sku: line.sku, ...(line.product_option ? { product_option: line.product_option } : {}) },
  );
  const result = same ? await changeQty(ctx, id, request.qty) : await replaceLine(ctx, line, request);
  if (result.ok) state.editMode = null;
  return result;
}

async function replaceLine(ctx: CartContext, line: CartLine, request: AddRequest): Promise<AddResult> {
  const state = ctx.stores.cart;
  const index = state.cartItems.indexOf(line);
  const itemId = line.item_id!;
  const removal = removeOptimistic(state, line.id)!;
  const added = await addToCart(ctx, request, true);
  if (!added.ok) {
    rollback(state, removal);
    return added;
  }
  // Keep the line where it was in the list.
  const at = state.cartItems.indexOf(added.line);
  if (at >= 0 && index < at) state.cartItems.splice(index, 0, ...state.cartItems.splice(at, 1));
  try {
    await withCart(ctx, (api, token) => api.delete(token, { item_id: itemId }));
  } catch {
    await pullCart(ctx).catch(() => undefined);
  }
  return added;
}
