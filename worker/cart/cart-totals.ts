import { computeTotals, type Totals } from '../../shared/pricing/totals.ts';
import { shippingCents, type TotalsLine } from '../../shared/pricing/totals-money.ts';
import { paymentMethodsFor as methodsFor } from '../../shared/pricing/offline-methods.ts';
import type { PaymentMethod } from '../../shared/schemas/cart.ts';
import type { StoreView } from '../../shared/stores.ts';
import { loadTaxRules } from '../catalog/product-prices.ts';
import type { CartRow } from './cart-repo.ts';
import { type PricedLine, pricedLines, storeOf } from './cart-service.ts';
import { findCoupon } from './coupons.ts';
import {
  findShippingMethod,
  loadMatrixRates,
  shippingTaxRate,
  type ShipmentFacts,
  type ShippingContext,
} from './shipping.ts';

/**
 * What a cart comes to: its shipment (weight, destination, whether it ships goods), the shipping
 * and payment methods it allows, and its totals computed with shared/pricing/totals.ts — the same
 * function order placement uses.
 */

/** Cash on delivery is not offered for carts of only virtual or downloadable products. */
export function paymentMethodsFor(lines: readonly PricedLine[]): PaymentMethod[] {
  return methodsFor(lines.some((l) => l.resolved?.ships));
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
      unit_incl_tax_cents: l.resolved!.unit_incl_tax_cents,
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
