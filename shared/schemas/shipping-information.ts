import { z } from 'zod';
import { addressInformationSchema, estimateAddressSchema } from './cart.ts';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Fields of a postal address beyond the country: an address with none of them is an estimate. */
const POSTAL_FIELDS = ['firstname', 'lastname', 'street', 'city'];

/** Magento's camelCase keys (how Vue Storefront 1 sends them) as the snake_case ones. */
const CAMEL_KEYS: Record<string, string> = {
  shippingCarrierCode: 'shipping_carrier_code',
  shippingMethodCode: 'shipping_method_code',
  paymentMethodCode: 'payment_method_code',
};

function magentoKeys(raw: unknown): unknown {
  if (!isObject(raw)) return raw;
  const out: Record<string, unknown> = { ...raw };
  for (const [camel, snake] of Object.entries(CAMEL_KEYS)) {
    if (out[snake] === undefined && out[camel] !== undefined) out[snake] = out[camel];
  }
  // The cart page of Vue Storefront sends an empty billing address: none.
  if (isObject(out.billingAddress) && Object.keys(out.billingAddress).length === 0) delete out.billingAddress;
  return out;
}

/** Whether a shipping address is only an estimate: a country (postcode, region), no name or street. */
export function isEstimateAddress(address: unknown): boolean {
  return isObject(address) && !POSTAL_FIELDS.some((k) => address[k] !== undefined && address[k] !== '');
}

const estimateInformationSchema = addressInformationSchema.extend({ shippingAddress: estimateAddressSchema });

const addressInformation = z.unknown().transform((raw, ctx) => {
  const info = magentoKeys(raw);
  const schema =
    isObject(info) && isEstimateAddress(info.shippingAddress) ? estimateInformationSchema : addressInformationSchema;
  const checked = schema.safeParse(info);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: 'custom' } as never);
  return z.NEVER;
});

/**
 * The body of cart/shipping-information: addresses and the shipping method, with Magento's
 * camelCase keys accepted, and a shipping address that names only the country taken as the cart
 * page's estimate (shipping and totals for that country; the checkout sends the full address).
 */
export const shippingInformationBodySchema = z.looseObject(
  { addressInformation },
  { error: 'The body must be a JSON object with an "addressInformation"' },
);
