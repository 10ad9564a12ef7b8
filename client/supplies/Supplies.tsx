import { useEffect, useState, type ComponentType } from 'react';
import type { Product } from '../../shared/schemas/catalog.ts';
import { suppliesRuleFor, type SuppliesRule } from './config.ts';

type EntryComponent = ComponentType<{ product: Product; rule: SuppliesRule }>;

/**
 * The supplies configurator's place on a gate or fence product page. Only this and the small rule
 * table are in the product page's chunk: the button, the panel and their texts load when the
 * browser is idle after hydration, so the first paint carries none of it.
 */
export function Supplies({ product }: { product: Product }) {
  const rule = suppliesRuleFor(product.category_ids);
  const [Entry, setEntry] = useState<EntryComponent | null>(null);
  useEffect(() => {
    if (!rule) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
    idle(() => void import('./SuppliesEntry.tsx').then((m) => setEntry(() => m.SuppliesEntry)));
  }, [rule]);
  return rule && Entry ? <Entry product={product} rule={rule} /> : null;
}
