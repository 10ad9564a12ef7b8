import { z } from 'zod';
import { EMAIL_MAX } from '../rules/limits.ts';
import { INVALID_EMAIL, RESET_TOKEN_INVALID } from '../rules/texts.ts';
import { addressList, type CustomerAddress } from './user-address.ts';
import { emailSchema, givenPassword, nameSchema, newPasswordSchema } from './user-fields.ts';

/**
 * The account's wire format as vue-storefront-api
 * speaks it: the bodies its userRegister / userProfile JSON schemas accept (Magento's customer and
 * address fields) and the profile it answers. Loose about extra fields (ignored), strict about what
 * the server stores. Server-controlled fields (id, group_id, store_id, created_at …) are never read
 * from a request. Texts are the shop's where one fits.
 */

export { INVALID_EMAIL, RESET_TOKEN_INVALID };
/** The login failure text (shared/i18n account texts); the same for an unknown e-mail and a wrong password. */
export const LOGIN_FAILED = 'The e-mail address or password is incorrect.';
export const EMAIL_TAKEN = 'A customer with the same e-mail address already exists.';
export const NO_USER_TOKEN = 'No User token, user unauthorized';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const WRONG_CURRENT_PASSWORD = "The password doesn't match this account. Verify the password and try again.";

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
