import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { formatPrice } from '../../shared/i18n/format.ts';
import { useApp, useT } from '../app-context.tsx';
import { useDialog } from '../components/use-dialog.ts';
import {
  chooseCategory,
  minimizeSupplies,
  selectSupply,
  showCategories,
  showProducts,
  toggleSupplies,
  type SuppliesState,
} from './state.ts';
import { addAllSupplies, grossPrice } from './add-all.ts';
import type { SuppliesRule } from './config.ts';
import { fetchSuppliesCategories, fetchSuppliesProducts } from './fetch.ts';
import { SuppliesMessages } from './SuppliesMessages.tsx';

interface Props {
  state: SuppliesState;
  rule: SuppliesRule;
  close: () => void;
}

/** Fetches the categories once per product, then each category's accessories when it is shown. */
function useSuppliesData(state: SuppliesState, rule: SuppliesRule): () => void {
  const { api } = useApp();
  const snap = useSnapshot(state);
  const load = () => {
    state.status = 'loading';
    fetchSuppliesCategories(api, rule).then(
      (categories) => showCategories(state, categories),
      () => {
        state.status = 'error';
      },
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded when the panel opens for a product, not on every render
  useEffect(() => {
    if (state.status === 'idle') load();
  }, [snap.product?.sku]);
  useEffect(() => {
    const id = snap.category;
    if (id === null || state.products[id]) return;
    state.status = 'loading';
    fetchSuppliesProducts(api, id).then(
      (products) => showProducts(state, id, products),
      () => {
        state.status = 'error';
      },
    );
  }, [api, state, snap.category]);
  return load;
}

/** The supplies panel: a dialog over the page (overlay), or a bar when minimised. */
export function SuppliesPanel({ state, rule, close }: Props) {
  const t = useT();
  const { stores } = useApp();
  const snap = useSnapshot(state);
  const retry = useSuppliesData(state, rule);
  const title = t('Suitable accessories for {productName}', { productName: snap.product?.name ?? '' });
  if (snap.minified) {
    return (
      <section className="supplies supplies--minified" aria-label={title}>
        <h2 className="supplies__title">{title}</h2>
        <button type="button" className="supplies__icon" onClick={() => toggleSupplies(state, stores.ui)}>
          {t('Expand')}
        </button>
        <button type="button" className="supplies__icon" aria-label={t('Close accessories')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </section>
    );
  }
  return <FullPanel state={state} title={title} close={close} retry={retry} />;
}

function FullPanel({
  state,
  title,
  close,
  retry,
}: {
  state: SuppliesState;
  title: string;
  close: () => void;
  retry: () => void;
}) {
  const t = useT();
  const app = useApp();
  const snap = useSnapshot(state);
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useDialog(panel, heading, close);
  const products = snap.category === null ? undefined : snap.products[snap.category];
  const count = Object.keys(snap.selected).length;
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the backdrop is a pointer shortcut; Escape closes the dialog for keyboard users */}
      <div className="supplies__backdrop" onClick={close} />
      <div ref={panel} className="supplies" role="dialog" aria-modal="true" aria-labelledby="supplies-title">
        <div className="supplies__head">
          <h2 id="supplies-title" ref={heading} tabIndex={-1} className="supplies__title">
            {title}
          </h2>
          <button type="button" className="supplies__icon" onClick={() => minimizeSupplies(state, app.stores.ui)}>
            {t('Minimize')}
          </button>
          <button type="button" className="supplies__icon" aria-label={t('Close accessories')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {snap.categories.length > 0 && (
          <nav aria-label={t('Accessory categories')} className="supplies__tabs">
            {snap.categories.map((c) => (
              <button
                key={c.id}
                type="button"
                aria-pressed={snap.category === c.id}
                onClick={() => chooseCategory(state, c.id)}
              >
                {c.name}
              </button>
            ))}
          </nav>
        )}
        {snap.status === 'error' ? (
          <p role="alert">
            {t('The accessories could not be loaded.')}{' '}
            <button type="button" className="supplies__icon" onClick={retry}>
              {t('Try again')}
            </button>
          </p>
        ) : !products ? (
          <p aria-busy="true">{t('Loading accessories…')}</p>
        ) : products.length === 0 ? (
          <p>{t('No accessories found in this category.')}</p>
        ) : (
          <ul className="supplies__list">
            {products.map((p) => {
              const qty = snap.selected[p.sku] ?? 0;
              return (
                <li key={p.sku} className="supplies__item">
                  <label className="supplies__choose">
                    <input
                      type="checkbox"
                      checked={qty > 0}
                      onChange={(e) => selectSupply(state, p.sku, e.target.checked ? 1 : 0)}
                    />
                    <span>{p.name}</span>
                  </label>
                  <span className="supplies__price">{formatPrice(grossPrice(p))}</span>
                  <input
                    className="supplies__qty"
                    type="number"
                    min={0}
                    inputMode="numeric"
                    aria-label={`${t('Quantity')}: ${p.name}`}
                    value={qty}
                    onChange={(e) => selectSupply(state, p.sku, Number(e.target.value) || 0)}
                  />
                </li>
              );
            })}
          </ul>
        )}
        <div className="supplies__foot">
          <span>{t('{count} selected', { count })}</span>
          <button
            type="button"
            className="button"
            disabled={count === 0 || snap.adding}
            aria-busy={snap.adding}
            onClick={() => void addAllSupplies(app, state)}
          >
            {t('Add selected accessories to cart')}
          </button>
        </div>
        <SuppliesMessages messages={snap.cartMessages} />
      </div>
    </>
  );
}
