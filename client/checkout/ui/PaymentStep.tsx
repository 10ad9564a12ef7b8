import { useSnapshot } from 'valtio';
import { useApp, useT } from '../../app-context.tsx';
import { goToStep, updatePayment, type CheckoutState } from '../state.ts';
import { PAYMENT_TITLES } from '../../../shared/rules/order-labels.ts';
import { validatePayment } from '../validation.ts';
import { AddressFields } from './AddressFields.tsx';
import { CheckField, RadioGroup, TextField } from '../../components/form/Field.tsx';
import { FormMessage, useStepForm } from './Step.tsx';

/** The billing address (or the shipping address), company and tax ID, and the payment method. */
export function PaymentStep({ checkout }: { checkout: CheckoutState }) {
  const t = useT();
  const app = useApp();
  const { locale } = useSnapshot(app.stores.session);
  const snap = useSnapshot(checkout);
  const details = snap.paymentDetails;
  const form = useStepForm(
    'payment',
    () => validatePayment(checkout.paymentDetails, locale),
    async () => goToStep(checkout, 'review'),
  );
  const set = (patch: Parameters<typeof updatePayment>[1]) => updatePayment(checkout, patch);
  return (
    <form noValidate onSubmit={form.submit} className="checkout-form">
      <CheckField
        id="payment-sameAsShipping"
        label={t('Billing address is the same as shipping address')}
        checked={details.sameAsShipping}
        onChecked={(sameAsShipping) => set({ sameAsShipping })}
      />
      {details.sameAsShipping ? null : (
        <fieldset className="checkout-fieldset">
          <legend>{t('Billing address')}</legend>
          <AddressFields prefix="payment" section="billing" address={details} errors={form.errors} onChange={set} />
        </fieldset>
      )}
      <CheckField
        id="payment-invoiceForCompany"
        label={t('I need an invoice for my company')}
        checked={details.invoiceForCompany}
        onChecked={(invoiceForCompany) => set({ invoiceForCompany })}
      />
      {details.invoiceForCompany ? (
        <div className="form-grid">
          <TextField
            id="payment-company"
            label={t('Company name')}
            required
            value={details.company}
            autoComplete="organization"
            error={form.errors.company}
            onValue={(company) => set({ company })}
          />
          <TextField
            id="payment-taxId"
            label={t('Tax identification number')}
            required
            value={details.taxId}
            error={form.errors.taxId}
            onValue={(taxId) => set({ taxId })}
          />
        </div>
      ) : null}
      {snap.paymentMethods.length ? (
        <RadioGroup
          id="payment-paymentMethod"
          label={t('Payment method')}
          error={form.errors.paymentMethod}
          value={details.paymentMethod}
          options={snap.paymentMethods.map((m) => ({ value: m.code, label: t(PAYMENT_TITLES[m.code] ?? m.title) }))}
          onValue={(paymentMethod) => set({ paymentMethod })}
        />
      ) : (
        <p className="checkout__note" role="status">
          {t('No payment methods are available.')}
        </p>
      )}
      <FormMessage id="payment-message" text={form.message} />
      <button type="submit" className="button checkout__next" disabled={form.busy}>
        {t('Continue to order review')}
      </button>
    </form>
  );
}
