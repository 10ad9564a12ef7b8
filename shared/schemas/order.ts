import { z } from 'zod';
import { interpolate } from '../i18n/interpolate.ts';
import type { Totals } from '../pricing/totals.ts';
import { INVALID_EMAIL, ONLY_AVAILABLE } from '../rules/texts.ts';
import type { StoreCode } from '../stores.ts';
import { addressSchema, productOptionSchema, qtySchema, type Address } from './cart.ts';

/**
 * The order's wire format as the Vue
 * Storefront client sends it (vue-storefront-api's testOrderAnon/testOrderAuth): user_id, cart_id,
 * products[] (whole product objects: only sku, parentSku, qty and product_option are read; prices
 * the client sends are ignored), addressInformation, order_id, transmited, created_at, updated_at.
 * Loose about extra fields, strict about what the server acts on.
 */

/** Texts, word for word (keys of shared/i18n/en-US/messages.ts). */
export const ADDRESS_INVALID =
  'Address provided in checkout contains invalid data. Please check if all required fields in checkout are filled in and also contact us to resolve this issue for future. Your order has been canceled.';
export const PRODUCTS_NOT_AVAILABLE = 'Some of the ordered products are not available!';
export const PRICES_CHANGED = 'Prices have changed since the order was placed. Please check your cart and order again.';
export const onlyAvailable = (maxQuantity: number): string => interpolate(ONLY_AVAILABLE, { maxQuantity });

export const ORDER_ID_REQUIRED = 'An order id is required ("order_id"): it makes sending the same order again safe';

/** Countries the shop delivers to (its stores' countries: the ones it has tax rules and rate tables for). */
export const DELIVERY_COUNTRIES: readonly string[] = ['DE', 'AT'];

/** Most lines one order may hold (as a cart). */
export const MAX_ORDER_LINES = 100;

const sku = z
  .string({ error: 'A SKU is required' })
  .trim()
  .min(1, 'A SKU is required')
  .max(128, 'A SKU is at most 128 characters long')
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'A SKU must not contain control characters');

/** A client id: a string or a number; '' and null mean none. */
const optionalId = (name: string, max: number) =>
  z
    .union(
      [
        z
          .string()
          .trim()
          .max(max, `"${name}" is at most ${max} characters long`)
          .regex(/^[^\u0000-\u001f\u007f]*$/, `"${name}" must not contain control characters`),
        z
          .number()
          .int(`"${name}" must be a string`)
          .nonnegative(`"${name}" must be a string`)
          .max(Number.MAX_SAFE_INTEGER, `"${name}" must be a string`),
      ],
      { error: `"${name}" must be a string` },
    )
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : String(v)));

export const orderIdSchema = z
  .union([z.string({ error: ORDER_ID_REQUIRED }), z.number().int().nonnegative().transform(String)], {
    error: ORDER_ID_REQUIRED,
  })
  .pipe(
    z
      .string()
      .trim()
      .min(1, ORDER_ID_REQUIRED)
      .max(128, 'The order id ("order_id") is at most 128 characters long')
      .regex(/^[\x21-\x7e]+$/, 'The order id ("order_id") must be printable ASCII without spaces'),
  );

/** POST /api/order/summary: which order, and for a guest's order the e-mail address it was placed with. */
export const orderSummaryRequestSchema = z.object({
  order_id: orderIdSchema,
  email: z.string().trim().max(254, INVALID_EMAIL).default(''),
  storeCode: z.string().optional(),
});

export const orderProductSchema = z.looseObject(
  {
    sku,
    parentSku: sku.nullish().catch(null),
    qty: qtySchema,
    product_option: productOptionSchema.nullish(),
  },
  { error: 'Each ordered product must be an object with "sku" and "qty"' },
);

const code = (name: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `"${name}" is required` : `"${name}" must be a string`) })
    .trim()
    .min(1, `"${name}" is required`)
    .max(64, `"${name}" is too long`)
    .regex(/^[\w-]+$/, `"${name}" must be a method code such as "flatrate"`);

export const orderAddressInformationSchema = z.looseObject(
  {
    /** Validated on their own (orderAddresses) so that every address problem answers ADDRESS_INVALID. */
    shippingAddress: z.unknown().optional(),
    billingAddress: z.unknown().optional(),
    shipping_method_code: code('shipping_method_code').nullish(),
    shipping_carrier_code: code('shipping_carrier_code').nullish(),
    payment_method_code: code('payment_method_code'),
    payment_method_additional: z.record(z.string(), z.unknown()).nullish().catch(null),
  },
  { error: '"addressInformation" (addresses, shipping and payment method) is required' },
);

const cents = (name: string) =>
  z
    .number({ error: `"${name}" must be an amount in whole cents` })
    .int(`"${name}" must be an amount in whole cents`)
    .min(0, `"${name}" must not be negative`)
    .max(100_000_000, `"${name}" is too large`);

