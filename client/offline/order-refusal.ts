import type { LineToAdd } from '../cart/share.ts';
import type { TaskRecord } from './task-store.ts';

/**
 * What the sync inbox tells the shopper about an order the shop refused when it arrived (sent from
 * the queue, maybe days after it was placed offline): each reason in a sentence the shopper can act
 * on (a price that changed, from what to what; too little stock; a product gone), then what to do,
 * and the order's lines to put back into the cart and order again. The server's refusal details
 * (`meta` of the answer, kept on the record) name the reasons; the order itself names the products.
 */

export const CHECK_AND_ORDER_AGAIN = 'Please check the cart and order again.';
export const PUT_BACK_IN_CART = 'Put the items back in the cart';

export interface Sentence {
  key: string;
  params?: Record<string, string | number>;
}

interface OrderedProduct {
  sku: string;
  qty: number;
  name?: string;
  product_option?: LineToAdd['product_option'];
}

type Change =
  | { kind: 'line'; sku: string; name?: string; seen: number; now: number }
  | { kind: 'shipping' | 'grand_total'; seen: number; now: number };

const productsOf = (record: TaskRecord): OrderedProduct[] => {
  const products = (record.payload as { products?: unknown } | null)?.products;
  return Array.isArray(products)
    ? products.filter((p): p is OrderedProduct => typeof p?.sku === 'string' && typeof p?.qty === 'number')
    : [];
};

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * The sentences of a refused order, `formatCents` giving a price as the shopper reads it; null for
 * a record that is no refused order. A refusal without details keeps the server's own text.
 */
export function refusalSentences(record: TaskRecord, formatCents: (cents: number) => string): Sentence[] | null {
  if (record.kind !== 'order' || record.status !== 'rejected') return null;
  const products = productsOf(record);
  const nameOf = (sku: string, fallback?: string) => products.find((p) => p.sku === sku)?.name || fallback || sku;
  const refusal = record.refusal ?? {};
  const sentences: Sentence[] = [];
  if (refusal.reason === 'prices_changed') {
    for (const change of listOf<Change>(refusal.changes)) {
      const params = { before: formatCents(change.seen), after: formatCents(change.now) };
      if (change.kind === 'line')
        sentences.push({
          key: 'The price of {name} has changed from {before} to {after}.',
          params: { ...params, name: nameOf(change.sku, change.name) },
        });
      else if (change.kind === 'shipping')
        sentences.push({ key: 'The shipping price has changed from {before} to {after}.', params });
      else sentences.push({ key: 'The grand total has changed from {before} to {after}.', params });
    }
  } else if (refusal.reason === 'insufficient_stock') {
    for (const item of listOf<{ sku: string; requested: number; available: number }>(refusal.items))
      sentences.push(
        item.available > 0
          ? {
              key: 'Only {available} of {name} are available; you ordered {requested}.',
              params: { name: nameOf(item.sku), available: item.available, requested: item.requested },
            }
          : { key: '{name} is sold out.', params: { name: nameOf(item.sku) } },
      );
  } else if (refusal.reason === 'products_unavailable') {
    for (const item of listOf<{ sku: string }>(refusal.items))
      sentences.push({ key: '{name} is no longer available.', params: { name: nameOf(item.sku) } });
  }
  if (!sentences.length && record.reason) sentences.push({ key: record.reason });
  sentences.push({ key: CHECK_AND_ORDER_AGAIN });
  return sentences;
}

/** The lines of an order as the cart takes them again (a refused order is ordered anew from the cart). */
export function orderLines(record: TaskRecord): LineToAdd[] {
  return productsOf(record).map((p) => ({
    sku: p.sku,
    qty: p.qty,
    ...(p.product_option ? { product_option: p.product_option } : {}),
  }));
}
