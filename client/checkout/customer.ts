import type { CustomerAddress } from '../../shared/schemas/user-address.ts';
import type { UserProfile } from '../../shared/schemas/user.ts';
import { clearCheckout, dropPassword, type AddressDetails, type CheckoutState } from './state.ts';
import type { Watch } from '../stores/persisted.ts';
import type { UserState } from '../account/state.ts';
import { COUNTRY_NAMES } from '../../shared/rules/order-labels.ts';

/**
 * The checkout of a logged-in customer (issues "Accounts" and "Cart and checkout"): name, e-mail
 * and the default shipping address come from the profile into the fields the shopper left empty
 * (never over what was typed), the create-account option is off (the customer has an account), and
 * a logout clears the checkout details in the live checkout, not only in storage.
 */

const blank = (text: string): boolean => text.trim() === '';

/** The profile's default shipping address (the one My account edits), else its only address. */
export function defaultShippingAddress(profile: Pick<UserProfile, 'addresses'>): CustomerAddress | null {
  const { addresses } = profile;
  return addresses.find((a) => a.default_shipping) ?? (addresses.length === 1 ? addresses[0]! : null);
}

/** A trailing house number of a one-line street ("Zaunweg 12a", "Am Tor 3-5", "Hauptstr. 4/2"). */
const HOUSE_NUMBER = /^(.*\S)\s+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+\s?[a-zA-Z]?)?)$/;

/**
 * The checkout's street and house number of an address's street lines: the checkout sends them as
 * two lines (order-body.ts), My account keeps one line with the number at its end.
 */
export function splitStreet(lines: readonly string[]): { streetAddress: string; apartmentNumber: string } {
  const [first = '', ...rest] = lines.map((l) => l.trim()).filter(Boolean);
  if (rest.length) return { streetAddress: first, apartmentNumber: rest.join(' ') };
  const match = HOUSE_NUMBER.exec(first);
  return match
    ? { streetAddress: match[1]!, apartmentNumber: match[2]! }
    : { streetAddress: first, apartmentNumber: '' };
}

/** The address fields of a profile address, in the checkout's names. */
export function addressDetailsOf(address: CustomerAddress): Partial<AddressDetails> {
  return {
    firstName: address.firstname,
    lastName: address.lastname,
    ...splitStreet(address.street),
    zipCode: address.postcode,
    city: address.city,
    // Only a country the shop delivers to; otherwise the store's stays chosen.
    ...(COUNTRY_NAMES[address.country_id] ? { country: address.country_id } : {}),
    state: address.region?.region ?? '',
    phoneNumber: address.telephone ?? '',
  };
}

/** Copies the values of `from` into the fields of `into` that are still empty. */
function fillEmpty<T extends object>(into: T, from: Partial<T>): void {
  for (const [key, value] of Object.entries(from) as Array<[keyof T, T[keyof T]]>) {
    const current = into[key];
    if (typeof current === 'string' && blank(current) && typeof value === 'string' && value) into[key] = value;
  }
}

/**
 * Fills what the shopper has not typed from the profile: name and e-mail, and the default shipping
 * address when no address was entered yet (street, house number, zip-code and city all empty), so
 * the shipping address is never a mix of two addresses. The country is part of the address: it is
 * taken only with it. Not a change by the shopper, so `modifiedAt` stays.
 */
export function prefillFromProfile(state: CheckoutState, profile: UserProfile): void {
  fillEmpty(state.personalDetails, {
    firstName: profile.firstname,
    lastName: profile.lastname,
    emailAddress: profile.email,
  });
  const shipping = state.shippingDetails;
  const address = defaultShippingAddress(profile);
  const noAddressYet = [shipping.streetAddress, shipping.apartmentNumber, shipping.zipCode, shipping.city].every(blank);
  if (address && noAddressYet) {
    const { country, ...rest } = addressDetailsOf(address);
    if (country) shipping.country = country;
    fillEmpty(shipping, rest);
  }
  fillEmpty(shipping, { firstName: profile.firstname, lastName: profile.lastname });
}

/** A customer has an account: the option to create one is off and no password is kept. */
function dropAccountOption(state: CheckoutState): void {
  if (state.personalDetails.createAccount) state.personalDetails.createAccount = false;
  if (state.personalDetails.password || state.personalDetails.rPassword) dropPassword(state);
}

/**
 * Keeps the checkout in step with the session: at once and on every change of the user store.
 * The profile prefills when it arrives (or changes: a login, an edit in My account); a token's end
 * (logout here or in another tab, a 401) clears the checkout. Returns the stop function.
 */
export function followCustomer(state: CheckoutState, user: UserState, watch: Watch, country: string): () => void {
  let token = user.token;
  let profile: UserProfile | null = null;
  const sync = () => {
    if (token && !user.token) clearCheckout(state, country);
    token = user.token;
    if (!user.token) return;
    dropAccountOption(state);
    if (user.profile && user.profile !== profile) prefillFromProfile(state, user.profile);
    profile = user.profile;
  };
  sync();
  return watch(user, sync);
}
