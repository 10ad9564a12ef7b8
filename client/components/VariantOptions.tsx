import { useState } from 'react';
import type { ChildProduct, Product } from '../../shared/schemas/catalog.ts';
import { choiceNotice } from '../../shared/variant-notice.ts';
import { chooseValue, NO_SUCH_CONFIGURATION, selectionOf, valueState, type ValueState } from '../../shared/variants.ts';
import { useApp, useT } from '../app-context.tsx';
import { notify } from '../stores/notifications.ts';

const HINT: Record<Exclude<ValueState, 'available'>, string> = { sold_out: 'sold out', unavailable: 'not available' };

/**
 * The configurable options of a product as groups of buttons, the shown child's values pressed.
 * A value that the other current choices leave sold out or not available is marked (struck
 * through, with the hint below it, a block of its own, so its accessible name reads
 * "Grün RAL 6005 ausverkauft") and stays clickable: a click takes the child
 * shared/variants.ts chooseValue finds, and a polite live region says what had to change. A
 * combination no child has also raises the catalog's warning notification.
 */
export function VariantOptions({
  product,
  child,
  onChange,
}: {
  product: Product;
  child: ChildProduct | null;
  /** Called with the child a click leads to. */
  onChange: (child: ChildProduct) => void;
}) {
  const t = useT();
  const { stores } = useApp();
  const [notice, setNotice] = useState('');
  const options = product.configurable_options ?? [];
  if (!options.length) return null;
  const selection = child ? selectionOf(product, child) : {};

  const choose = (code: string, value: string) => {
    if (selection[code] === value) return;
    const choice = chooseValue(product, selection, code, value);
    if (!choice.exists) notify(stores.notifications, { type: 'warning', message: NO_SUCH_CONFIGURATION });
    setNotice(choiceNotice(product, { code, value }, choice, t, stores.session.locale));
    if (choice.child) onChange(choice.child);
  };

  return (
    <>
      {options.map((option) => (
        <fieldset key={option.attribute_code} className="option">
          <legend>{option.label}</legend>
          <div className="option__values">
            {option.values.map((v) => {
              const value = String(v.value_index);
              const active = selection[option.attribute_code] === value;
              const state = valueState(product, selection, option.attribute_code, value);
              const hint = state === 'available' ? null : t(HINT[state]);
              return (
                <button
                  key={value}
                  type="button"
                  className={`option__value${active ? ' option__value--active' : ''}${hint ? ' option__value--unavailable' : ''}`}
                  aria-pressed={active}
                  onClick={() => choose(option.attribute_code, value)}
                >
                  <span className="option__label">{v.label}</span>
                  {hint && <span className="option__hint">{hint}</span>}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      <p className="option__notice" role="status">
        {notice}
      </p>
    </>
  );
}
