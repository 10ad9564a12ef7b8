import type { Product } from '../../shared/schemas/catalog.ts';
import type { Selection } from '../../shared/variants.ts';

/**
 * The configurable options of a product as groups of buttons, the chosen variant's values
 * pressed. Which child a choice leads to is the caller's (shared/variants.ts selectVariant).
 */
export function VariantOptions({
  product,
  selection,
  onChoose,
}: {
  product: Product;
  selection: Selection;
  onChoose: (code: string, value: string) => void;
}) {
  return (product.configurable_options ?? []).map((option) => (
    <fieldset key={option.attribute_code} className="option">
      <legend>{option.label}</legend>
      <div className="option__values">
        {option.values.map((v) => {
          const value = String(v.value_index);
          const active = selection[option.attribute_code] === value;
          return (
            <button
              key={value}
              type="button"
              className={`option__value ${active ? 'option__value--active' : ''}`}
              aria-pressed={active}
              onClick={() => onChoose(option.attribute_code, value)}
            >
              {v.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  ));
}
