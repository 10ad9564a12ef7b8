import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import '../../shared/i18n/areas/checkout.ts';
import '../../shared/i18n/areas/messages.ts';
import '../components/cart.css';
import '../checkout/checkout.css';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { dismissAll } from '../stores/notifications.ts';
import { checkoutOf } from '../checkout/session.ts';
import { summaryOf } from '../checkout/step-summary.ts';
import { OrderSummary } from '../checkout/ui/OrderSummary.tsx';
import { PaymentStep } from '../checkout/ui/PaymentStep.tsx';
import { PersonalStep } from '../checkout/ui/PersonalStep.tsx';
import { ReviewStep } from '../checkout/ui/ReviewStep.tsx';
import { ShippingStep } from '../checkout/ui/ShippingStep.tsx';
import { Step } from '../checkout/ui/Step.tsx';
import { ThankYou } from '../checkout/ui/ThankYou.tsx';
import { goToStep, startNewCheckout, STEPS, type CheckoutStep } from '../checkout/state.ts';

const TITLES: Record<CheckoutStep, string> = {
  personal: 'Personal details',
  shipping: 'Shipping address',
  payment: 'Payment',
  review: 'Order review',
};
const FORMS = { personal: PersonalStep, shipping: ShippingStep, payment: PaymentStep, review: ReviewStep };

/**
 * The shop's own checkout (minimal layout): personal
 * details, shipping, payment and the order review as sections of one page, the order summary with
 * coupon and totals beside them, then the thank-you page. The session, the cart and the entered data
 * load after hydration (the server renders the loading state, so the HTML it sends is what hydrates);
 * a logged-in customer finds the profile's details filled in (client/checkout/customer.ts).
 */
export default function CheckoutPage() {
  const t = useT();
  const app = useApp();
  const cart = useSnapshot(app.stores.cart);
  const user = useSnapshot(app.stores.user);
  const checkout = useMemo(() => checkoutOf(app.stores, app.store.code, app.store.country), [app]);
  const snap = useSnapshot(checkout);
  // Toasts of the pages before (e.g. 'Product has been added to the cart!') end here.
  useEffect(() => dismissAll(app.stores.notifications), [app]);
  useEffect(() => {
    // The page has no header (minimal layout), whose buttons start session and cart elsewhere. The
    // session first: it reads the stored token at once, so the cart's calls carry it (a customer cart
    // answers only with its owner's token) and the order lands in the customer's history.
    void import('../account/session.ts')
      .then(({ startSession }) => {
        void startSession(app);
        return import('../cart/start.ts');
      })
      .then(({ startCart }) => startCart(app));
  }, [app]);
  // The totals show from the first step: fetched once the cart is there (only when it changed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: totals follow the cart hash, not every new cart object
  useEffect(() => {
    if (!cart.loaded || !cart.cartItems.length) return;
    void import('../cart/totals.ts').then(({ syncTotals }) => syncTotals(app)).catch(() => undefined);
  }, [app, cart.loaded, cart.cartHash]);
  // A new cart after an order: the thank-you page gives way to a new checkout.
  useEffect(() => {
    if (cart.loaded && snap.isThankYouPage && cart.cartItems.length) startNewCheckout(checkout);
  }, [cart.loaded, cart.cartItems.length, snap.isThankYouPage, checkout]);

  if (!cart.loaded || !user.loaded) {
    return (
      <div className="checkout">
        <h1>{t('Checkout')}</h1>
        <p className="loading" aria-busy="true">
          …
        </p>
      </div>
    );
  }
  if (snap.isThankYouPage && snap.lastOrder && !cart.cartItems.length) {
    return (
      <div className="checkout">
        <h1>{t('Order confirmation')}</h1>
        <ThankYou checkout={checkout} order={snap.lastOrder} />
      </div>
    );
  }
  if (!cart.cartItems.length) {
    return (
      <div className="checkout">
        <h1>{t('Checkout')}</h1>
        <p className="empty">{t('Your cart is empty.')}</p>
        <p>
          <Link to="/" className="button">
            {t('Continue shopping')}
          </Link>
        </p>
      </div>
    );
  }
  const active = STEPS.indexOf(snap.activeStep);
  return (
    <div className="checkout">
      <h1>{t('Checkout')}</h1>
      <div className="checkout__layout">
        <div className="checkout__steps">
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
                <Form checkout={checkout} />
              </Step>
            );
          })}
        </div>
        <OrderSummary />
      </div>
    </div>
  );
}
