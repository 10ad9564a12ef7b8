import { useState } from 'react';
import { formatPrice } from '../../shared/i18n/format.ts';
import type { BomLine } from '../../shared/planner/bom.ts';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { type AddPlanResult, addPlanToCart } from './add-plan.ts';

export const NOT_IN_STOCK = 'Not enough in stock, so nothing was added: {products}.';
export const PLAN_ADDED = 'All {count} items of the plan are in the cart.';

type Status = { kind: 'idle' | 'adding' | 'stock' } | ({ kind: 'done' } & AddPlanResult);

/**
 * "Add everything to the cart": one all-or-nothing call for the whole list. A part the catalog
 * cannot deliver in the quantity needed (sold out, or too few counted) stops it before it is sent,
 * with the part's name and, where the catalog has one, an alternative the shopper can take instead.
 */
export function PlanToCart({ lines }: { lines: BomLine[] }) {
  const t = useT();
  const app = useApp();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const soldOut = lines.filter((l) => !l.available);
  const replaceable = soldOut.every((l) => l.alternative);

  const add = async (items: Array<{ sku: string; qty: number }>) => {
    setStatus({ kind: 'adding' });
    setStatus({ kind: 'done', ...(await addPlanToCart(app, items)) });
  };
  const addAll = () => (soldOut.length ? setStatus({ kind: 'stock' }) : void add(lines));
  const addWithAlternatives = () =>
    void add(lines.map((l) => (!l.available && l.alternative ? { sku: l.alternative.sku, qty: l.qty } : l)));

  return (
    <div className="planner__cart">
      <button
        type="button"
        className="button"
        onClick={addAll}
        disabled={!lines.length || status.kind === 'adding'}
        aria-describedby="planner-cart-status"
      >
        {t('Add everything to the cart')}
      </button>
      <div id="planner-cart-status" role="status" aria-live="polite">
        {status.kind === 'stock' && (
          <div className="planner__message planner__message--error">
            <p>{t(NOT_IN_STOCK, { products: soldOut.map((l) => l.name).join(', ') })}</p>
            {soldOut.some((l) => l.alternative) && (
              <ul>
                {soldOut.map((l) =>
                  l.alternative ? (
                    <li key={l.sku}>
                      {t('Instead of {product}: {alternative} for {price}', {
                        product: l.name,
                        alternative: l.alternative.name,
                        price: formatPrice(l.alternative.price),
                      })}
                    </li>
                  ) : null,
                )}
              </ul>
            )}
            {replaceable && (
              <button type="button" className="button" onClick={addWithAlternatives}>
                {t('Add everything with the alternatives')}
              </button>
            )}
          </div>
        )}
        {status.kind === 'done' && status.ok && (
          <p className="planner__message">
            {t(PLAN_ADDED, { count: lines.length })} <Link to="/checkout">{t('Proceed to checkout')}</Link>
          </p>
        )}
        {status.kind === 'done' && !status.ok && (
          <p className="planner__message planner__message--error">{t(status.message, status.params)}</p>
        )}
      </div>
    </div>
  );
}
