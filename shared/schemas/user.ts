import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, SHORT_CODE_MIN } from '../rules/limits.ts';
import {
  INVALID_EMAIL,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  RESET_TOKEN_INVALID,
  TAX_ID_TOO_SHORT,
  ZIP_TOO_SHORT,
} from '../rules/texts.ts';
import type { OrderShipment } from './shipment.ts';

/**
 * The account's wire format as vue-storefront-api
 * speaks it: the bodies its userRegister / userProfile JSON schemas accept (Magento's customer and
 * address fields) and the profile it answers. Loose about extra fields (ignored), strict about what
 * the server stores. Server-controlled fields (id, group_id, store_id, created_at …) are never read
 * from a request. Texts are the shop's where one fits.
 */

export { INVALID_EMAIL, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, RESET_TOKEN_INVALID };
/** The login failure text (shared/i18n account texts); the same for an unknown e-mail and a wrong password. */
export const LOGIN_FAILED = 'The e-mail address or password is incorrect.';
export const EMAIL_TAKEN = 'A customer with the same e-mail address already exists.';
export const NO_USER_TOKEN = 'No User token, user unauthorized';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const ACCOUNT_UPDATED = 'Account data has successfully been updated';
export const PASSWORD_CHANGED = 'Password has successfully been changed';
export const WRONG_CURRENT_PASSWORD = "The password doesn't match this account. Verify the password and try again.";

export { NAME_MAX };
export const MAX_ADDRESSES = 2;

const CONTROL = /[\u0000-\u001f\u007f]/;

/** An e-mail address: trimmed, lower-cased, at most 254 characters. */
export const emailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, INVALID_EMAIL)
  .pipe(z.email(INVALID_EMAIL));

/** A first or last name: 1 to 255 characters with at least one letter, no control characters. */
export const nameSchema = (field: string) =>
  z
    .string({ error: `"${field}" is required` })
    .trim()
    .min(1, `"${field}" is required`)
    .max(NAME_MAX, `"${field}" is at most ${NAME_MAX} characters long`)
    .refine((s) => !CONTROL.test(s), `"${field}" must not contain control characters`)
    .refine((s) => /\p{L}/u.test(s), `"${field}" must contain letters`);

/** A new password (at least 8 characters). */
export const newPasswordSchema = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);

/** A password as typed at login: any non-empty text up to the maximum (old rules may have differed). */
const givenPassword = (field: string) =>
  z
    .string({ error: `"${field}" is required` })
    .min(1, `"${field}" is required`)
    .max(PASSWORD_MAX, `"${field}" is at most ${PASSWORD_MAX} characters long`);

const text = (field: string, max: number) =>
  z
    .string({ error: `"${field}" must be text` })
    .trim()
    .max(max, `"${field}" is at most ${max} characters long`)
    .refine((s) => !CONTROL.test(s), `"${field}" must not contain control characters`);
const requiredText = (field: string, max: number) =>
  text(field, max).refine((s) => s.length > 0, `"${field}" is required`);

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');

/** Magento's region: { region, region_code, region_id } or a plain name. */
const regionSchema = z
  .union([
    z.looseObject({
      region: text('region', 100).nullish(),
      region_code: text('region_code', 20).nullish(),
      region_id: z.union([z.number().int().nonnegative(), z.string().max(20)]).nullish(),
    }),
    text('region', 100),
  ])
  .nullish()
  .transform((r) => {
    if (r === null || r === undefined) return { region: null, region_code: null, region_id: 0 };
    if (typeof r === 'string') return { region: r || null, region_code: null, region_id: 0 };
    return { region: r.region || null, region_code: r.region_code || null, region_id: Number(r.region_id) || 0 };
  });

/** A customer address (userRegister/userProfile schema `addresses[]`), Magento's field names. */
export const customerAddressSchema = z.looseObject(
  {
    id: z
      .union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/)])
      .transform(Number)
      .nullish()
      .catch(undefined),
    firstname: nameSchema('firstname'),
    lastname: nameSchema('lastname'),
    street: z
      .union([z.array(text('street', 200)).max(4, 'An address has at most 4 street lines'), text('street', 200)], {
        error: '"street" is required',
      })
      .transform((s) => (Array.isArray(s) ? s : [s]).filter(Boolean))
      .refine((lines) => lines.length > 0, '"street" is required'),
    city: requiredText('city', 100),
    country_id: z
      .string({ error: '"country_id" is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, '"country_id" must be a two-letter ISO code such as DE'),
    postcode: requiredText('postcode', 20).refine((p) => p.length >= SHORT_CODE_MIN, ZIP_TOO_SHORT),
    region: regionSchema,
    telephone: text('telephone', 50).nullish(),
    company: text('company', 200).nullish(),
    vat_id: text('vat_id', 50)
      .refine((v) => v === '' || v.length >= SHORT_CODE_MIN, TAX_ID_TOO_SHORT)
      .nullish(),
    default_shipping: flag.nullish(),
    default_billing: flag.nullish(),
  },
  { error: 'Each address must be an object' },
);

