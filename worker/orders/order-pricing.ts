import { type Totals, toWireTotals } from '../../shared/pricing/totals.ts';
import {
  computeMoneyTotals,
  type MoneyTotals,
  shippingCents,
  type TotalsInput,
  type TotalsLine,
} from '../../shared/pricing/totals-money.ts';
import type { Address } from '../../shared/schemas/cart.ts';
import {
  onlyAvailable,
  PRICES_CHANGED,
  PRODUCTS_NOT_AVAILABLE,
  type OrderProduct,
} from '../../shared/schemas/order.ts';
import { priceChanges, type SeenPrices } from '../../shared/pricing/seen-prices.ts';
import type { StoreView } from '../../shared/stores.ts';
import { type CatalogContext, catalogFor, type ProductRecord } from '../cart/cart-catalog.ts';
import { resolveLine, type ResolvedLine } from '../cart/cart-items.ts';
import { findCart, isExpired } from '../cart/cart-repo.ts';
import type { PricedLine } from '../cart/cart-service.ts';
import { paymentMethodsFor, shipmentFacts, shippingContext } from '../cart/cart-totals.ts';
import { findCoupon } from '../cart/coupons.ts';
import { findShippingMethod, shippingTaxRate } from '../cart/shipping.ts';
import { ApiError } from '../api/api-error.ts';
import { interpolate } from '../../shared/i18n/interpolate.ts';
import { QTY_TOO_HIGH } from '../../shared/rules/texts.ts';

/**
 * An order priced from today's catalog: every product is re-read and
 * checked (exists, status < 2, options valid; a configurable resolves to its child by the child's
 * SKU or by configurable_item_options), priced on the server with shared/pricing/totals.ts and the
 * store's tax, the cart's coupon applied if the order names a cart that has one, the shipping and
 * payment method checked against what the order allows. Client prices are never read.
 * Bad orders throw an ApiError with the shopper-facing text and machine-readable `meta`.
 */

/** A refused order: the shopper-facing text, and `meta.reason` (with details) for the client. */
export function orderRefusal(status: 400 | 409 | 503, message: string, meta: Record<string, unknown>): ApiError {
  return new ApiError(status, message, { meta });
}

export interface OrderRequest {
  store: StoreView;
  products: readonly OrderProduct[];
  cartId: string | null;
  /** The verified customer placing the order (null: guest). */
  customerId?: number | null;
  shipping: Address;
  carrierCode: string | null | undefined;
  methodCode: string | null | undefined;
  paymentMethod: string;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** The amounts in cents (what is stored) and the same totals as the wire shows them. */
  money: MoneyTotals;
  totals: Totals;
  couponCode: string | null;
  /** The known server cart of this store the order came from (emptied when the order is stored). */
  cartToken: string | null;
  shipping: { carrier_code: string; method_code: string; description: string } | null;
  /** Counted stock to take: managed items with a known quantity, summed per SKU. */
  stock: Array<{ sku: string; qty: number }>;
}

/** A line of the order: the product as the catalog has it, or why it cannot be ordered. */
async function resolveProduct(ctx: CatalogContext, product: OrderProduct): Promise<ResolvedLine> {
  // A client may send a configurable's options with a child SKU the shop no longer knows.
  const viaParent = !ctx.products.has(product.sku) && product.parentSku && ctx.products.has(product.parentSku);
  return resolveLine(ctx, viaParent ? product.parentSku! : product.sku, product.product_option, product.qty);
}

async function resolveProducts(ctx: CatalogContext, products: readonly OrderProduct[]): Promise<PricedLine[]> {
  const lines: PricedLine[] = [];
  const unavailable: Array<{ sku: string; message: string }> = [];
  for (const [i, product] of products.entries()) {
    try {
      const resolved = await resolveProduct(ctx, product);
      const row = {
        item_id: i + 1,
        sku: resolved.sku,
        parent_sku: resolved.parent_sku,
        product_id: resolved.product_id,
        qty: product.qty,
        product_option: resolved.product_option,
        checksum: resolved.checksum,
        merge_key: resolved.merge_key,
      };
      lines.push({ row, resolved });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      unavailable.push({ sku: product.sku, message: error.message });
    }
  }
  if (unavailable.length)
    throw orderRefusal(400, PRODUCTS_NOT_AVAILABLE, { reason: 'products_unavailable', items: unavailable });
  return lines;
}

/** The parts a bundle line takes from stock: each chosen link's SKU × its quantity. */
function bundleParts(record: ProductRecord, resolved: ResolvedLine): Array<{ sku: string; qty: number }> {
  const docs = Array.isArray(record.doc.bundle_options) ? record.doc.bundle_options : [];
  return (resolved.product_option?.extension_attributes.bundle_options ?? []).flatMap((selection) => {
    const option = docs.find((o) => Number(o.option_id) === selection.option_id);
    return selection.option_selections.flatMap((id) => {
      const link = (option?.product_links ?? []).find((l) => Number(l.id) === id);
      return link
        ? [{ sku: String(link.sku), qty: link.can_change_quantity ? selection.option_qty : Number(link.qty) || 1 }]
        : [];
    });
  });
}

/**
 * The stock the order takes, per SKU (a bundle takes its parts). Unmanaged items and managed ones of
 * unknown quantity (volatile: the pre-reservation) are not counted; an out-of-stock item or a
 * quantity above the counted stock rejects the order with the text.
 */
