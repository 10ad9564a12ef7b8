import '../../shared/i18n/areas/checkout.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatPrice } from '../../shared/i18n/format.ts';
import { storeHref } from '../../shared/stores.ts';
import { useApp, useT } from '../app-context.tsx';
import type { CartLine } from '../cart/state.ts';
import { cartCount, showMicrocart } from '../cart/ui.ts';
import { qtyProblem } from '../cart/config.ts';
import { changeQty, removeLine, startEdit } from '../cart/actions.ts';
import { syncTotals } from '../cart/totals.ts';
import { DeliveryTime } from './DeliveryTime.tsx';
import { Coupon, Share, Totals } from './CartSummary.tsx';
import { Link } from './Link.tsx';
import { useDialog } from './use-dialog.ts';
import './cart.css';
import { CatalogImage } from './CatalogImage.tsx';

/** The line editor loads when a line is first edited. */
const CartLineEditor = lazy(() => import('./CartLineEditor.tsx'));

/** The header button that opens the microcart (focus returns to it on close). */
export const CART_TOGGLE_ID = 'cart-toggle';

type Labels = Array<{ label: string; value: string }>;

function labelsOf(line: CartLine): Labels {
  if (line.labels?.length) return line.labels;
  try {
    const parsed: unknown = JSON.parse(line.totals?.options ?? '[]');
    return Array.isArray(parsed) ? (parsed as Labels) : [];
  } catch {
    return [];
  }
}

/** Lines with options the shopper can change in place: a configurable product's variant, custom options. */
const editable = (line: CartLine) =>
  !line.errors?.length &&
  (line.type_id === 'configurable' || !!line.product_option?.extension_attributes?.custom_options?.length);

