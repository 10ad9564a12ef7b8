import { proxy } from 'valtio';
import type { PaymentMethod, ShippingMethod } from '../../shared/schemas/cart.ts';

/**
 * The checkout: what the shopper typed in the steps,
 * the methods the server offered, and whether the thank-you page shows. Plain Valtio state and
 * actions, no React; only the checkout page loads it (client/checkout/ keeps it across reloads).
 */

export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  /** Only in memory: never stored (client/checkout/persist.ts), dropped after the order. */
  password: string;
  /** The repeated password of the create-account option (not part of the state; never stored). */
  rPassword: string;
  createAccount: boolean;
}

export interface AddressDetails {
  firstName: string;
  lastName: string;
  country: string;
  streetAddress: string;
  apartmentNumber: string;
  city: string;
  state: string;
  region_id: number | null;
  zipCode: string;
  phoneNumber: string;
}

export interface ShippingDetails extends AddressDetails {
  /** The chosen method as `carrier_code/method_code` ('' until chosen). */
  shippingMethod: string;
}

export interface PaymentDetails extends AddressDetails {
  company: string;
  taxId: string;
  paymentMethod: string;
  paymentMethodAdditional: Record<string, unknown>;
  /** The billing address is the shipping address (the form shows no second address then). */
  sameAsShipping: boolean;
  /** An invoice to a company: company name and tax ID are asked for. */
  invoiceForCompany: boolean;
}

/** The order the thank-you page names. */
export interface PlacedOrder {
  orderNumber: string;
  orderId: string;
  email: string;
  /** false: placed offline, waiting in the sync queue to be sent. */
  transmitted?: boolean;
  /** Placed offline and refused by the shop when it arrived (the sync inbox says why). */
  refused?: boolean;
}

export type CheckoutStep = 'personal' | 'shipping' | 'payment' | 'review';
export const STEPS: readonly CheckoutStep[] = ['personal', 'shipping', 'payment', 'review'];

export interface CheckoutState {
  personalDetails: PersonalDetails;
  shippingDetails: ShippingDetails;
  paymentDetails: PaymentDetails;
  paymentMethods: PaymentMethod[];
  shippingMethods: ShippingMethod[];
  /** The step that is open; the ones before it are done. */
  activeStep: CheckoutStep;
  termsAccepted: boolean;
  isThankYouPage: boolean;
  lastOrder: PlacedOrder | null;
  /** Time (ms) the last order was placed (stored on success). */
  orderTimestamp: number | null;
  /** Time (ms) of the last change of the entered data: 'in checkout' within 30 minutes. */
  modifiedAt: number;
  /**
   * The order id of an attempt whose answer was lost (it may have placed the order): the retry
   * sends the same id, which the server answers once. Only in memory, never stored.
   */
  retryOrderId: string | null;
}

/** The shopper is 'in checkout' while the data changed within this window. */
export const IN_CHECKOUT_MS = 30 * 60 * 1000;

export const emptyAddress = (country: string): AddressDetails => ({
  firstName: '',
  lastName: '',
  country,
  streetAddress: '',
  apartmentNumber: '',
  city: '',
  state: '',
  region_id: null,
  zipCode: '',
  phoneNumber: '',
});

/** An empty checkout; `country` is the store's (DE, AT in the Austrian store). */
export function initialCheckout(country: string): CheckoutState {
  return {
    personalDetails: {
      firstName: '',
      lastName: '',
      emailAddress: '',
      password: '',
      rPassword: '',
      createAccount: false,
    },
    shippingDetails: { ...emptyAddress(country), shippingMethod: '' },
    paymentDetails: {
      ...emptyAddress(country),
      company: '',
      taxId: '',
      paymentMethod: '',
      paymentMethodAdditional: {},
      sameAsShipping: true,
      invoiceForCompany: false,
    },
    paymentMethods: [],
    shippingMethods: [],
    activeStep: 'personal',
    termsAccepted: false,
    isThankYouPage: false,
    lastOrder: null,
    orderTimestamp: null,
    modifiedAt: 0,
    retryOrderId: null,
  };
}

export function createCheckoutStore(country: string): CheckoutState {
  return proxy(initialCheckout(country));
}

export function isInCheckout(state: Pick<CheckoutState, 'modifiedAt'>, now: number): boolean {
  return state.modifiedAt > 0 && now - state.modifiedAt <= IN_CHECKOUT_MS;
}

export function updatePersonal(state: CheckoutState, patch: Partial<PersonalDetails>, now = Date.now()): void {
  Object.assign(state.personalDetails, patch);
  state.modifiedAt = now;
}

export function updateShipping(state: CheckoutState, patch: Partial<ShippingDetails>, now = Date.now()): void {
  Object.assign(state.shippingDetails, patch);
  state.modifiedAt = now;
}

export function updatePayment(state: CheckoutState, patch: Partial<PaymentDetails>, now = Date.now()): void {
  Object.assign(state.paymentDetails, patch);
  state.modifiedAt = now;
}

/** Shipping methods with available=false are dropped; the chosen one must still be offered. */
export function setShippingMethods(state: CheckoutState, methods: readonly ShippingMethod[]): void {
  state.shippingMethods = methods.filter((m) => m.available !== false);
  const chosen = state.shippingDetails.shippingMethod;
  if (!state.shippingMethods.some((m) => methodKey(m) === chosen)) {
    const fallback = state.shippingMethods.find((m) => m.default) ?? state.shippingMethods[0];
    state.shippingDetails.shippingMethod = fallback ? methodKey(fallback) : '';
  }
}

/** Cash on delivery is not offered for carts of only virtual or downloadable products. */
export function setPaymentMethods(state: CheckoutState, methods: readonly PaymentMethod[], shipsGoods: boolean): void {
  state.paymentMethods = methods.filter((m) => shipsGoods || m.code !== 'cashondelivery');
  if (!state.paymentMethods.some((m) => m.code === state.paymentDetails.paymentMethod)) {
    state.paymentDetails.paymentMethod = state.paymentMethods[0]?.code ?? '';
  }
}

export const methodKey = (m: Pick<ShippingMethod, 'carrier_code' | 'method_code'>): string =>
  `${m.carrier_code}/${m.method_code}`;

export function goToStep(state: CheckoutState, step: CheckoutStep): void {
  state.activeStep = step;
}

/**
 * After a placed order: the order timestamp, the thank-you page, and the password gone.
 * The entered addresses stay for the shopper's next order; the consent does not.
 */
export function orderPlaced(state: CheckoutState, order: PlacedOrder, now = Date.now()): void {
  state.orderTimestamp = now;
  state.lastOrder = order;
  state.isThankYouPage = true;
  state.termsAccepted = false;
  state.activeStep = 'personal';
  dropPassword(state);
}

export function dropPassword(state: CheckoutState): void {
  state.personalDetails.password = '';
  state.personalDetails.rPassword = '';
}

/** An order placed offline reached the server: the thank-you page names the shop's order number now. */
export function orderTransmitted(state: CheckoutState, orderNumber: string): void {
  if (!state.lastOrder) return;
  state.lastOrder = { ...state.lastOrder, orderNumber, transmitted: true };
}

/** Leaves the thank-you page for a new checkout. */
export function startNewCheckout(state: CheckoutState): void {
  state.isThankYouPage = false;
  state.lastOrder = null;
}

/** Logout clears the checkout details. */
export function clearCheckout(state: CheckoutState, country: string): void {
  Object.assign(state, initialCheckout(country));
}
