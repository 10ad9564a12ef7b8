import type { CartContext } from '../cart/runtime.ts';
import type { CartState } from '../cart/state.ts';
import type { DurableQueue } from './queue-types.ts';
import type { TaskRecord } from './task-store.ts';

/**
 * The cart beside the durable queue: cart changes the queue could not send (offline) mark the
 * cart unsynced (kept with it over reloads); once the queue has replayed every cart change it
 * kept, the server cart is made equal to the client's (client/cart/push.ts). Without unconfirmed
 * changes the client reads the server's cart instead. Runs whenever the queue changes (a retry
 * that got through, another tab's send), when the browser is back online, and at start.
 */

const CART_CALL = /^\/?api\/cart\//;
const UNSENT = new Set<TaskRecord['status']>(['queued', 'waiting', 'sending']);

/** Cart changes the queue still has to send (a refused one is final: the inbox shows it). */
export const unsentCartChanges = (records: readonly TaskRecord[]): boolean =>
  records.some((r) => CART_CALL.test(r.url) && UNSENT.has(r.status));

/** Cart changes that found no network: the server cart is made equal to the client's later. */
export const parkedCartChanges = (records: readonly TaskRecord[]): boolean =>
  records.some((r) => CART_CALL.test(r.url) && r.status === 'waiting');

const unconfirmed = (cart: CartState) => !!cart.unsynced || cart.cartItems.some((l) => l.pending);

export interface CartSync {
  /** Pushes unconfirmed changes, or else (`pull`) reads the server's cart; after the queue's cart changes. */
  refresh(pull: boolean): Promise<void>;
}

export function syncCartWithQueue(queue: DurableQueue, ctx: CartContext): CartSync {
  const cart = ctx.stores.cart;
  async function refresh(pull: boolean): Promise<void> {
    const records = queue.records();
    if (parkedCartChanges(records)) cart.unsynced = true;
    if (unsentCartChanges(records)) return;
    if (unconfirmed(cart)) {
      const { pushCart } = await import('../cart/push.ts');
      await pushCart(ctx).catch(() => undefined); // no network yet: again at the next change
    } else if (pull && cart.cartServerToken) {
      const { pullCart } = await import('../cart/runtime.ts');
      await pullCart(ctx).catch(() => undefined);
    }
  }
  queue.subscribe(() => void refresh(false));
  window.addEventListener('online', () => void refresh(false));
  void refresh(false);
  return { refresh };
}