function stockToTake(ctx: CatalogContext, lines: readonly PricedLine[]): Array<{ sku: string; qty: number }> {
  const demand = new Map<string, number>();
  const add = (sku: string, qty: number) => demand.set(sku, (demand.get(sku) ?? 0) + qty);
  for (const { row, resolved } of lines) {
    if (row.qty > resolved!.max_sale_qty)
      throw orderRefusal(400, interpolate(QTY_TOO_HIGH, { quantity: resolved!.max_sale_qty + 1 }), {
        reason: 'qty_limit',
        sku: row.sku,
      });
    const record = ctx.products.get(row.sku);
    if (record?.type_id === 'bundle')
      for (const part of bundleParts(record, resolved!)) add(part.sku, part.qty * row.qty);
    else add(row.sku, row.qty);
  }
  const take: Array<{ sku: string; qty: number }> = [];
  const short: Array<{ sku: string; requested: number; available: number }> = [];
  for (const [sku, qty] of demand) {
    const stock = ctx.stock.get(sku);
    if (stock?.manage_stock !== 1) continue;
    if (stock.is_in_stock !== 1) short.push({ sku, requested: qty, available: 0 });
    else if (stock.qty === null) continue;
    else if (stock.qty < qty) short.push({ sku, requested: qty, available: Math.max(0, stock.qty) });
    else take.push({ sku, qty });
  }
  if (short.length)
    throw orderRefusal(400, onlyAvailable(short[0]!.available), { reason: 'insufficient_stock', items: short });
  return take;
}

/**
 * The cart the order names, if it is a known cart of this store; its coupon if that still applies.
 * A customer's cart is known only to its owner: for anyone else it is treated as an unknown cart.
 */
async function cartCoupon(
  db: D1Database,
  store: StoreView,
  cartId: string | null,
  customerId: number | null,
  now: Date,
) {
  const found = cartId ? await findCart(db, cartId) : null;
  const cart = found && (found.user_id === null || found.user_id === customerId) ? found : null;
  if (!cart) return { cartToken: null, coupon: null };
  if (cart.store !== store.code)
    throw orderRefusal(400, `This cart belongs to store "${cart.store}", not "${store.code}"`, {
      reason: 'cart_store_mismatch',
    });
  const coupon = !isExpired(cart, now) && cart.coupon_code ? await findCoupon(db, cart.coupon_code, now) : null;
  return { cartToken: cart.token, coupon };
}

export async function priceOrder(db: D1Database, order: OrderRequest, now: Date): Promise<PricedOrder> {
  const { store } = order;
  const skus = order.products.flatMap((p) => (p.parentSku && p.parentSku !== p.sku ? [p.sku, p.parentSku] : [p.sku]));
  const [ctx, shippingCtx, cart] = await Promise.all([
    catalogFor(db, store, skus, now),
    shippingContext(db, store),
    cartCoupon(db, store, order.cartId, order.customerId ?? null, now),
  ]);
  const lines = await resolveProducts(ctx, order.products);
  const stock = stockToTake(ctx, lines);

  const facts = shipmentFacts(lines, order.shipping.country_id);
  let shipping: PricedOrder['shipping'] = null;
  let method = null;
  if (facts.shipsGoods) {
    if (!order.carrierCode || !order.methodCode) {
      throw orderRefusal(400, 'Please choose a shipping method (shipping_carrier_code and shipping_method_code)', {
        reason: 'shipping_method_missing',
      });
    }
    method = findShippingMethod(shippingCtx, facts, order.carrierCode, order.methodCode);
    if (!method) {
      throw orderRefusal(
        400,
        `The shipping method "${order.carrierCode}_${order.methodCode}" is not available for this order and address; please choose another one`,
        { reason: 'shipping_method_unavailable' },
      );
    }
    shipping = { carrier_code: method.carrier_code, method_code: method.method_code, description: method.method_title };
  }
  if (!paymentMethodsFor(lines).some((m) => m.code === order.paymentMethod)) {
    throw orderRefusal(400, `The payment method "${order.paymentMethod}" is not available for this order`, {
      reason: 'payment_method_unavailable',
    });
  }

  const totalsLines: TotalsLine[] = lines.map(({ row, resolved }) => ({
    item_id: row.item_id,
    sku: row.sku,
    name: resolved!.name,
    qty: row.qty,
    unit_incl_tax_cents: resolved!.unit_incl_tax_cents,
    tax_percent: resolved!.tax_percent,
    product_type: resolved!.product_type,
    options: resolved!.labels,
  }));
  const input: TotalsInput = {
    lines: totalsLines,
    coupon: cart.coupon,
    shipsGoods: facts.shipsGoods,
    shipping: method
      ? {
          carrier_code: method.carrier_code,
          method_code: method.method_code,
          title: method.method_title,
          ...shippingCents(method),
          tax_percent: shippingTaxRate(shippingCtx),
        }
      : null,
    currency: store.currency,
  };
  const money = computeMoneyTotals(input);
  const totals = toWireTotals(money, input);
  return { lines, money, totals, couponCode: cart.coupon?.code ?? null, cartToken: cart.cartToken, shipping, stock };
}

/**
 * An order carrying the prices its shopper saw is taken only at those prices: any line, the shipping
 * or the grand total priced differently today refuses it, naming each difference (shared/pricing/
 * seen-prices.ts), so that nothing is charged that the shopper did not agree to.
 */
export function checkSeenPrices(priced: PricedOrder, seen: SeenPrices | null | undefined): void {
  if (!seen) return;
  const changes = priceChanges(seen, {
    lines: priced.money.lines.map((m, i) => ({
      sku: priced.lines[i]!.row.sku,
      name: m.line.name,
      unit_incl_tax_cents: m.unitGross,
    })),
    shipping_incl_tax_cents: priced.shipping ? priced.money.shipGross : null,
    grand_total_cents: priced.money.grand,
  });
  if (changes.length) throw orderRefusal(400, PRICES_CHANGED, { reason: 'prices_changed', changes });
}
