import type { StoredCart } from './persist.ts';
import type { CartLine } from './state.ts';
import { sameItem } from './identity.ts';

/**
 * Two tabs changing the cart at the same moment: each writes its whole cart to localStorage, and
 * the browser passes a write on to the other tab only a little later, so the later write would
 * drop the other tab's change. Every stored cart therefore names its version and the versions it
 * was made from (`revs`, newest first). A tab that finds a stored cart not made from its own
 * version folds its own changes since their common version into it: quantities as differences,
 * lines it added or removed. Only the tab whose write the browser overwrote does so (the other
 * one finds its own write in storage), so both end with the same cart, with every change in it.
 */

/** How many earlier versions a stored cart names (and a tab remembers). */
const KEPT_VERSIONS = 20;

export const newRevision = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The versions of a stored cart, newest first: its own and the ones it was made from. */
export function revisionsAfter(rev: string, earlier: readonly string[]): string[] {
  return [rev, ...earlier].slice(0, KEPT_VERSIONS);
}

const identity = (l: CartLine) => ({
  sku: l.sku,
  ...(l.product_option ? { product_option: l.product_option } : {}),
  ...(l.checksum ? { checksum: l.checksum } : {}),
});

/** The line of `lines` that is `line`: the same local id, else the same product and options. */
function match(lines: readonly CartLine[], line: CartLine): CartLine | undefined {
  return lines.find((l) => l.id === line.id) ?? lines.find((l) => sameItem(identity(l), identity(line)));
}

/**
 * Their cart with my changes since `base` (the last version both carts were made from): a line I
 * added is added (to their line of the same product if they added it too), a quantity I changed
 * moves by my difference, a line I removed goes. What they did stays. The result has changes the
 * server has not seen as one cart, so it is marked for the next push.
 */
export function mergeCarts(base: StoredCart, mine: StoredCart, theirs: StoredCart): StoredCart {
  const items = theirs.items.map((l) => ({ ...l }));
  for (const line of mine.items) {
    const before = match(base.items, line);
    const there = match(items, line);
    if (!before) {
      if (there) Object.assign(there, { qty: there.qty + line.qty, pending: true });
      else items.push({ ...line });
      continue;
    }
    const difference = line.qty - before.qty;
    if (there && difference) Object.assign(there, { qty: Math.max(1, there.qty + difference), pending: true });
  }
  for (const before of base.items) {
    if (match(mine.items, before)) continue;
    const there = match(items, before);
    if (there) items.splice(items.indexOf(there), 1);
  }
  return {
    ...theirs,
    token: theirs.token ?? mine.token,
    couponCode: mine.couponCode !== base.couponCode ? mine.couponCode : theirs.couponCode,
    items,
    unsynced: true,
  };
}

/**
 * Whether `mine` holds a change the shopper made since `base` that no server has seen yet (a line
 * marked pending with another quantity, or added). Two tabs that end with the same cart made the
 * same change twice when each shopper's step is in it (two "+" at the same moment count twice),
 * but only once when both read the same server cart.
 */
export function shopperChanged(base: StoredCart, mine: StoredCart): boolean {
  return mine.items.some((line) => line.pending && match(base.items, line)?.qty !== line.qty);
}

/** Two carts with the same lines and quantities (in any order), coupon and token. */
export function sameCart(a: StoredCart, b: StoredCart): boolean {
  const lines = (c: StoredCart) =>
    c.items
      .map((l) => `${l.id}:${l.qty}`)
      .sort()
      .join();
  return a.token === b.token && a.couponCode === b.couponCode && lines(a) === lines(b);
}
