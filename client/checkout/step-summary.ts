import type { Snapshot } from 'valtio';
import type { Translate } from '../../shared/i18n/interpolate.ts';
import type { AddressDetails, CheckoutState, CheckoutStep } from './state.ts';
import { methodKey } from './state.ts';
import { COUNTRY_NAMES, PAYMENT_TITLES } from '../../shared/rules/order-labels.ts';

/** The one-line summary of a finished step (shown with its edit button). */

const addressLine = (a: Readonly<AddressDetails>): string =>
  `${a.firstName} ${a.lastName}, ${a.streetAddress} ${a.apartmentNumber}, ${a.zipCode} ${a.city}, ${COUNTRY_NAMES[a.country] ?? a.country}`;

export function summaryOf(step: CheckoutStep, state: Snapshot<CheckoutState>, t: Translate): string {
  switch (step) {
    case 'personal':
      return `${state.personalDetails.firstName} ${state.personalDetails.lastName}, ${state.personalDetails.emailAddress}`;
    case 'shipping': {
      const method = state.shippingMethods.find((m) => methodKey(m) === state.shippingDetails.shippingMethod);
      return [addressLine(state.shippingDetails), method ? t(method.method_title) : ''].filter(Boolean).join(' · ');
    }
    case 'payment': {
      const p = state.paymentDetails;
      const billing = p.sameAsShipping ? t('Billing address is the same as shipping address') : addressLine(p);
      const company = p.invoiceForCompany ? `${p.company} (${p.taxId})` : '';
      const method = state.paymentMethods.find((m) => m.code === p.paymentMethod);
      return [billing, company, method ? t(PAYMENT_TITLES[method.code] ?? method.title) : '']
        .filter(Boolean)
        .join(' · ');
    }
    default:
      return '';
  }
}
