import { startTransition, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { proxy, useSnapshot, type Snapshot } from 'valtio';
import '../../../shared/i18n/areas/checkout.ts';
import '../../../shared/i18n/areas/messages.ts';
import { useApp, useT } from '../../app-context.tsx';
import { Link } from '../../components/Link.tsx';
import { dismissAll } from '../../stores/notifications.ts';
import { browserStorage } from '../../stores/persisted.ts';
import { checkoutStorageKey } from '../persist.ts';
import { checkoutOf } from '../session.ts';
import { createCartStore, type CartState } from '../../cart/state.ts';
import { orderViewOf, type OrderView } from '../order-view.ts';
import { createCheckoutStore, startNewCheckout, type CheckoutState } from '../state.ts';
import { CheckoutSteps } from './CheckoutSteps.tsx';
import { ThankYou } from './ThankYou.tsx';

/**
 * False on the server, while hydrating and in the render after: what the server sent is shown
 * until then (it knows neither the cart nor the entered data). Set as a transition, so the
 * hydration stays in slices the phone can paint and answer input between.
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/** Names typed into the first step before the page was ready are kept in the shopper's checkout. */
function keepEarlyEntries(from: CheckoutState, to: CheckoutState): void {
  for (const key of ['firstName', 'lastName', 'emailAddress'] as const) {
    const typed = from.personalDetails[key];
    if (typed) to.personalDetails[key] = typed;
  }
}

/** What the server knew of the shopper (worker/ssr/checkout-cart.ts); nothing on a page the browser rendered. */
export interface CheckoutViewProps {
  cart?: OrderView | null;
  signedIn?: boolean;
}

/**
 * The store's cart as the summary shows it. Totals the store has not read yet are the server's,
 * shown dimmed until the store's own arrive, so the summary does not lose them meanwhile.
 */
function orderOf(cart: Snapshot<CartState>, sent: OrderView | null | undefined): OrderView {
  const order = orderViewOf(cart);
  if (order.segments.length || !sent?.segments.length) return order;
  return { ...order, segments: sent.segments, fresh: false };
}

/**
 * The shop's own checkout (minimal layout), an island of its page: personal details, shipping,
 * payment and the order review as sections of one page, the order summary with coupon and totals
 * beside them, then the thank-you page. The server sends the steps with the first one open and
 * empty, the shopper's cart in the summary and a customer's first step without the account offer
 * (from the cookies the browser mirrors its tokens into), or the empty cart's message; the browser
 * hydrates exactly that. The session, the cart and the entered data load after hydration, then the
 * same frame shows them (or the thank-you page). A logged-in customer finds the profile's details
 * filled in (client/checkout/customer.ts).
 */
export function CheckoutView({ cart: sent, signedIn = false }: CheckoutViewProps) {
  const t = useT();
  const app = useApp();
  const hydrated = useHydrated();
  // Until hydrated, nothing follows the stores: a change there would end the sliced hydration at once.
  const unknown = useMemo(() => ({ cart: createCartStore(), user: proxy({ loaded: false, token: null }) }), []);
  const cart = useSnapshot(hydrated ? app.stores.cart : unknown.cart);
  const user = useSnapshot(hydrated ? app.stores.user : unknown.user);
  // The first step as the server sent it: what is typed into it before the page is ready.
  const blank = useMemo(() => createCheckoutStore(app.store.country), [app]);
  // With no checkout kept (a guest's first visit), the shopper's checkout is the empty one the server
  // rendered, so the island hydrates with it: what is typed, ticked or sent before the cart is read
  // lands in it. A kept one may differ from the server's page: it follows once hydrated.
  const checkout = useMemo(
    () =>
      hydrated || (typeof window !== 'undefined' && !browserStorage()?.getItem(checkoutStorageKey(app.store.code)))
        ? checkoutOf(app.stores, app.store.code, app.store.country)
        : null,
    [app, hydrated],
  );
  // The shopper's own frame renders at low priority, in slices, once cart and session are there.
  const ready = useDeferredValue(!!checkout && cart.loaded && user.loaded);
  const snap = useSnapshot(checkout ?? blank);
  // Toasts of the pages before (e.g. 'Product has been added to the cart!') end here.
  useEffect(() => dismissAll(app.stores.notifications), [app]);
  useEffect(() => {
    if (!hydrated) return;
    // The page has no header (minimal layout), whose buttons start session and cart elsewhere. The
    // session first: it reads the stored token at once, so the cart's calls carry it (a customer cart
    // answers only with its owner's token) and the order lands in the customer's history.
    void import('../../account/session.ts')
      .then(({ startSession }) => {
        void startSession(app);
        return import('../../cart/start.ts');
      })
      .then(({ startCart }) => startCart(app));
  }, [app, hydrated]);
  // Before the shopper's checkout paints, so the first step never shows empty what was typed into it.
  useLayoutEffect(() => {
    if (checkout) keepEarlyEntries(blank, checkout);
  }, [blank, checkout]);
  // The totals show from the first step: fetched once the cart is there (only when it changed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: totals follow the cart hash, not every new cart object
  useEffect(() => {
    if (!cart.loaded || !cart.cartItems.length) return;
    void import('../../cart/totals.ts').then(({ syncTotals }) => syncTotals(app)).catch(() => undefined);
  }, [app, cart.loaded, cart.cartHash]);
  // A new cart after an order: the thank-you page gives way to a new checkout.
  useEffect(() => {
    if (checkout && cart.loaded && snap.isThankYouPage && cart.cartItems.length) startNewCheckout(checkout);
  }, [cart.loaded, cart.cartItems.length, snap.isThankYouPage, checkout]);

  if (!ready || !checkout) {
    if (sent && !sent.lines.length) return <EmptyCart />;
    return <CheckoutSteps checkout={checkout ?? blank} order={sent ?? null} signedIn={signedIn} pending />;
  }
  if (snap.isThankYouPage && snap.lastOrder && !cart.cartItems.length) {
    return (
      <div className="checkout">
        <h1>{t('Order confirmation')}</h1>
        <ThankYou checkout={checkout} order={snap.lastOrder} />
      </div>
    );
  }
  if (!cart.cartItems.length) return <EmptyCart />;
  return <CheckoutSteps checkout={checkout} order={orderOf(cart, sent)} signedIn={!!user.token} />;
}

function EmptyCart() {
  const t = useT();
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
