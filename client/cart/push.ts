import type { CartItem } from '../../shared/schemas/cart.ts';
import { isApiError } from '../../shared/api/errors.ts';
import type { CartLine, CartState } from './state.ts';
import { sameItem } from './identity.ts';
import { applyServerItem, confirmLine, touch } from './lines.ts';
import { describeLines, messageOf, runtimeOf, say, settled, withCart, type CartContext } from './runtime.ts';

/**
 * After changes the server could not be told of (made offline, or cut off by a reload), the
 * client's cart is the shopper's latest word: the server cart is made equal to it. The changes the
 * durable queue kept have been replayed by then, in order; what they left different (a line added
 * before the cart existed, a line changed after a reload, a replayed add of a line removed since)
 * is set here with absolute quantities, so running it twice, or in two tabs, changes nothing more.
 * A change the server refuses (sold out, product gone) leaves the server's line and says why.
 */

/** Whether the cart has changes the server has not confirmed and nothing in this page is sending. */
export function needsPush(state: CartState, inflight: ReadonlyMap<string, unknown>): boolean {
  return (
    !!state.unsynced || state.cartItems.some((l) => l.pending && !inflight.has(l.id)) // restored after a reload
  );
}

export type PushStep =
  | { kind: 'same'; line: CartLine; item: CartItem }
  | { kind: 'qty'; line: CartLine; item: CartItem }
  | { kind: 'add'; line: CartLine }
  | { kind: 'delete'; item: CartItem };

/**
 * What makes the server's lines equal the client's: each client line is matched with the server
 * line of the same server id, else of the same identity (SKU and options); matched lines with
 * another quantity are set, unmatched ones added, and server lines no client line matched removed.
 */
export function pushPlan(lines: readonly CartLine[], items: readonly CartItem[]): PushStep[] {
  const unmatched = [...items];
  const steps: PushStep[] = [];
  for (const line of lines) {
    let index = line.item_id === undefined ? -1 : unmatched.findIndex((i) => i.item_id === line.item_id);
    if (index < 0)
      index = unmatched.findIndex((i) =>
        sameItem(
          { sku: line.sku, ...(line.product_option ? { product_option: line.product_option } : {}) },
          { sku: i.sku, ...(i.product_option ? { product_option: i.product_option } : {}) },
        ),
      );
    if (index < 0) {
      steps.push({ kind: 'add', line });
      continue;
    }
    const [item] = unmatched.splice(index, 1);
    steps.push({ kind: item!.qty === line.qty ? 'same' : 'qty', line, item: item! });
  }
  for (const item of unmatched) steps.push({ kind: 'delete', item });
  return steps;
}

const refused = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

async function pushStep(ctx: CartContext, step: PushStep): Promise<void> {
  const state = ctx.stores.cart;
  try {
    if (step.kind === 'same') applyServerItem(step.line, step.item);
    else if (step.kind === 'qty') {
      const { line, item } = step;
      const answer = await withCart(ctx, (api, token) =>
        api.update(token, { item_id: item.item_id, sku: item.sku, qty: line.qty, quoteId: token }),
      );
      applyServerItem(line, answer);
    } else if (step.kind === 'add') {
      const { line } = step;
      const answer = await withCart(ctx, (api, token) =>
        api.update(token, {
          sku: line.sku,
          qty: line.qty,
          ...(line.product_option ? { product_option: line.product_option } : {}),
          quoteId: token,
        }),
      );
      confirmLine(state, line.id, answer);
    } else await withCart(ctx, (api, token) => api.delete(token, { item_id: step.item.item_id }));
  } catch (error) {
    if (!refused(error)) throw error;
    // The server keeps its line (or has none): the shopper sees the server's state and why.
    if (step.kind === 'qty') applyServerItem(step.line, step.item);
    if (step.kind === 'add') state.cartItems.splice(state.cartItems.indexOf(step.line), 1);
    say(ctx, 'error', messageOf(error));
  }
}

let running: Promise<void> | undefined;

/**
 * Makes the server cart equal to the client's when the client has unconfirmed changes. One run at a
 * time in this page, and one in all tabs where the browser has Web Locks (another tab's run leaves
 * nothing to do here: its result arrives as a storage event). Fails (to be run again at the next
 * connection) when the network is still gone.
 */
export function pushCart(ctx: CartContext): Promise<void> {
  running ??= (async () => {
    await settled(ctx);
    const work = async () => {
      const state = ctx.stores.cart;
      if (!needsPush(state, runtimeOf(ctx).inflight)) return;
      if (!state.cartServerToken && !state.cartItems.length) {
        state.unsynced = false; // nothing to make equal: no server cart, no lines
        return;
      }
      const items = await withCart(ctx, (api, token) => api.pull(token));
      for (const step of pushPlan([...state.cartItems], items)) await pushStep(ctx, step);
      state.unsynced = false;
      state.lastSyncAt = Date.now();
      touch(state);
      await describeLines(ctx).catch(() => undefined);
    };
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    await (locks ? locks.request('zaunshop-cart-push', work) : work());
  })().finally(() => (running = undefined));
  return running;
}
