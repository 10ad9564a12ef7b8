import { useEffect, useState } from 'react';
import type { ChildProduct, Product } from '../../shared/schemas/catalog.ts';
import { selectionOf } from '../../shared/variants.ts';
import { useApp, useT } from '../app-context.tsx';
import {
  configuredPrice,
  missingOptions,
  optionLabels,
  productOptionOf,
  qtyProblem,
  type ProductConfig,
} from '../cart/config.ts';
import { cancelEdit, saveEdit } from '../cart/actions.ts';
import type { CartLine } from '../cart/state.ts';
import { CustomOptions, QtyField } from './ProductOptions.tsx';
import { VariantOptions } from './VariantOptions.tsx';

/**
 * A cart line edited in place (productId, qty, selectedOptions): the
 * variant of a configurable product, custom options and the quantity. Saving a new quantity only
 * changes the line; other options replace it (client/cart/runtime.ts saveEdit).
 */
export default function CartLineEditor({ line }: { line: CartLine }) {
  const t = useT();
  const app = useApp();
  const { stores, api } = app;
  const [product, setProduct] = useState<Product | null>(null);
  const [child, setChild] = useState<ChildProduct | null>(null);
  const [config, setConfig] = useState<ProductConfig>(() => ({
    qty: String(line.qty),
    bundle: {},
    custom: Object.fromEntries(
      (line.product_option?.extension_attributes?.custom_options ?? []).map((o) => [
        o.option_id,
        String(o.option_value),
      ]),
    ),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const sku = line.parentSku ?? line.sku;
    void api.products({ _appliedFilters: [{ attribute: 'sku', value: { eq: sku } }] }, { size: 1 }).then(
      ({ items }) => {
        const found = items[0];
        if (!live || !found) return;
        setProduct(found);
        setChild(found.configurable_children?.find((c) => c.sku === line.sku) ?? null);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, line.parentSku, line.sku]);

  // The store's edit mode follows what the shopper chooses.
  useEffect(() => {
    const edit = stores.cart.editMode;
    if (!edit || edit.lineId !== line.id) return;
    edit.qty = Number(config.qty) || 0;
    const selected: Record<string, string> = product && child ? { ...selectionOf(product, child) } : {};
    for (const [id, value] of Object.entries(config.custom)) if (value) selected[`custom_${id}`] = value;
    edit.selectedOptions = selected;
  }, [stores.cart, line.id, config, product, child]);

  if (!product) return <p className="loading">{t('Loading...')}</p>;

  const save = async () => {
    if (missingOptions(product, config).length) return setShowMissing(true);
    const issue = qtyProblem(config.qty);
    setProblem(issue && t(issue.message, issue.params));
    if (issue) return;
    setBusy(true);
    const result = await saveEdit(app, line.id, {
      product,
      child,
      qty: Number(config.qty),
      product_option: productOptionOf(product, child, config),
      priceInclTax: configuredPrice(product, child ?? product, config).final,
      labels: optionLabels(product, child, config),
    });
    setBusy(false);
    if (!result.ok && result.inline) setProblem(t(result.message, result.params));
  };

  return (
    <div className="cart-edit">
      <VariantOptions product={product} child={child} onChange={setChild} />
      <CustomOptions
        product={product}
        config={config}
        showMissing={showMissing}
        taxRate={Number((child ?? product).taxRate ?? 0)}
        idPrefix={`edit-${line.id}`}
        onChange={(custom) => setConfig({ ...config, custom })}
      />
      <QtyField
        id={`edit-qty-${line.id}`}
        value={config.qty}
        onChange={(qty) => setConfig({ ...config, qty })}
        problem={problem}
      />
      <div className="cart-edit__actions">
        <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={save}>
          {t('Update product')}
        </button>
        <button type="button" className="text-button" onClick={() => cancelEdit(app)}>
          {t('Cancel')}
        </button>
      </div>
    </div>
  );
}
