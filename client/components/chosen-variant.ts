import { useSyncExternalStore } from 'react';
import { proxy, subscribe } from 'valtio';
import type { ChildProduct, Product } from '../../shared/schemas/catalog.ts';
import { productPath } from '../../shared/product-url.ts';
import { storeHref } from '../../shared/stores.ts';
import { selectVariant } from '../../shared/variants.ts';
import { useApp } from '../app-context.tsx';

export interface VariantChoice {
  /** The product page this choice belongs to: its product and the child its address named. */
  page: string;
  sku: string | null;
}

/** The child a product page opens with: the one its address names, else the first one to buy. */
export function initialChild(product: Product, childSku: string | null): ChildProduct | null {
  const named = childSku ? product.configurable_children?.find((c) => c.sku === childSku) : undefined;
  return named ?? (product.type_id === 'configurable' ? selectVariant(product, {}).child : null);
}

/**
 * The configurable child chosen on a product page, and how to choose another: the address follows
 * the chosen child without a new render of the route (the page keeps its state).
 */
export function useChosenChild(
  product: Product,
  childSku: string | null,
): [ChildProduct | null, (next: ChildProduct) => void] {
  const { stores, store } = useApp();
  const page = `${product.sku}|${childSku ?? ''}`;
  // Kept in the stores: the gallery and the purchase block are islands of their own that share it.
  let choice = stores.variant;
  if (choice?.page !== page) {
    choice = proxy<VariantChoice>({ page, sku: initialChild(product, childSku)?.sku ?? null });
    stores.variant = choice;
  }
  // An island hydrating after the shopper chose a variant in another one first matches the
  // server's HTML (the address's variant), then shows the choice; one that hydrates with nothing
  // chosen since is not rendered again (a render during hydration would replace its lazy parts).
  const initialSku = initialChild(product, childSku)?.sku ?? null;
  const sku = useSyncExternalStore(
    (onChange) => subscribe(choice, onChange),
    () => choice.sku,
    () => initialSku,
  );
  const child = (sku && product.configurable_children?.find((c) => c.sku === sku)) || null;
  const choose = (next: ChildProduct) => {
    choice.sku = next.sku;
    window.history.replaceState(window.history.state, '', storeHref(store, productPath(product, next.sku)));
  };
  return [child, choose];
}