const addressList = z
  .array(customerAddressSchema, { error: '"addresses" must be a list of addresses' })
  .max(MAX_ADDRESSES, `At most ${MAX_ADDRESSES} addresses can be stored`);

/** POST /api/user/create (userRegister.schema.json). */
export const registerBodySchema = z.looseObject(
  {
    customer: z.looseObject(
      {
        email: emailSchema,
        firstname: nameSchema('firstname'),
        lastname: nameSchema('lastname'),
        addresses: addressList.nullish(),
      },
      { error: '"customer" with email, firstname and lastname is required' },
    ),
    password: newPasswordSchema,
  },
  { error: 'The body must be a JSON object with "customer" and "password"' },
);

/** POST /api/user/me (userProfile.schema.json): the editable fields; the rest is ignored. */
export const profileUpdateBodySchema = z.looseObject(
  {
    customer: z.looseObject(
      {
        email: emailSchema,
        firstname: nameSchema('firstname'),
        lastname: nameSchema('lastname'),
        addresses: addressList.nullish(),
      },
      { error: '"customer" with email, firstname and lastname is required' },
    ),
  },
  { error: 'The body must be a JSON object with "customer"' },
);

export const loginBodySchema = z.looseObject(
  {
    username: z
      .string({ error: '"username" (the e-mail address) is required' })
      .trim()
      .min(1, '"username" (the e-mail address) is required')
      .max(EMAIL_MAX, INVALID_EMAIL),
    password: givenPassword('password'),
  },
  { error: 'The body must be a JSON object with "username" and "password"' },
);

export const refreshBodySchema = z.looseObject(
  {
    refreshToken: z
      .string({ error: '"refreshToken" is required' })
      .min(1, '"refreshToken" is required')
      .max(2048, '"refreshToken" is too long'),
  },
  { error: 'The body must be a JSON object with "refreshToken"' },
);

export const resetPasswordBodySchema = z.looseObject(
  { email: emailSchema },
  { error: 'The body must be a JSON object with "email"' },
);

export const createPasswordBodySchema = z.looseObject(
  {
    email: emailSchema,
    newPassword: newPasswordSchema,
    resetToken: z
      .string({ error: '"resetToken" is required' })
      .trim()
      .min(1, '"resetToken" is required')
      .max(256, RESET_TOKEN_INVALID),
  },
  { error: 'The body must be a JSON object with "email", "newPassword" and "resetToken"' },
);

export const changePasswordBodySchema = z.looseObject(
  {
    currentPassword: givenPassword('currentPassword'),
    newPassword: newPasswordSchema,
  },
  { error: 'The body must be a JSON object with "currentPassword" and "newPassword"' },
);

export type CustomerAddressInput = z.infer<typeof customerAddressSchema>;
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** A stored address as the profile answers it (Magento's customer address). */
export interface CustomerAddress {
  id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  country_id: string;
  postcode: string;
  region: { region: string | null; region_code: string | null; region_id: number };
  region_id: number;
  telephone?: string;
  company?: string;
  vat_id?: string;
  default_shipping?: boolean;
  default_billing?: boolean;
}

/** GET /api/user/me (userProfile.schema.json's customer, as Magento answers it). */
export interface UserProfile {
  id: number;
  group_id: number;
  default_billing?: string;
  default_shipping?: string;
  created_at: string;
  updated_at: string;
  created_in: string;
  email: string;
  firstname: string;
  lastname: string;
  store_id: number;
  website_id: number;
  addresses: CustomerAddress[];
  disable_auto_group_change: number;
  extension_attributes: { is_subscribed: boolean };
}

/** One order of GET /api/user/order-history (Magento's sales order, the fields the account pages show). */
export interface OrderHistoryItem {
  entity_id: number;
  increment_id: string;
  store: string;
  status: string;
  state: string;
  created_at: string;
  updated_at: string;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  order_currency_code: string;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_incl_tax: number;
  shipping_amount: number;
  tax_amount: number;
  grand_total: number;
  coupon_code: string | null;
  shipping_description: string | null;
  billing_address: unknown;
  shipping_address: unknown;
  payment: { method: string; additional_information: string[] };
  total_item_count: number;
  /** Set on the single order view once the order has shipped. */
  shipment?: OrderShipment | null;
  items: Array<{
    item_id: number;
    sku: string;
    parent_sku: string | null;
    product_id: number;
    name: string;
    product_type: string;
    qty_ordered: number;
    price: number;
    price_incl_tax: number;
    row_total: number;
    row_total_incl_tax: number;
    tax_percent: number;
    tax_amount: number;
    discount_amount: number;
    product_option: unknown;
    options: unknown;
  }>;
}

export interface OrderHistory {
  items: OrderHistoryItem[];
  total_count: number;
  search_criteria: { page_size: number; current_page: number };
}
