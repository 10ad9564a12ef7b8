import { formatPrice } from '../../shared/i18n/format.ts';
import { toEuros } from '../../shared/pricing/money.ts';
import { type OptionPrice, optionSurchargeCents } from '../../shared/pricing/options.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { useT } from '../app-context.tsx';
import type { ProductConfig } from '../cart/config.ts';
import { FIELD_REQUIRED } from '../../shared/rules/texts.ts';

/**
 * Custom options of a product: selects and text fields, required ones marked, each
 * choice with its price effect (a fixed surcharge gross, a percentage as such); and the quantity
 * field. Used on the product page and in the microcart's line editor.
 */

interface CustomOption {
  option_id: number;
  title: string;
  type: string;
  is_require?: boolean;
  price?: number;
  price_type?: string;
  max_characters?: number;
  price_incl_tax_cents?: number | null;
  values?: Array<OptionPrice & { option_type_id: number; title: string }>;
}

/** '+12,34 €' (the gross surcharge the cart adds) or '+8 %'; nothing for a free choice. */
function surcharge(option: Partial<OptionPrice>, taxRate: number): string {
  if (!option.price) return '';
  if (option.price_type === 'percent') return ` (+${String(option.price).replace('.', ',')} %)`;
  return ` (+${formatPrice(toEuros(optionSurchargeCents(0, option as OptionPrice, taxRate)))})`;
}

export function CustomOptions({
  product,
  config,
  onChange,
  showMissing,
  taxRate,
  idPrefix = 'co',
}: {
  product: Product;
  config: ProductConfig;
  onChange: (custom: ProductConfig['custom']) => void;
  /** Marks required options without a choice (after an add was refused for them). */
  showMissing: boolean;
  taxRate: number;
  idPrefix?: string;
}) {
  const t = useT();
  const options = (product.custom_options ?? []) as CustomOption[];
  if (!options.length) return null;
  const set = (id: number, value: string) => onChange({ ...config.custom, [id]: value });
  return (
    <>
      {options.map((o) => {
        const id = `${idPrefix}-${o.option_id}`;
        const value = config.custom[o.option_id] ?? '';
        const missing = showMissing && o.is_require && !value.trim();
        const common = {
          id,
          required: o.is_require,
          'aria-invalid': missing || undefined,
          'aria-describedby': missing ? `${id}-error` : undefined,
        };
        return (
          <div key={o.option_id} className="option">
            <label htmlFor={id} className="option__label">
              {o.title}
              {o.is_require && (
                <span className="option__required" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
              {!o.values?.length && surcharge(o, taxRate)}
            </label>
            {o.values?.length ? (
              <select {...common} value={value} onChange={(e) => set(o.option_id, e.target.value)}>
                <option value="">{t('Please choose')}</option>
                {o.values.map((v) => (
                  <option key={v.option_type_id} value={v.option_type_id}>
                    {v.title}
                    {surcharge(v, taxRate)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type="text"
                value={value}
                maxLength={o.max_characters || undefined}
                onChange={(e) => set(o.option_id, e.target.value)}
              />
            )}
            {missing && (
              <p id={`${id}-error`} className="error-text">
                {t(FIELD_REQUIRED)}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}

/** The quantity field; `problem` is a text already translated. */
export function QtyField({
  id,
  value,
  onChange,
  problem,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
}) {
  const t = useT();
  return (
    <div className="qty">
      <label htmlFor={id}>{t('Quantity')}</label>
      <input
        id={id}
        className="qty__input"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem && (
        <p id={`${id}-error`} className="error-text qty__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
