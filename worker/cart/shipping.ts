import { addTaxCents, toCents, toEuros } from '../../shared/pricing/money.ts';
import { taxRateFor, type TaxRule } from '../../shared/pricing/tax.ts';
import { DPD_COURIER } from '../../shared/pricing/totals.ts';
import type { ShippingMethod } from '../../shared/schemas/cart.ts';
import type { StoreCode } from '../../shared/stores.ts';

/**
 * Shipping methods (shipping method, 'methods with available=false are dropped', flat
 * DPD Courier) for a cart and a destination country:
 *
 * - DPD Courier (flatrate/flatrate): the constants, amount 4 net and 5 incl. tax, offline,
 *   the default. A parcel service: available while the goods weigh at most PARCEL_MAX_KG (the
 *   parcel limit of the shop's rate table), to any country.
 * - Matrix rates (carrier matrixrate; the `matrix_rates` table, Magento's weight-based matrixrate):
 *   per destination country, rows with a lower weight bound (`condition_value`, kg) and a net price.
 *   The row with the highest bound not above the cart's weight applies, and the method is named by
 *   its delivery type: 'paket' (parcel, below 31.5 kg) or 'spedition' (pallet freight for heavy
 *   and bulky orders). Codes stay stable while the weight moves inside a delivery type, so a chosen
 *   method survives adding another item; only its price follows the weight band. Net prices get the
 *   store's standard tax rate.
 * - A cart that ships nothing (empty, or only virtual/downloadable products) has no methods.
 *
 * The cart's weight is Σ qty × weight of its physical lines (a bundle weighs its chosen parts).
 */

/** Heaviest parcel DPD takes, in kg (the bound where the rate table switches to freight). */
export const PARCEL_MAX_KG = 31.5;
/** Shipping is taxed like goods (Magento's default shipping tax class "Taxable Goods"). */
export const SHIPPING_TAX_CLASS = 2;
export const MATRIX_CARRIER = 'matrixrate';

export interface MatrixRate {
  id: number;
  dest_country_id: string;
  condition_name: string;
  condition_value: number;
  price: number;
  delivery_type: string;
  shipping_method: string;
}

export async function loadMatrixRates(db: D1Database, store: StoreCode): Promise<MatrixRate[]> {
  const { results } = await db
    .prepare('SELECT doc FROM matrix_rates WHERE store = ? ORDER BY id')
    .bind(store)
    .all<{ doc: string }>();
  return results
    .map((r) => JSON.parse(r.doc) as MatrixRate)
    .filter(
      (r) => r.condition_name === 'package_weight' && Number.isFinite(r.condition_value) && Number.isFinite(r.price),
    );
}

export interface ShippingContext {
  rates: readonly MatrixRate[];
  rules: readonly TaxRule[];
  /** The store's tax country (shipping is taxed where the store is). */
  taxCountry: string;
}

export interface ShipmentFacts {
  /** Destination country (ISO 3166-1 alpha-2, upper case). */
  country: string;
  weightKg: number;
  /** False for carts that ship nothing (empty or only virtual/downloadable products). */
  shipsGoods: boolean;
}

const methodCode = (deliveryType: string): string =>
  deliveryType
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');

type MethodFields = Pick<
  ShippingMethod,
  'carrier_code' | 'method_code' | 'carrier_title' | 'method_title' | 'amount' | 'price_incl_tax' | 'available'
> &
  Partial<Pick<ShippingMethod, 'default' | 'offline'>>;

function method(f: MethodFields): ShippingMethod {
  return {
    carrier_code: f.carrier_code,
    method_code: f.method_code,
    carrier_title: f.carrier_title,
    method_title: f.method_title,
    amount: f.amount,
    base_amount: f.amount,
    price_excl_tax: f.amount,
    price_incl_tax: f.price_incl_tax,
    available: f.available,
    default: f.default ?? false,
    offline: f.offline ?? false,
    error_message: f.available ? '' : 'This shipping method is not available for this cart.',
  };
}

/** Every method the shop knows for the shipment, each with its `available` flag. */
export function allShippingMethods(ctx: ShippingContext, facts: ShipmentFacts): ShippingMethod[] {
  if (!facts.shipsGoods) return [];
  const weight = Math.max(0, facts.weightKg);
  const standardRate = taxRateFor([...ctx.rules], SHIPPING_TAX_CLASS, ctx.taxCountry);
  const methods: ShippingMethod[] = [
    method({
      carrier_code: DPD_COURIER.carrier_code,
      method_code: DPD_COURIER.method_code,
      carrier_title: DPD_COURIER.carrier_title,
      method_title: DPD_COURIER.method_title,
      amount: DPD_COURIER.amount,
      price_incl_tax: DPD_COURIER.price_incl_tax,
      available: weight <= PARCEL_MAX_KG,
      default: true,
      offline: DPD_COURIER.offline,
    }),
  ];
  const rows = ctx.rates
    .filter((r) => r.dest_country_id === facts.country)
    .sort((a, b) => a.condition_value - b.condition_value);
  const band = rows.filter((r) => r.condition_value <= weight).at(-1);
  const types = [...new Set(rows.map((r) => r.delivery_type))];
  for (const type of types) {
    const row = band && band.delivery_type === type ? band : rows.find((r) => r.delivery_type === type)!;
    methods.push(
      method({
        carrier_code: MATRIX_CARRIER,
        method_code: methodCode(type),
        carrier_title: 'Zaunshop Versand',
        method_title: row.shipping_method || type,
        amount: toEuros(toCents(row.price)),
        price_incl_tax: toEuros(addTaxCents(toCents(row.price), standardRate)),
        available: row === band,
      }),
    );
  }
  return methods;
}

/** The methods a shopper may choose (unavailable ones are dropped). */
export function shippingMethods(ctx: ShippingContext, facts: ShipmentFacts): ShippingMethod[] {
  return allShippingMethods(ctx, facts).filter((m) => m.available);
}

/** The chosen method if it is still available for the shipment, else null. */
export function findShippingMethod(
  ctx: ShippingContext,
  facts: ShipmentFacts,
  carrierCode: string | null | undefined,
  methodCode: string | null | undefined,
): ShippingMethod | null {
  if (!carrierCode || !methodCode) return null;
  return (
    shippingMethods(ctx, facts).find((m) => m.carrier_code === carrierCode && m.method_code === methodCode) ?? null
  );
}

/** The tax rate shipping is charged at in the store (for the totals' tax breakdown). */
export function shippingTaxRate(ctx: Pick<ShippingContext, 'rules' | 'taxCountry'>): number {
  return taxRateFor([...ctx.rules], SHIPPING_TAX_CLASS, ctx.taxCountry);
}
