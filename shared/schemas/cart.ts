import type { DeliveryTime } from '../rules/delivery-time.ts';
import { z } from 'zod';
import { FIELD_REQUIRED, INVALID_EMAIL, QTY_NOT_INTEGER, QTY_NOT_POSITIVE } from '../rules/texts.ts';

/**
 * The cart's wire format (cart item, address, shipping and payment method; cart calls),
 * as vue-storefront-api speaks it. Input schemas are strict about what the server acts on and loose
 * about the rest: a storefront sends whole product objects, and extra fields pass without harm.
 * Validation texts are the shop's where one fits.
 */

/** A quantity: a whole number above 0. */
export const qtySchema = z
  .number({ error: QTY_NOT_INTEGER })
  .refine((n) => Number.isFinite(n) && n > 0, { message: QTY_NOT_POSITIVE, abort: true })
  .refine((n) => Number.isSafeInteger(n), { message: QTY_NOT_INTEGER });

const skuField = z
  .string({ error: 'A SKU is required' })
  .trim()
  .min(1, 'A SKU is required')
  .max(128, 'A SKU is at most 128 characters long')
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'A SKU must not contain control characters');

const id = z
  .union(
    [
      z.number().int().nonnegative(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/),
    ],
    { error: 'An option id must be a non-negative integer' },
  )
  .transform(Number);

/** A custom option choice: the chosen option_type_id(s) comma-separated, or the text typed in. */
export const customOptionSelectionSchema = z.looseObject({
  option_id: id,
  option_value: z
    .union([z.string().max(1000, 'An option value is at most 1000 characters long'), z.number(), z.null()])
    .optional(),
});

export const configurableItemOptionSchema = z.looseObject({
  option_id: z.union([z.number(), z.string().max(32)]).transform(String),
  option_value: z.union([z.number(), z.string().max(64)]).transform(String),
});

export const bundleOptionSelectionSchema = z.looseObject({
  option_id: id,
  option_qty: qtySchema.nullish(),
  option_selections: z.array(id).max(50, 'Too many selections'),
});

export const productOptionSchema = z.looseObject({
  extension_attributes: z
    .looseObject({
      custom_options: z.array(customOptionSelectionSchema).max(50, 'Too many custom options').nullish(),
      configurable_item_options: z
        .array(configurableItemOptionSchema)
        .max(20, 'Too many configurable options')
        .nullish(),
      bundle_options: z.array(bundleOptionSelectionSchema).max(50, 'Too many bundle options').nullish(),
    })
    .nullish(),
});

/** `cartItem` of POST /api/cart/update: add a line (no item_id) or change a line's qty (item_id). */
export const cartItemInputSchema = z.looseObject(
  {
    sku: skuField.optional(),
    qty: qtySchema.optional(),
    item_id: z
      .union(
        [
          z.number().int().positive(),
          z
            .string()
            .trim()
            .regex(/^\d{1,12}$/),
        ],
        { error: '"item_id" must be a positive integer' },
      )
      .transform(Number)
      .optional(),
    quoteId: z.union([z.string().max(256), z.number()]).nullish(),
    product_option: productOptionSchema.nullish(),
  },
  { error: '"cartItem" must be an object with a "sku" (to add) or an "item_id" (to change)' },
);

/** `cartItem` of POST /api/cart/delete: by item_id, or every line of a SKU. */
export const cartItemDeleteSchema = z
  .looseObject(
    {
      sku: skuField.optional(),
      item_id: z
        .union(
          [
            z.number().int().positive(),
            z
              .string()
              .trim()
              .regex(/^\d{1,12}$/),
          ],
          { error: '"item_id" must be a positive integer' },
        )
        .transform(Number)
        .optional(),
    },
    { error: '"cartItem" must be an object with an "item_id" or a "sku"' },
  )
  .refine((item) => item.item_id !== undefined || item.sku !== undefined, {
    message: 'The cart item needs an "item_id" or a "sku"',
  });

export const updateBodySchema = z.looseObject(
  { cartItem: cartItemInputSchema },
  { error: 'The body must be a JSON object with a "cartItem"' },
);
export const deleteBodySchema = z.looseObject(
  { cartItem: cartItemDeleteSchema },
  { error: 'The body must be a JSON object with a "cartItem"' },
);

/** Items a client re-sends to a new cart after its old token was lost (POST /api/cart/create). */
export const recoverBodySchema = z.looseObject({
  cartItems: z
    .array(z.looseObject({ sku: skuField, qty: qtySchema.optional(), product_option: productOptionSchema.nullish() }))
    .max(100, 'At most 100 items can be re-added at once')
    .optional(),
});

