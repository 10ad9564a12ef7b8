import { z } from 'zod';
import { SHORT_CODE_MIN } from '../rules/limits.ts';
import { TAX_ID_TOO_SHORT, ZIP_TOO_SHORT } from '../rules/texts.ts';
import { nameSchema, requiredText, text } from './user-fields.ts';

/**
 * A customer address in Magento's field names: the schema of an address the account API accepts
 * (userRegister/userProfile `addresses[]`) and the stored address the profile answers.
 */

export const MAX_ADDRESSES = 2;

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

/** The addresses of a customer, at most MAX_ADDRESSES. */
export const addressList = z
  .array(customerAddressSchema, { error: '"addresses" must be a list of addresses' })
  .max(MAX_ADDRESSES, `At most ${MAX_ADDRESSES} addresses can be stored`);

export type CustomerAddressInput = z.infer<typeof customerAddressSchema>;

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