/** The prices the shopper saw (shared/pricing/seen-prices.ts): the order is taken only at these. */
export const seenPricesSchema = z.object(
  {
    lines: z
      .array(z.object({ sku, unit_incl_tax_cents: cents('unit_incl_tax_cents') }), {
        error: '"seen_prices.lines" must be the list of seen line prices',
      })
      .max(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} lines`),
    shipping_incl_tax_cents: cents('shipping_incl_tax_cents').nullish(),
    grand_total_cents: cents('grand_total_cents').optional(),
  },
  { error: '"seen_prices" must be the prices the shopper saw' },
);

export const orderBodySchema = z.looseObject(
  {
    order_id: orderIdSchema,
    user_id: optionalId('user_id', 64),
    cart_id: optionalId('cart_id', 128),
    store_code: z
      .string({ error: '"store_code" must be a store code such as "at"' })
      .trim()
      .max(32, '"store_code" is too long')
      .nullish(),
    storeCode: z
      .string({ error: '"storeCode" must be a store code such as "at"' })
      .trim()
      .max(32, '"storeCode" is too long')
      .nullish(),
    products: z
      .array(orderProductSchema, { error: '"products" must be the list of ordered products' })
      .min(1, 'The order has no products')
      .max(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} lines`),
    addressInformation: orderAddressInformationSchema,
    created_at: z.string().max(64).nullish().catch(null),
    seen_prices: seenPricesSchema.nullish(),
  },
  { error: 'The body must be the order as a JSON object' },
);

export type OrderBody = z.infer<typeof orderBodySchema>;
export type OrderProduct = z.infer<typeof orderProductSchema>;

export interface AddressProblem {
  /** e.g. 'shippingAddress.postcode' */
  field: string;
  message: string;
}

export type CheckedAddresses =
  | { ok: true; shipping: Address; billing: Address; email: string }
  | { ok: false; problems: AddressProblem[] };

const emailSchema = z.email().max(254);
const CONTROL = /[\u0000-\u001f\u007f]/;
const ADDRESS_TEXTS = [
  'firstname',
  'lastname',
  'street',
  'city',
  'postcode',
  'region',
  'region_code',
  'company',
  'telephone',
  'email',
  'vat_id',
] as const;

/**
 * The order's addresses: required fields, a two-letter country,
 * a delivery country the shop serves, and a contact e-mail in the billing or shipping address.
 * A missing shipping address is the billing address (and the other way round).
 */
export function orderAddresses(info: { shippingAddress?: unknown; billingAddress?: unknown }): CheckedAddresses {
  const problems: AddressProblem[] = [];
  const parse = (name: 'shippingAddress' | 'billingAddress', raw: unknown): Address | null => {
    if (raw === undefined || raw === null) return null;
    const parsed = addressSchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      problems.push({ field: [name, ...issue.path.map(String)].join('.'), message: issue.message });
    return null;
  };
  const shippingIn = parse('shippingAddress', info.shippingAddress);
  const billingIn = parse('billingAddress', info.billingAddress);
  if (info.shippingAddress == null && info.billingAddress == null)
    problems.push({ field: 'shippingAddress', message: 'An address is required' });
  if (problems.length) return { ok: false, problems };
  for (const [name, address] of [
    ['shippingAddress', shippingIn],
    ['billingAddress', billingIn],
  ] as const) {
    for (const key of ADDRESS_TEXTS) {
      const value: unknown = address?.[key];
      const texts = Array.isArray(value) ? value : [value];
      if (texts.some((t) => typeof t === 'string' && CONTROL.test(t)))
        problems.push({ field: `${name}.${key}`, message: 'This field must not contain control characters' });
    }
  }
  if (problems.length) return { ok: false, problems };
  const shipping = (shippingIn ?? billingIn)!;
  const billing = (billingIn ?? shippingIn)!;
  if (!DELIVERY_COUNTRIES.includes(shipping.country_id)) {
    problems.push({
      field: 'shippingAddress.country_id',
      message: `We deliver to ${DELIVERY_COUNTRIES.join(', ')} only, not to "${shipping.country_id}"`,
    });
  }
  const email = [billing.email, shipping.email].find((e) => e && emailSchema.safeParse(e).success);
  if (!email) problems.push({ field: 'billingAddress.email', message: INVALID_EMAIL });
  return problems.length ? { ok: false, problems } : { ok: true, shipping, billing, email: email!.toLowerCase() };
}

/** JSON with object keys sorted at every level (undefined dropped), for hashing. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * What makes two sends "the same order": store, customer, cart, the products (sku, parentSku, qty,
 * options) and the checked addresses, shipping and payment. Not timestamps, `transmited`, client
 * prices or other display fields, so a retry of a stored offline order matches its first send.
 */
export function orderFingerprint(store: StoreCode, body: OrderBody, shipping: Address, billing: Address): string {
  const info = body.addressInformation;
  return canonicalJson({
    store,
    user_id: body.user_id,
    cart_id: body.cart_id,
    products: body.products.map((p) => ({
      sku: p.sku,
      parentSku: p.parentSku ?? null,
      qty: p.qty,
      product_option: p.product_option ?? null,
    })),
    shipping,
    billing,
    shipping_carrier_code: info.shipping_carrier_code ?? null,
    shipping_method_code: info.shipping_method_code ?? null,
    payment_method_code: info.payment_method_code,
    payment_method_additional: info.payment_method_additional ?? null,
  });
}

/**
 * The answer of POST /api/order (`result`), for the first send and for every retry alike.
 * `backendOrderId`, `orderNumber` and `transferedAt` are the names the Vue Storefront client and
 * vue-storefront-api's Magento bridge use for the confirmation; here they carry the increment id
 * and the creation time.
 */
export interface OrderConfirmation {
  /** The client's order id (the idempotency key). */
  order_id: string;
  /** The shop's order number, e.g. '100000001'. */
  increment_id: string;
  backendOrderId: string;
  orderNumber: string;
  status: string;
  store: StoreCode;
  created_at: string;
  transferedAt: string;
  totals: Totals;
}