function Line({ line, close }: { line: CartLine; close: () => void }) {
  const t = useT();
  const app = useApp();
  const editing = useSnapshot(app.stores.cart).editMode?.lineId === line.id;
  const [qty, setQty] = useState(String(line.qty));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setQty(String(line.qty)), [line.qty]);

  const commit = async (value: string | number) => {
    const issue = qtyProblem(value);
    setProblem(issue ? t(issue.message, issue.params) : null);
    if (issue || Number(value) === line.qty) return;
    const result = await changeQty(app, line.id, Number(value));
    if (!result.ok && result.inline) setProblem(t(result.message, result.params));
  };
  const rowTotal = line.totals?.row_total_incl_tax ?? line.price_incl_tax * line.qty;
  const image = line.thumbnail ? (
    <CatalogImage className="cart-line__image" src={line.thumbnail} width={150} height={150} sizes="88px" />
  ) : (
    <span className="cart-line__image" />
  );
  const labels = labelsOf(line);
  const qtyId = `qty-${line.id}`;
  return (
    <li className={`cart-line ${line.pending ? 'cart-line--pending' : ''}`} aria-busy={line.pending || undefined}>
      {line.path ? (
        <Link to={line.path} onClick={close} tabIndex={-1} aria-hidden="true">
          {image}
        </Link>
      ) : (
        image
      )}
      <div className="cart-line__body">
        {line.path ? (
          <Link to={line.path} className="cart-line__name" onClick={close}>
            {line.name}
          </Link>
        ) : (
          <span className="cart-line__name">{line.name}</span>
        )}
        {labels.length > 0 && (
          <ul className="cart-line__options">
            {labels.map((l) => (
              <li key={l.label}>
                {l.label}: {l.value}
              </li>
            ))}
          </ul>
        )}
        <DeliveryTime of={line} />
        {line.stock_status === 'out_of_stock' && (
          <p className="cart-line__note">{t('Not in stock at the moment - longer delivery time')}</p>
        )}
        {line.errors?.map((e) => (
          <p key={e} className="error-text">
            {t(e)}
          </p>
        ))}
        <div className="cart-line__row">
          <div className="stepper">
            <button
              type="button"
              aria-label={t('Decrease quantity')}
              disabled={line.qty <= 1 || editing}
              onClick={() => commit(line.qty - 1)}
            >
              −
            </button>
            <label htmlFor={qtyId} className="sr-only">
              {t('Quantity of {productName}', { productName: line.name })}
            </label>
            <input
              id={qtyId}
              inputMode="numeric"
              value={qty}
              disabled={editing}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${qtyId}-error` : undefined}
              onChange={(e) => setQty(e.target.value)}
              onBlur={() => commit(qty)}
              onKeyDown={(e) => e.key === 'Enter' && commit(qty)}
            />
            <button
              type="button"
              aria-label={t('Increase quantity')}
              disabled={editing}
              onClick={() => commit(line.qty + 1)}
            >
              +
            </button>
          </div>
          <span className="cart-line__price">
            {line.qty > 1 && (
              <small>
                {line.qty} × {formatPrice(line.price_incl_tax)}
              </small>
            )}
            <strong>{formatPrice(rowTotal)}</strong>
          </span>
        </div>
        {problem && (
          <p id={`${qtyId}-error`} className="error-text" role="alert">
            {problem}
          </p>
        )}
        <div className="cart-line__actions">
          {editable(line) && !editing && (
            <button type="button" className="text-button" onClick={() => startEdit(app, line.id)}>
              {t('Edit product')}
            </button>
          )}
          <button
            type="button"
            className="text-button"
            aria-label={t('Remove {productName} from cart', { productName: line.name })}
            onClick={() => removeLine(app, line.id)}
          >
            {t('Remove')}
          </button>
        </div>
        {editing && (
          <Suspense fallback={<p className="loading">{t('Loading...')}</p>}>
            <CartLineEditor line={line} />
          </Suspense>
        )}
      </div>
    </li>
  );
}

/**
 * The microcart drawer (UI state `microcart`): lines with 150×150 thumbnails, quantity steppers,
 * edit and remove, coupon, totals from the server (fetched again only when the cart hash changed),
 * share link and the way to the checkout. Loaded on first open, outside the entry chunk.
 */
export default function Microcart() {
  const t = useT();
  const app = useApp();
  const { stores, store, config } = app;
  const cart = useSnapshot(stores.cart);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = cartCount(cart);

  const close = () => {
    showMicrocart(stores.ui, false);
    document.getElementById(CART_TOGGLE_ID)?.focus();
  };

  useDialog(panel, closeButton, close);

  // Totals follow the cart: fetched on open and after changes, only when the cart hash changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: totals follow the cart hash, not every new cart object
  useEffect(() => {
    if (!cart.loaded) return;
    const timer = setTimeout(() => void syncTotals(app).catch(() => undefined), 150);
    return () => clearTimeout(timer);
  }, [app, cart.loaded, cart.cartHash]);

  const checkout = config.externalCheckout ? (
    <a className="button microcart__checkout" href={storeHref(store, '/checkout')}>
      {t('Go to checkout')}
    </a>
  ) : (
    <Link to="/checkout" className="button microcart__checkout" onClick={close}>
      {t('Go to checkout')}
    </Link>
  );

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the backdrop is a pointer shortcut; Escape closes the dialog for keyboard users */}
      <div className="drawer-backdrop" onClick={close} />
      <div
        ref={panel}
        id="microcart"
        className="drawer microcart"
        role="dialog"
        aria-modal="true"
        aria-labelledby="microcart-title"
      >
        <div className="drawer__head">
          <h2 id="microcart-title" className="drawer__title">
            {t('Shopping cart')}{' '}
            {count > 0 && (
              <span className="drawer__count">({count === 1 ? t('1 item') : t('{count} items', { count })})</span>
            )}
          </h2>
          <button ref={closeButton} type="button" className="drawer__close" aria-label={t('Close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {!cart.loaded ? (
          <p className="loading">{t('Loading...')}</p>
        ) : cart.cartItems.length === 0 ? (
          <div className="drawer__empty">
            <p>{t('Your cart is empty.')}</p>
            <p className="empty">{t('You have not added any products to your cart yet.')}</p>
            <button type="button" className="button" onClick={close}>
              {t('Continue shopping')}
            </button>
          </div>
        ) : (
          <>
            <ul className="cart-lines">
              {cart.cartItems.map((line) => (
                <Line key={line.id} line={line as CartLine} close={close} />
              ))}
            </ul>
            <Coupon />
            <Totals />
            <div className="microcart__actions">
              {checkout}
              <button type="button" className="text-button" onClick={close}>
                {t('Continue shopping')}
              </button>
            </div>
            <Share />
          </>
        )}
      </div>
    </>
  );
}
