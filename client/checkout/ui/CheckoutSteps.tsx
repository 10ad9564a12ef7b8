import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../app-context.tsx';
import { lazyLoaded } from '../../components/lazy-loaded.tsx';
import { summaryOf } from '../step-summary.ts';
import { goToStep, STEPS, type CheckoutState, type CheckoutStep } from '../state.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { PersonalStep } from './PersonalStep.tsx';
import { Step } from './Step.tsx';

const TITLES: Record<CheckoutStep, string> = {
  personal: 'Personal details',
  shipping: 'Shipping address',
  payment: 'Payment',
  review: 'Order review',
};

// The first step's form is part of the page's code; the later ones load when the shopper starts
// on the steps (or one of them opens), so a phone starts the checkout with only what it shows.
type StepProps = { checkout: CheckoutState };
const later = {
  shipping: lazyLoaded<StepProps>(() => import('./ShippingStep.tsx').then((m) => ({ default: m.ShippingStep }))),
  payment: lazyLoaded<StepProps>(() => import('./PaymentStep.tsx').then((m) => ({ default: m.PaymentStep }))),
  review: lazyLoaded<StepProps>(() => import('./ReviewStep.tsx').then((m) => ({ default: m.ReviewStep }))),
};
const FORMS = {
  personal: PersonalStep,
  shipping: later.shipping.Component,
  payment: later.payment.Component,
  review: later.review.Component,
};

/** Loads the later steps' forms ahead of need (the first step's "continue" then opens at once). */
function loadLaterSteps(): void {
  for (const form of Object.values(later)) void form.load().catch(() => undefined);
}

/**
 * The checkout's frame: the four steps (the open one with its form, the done ones with a summary)
 * and the order summary. `pending`: the page is not ready yet (server HTML, hydration): the summary
 * shows its heading only, as nothing of the cart is known.
 */
export function CheckoutSteps({ checkout, pending = false }: { checkout: CheckoutState; pending?: boolean }) {
  const t = useT();
  const snap = useSnapshot(checkout);
  const active = STEPS.indexOf(snap.activeStep);
  return (
    <div className="checkout">
      <h1>{t('Checkout')}</h1>
      <div className="checkout__layout">
        <div className="checkout__steps" onFocusCapture={pending ? undefined : loadLaterSteps}>
          {STEPS.map((step, index) => {
            const Form = FORMS[step];
            return (
              <Step
                key={step}
                step={step}
                number={index + 1}
                title={t(TITLES[step])}
                state={index < active ? 'done' : index === active ? 'open' : 'todo'}
                summary={summaryOf(step, snap, t)}
                onEdit={() => goToStep(checkout, step)}
              >
                <Suspense fallback={null}>
                  <Form checkout={checkout} />
                </Suspense>
              </Step>
            );
          })}
        </div>
        <OrderSummary pending={pending} />
      </div>
    </div>
  );
}
