import { useSnapshot } from 'valtio';
import { useApp, useT } from '../../app-context.tsx';
import { goToStep, updatePersonal, type CheckoutState } from '../state.ts';
import { validatePersonal } from '../validation.ts';
import { CheckField, TextField } from '../../components/form/Field.tsx';
import { FormMessage, useStepForm } from './Step.tsx';

/**
 * Personal details with the create-account option (the password fields then show);
 * a logged-in customer (`signedIn`) has an account, so the option is not offered
 * (client/checkout/customer.ts).
 */
export function PersonalStep({ checkout, signedIn: loggedIn }: { checkout: CheckoutState; signedIn: boolean }) {
  const t = useT();
  const app = useApp();
  const { locale } = useSnapshot(app.stores.session);
  const details = useSnapshot(checkout).personalDetails;
  const form = useStepForm(
    'personal',
    () => validatePersonal(checkout.personalDetails, locale),
    async () => {
      // Names carry over to the shipping address the first time. Read from the live state, not
      // this render's snapshot: names typed before the page was ready reach the state after the
      // render that a replayed "continue" runs in.
      const shipping = checkout.shippingDetails;
      const { firstName, lastName } = checkout.personalDetails;
      if (!shipping.firstName && !shipping.lastName) Object.assign(shipping, { firstName, lastName });
      goToStep(checkout, 'shipping'); // the shipping step loads its methods when it opens
    },
  );
  const set = (patch: Parameters<typeof updatePersonal>[1]) => updatePersonal(checkout, patch);
  return (
    <form noValidate onSubmit={form.submit} className="checkout-form">
      <div className="form-grid">
        <TextField
          id="personal-firstName"
          label={t('First name')}
          required
          value={details.firstName}
          autoComplete="given-name"
          error={form.errors.firstName}
          onValue={(firstName) => set({ firstName })}
        />
        <TextField
          id="personal-lastName"
          label={t('Last name')}
          required
          value={details.lastName}
          autoComplete="family-name"
          error={form.errors.lastName}
          onValue={(lastName) => set({ lastName })}
        />
        <TextField
          id="personal-emailAddress"
          label={t('E-mail address')}
          required
          type="email"
          inputMode="email"
          value={details.emailAddress}
          autoComplete="email"
          error={form.errors.emailAddress}
          onValue={(emailAddress) => set({ emailAddress })}
        />
      </div>
      {loggedIn ? null : (
        <>
          <CheckField
            id="personal-createAccount"
            label={t('I want to create an account')}
            checked={details.createAccount}
            onChecked={(createAccount) => set({ createAccount })}
          />
          {/* Always there, hidden while the option is off: ticked before the page is ready, the fields
          show at once (checkout.css), not once it is, moving the button under the shopper's finger. */}
          <div className="form-grid checkout-form__account" hidden={!details.createAccount}>
            <TextField
              id="personal-password"
              label={t('Choose a password')}
              required
              type="password"
              value={details.password}
              autoComplete="new-password"
              error={form.errors.password}
              onValue={(password) => set({ password })}
            />
            <TextField
              id="personal-rPassword"
              label={t('Repeat the password')}
              required
              type="password"
              value={details.rPassword}
              autoComplete="new-password"
              error={form.errors.rPassword}
              onValue={(rPassword) => set({ rPassword })}
            />
          </div>
        </>
      )}
      <FormMessage id="personal-message" text={form.message} />
      <button type="submit" className="button checkout__next" disabled={form.busy}>
        {t('Continue to shipping')}
      </button>
    </form>
  );
}
