import { deliveryTimeOf } from '../rules/delivery-time.ts';
import type { PaymentMethod, ShippingMethod } from '../schemas/cart.ts';
import { DPD_COURIER } from './totals.ts';

/**
 * The shipping and payment methods that need no network to be chosen: the shop offers them itself
 * (worker/cart/) and the checkout offers them offline from here, so both name the same methods at
 * the same prices. DPD Courier is the flat rate marked offline; prepayment and cash on delivery
 * are settled after the order, never online during it.
 */

/** Prepayment always; cash on delivery only for carts that ship goods. */
export function paymentMethodsFor(shipsGoods: boolean): PaymentMethod[] {
  const methods: PaymentMethod[] = [{ code: 'checkmo', title: 'Vorkasse / Überweisung', cost_incl_tax: 0 }];
  if (shipsGoods) methods.push({ code: 'cashondelivery', title: 'Nachnahme', cost_incl_tax: 0 });
  return methods;
}

/**
 * Freight: goods heavier than a parcel (over 31.5 kg), delivered on a pallet by a forwarding agent
 * (the delivery time's kind says so). DPD, a parcel service, does not take them, and the
 * forwarder's rate depends on the weight the server weighs: no shipping method can be chosen offline.
 */
export const isFreight = (line: object): boolean => deliveryTimeOf(line)?.kind === 'freight';

/**
 * The shipping methods marked offline for the cart's lines: chosen without asking the server (it
 * checks them on arrival); none for a cart with freight.
 */
export function offlineShippingMethods(lines: readonly object[]): ShippingMethod[] {
  if (!DPD_COURIER.offline || lines.some(isFreight)) return [];
  return [
    {
      carrier_code: DPD_COURIER.carrier_code,
      method_code: DPD_COURIER.method_code,
      carrier_title: DPD_COURIER.carrier_title,
      method_title: DPD_COURIER.method_title,
      amount: DPD_COURIER.amount,
      base_amount: DPD_COURIER.amount,
      price_excl_tax: DPD_COURIER.amount,
      price_incl_tax: DPD_COURIER.price_incl_tax,
      available: true,
      default: true,
      offline: true,
      error_message: '',
    },
  ];
}
