import { formatPrice } from '../../shared/i18n/format.ts';
import { toEuros } from '../../shared/pricing/money.ts';
import { bundleCents } from '../../shared/pricing/options.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { useT } from '../app-context.tsx';
import type { ProductConfig } from '../cart/config.ts';
import { FIELD_REQUIRED } from '../../shared/rules/texts.ts';

interface BundleLink {
  id: number | string;
  sku: string;
  qty: number;
  price?: number;
  price_incl_tax_cents?: number | null;
}
interface BundleOption {
  option_id: number;
  title: string;
  type?: string;
  required?: boolean;
  product_links: BundleLink[];
}

const SINGLE = new Set(['select', 'radio']);

/**
 * Bundle options: the shopper picks the items of each option (one for select and radio
 * options, any for multi and checkbox ones), each shown with its quantity and gross price; the
 * bundle's price (Σ selected price × quantity) is shown live by the product page. A chunk of its
 * own: only bundle pages load it.
 */
export default function BundleOptions({
  product,
  parts,
  config,
  onChange,
  showMissing,
  taxRate,
}: {
  product: Product;
  /** The bundle's parts (for their names), when loaded. */
  parts: readonly Product[];
  config: ProductConfig;
  onChange: (bundle: ProductConfig['bundle']) => void;
  showMissing: boolean;
  taxRate: number;
}) {
  const t = useT();
  const options = (product.bundle_options ?? []) as BundleOption[];
  const nameOf = (link: BundleLink) => parts.find((p) => p.sku === link.sku)?.name ?? link.sku;
  const label = (link: BundleLink) =>
    `${link.qty} × ${nameOf(link)} – ${formatPrice(toEuros(bundleCents([{ ...link, price: Number(link.price ?? 0) }], taxRate)))}`;
  const set = (id: number, ids: number[]) => onChange({ ...config.bundle, [id]: ids });
  return (
    <div className="bundle">
      {options.map((o) => {
        const id = `bo-${o.option_id}`;
        const chosen = config.bundle[o.option_id] ?? [];
        const missing = showMissing && o.required && !chosen.length;
        const title = (
          <>
            {o.title}
            {o.required && (
              <span className="option__required" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </>
        );
        const error = missing && (
          <p id={`${id}-error`} className="error-text">
            {t(FIELD_REQUIRED)}
          </p>
        );
        if (SINGLE.has(o.type ?? 'select')) {
          return (
            <div key={o.option_id} className="option">
              <label htmlFor={id} className="option__label">
                {title}
              </label>
              <select
                id={id}
                required={o.required}
                aria-invalid={missing || undefined}
                aria-describedby={missing ? `${id}-error` : undefined}
                value={chosen[0] ?? ''}
                onChange={(e) => set(o.option_id, e.target.value ? [Number(e.target.value)] : [])}
              >
                {(!o.required || !chosen.length) && <option value="">{t('Please choose')}</option>}
                {o.product_links.map((l) => (
                  <option key={l.id} value={l.id}>
                    {label(l)}
                  </option>
                ))}
              </select>
              {error}
            </div>
          );
        }
        return (
          <fieldset key={o.option_id} className="option" aria-describedby={missing ? `${id}-error` : undefined}>
            <legend className="option__label">{title}</legend>
            {o.product_links.map((l) => {
              const linkId = Number(l.id);
              return (
                <label key={l.id} className="option__check">
                  <input
                    type="checkbox"
                    checked={chosen.includes(linkId)}
                    onChange={(e) =>
                      set(o.option_id, e.target.checked ? [...chosen, linkId] : chosen.filter((c) => c !== linkId))
                    }
                  />
                  {label(l)}
                </label>
              );
            })}
            {error}
          </fieldset>
        );
      })}
    </div>
  );
}
