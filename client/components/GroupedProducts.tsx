import { useState } from 'react';
import { qtyWithinStock, stockState } from '../../shared/pricing/stock-state.ts';
import { productPath } from '../../shared/product-url.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { useApp, useT } from '../app-context.tsx';
import { qtyProblem } from '../cart/config.ts';
import { Link } from './Link.tsx';
import { Price } from './Price.tsx';
import { QTY_NOT_POSITIVE } from '../../shared/rules/texts.ts';

const STOCK_TEXT = { ok: 'In stock', out_of_stock: 'Out of stock', volatile: 'Availability unknown' } as const;

/**
 * A grouped product: its products as a table with a quantity
 * per row; "Add to cart" adds one line per row with a quantity above 0. A chunk of its own: only
 * grouped product pages load it.
 */
export default function GroupedProducts({ product, items }: { product: Product; items: readonly Product[] }) {
  const t = useT();
  const app = useApp();
  const links = (product.product_links ?? []).filter((l) => l.link_type === 'associated' && l.linked_product_sku);
  const rows = links
    .map((l) => ({ link: l, item: items.find((i) => i.sku === l.linked_product_sku) }))
    .filter((r): r is { link: (typeof links)[number]; item: Product } => !!r.item);
  // The shop's suggested quantities, never more than the stock lets a shopper order.
  const [qty, setQty] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      rows.map(({ link, item }) => [
        item.sku,
        String(qtyWithinStock((link.extension_attributes as { qty?: number } | undefined)?.qty ?? 1, item.stock)),
      ]),
    ),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const add = async () => {
    const next: Record<string, string> = {};
    const wanted = rows.filter(({ item }) => (qty[item.sku] ?? '').trim() !== '' && qty[item.sku] !== '0');
    for (const { item } of wanted) {
      const issue = qtyProblem(qty[item.sku]!, { maxSaleQty: Number(item.stock?.max_sale_qty) || null });
      if (issue) next[item.sku] = t(issue.message, issue.params);
    }
    if (!wanted.length && rows[0]) next[rows[0].item.sku] = t(QTY_NOT_POSITIVE);
    setProblems(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const { addToCart } = await import('../cart/actions.ts');
      for (const { item } of wanted) {
        const result = await addToCart(app, {
          product: item,
          qty: Number(qty[item.sku]),
          priceInclTax: Number(item.finalPriceInclTax ?? item.priceInclTax),
        });
        if (!result.ok && result.inline) setProblems((p) => ({ ...p, [item.sku]: t(result.message, result.params) }));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grouped">
      <table className="grouped__table">
        <thead>
          <tr>
            <th scope="col">{t('Name')}</th>
            <th scope="col">{t('Price')}</th>
            <th scope="col">{t('Quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ item }) => {
            const id = `grouped-${item.sku}`;
            const stock = stockState(item.stock);
            return (
              <tr key={item.sku}>
                <th scope="row">
                  <Link to={productPath(item)}>{item.name}</Link>
                  <span className={`stock stock--${stock}`}>{t(STOCK_TEXT[stock])}</span>
                </th>
                <td>
                  <Price
                    final={Number(item.finalPriceInclTax ?? item.priceInclTax)}
                    original={Number(item.originalPriceInclTax ?? item.priceInclTax)}
                  />
                </td>
                <td>
                  <label htmlFor={id} className="sr-only">{`${t('Quantity')}: ${item.name}`}</label>
                  <input
                    id={id}
                    className="qty__input"
                    inputMode="numeric"
                    value={qty[item.sku] ?? ''}
                    aria-invalid={problems[item.sku] ? true : undefined}
                    aria-describedby={problems[item.sku] ? `${id}-error` : undefined}
                    onChange={(e) => setQty({ ...qty, [item.sku]: e.target.value })}
                  />
                  {problems[item.sku] && (
                    <p id={`${id}-error`} className="error-text" role="alert">
                      {problems[item.sku]}
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button
        type="button"
        className="button add-to-cart__button"
        disabled={busy || !rows.length}
        aria-busy={busy || undefined}
        onClick={add}
      >
        {t('Add to cart')}
      </button>
    </div>
  );
}
