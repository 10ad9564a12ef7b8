import type { UserProfile } from '../../shared/schemas/user.ts';
import type { CustomerAddress, CustomerAddressInput } from '../../shared/schemas/user-address.ts';
import { stores } from '../../shared/stores.ts';
import type { UserRow } from './users-repo.ts';

/**
 * A customer's addresses as stored (users.addresses, JSON) and the profile the account API answers
 * from a stored customer (Magento's customer shape).
 */

export type StoredAddress = Omit<CustomerAddress, 'customer_id'>;

export const storedAddressesOf = (row: Pick<UserRow, 'addresses'>): StoredAddress[] =>
  JSON.parse(row.addresses) as StoredAddress[];

/**
 * The stored form of an address list sent by the client: ids of known addresses are kept, new ones
 * numbered; exactly one default shipping and one default billing address: the last one marked (a
 * client appending a new default address may leave the old flag on), or the first when none is.
 */
export function buildAddresses(
  input: readonly CustomerAddressInput[],
  existing: readonly StoredAddress[],
  nextId: number,
): { addresses: StoredAddress[]; nextId: number } {
  const known = new Set(existing.map((a) => a.id));
  const used = new Set<number>();
  let next = nextId;
  const addresses = input.map((a): StoredAddress => {
    const id = a.id && known.has(a.id) && !used.has(a.id) ? a.id : next++;
    used.add(id);
    return {
      id,
      firstname: a.firstname,
      lastname: a.lastname,
      street: a.street,
      city: a.city,
      country_id: a.country_id,
      postcode: a.postcode,
      region: a.region,
      region_id: a.region.region_id,
      ...(a.telephone ? { telephone: a.telephone } : {}),
      ...(a.company ? { company: a.company } : {}),
      ...(a.vat_id ? { vat_id: a.vat_id } : {}),
    };
  });
  const shipping = input.findLastIndex((a) => a.default_shipping);
  const billing = input.findLastIndex((a) => a.default_billing);
  addresses.forEach((a, i) => {
    a.default_shipping = i === Math.max(shipping, 0);
    a.default_billing = i === Math.max(billing, 0);
  });
  return { addresses, nextId: next };
}

export function toProfile(row: UserRow, isSubscribed: boolean): UserProfile {
  const addresses = storedAddressesOf(row).map((a) => ({ ...a, customer_id: row.id }));
  const store = stores[row.store] ?? stores.default;
  const defaultShipping = addresses.find((a) => a.default_shipping);
  const defaultBilling = addresses.find((a) => a.default_billing);
  return {
    id: row.id,
    group_id: row.group_id,
    ...(defaultBilling ? { default_billing: String(defaultBilling.id) } : {}),
    ...(defaultShipping ? { default_shipping: String(defaultShipping.id) } : {}),
    created_at: row.created_at,
    updated_at: row.updated_at,
    created_in: store.name,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    store_id: store.storeId,
    website_id: 1,
    addresses,
    disable_auto_group_change: 0,
    extension_attributes: { is_subscribed: isSubscribed },
  };
}
