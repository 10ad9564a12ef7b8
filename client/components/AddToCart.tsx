import { useEffect, useState } from 'react';
import { checkStock } from '../../shared/api/cart.ts';
import type { ChildProduct, Product } from '../../shared/schemas/catalog.ts';
import { OUT_OF_STOCK } from '../../shared/rules/texts.ts';
import { isAvailable } from '../../shared/variants.ts';
import { useApp, useT } from '../app-context.tsx';
import {
  missingOptions,
  optionLabels,
  productOptionOf,
  qtyProblem,
  type ProductConfig,
  type QtyProblem,
} from '../cart/config.ts';
import { QtyField } from './ProductOptions.tsx';

const UNMANAGED = new Set(['bundle', 'grouped', 'virtual', 'downloadable']);

/**
 * Quantity and the add-to-cart button of the product page. Checks what it can at once (the
 * quantity texts, required options, the counted stock from /api/stock/check as the quantity
 * changes); the cart's own rules, the server call and the notifications load with the first add
 * (client/cart/runtime.ts).
 */
export function AddToCart({
  product,
  child,
  config,
  onConfig,
  priceInclTax,
  errors,
  onMissing,
}: {
  product: Product;
  child: ChildProduct | null;
  config: ProductConfig;
  onConfig: (config: ProductConfig) => void;
  /** The configured gross unit price. */
  priceInclTax: number;
  /** Product errors the page found (e.g. no available variant). */
  errors?: Record<string, string> | undefined;
  /** Called when required options are missing, so the page marks them. */
  onMissing: () => void;
}) {
  const t = useT();
  const app = useApp();
  const shown = child ?? product;
  const [problem, setProblem] = useState<QtyProblem | null>(null);
  const [available, setAvailable] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const maxSaleQty = Number(shown.stock?.max_sale_qty) || null;
  const managed = !UNMANAGED.has(product.type_id) && shown.stock?.manage_stock !== false;
  // A sold-out variant is shown when the shopper asks for it (shared/variants.ts), never bought.
  const soldOut = product.type_id === 'configurable' && !!child && !isAvailable(child);

  // Texts are a chunk of their own: fetch them now, before the shopper needs one.
  useEffect(() => void import('../../shared/i18n/areas/messages.ts'), []);

  // Counted stock of the shown product, checked as the quantity changes (debounced).
  useEffect(() => {
    setAvailable(null);
    if (!managed || config.qty === '1') return;
    let live = true;
    const timer = setTimeout(async () => {
      const stock = await checkStock(app.api.call, app.store, shown.sku).catch(() => null);
      if (!live || !stock) return;
      const counted = stock.manage_stock && stock.is_in_stock && stock.qty !== null ? stock.qty : null;
      setAvailable(counted);
      setProblem(qtyProblem(config.qty, { maxSaleQty, available: counted }));
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [app.api, app.store, managed, shown.sku, config.qty, maxSaleQty]);

  const changeQty = (qty: string) => {
    onConfig({ ...config, qty });
    setProblem(qtyProblem(qty, { maxSaleQty, available }));
  };

  const add = async () => {
    if (missingOptions(product, config).length) return onMissing();
    const issue = qtyProblem(config.qty, { maxSaleQty, available });
    setProblem(issue);
    if (issue) return;
    setBusy(true);
    try {
      const { addToCart } = await import('../cart/actions.ts');
      const result = await addToCart(app, {
        product: errors ? { ...product, errors } : product,
        child,
        qty: Number(config.qty),
        product_option: productOptionOf(product, child, config),
        priceInclTax,
        labels: optionLabels(product, child, config),
      });
      if (!result.ok && result.inline) setProblem(result);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="add-to-cart">
      <QtyField
        id="product-qty"
        value={config.qty}
        onChange={changeQty}
        problem={problem && t(problem.message, problem.params)}
      />
      <button
        type="button"
        className="button add-to-cart__button"
        disabled={busy || soldOut}
        aria-busy={busy || undefined}
        aria-describedby={soldOut ? 'add-to-cart-sold-out' : undefined}
        onClick={add}
      >
        {t('Add to cart')}
      </button>
      {soldOut && (
        <p id="add-to-cart-sold-out" className="error-text add-to-cart__sold-out">
          {t(OUT_OF_STOCK)}
        </p>
      )}
    </div>
  );
}
