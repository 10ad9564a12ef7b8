import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { formatPrice } from '../../shared/i18n/format.ts';
import { shippingNotChosen } from '../../shared/pricing/totals.ts';
import { useApp, useT } from '../app-context.tsx';
import { shareCart } from '../cart/share.ts';
import { applyCoupon, removeCoupon } from '../cart/totals.ts';

/** Sending the share link by e-mail (client/service/): loaded once a share link exists. */
const ShareByMail = lazy(() => import('../service/ShareByMail.tsx'));

/**
 * The microcart's lower part: the coupon field (an empty code is ignored, a wrong one
 * shows the server's exact text), the totals from /api/cart/totals and the share link.
 */

/** `applied`: the code the page shows (the checkout's order summary); the cart's own otherwise. */
export function Coupon({ applied }: { applied?: string | null }) {
  const t = useT();
  const app = useApp();
  const stored = useSnapshot(app.stores.cart).couponCode;
  const couponCode = applied === undefined ? stored : applied;
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: Promise<{ ok: boolean; message?: string }>, success?: string) => {
    setBusy(true);
    const result = await work;
    setBusy(false);
    setMessage(
      result.ok
        ? success
          ? { error: false, text: t(success) }
          : null
        : { error: true, text: t(result.message ?? 'Something went wrong.') },
    );
    // Only an applied code empties the field: a removal still finishing must not wipe a new code typed meanwhile.
    if (result.ok && success) setCode('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void run(applyCoupon(app, code), 'The discount code has been applied.');
  };
  return (
    <div className="coupon">
      {couponCode ? (
        <p className="coupon__applied">
          <span>
            {t('Discount code')}: <strong>{couponCode}</strong>
          </span>
          <button type="button" className="text-button" disabled={busy} onClick={() => run(removeCoupon(app))}>
            {t('Remove discount code')}
          </button>
        </p>
      ) : (
        <form className="coupon__form" onSubmit={submit}>
          <label htmlFor="coupon-code">{t('Discount code')}</label>
          <div className="coupon__row">
            <input
              id="coupon-code"
              name="coupon"
              autoComplete="off"
              value={code}
              aria-invalid={message?.error || undefined}
              aria-describedby={message ? 'coupon-message' : undefined}
              onChange={(e) => setCode(e.target.value)}
            />
            <button type="submit" className="button button--secondary" disabled={busy}>
              {t('Apply')}
            </button>
          </div>
        </form>
      )}
      {message && (
        <p
          id="coupon-message"
          className={message.error ? 'error-text' : 'coupon__ok'}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}

const SEGMENT_TEXT: Record<string, string> = {
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  discount: 'Discount',
  tax: 'incl. VAT',
  grand_total: 'Grand total',
};

export function Totals() {
  const t = useT();
  const app = useApp();
  const cart = useSnapshot(app.stores.cart);
  const fresh = cart.platformTotals && cart.lastTotalsSyncHash === cart.cartHash;
  const segments = cart.platformTotalSegments ?? [];
  // Shipping is chosen at the checkout: until then the microcart says so instead of charging 0,00 €.
  const shippingLater = (
    <div key="shipping" className="totals__shipping">
      <dt>{t('Shipping')}</dt>
      <dd>{t('calculated at checkout')}</dd>
    </div>
  );
  if (!segments.length) {
    const subtotal = cart.cartItems.reduce((sum, l) => sum + l.price_incl_tax * l.qty, 0);
    return (
      <dl className="totals">
        <div>
          <dt>{t('Subtotal')}</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        {shippingLater}
      </dl>
    );
  }
  return (
    <dl className={`totals ${fresh ? '' : 'totals--stale'}`} aria-busy={!fresh || undefined}>
      {segments.map((s) =>
        shippingNotChosen(s) ? (
          shippingLater
        ) : (
          <div key={s.code} className={`totals__${s.code}`}>
            <dt>
              {t(SEGMENT_TEXT[s.code] ?? s.title)}
              {s.code === 'discount' && cart.couponCode ? ` (${cart.couponCode})` : ''}
            </dt>
            <dd>{formatPrice(s.value)}</dd>
          </div>
        ),
      )}
    </dl>
  );
}

export function Share() {
  const t = useT();
  const app = useApp();
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      setLink(await shareCart(app, window.location.origin));
    } catch {
      setLink(null);
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link!);
      setCopied(true);
    } catch {
      (document.getElementById('share-link') as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="share">
      {!link ? (
        <button type="button" className="text-button" disabled={busy} onClick={share}>
          {t('Share cart')}
        </button>
      ) : (
        <>
          <label htmlFor="share-link">{t('Share link')}</label>
          <div className="coupon__row">
            <input id="share-link" readOnly value={link} onFocus={(e) => e.target.select()} />
            <button type="button" className="button button--secondary" onClick={copy}>
              {t('Copy link')}
            </button>
          </div>
          <p className="share__note" role="status">
            {copied
              ? t('The link has been copied.')
              : t('Anyone with this link gets a copy of the products in your cart.')}
          </p>
          <Suspense fallback={null}>
            <ShareByMail link={link} />
          </Suspense>
        </>
      )}
    </div>
  );
}
