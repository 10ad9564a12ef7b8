import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import '../../shared/i18n/areas/supplies.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { useApp, useT } from '../app-context.tsx';
import type { Stores } from '../stores/index.ts';
import { closeSupplies, createSuppliesStore, openSupplies, type SuppliesState } from './state.ts';
import type { SuppliesRule } from './config.ts';
import { SuppliesPanel } from './SuppliesPanel.tsx';
import './supplies.css';

/** The shopper's supplies state (`stores.supplies`), made with the first panel. */
function suppliesOf(stores: Stores): SuppliesState {
  stores.supplies ??= createSuppliesStore();
  return stores.supplies;
}

/** "Show accessories" and the panel it opens. */
export function SuppliesEntry({ product, rule }: { product: Product; rule: SuppliesRule }) {
  const t = useT();
  const app = useApp();
  const state = suppliesOf(app.stores);
  const snap = useSnapshot(state);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    closeSupplies(state, app.stores.ui);
    button.current?.focus();
  };
  const showing = snap.open && snap.product?.sku === product.sku;
  // Back on the product (after a navigation closed the page's panels): the overlay follows the panel again.
  useEffect(() => {
    if (state.open && state.product?.sku === product.sku) app.stores.ui.overlay = !state.minified;
  }, [state, app.stores.ui, product.sku]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button supplies__open"
        aria-haspopup="dialog"
        aria-expanded={showing}
        onClick={() => openSupplies(state, app.stores.ui, { sku: product.sku, name: product.name })}
      >
        {t('Show accessories')}
      </button>
      {showing && <SuppliesPanel state={state} rule={rule} close={close} />}
    </>
  );
}
