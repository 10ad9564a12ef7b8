import { initialCheckout, STEPS, type CheckoutState } from './state.ts';
import { persistStore, type StorageLike, type Watch } from '../stores/persisted.ts';

/**
 * The entered checkout data survives a reload: kept in localStorage per store
 * (countries and methods differ), never the password. Stored values are read back field by field
 * against the empty checkout, so a tampered or old entry cannot put foreign types into the state.
 */

export const checkoutStorageKey = (storeCode: string): string => `zaunshop:${storeCode}:checkout:v1`;

type Stored = Omit<CheckoutState, 'personalDetails' | 'retryOrderId'> & {
  personalDetails: Omit<CheckoutState['personalDetails'], 'password' | 'rPassword'>;
};

/** What is kept: everything but the password (and its repetition), the consent and a retry's order id. */
export function storedCheckoutOf(state: CheckoutState): Stored {
  const { password: _password, rPassword: _repeated, ...personalDetails } = state.personalDetails;
  const { termsAccepted: _terms, retryOrderId: _retry, ...rest } = state;
  return { ...rest, personalDetails, termsAccepted: false };
}

/** Copies the values of `raw` whose type matches the template's. */
function sameShape<T extends object>(template: T, raw: unknown): T {
  const out = { ...template };
  if (!raw || typeof raw !== 'object') return out;
  for (const key of Object.keys(template) as Array<keyof T>) {
    const value = (raw as Record<string, unknown>)[key as string];
    const expected = template[key];
    if (expected === null ? typeof value === 'number' : typeof value === typeof expected && !Array.isArray(expected)) {
      if (typeof value !== 'string' || value.length <= 500) out[key] = value as T[keyof T];
    }
  }
  return out;
}

/** The entries of a stored list that look like what they should be (methods the server offered). */
function listOf(raw: unknown, valid: (entry: Record<string, unknown>) => boolean): unknown[] {
  return Array.isArray(raw)
    ? raw.filter((e) => e && typeof e === 'object' && valid(e as Record<string, unknown>)).slice(0, 20)
    : [];
}

export function parseStoredCheckout(raw: string | null, country: string): CheckoutState {
  const empty = initialCheckout(country);
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') value = parsed as Record<string, unknown>;
  } catch {
    return empty;
  }
  const lastOrder = value.lastOrder as CheckoutState['lastOrder'];
  const validOrder =
    !!lastOrder &&
    typeof lastOrder.orderNumber === 'string' &&
    typeof lastOrder.orderId === 'string' &&
    typeof lastOrder.email === 'string';
  return {
    ...empty,
    personalDetails: { ...sameShape(empty.personalDetails, value.personalDetails), password: '', rPassword: '' },
    shippingDetails: sameShape(empty.shippingDetails, value.shippingDetails),
    paymentDetails: { ...sameShape(empty.paymentDetails, value.paymentDetails), paymentMethodAdditional: {} },
    shippingMethods: listOf(
      value.shippingMethods,
      (m) =>
        typeof m.carrier_code === 'string' && typeof m.method_code === 'string' && typeof m.method_title === 'string',
    ) as CheckoutState['shippingMethods'],
    paymentMethods: listOf(
      value.paymentMethods,
      (m) => typeof m.code === 'string' && typeof m.title === 'string',
    ) as CheckoutState['paymentMethods'],
    activeStep: STEPS.includes(value.activeStep as never)
      ? (value.activeStep as CheckoutState['activeStep'])
      : 'personal',
    isThankYouPage: value.isThankYouPage === true && validOrder,
    lastOrder: validOrder
      ? {
          orderNumber: lastOrder.orderNumber,
          orderId: lastOrder.orderId,
          email: lastOrder.email,
          transmitted: lastOrder.transmitted !== false,
        }
      : null,
    orderTimestamp: typeof value.orderTimestamp === 'number' ? value.orderTimestamp : null,
    modifiedAt: typeof value.modifiedAt === 'number' ? value.modifiedAt : 0,
  };
}

/**
 * Loads the stored checkout into `state`, then saves every change. Another tab's checkout is not
 * followed: two tabs typing into the checkout would otherwise overwrite each other's entries.
 * Returns the stop function.
 */
export function persistCheckout(
  state: CheckoutState,
  watch: Watch,
  storage: StorageLike | null,
  key: string,
  country: string,
): () => void {
  return persistStore(
    state,
    {
      key,
      load: (checkout, raw) => void Object.assign(checkout, parseStoredCheckout(raw, country)),
      save: (checkout) => JSON.stringify(storedCheckoutOf(checkout)),
      followTabs: false,
    },
    { watch, storage },
  );
}
