import { pullCart, runtimeOf, type CartContext } from './runtime.ts';
import { needsPush } from './push.ts';
import { loadSharedCart } from './share.ts';

export type { CartContext } from './runtime.ts';

/** The code of a share-cart link path (/sharecart/cart/index/crypt/{code}, with or without a store prefix). */
export function shareCodeOf(pathname: string): string | null {
  const match = /\/sharecart\/cart\/index\/crypt\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * Browser start, after hydration (client/components/CartButton.tsx; a page without the header
 * calls it itself): the stored cart at once, then the server's lines; on a share
 * link the shared cart is loaded into the shopper's cart. Once per shopper.
 */
export function startCart(ctx: CartContext, options: { shareCode?: string | null } = {}): Promise<void> {
  const rt = runtimeOf(ctx);
  rt.started ??= (async () => {
    // Changes the server has not confirmed are pushed, not overwritten by the server's lines, once
    // the queue replayed what it kept (client/offline/cart-sync.ts).
    const unconfirmed = needsPush(ctx.stores.cart, rt.inflight);
    if (ctx.stores.cart.cartServerToken && !unconfirmed) await pullCart(ctx).catch(() => undefined);
    const code =
      options.shareCode !== undefined
        ? options.shareCode
        : typeof window === 'undefined'
          ? null
          : shareCodeOf(window.location.pathname);
    if (code) await loadSharedCart(ctx, code);
  })();
  return rt.started;
}
