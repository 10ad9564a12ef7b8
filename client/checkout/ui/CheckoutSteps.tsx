import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../app-context.tsx';
import { lazyLoaded } from '../../components/lazy-loaded.tsx';
import { summaryOf } from '../step-summary.ts';
import { goToStep, STEPS, type CheckoutState, type CheckoutStep } from '../state.ts';
import type { OrderView } from '../order-view.ts';
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

/**
 * The form of a step: the first one's is at hand, a later one's is loaded. Only a later one is in
 * a Suspense boundary: React hydrates a boundary of the server's HTML after the rest, when idle,
 * so the first step's fields would not be React's yet when the island counts as hydrated and hands
 * over what was typed and ticked before (client/islands/early-input.ts); that would be lost.
 */
function StepForm({ step, checkout, signedIn }: { step: CheckoutStep; checkout: CheckoutState; signedIn: boolean }) {
  if (step === 'personal') return <PersonalStep checkout={checkout} signedIn={signedIn} />;
  const Form = later[step].Component;
  return (
    <Suspense fallback={null}>
      <Form checkout={checkout} />
    </Suspense>
  );
}

/** Loads the later steps' forms ahead of need (the first step's "continue" then opens at once). */
function loadLaterSteps(): void {
  for (const form of Object.values(later)) void form.load().catch(() => undefined);
}

interface FrameProps {
  checkout: CheckoutState;
  /** The order summary's cart; null while it is not known. */
  order: OrderView | null;
  /** A customer's checkout: the first step offers no account to create. */
  signedIn: boolean;
  /** The page is not ready yet (server HTML, hydration): the later steps' forms are not loaded ahead. */
  pending?: boolean;
}

/**
 * The checkout's frame: the four steps (the open one with its form, the done ones with a summary)
 * and the order summary.
 */
export function CheckoutSteps({ checkout, order, signedIn, pending = false }: FrameProps) {
  const t = useT();
  const snap = useSnapshot(checkout);
  const active = STEPS.indexOf(snap.activeStep);
  return (
    <div className="checkout">
      <h1>{t('Checkout')}</h1>
      <div className="checkout__layout">
        <div className="checkout__steps" onFocusCapture={pending ? undefined : loadLaterSteps}>
          {STEPS.map((step, index) => {
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
                <StepForm step={step} checkout={checkout} signedIn={signedIn} />
              </Step>
            );
          })}
        </div>
        <OrderSummary order={order} />
      </div>
    </div>
  );
}