const countryId = z
  .string({ error: 'The country (country_id) is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'The country (country_id) must be a two-letter ISO code such as DE');

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const required = (max: number) =>
  z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(max, `At most ${max} characters`);

/** Accepts `countryId` as well as Magento's `country_id`. */
function withCountryId(raw: unknown): unknown {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const address = raw as Record<string, unknown>;
    if (address.country_id === undefined && address.countryId !== undefined)
      return { ...address, country_id: address.countryId };
  }
  return raw;
}

/** The address of a shipping estimate: the country decides, the rest is optional. */
export const estimateAddressSchema = z.preprocess(
  withCountryId,
  z.looseObject(
    {
      country_id: countryId,
      postcode: text(20).nullish(),
      region: text(100).nullish(),
      region_id: z.union([z.number(), z.string().max(20)]).nullish(),
      region_code: text(20).nullish(),
    },
    { error: 'The address must be an object with a "country_id"' },
  ),
);

/** A full postal address, Magento's field names. */
export const addressSchema = z.preprocess(
  withCountryId,
  z.looseObject(
    {
      firstname: required(100),
      lastname: required(100),
      street: z
        .union([z.array(text(200)).max(4), text(200)], { error: FIELD_REQUIRED })
        .transform((s) => (Array.isArray(s) ? s : [s]).filter(Boolean))
        .refine((lines) => lines.length > 0, FIELD_REQUIRED),
      city: required(100),
      postcode: required(20).refine((p) => p.length >= 3, 'The zip-code must be at least 3 characters long'),
      country_id: countryId,
      region: text(100).nullish(),
      region_id: z.union([z.number(), z.string().max(20)]).nullish(),
      region_code: text(20).nullish(),
      company: text(200).nullish(),
      telephone: text(50).nullish(),
      email: z.union([z.literal(''), z.email(INVALID_EMAIL).max(254, INVALID_EMAIL)]).nullish(),
      vat_id: text(50).nullish(),
    },
    { error: 'The address must be an object' },
  ),
);

const code = (name: string) =>
  z
    .string({ error: `"${name}" is required` })
    .trim()
    .min(1, `"${name}" is required`)
    .max(64, `"${name}" is too long`);

export const addressInformationSchema = z.looseObject(
  {
    shippingAddress: addressSchema,
    billingAddress: addressSchema.nullish(),
    shipping_method_code: code('shipping_method_code').nullish(),
    shipping_carrier_code: code('shipping_carrier_code').nullish(),
    payment_method_code: code('payment_method_code').nullish(),
  },
  { error: '"addressInformation" must be an object' },
);

export const shippingMethodsBodySchema = z.looseObject(
  { address: estimateAddressSchema },
  { error: 'The body must be a JSON object with an "address"' },
);

/** Optional body of POST /api/cart/collect-totals (vue-storefront-api's `methods`). */
export const collectTotalsBodySchema = z
  .looseObject({
    methods: z
      .looseObject({
        shippingCarrierCode: code('shippingCarrierCode').nullish(),
        shippingMethodCode: code('shippingMethodCode').nullish(),
        paymentMethod: z.looseObject({ method: code('paymentMethod.method') }).nullish(),
      })
      .nullish(),
  })
  .nullish();

export type ProductOptionInput = z.infer<typeof productOptionSchema>;
export type Address = z.infer<typeof addressSchema>;
export type EstimateAddress = z.infer<typeof estimateAddressSchema>;
export type AddressInformation = z.infer<typeof addressInformationSchema>;

/** The normalised options a server cart line carries (only the kinds that apply). */
export interface ProductOption {
  extension_attributes: {
    custom_options?: Array<{ option_id: number; option_value: string }>;
    configurable_item_options?: Array<{ option_id: string; option_value: string }>;
    bundle_options?: Array<{ option_id: number; option_qty: number; option_selections: number[] }>;
  };
}

/** A cart line as the server answers it (Magento's cart item plus stock and gross price). */
export interface CartItem {
  item_id: number;
  sku: string;
  qty: number;
  name: string;
  /** Net unit price with options, from the catalog. */
  price: number;
  price_incl_tax: number;
  product_type: string;
  quote_id: string;
  product_option?: ProductOption;
  /** Identity of the chosen options (bundle, custom options); absent without options. */
  checksum?: string;
  parent_sku?: string;
  stock_status: 'ok' | 'out_of_stock' | 'volatile';
  /** How long the product takes to arrive in this store (shared/rules/delivery-time.ts); absent for services. */
  delivery_time?: DeliveryTime;
  /** Present when the line can no longer be bought (product disabled or removed); not in totals. */
  errors?: string[];
}

/** Shipping method. */
export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  base_amount: number;
  price_excl_tax: number;
  price_incl_tax: number;
  available: boolean;
  default: boolean;
  offline: boolean;
  error_message: string;
}

/** Payment method. */
export interface PaymentMethod {
  code: string;
  title: string;
  cost_incl_tax: number;
}
