import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useApp, useT } from '../app-context.tsx';
import { cartCount, showMicrocart } from '../cart/ui.ts';
import { useHydrated } from './use-list.ts';
import { cartStorageKey, SHARE_CART_PATH } from '../cart/state.ts';
import type { CartContext } from '../cart/runtime.ts';
import { whenStored } from '../stores/persisted.ts';
import { whenIdle } from '../islands/schedule.ts';
import { lazyLoaded } from './lazy-loaded.tsx';

/**
 * The microcart drawer's code loads with its first opening, or earlier where an opening is likely:
 * at idle once the shopper has changed the cart on this page (an add), or when the button is pressed.
 */
const { Component: Microcart, load: loadMicrocart } = lazyLoaded(() => import('./Microcart.tsx'));

const startCart = (app: CartContext) => import('../cart/start.ts').then((m) => m.startCart(app));

/**
 * The header's cart button with the count (mini cart count; 0 until the cart has loaded).
 * A chunk of its own, hydrated when it arrives; once mounted it starts the cart (the stored cart
 * at once, then the server's lines, client/cart/start.ts) when a cart is stored, on a share link,
 * when another tab fills a cart, or on a click. A visitor's first add to the cart starts it too.
 */
export default function CartButton() {
  const t = useT();
  const app = useApp();
  const { stores } = app;
  const open = useSnapshot(stores.ui).microcart;
  const cart = useSnapshot(stores.cart);
  const count = useHydrated() && cart.loaded ? cartCount(cart) : 0;
  const changedHere = count > 0 && (stores.cartRuntime?.changes ?? 0) > 0;
  useEffect(() => {
    if (changedHere) whenIdle(() => void loadMicrocart());
  }, [changedHere]);
  useEffect(() => {
    if (SHARE_CART_PATH.test(window.location.pathname)) return void startCart(app);
    return whenStored(cartStorageKey(app.store.code), () => void startCart(app));
  }, [app]);
  return (
    <>
      <button
        type="button"
        id="cart-toggle"
        className="header__icon"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={count ? `${t('Cart')}, ${count}` : t('Cart')}
        title={t('Cart')}
        onPointerDown={() => void loadMicrocart()}
        onClick={() => {
          void startCart(app);
          showMicrocart(stores.ui, !open);
        }}
      >
        <svg className="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M3 4h2l2.4 10.5h10.8L21 7H6.2M9.5 19.5a1 1 0 1 0 0 .1M17 19.5a1 1 0 1 0 0 .1"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {count > 0 && (
          <span className="header__count" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Microcart />
        </Suspense>
      )}
    </>
  );
}
