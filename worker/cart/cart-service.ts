import { toEuros } from '../../shared/pricing/money.ts';
import { computeTotals, type Totals } from '../../shared/pricing/totals.ts';
import { shippingCents, type TotalsLine } from '../../shared/pricing/totals-money.ts';
import type { CartItem, PaymentMethod } from '../../shared/schemas/cart.ts';
import { stores, type StoreView } from '../../shared/stores.ts';
import {
  checkQty,
  relatedSkus,
  resolveLine,
  type CatalogContext,
  type OptionSelections,
  type ResolvedLine,
} from './cart-items.ts';
import {
  addLine,
  addLines,
  cartLines,
  findCart,
  isExpired,
  MAX_CART_LINES,
  productsBySku,
  setLineQty,
  stockRecordsBySku,
  type CartLineRow,
  type CartRow,
  type NewLine,
} from './cart-repo.ts';
import { findCoupon } from './coupons.ts';
import { ApiError } from '../api/api-error.ts';
import { loadTaxRules } from '../catalog/product-prices.ts';
import {
  findShippingMethod,
  loadMatrixRates,
  shippingTaxRate,
  type ShipmentFacts,
  type ShippingContext,
} from './shipping.ts';

/**
 * The cart's flow over the repository: open a cart by token, price its lines from the catalog, add
 * and change lines under the rules, and compute totals with shared/pricing/totals.ts — the
 * same function order placement uses (`cartTotals`).
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

/** Loads what pricing the given SKUs needs: their rows, related rows, stock and the store's tax rules. */
export async function catalogFor(
  db: D1Database,
  store: StoreView,
  skus: readonly string[],
  now: Date,
): Promise<CatalogContext> {
  const [products, rules] = await Promise.all([productsBySku(db, store.code, skus), loadTaxRules(db, store.code)]);
  const related = [...products.values()].flatMap(relatedSkus).filter((sku) => !products.has(sku));
  if (related.length) for (const [sku, row] of await productsBySku(db, store.code, related)) products.set(sku, row);
  const stock = await stockRecordsBySku(db, store.code, [...products.keys()]);
  return { store, rules, now, products, stock };
}

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

/** Cash on delivery is not offered for carts of only virtual or downloadable products. */
export function paymentMethodsFor(lines: readonly PricedLine[]): PaymentMethod[] {
  const shipsGoods = lines.some((l) => l.resolved?.ships);
  const methods: PaymentMethod[] = [{ code: 'checkmo', title: 'Vorkasse / Überweisung', cost_incl_tax: 0 }];
  if (shipsGoods) methods.push({ code: 'cashondelivery', title: 'Nachnahme', cost_incl_tax: 0 });
  return methods;
}

export interface CartState {
  lines: PricedLine[];
  totals: Totals;
  shipping: ShippingContext;
  facts: ShipmentFacts;
}

export function parseAddress(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function shippingContext(db: D1Database, store: StoreView): Promise<ShippingContext> {
  const [rates, rules] = await Promise.all([loadMatrixRates(db, store.code), loadTaxRules(db, store.code)]);
  return { rates, rules, taxCountry: store.taxCountry };
}

/** The shipment a cart makes to a country: its goods' weight and whether it ships anything. */
export function shipmentFacts(lines: readonly PricedLine[], country: string): ShipmentFacts {
  const live = lines.filter((l) => l.resolved);
  return {
    country,
    weightKg: live.reduce((sum, l) => sum + l.resolved!.weight * l.row.qty, 0),
    shipsGoods: live.some((l) => l.resolved!.ships),
  };
}

/**
 * Totals of a cart: its buyable lines at today's catalog prices, the applied coupon if it
 * still applies, and the chosen shipping method if it is still available for the cart's address
 * (else no shipping is charged yet and the client must choose again). The destination is the
 * stored shipping address's country, the store's country before one is given.
 */
export async function cartTotals(db: D1Database, cart: CartRow, now: Date): Promise<CartState> {
  const store = storeOf(cart);
  const [lines, shipping, coupon] = await Promise.all([
    pricedLines(db, cart, now),
    shippingContext(db, store),
    cart.coupon_code ? findCoupon(db, cart.coupon_code, now) : Promise.resolve(null),
  ]);
  const country = String(parseAddress(cart.shipping_address)?.country_id ?? store.country);
  const facts = shipmentFacts(lines, country);
  const method = findShippingMethod(shipping, facts, cart.shipping_carrier_code, cart.shipping_method_code);
  const totalsLines: TotalsLine[] = lines
    .filter((l) => l.resolved)
    .map((l) => ({
      item_id: l.row.item_id,
      sku: l.row.sku,
      name: l.resolved!.name,
      qty: l.row.qty,
      unit_cents: l.resolved!.unit_cents,
      tax_percent: l.resolved!.tax_percent,
      product_type: l.resolved!.product_type,
      options: l.resolved!.labels,
    }));
  const totals = computeTotals({
    lines: totalsLines,
    coupon,
    shipsGoods: facts.shipsGoods,
    shipping:
      method && facts.shipsGoods
        ? {
            carrier_code: method.carrier_code,
            method_code: method.method_code,
            title: method.method_title,
            ...shippingCents(method),
            tax_percent: shippingTaxRate(shipping),
          }
        : null,
    currency: store.currency,
  });
  return { lines, totals, shipping, facts };
}
