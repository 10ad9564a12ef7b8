import { seenPrices, type SeenPrices } from '../../shared/pricing/seen-prices.ts';
import type { StoreView } from '../../shared/stores.ts';
import type { CartLine } from '../cart/state.ts';
import { shipsGoods } from './methods.ts';
import { type AddressDetails, type CheckoutState, methodKey } from './state.ts';

/**
 * The order as POST /api/order takes it (vue-storefront-api's testOrderAnon.json): the cart's
 * lines, both addresses, the chosen methods and a fresh client order id, which is the order's
 * idempotency key (contracts.md: the sync task's id too). The server prices the order itself; the
 * prices the shopper saw travel along (`seen_prices`) so that an order sent later (queued offline) is
 * taken only at those prices (shared/pricing/seen-prices.ts).
 */

/** A type, not an interface: it passes where the cart schema's address (with an index signature) is expected. */
export type OrderAddress = {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region: string;
  region_id: number;
  region_code: string;
  company: string;
  telephone: string;
  email: string;
  vat_id?: string;
};

export interface OrderProductLine {
  sku: string;
  parentSku?: string;
  qty: number;
  name: string;
  type_id: string;
  price_incl_tax: number;
  product_option?: CartLine['product_option'];
}

export interface OrderBody {
  order_id: string;
  user_id: string;
  cart_id: string;
  store_code: string;
  products: OrderProductLine[];
  addressInformation: {
    shippingAddress: OrderAddress;
    billingAddress: OrderAddress;
    shipping_carrier_code?: string;
    shipping_method_code?: string;
    payment_method_code: string;
    payment_method_additional: Record<string, unknown>;
  };
  transmited: false;
  created_at: string;
  updated_at: string;
  seen_prices: SeenPrices;
}

/** A client order id as Vue Storefront makes them: time, then a random UUID. */
export function newOrderId(now = Date.now(), uuid: () => string = () => crypto.randomUUID()): string {
  return `${now}-${uuid()}`;
}

export function addressOf(
  a: AddressDetails,
  email: string,
  extra: { company?: string; vat_id?: string } = {},
): OrderAddress {
  return {
    firstname: a.firstName.trim(),
    lastname: a.lastName.trim(),
    street: [a.streetAddress.trim(), a.apartmentNumber.trim()].filter(Boolean),
    city: a.city.trim(),
    postcode: a.zipCode.trim(),
    country_id: a.country,
    region: a.state.trim(),
    region_id: a.region_id ?? 0,
    region_code: '',
    company: extra.company?.trim() ?? '',
    telephone: a.phoneNumber.trim(),
    email,
    ...(extra.vat_id?.trim() ? { vat_id: extra.vat_id.trim() } : {}),
  };
}

export interface OrderInput {
  checkout: CheckoutState;
  lines: readonly CartLine[];
  cartId: string | null;
  store: StoreView;
  /** The logged-in customer's id, '' for a guest. */
  userId?: string;
  orderId: string;
  now: Date;
  /** The grand total the checkout showed; null: none shown; undefined: the lines' and shipping's sum. */
  shownGrandTotal?: number | null;
}

/** The chosen shipping method's price incl. tax as the checkout showed it; null: nothing ships; undefined: not known. */
function shownShipping(checkout: CheckoutState, lines: readonly CartLine[]): number | null | undefined {
  if (!shipsGoods(lines)) return null;
  const chosen = checkout.shippingDetails.shippingMethod;
  return checkout.shippingMethods.find((m) => methodKey(m) === chosen)?.price_incl_tax;
}

export function buildOrderBody(input: OrderInput): OrderBody {
  const { checkout, lines, cartId, store, userId = '', orderId, now } = input;
  const email = checkout.personalDetails.emailAddress.trim();
  const shipping = checkout.shippingDetails;
  const payment = checkout.paymentDetails;
  const company = payment.invoiceForCompany ? { company: payment.company, vat_id: payment.taxId } : {};
  const [carrier, method] = shipping.shippingMethod ? shipping.shippingMethod.split('/') : [];
  const created = now.toISOString();
  return {
    order_id: orderId,
    user_id: userId,
    cart_id: cartId ?? '',
    store_code: store.code,
    products: lines.map((l) => ({
      sku: l.sku,
      ...(l.parentSku ? { parentSku: l.parentSku } : {}),
      qty: l.qty,
      name: l.name,
      type_id: l.type_id,
      price_incl_tax: l.price_incl_tax,
      ...(l.product_option ? { product_option: l.product_option } : {}),
    })),
    addressInformation: {
      shippingAddress: addressOf(shipping, email),
      billingAddress: addressOf(payment.sameAsShipping ? shipping : payment, email, company),
      ...(carrier && method ? { shipping_carrier_code: carrier, shipping_method_code: method } : {}),
      payment_method_code: payment.paymentMethod,
      payment_method_additional: { ...payment.paymentMethodAdditional },
    },
    transmited: false,
    created_at: created,
    updated_at: created,
    seen_prices: seenPrices(lines, shownShipping(checkout, lines), input.shownGrandTotal),
  };
}
