import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatPrice } from '../../../shared/i18n/format.ts';
import { isFreight } from '../../../shared/pricing/offline-methods.ts';
import { useApp, useT } from '../../app-context.tsx';
import { goToStep, methodKey, updateShipping, type CheckoutState } from '../state.ts';
import { loadShippingMethods, saveShippingInformation, shipsGoods } from '../methods.ts';
import { validateShipping } from '../validation.ts';
import { AddressFields } from './AddressFields.tsx';
import { RadioGroup } from '../../components/form/Field.tsx';
import { FormMessage, useStepForm } from './Step.tsx';

/** Why an offline cart with freight has no shipping method, and what to do (the names fill {names}). */
export const FREIGHT_OFFLINE =
  "Freight (over 31.5 kg) cannot be shipped with DPD, and the forwarder's rate can only be calculated online: {names}. Please order when you are back online, or remove these items to send the rest with DPD.";

/** The shipping address and method; the methods follow the country (POST /api/cart/shipping-methods). */
export function ShippingStep({ checkout }: { checkout: CheckoutState }) {
  const t = useT();
  const app = useApp();
  const { locale } = useSnapshot(app.stores.session);
  const cart = useSnapshot(app.stores.cart);
  const snap = useSnapshot(checkout);
  const details = snap.shippingDetails;
  const needsMethod = shipsGoods(cart.cartItems);
  const form = useStepForm(
    'shipping',
    () => validateShipping(checkout.shippingDetails, locale, needsMethod),
    async () => {
      await saveShippingInformation(app, checkout);
      goToStep(checkout, 'payment');
    },
  );
  const { setMessage } = form;
  const [offlineMethods, setOfflineMethods] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: methods are asked for again only when the address or the need changes
  useEffect(() => {
    if (!needsMethod) return;
    loadShippingMethods(app, checkout).then(
      (source) => setOfflineMethods(source === 'offline'),
      (error: unknown) => setMessage(error instanceof Error ? error.message : String(error)),
    );
  }, [app, checkout, details.country, needsMethod, setMessage]);
  const freight = offlineMethods ? cart.cartItems.filter((l) => isFreight(l)).map((l) => l.name) : [];

  return (
    <form noValidate onSubmit={form.submit} className="checkout-form">
      <AddressFields
        prefix="shipping"
        section="shipping"
        address={details}
        errors={form.errors}
        onChange={(patch) => updateShipping(checkout, patch)}
      />
      {needsMethod ? (
        snap.shippingMethods.length ? (
          <RadioGroup
            id="shipping-shippingMethod"
            label={t('Shipping method')}
            error={form.errors.shippingMethod}
            value={details.shippingMethod}
            options={snap.shippingMethods.map((m) => ({
              value: methodKey(m),
              label: t(m.method_title),
              detail: m.price_incl_tax ? formatPrice(m.price_incl_tax) : t('Free'),
            }))}
            onValue={(shippingMethod) => updateShipping(checkout, { shippingMethod })}
          />
        ) : (
          <p className="checkout__note" role="status">
            {freight.length
              ? t(FREIGHT_OFFLINE, { names: freight.join(', ') })
              : t('No shipping methods are available for this address.')}
          </p>
        )
      ) : null}
      <FormMessage id="shipping-message" text={form.message} />
      <button
        type="submit"
        className="button checkout__next"
        disabled={form.busy || (needsMethod && !snap.shippingMethods.length)}
      >
        {t('Continue to payment')}
      </button>
    </form>
  );
}
