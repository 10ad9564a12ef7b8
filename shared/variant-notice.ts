import type { Translate } from './i18n/interpolate.ts';
import type { Locale } from './i18n/locale.ts';
import type { Product } from './schemas/catalog.ts';
import type { VariantChoice } from './variants.ts';

/**
 * What the product page says after a click on a variant value that could not be taken as it was
 * (shared/variants.ts chooseValue): which attributes it changed and to what ("Höhe 1230 mm ist in
 * Grün RAL 6005 nicht lieferbar – wir haben 1430 mm gewählt."), that the value is sold out, or that it
 * is not available. Nothing when the combination was there.
 */
export function choiceNotice(
  product: Product,
  clicked: { code: string; value: string },
  choice: VariantChoice,
  t: Translate,
  locale: Locale,
): string {
  const chosen = valueLabel(product, clicked.code, clicked.value);
  if (!choice.child) return t('{chosen} is not available.', { chosen });
  if (!choice.available) return t('{chosen} is sold out at the moment.', { chosen });
  if (choice.changed.length === 0) return '';
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const named = (code: string, value: string) => `${optionLabel(product, code)} ${valueLabel(product, code, value)}`;
  const previous = list.format(choice.changed.map((c) => named(c.code, c.from)));
  // One change names the new value alone ("1430 mm"); several name each attribute too.
  const [only] = choice.changed;
  const next =
    choice.changed.length === 1 && only
      ? valueLabel(product, only.code, only.to)
      : list.format(choice.changed.map((c) => named(c.code, c.to)));
  return choice.changed.length === 1
    ? t('{previous} is not available in {chosen} – we have chosen {next}.', { previous, chosen, next })
    : t('{previous} are not available in {chosen} – we have chosen {next}.', { previous, chosen, next });
}

function optionLabel(product: Product, code: string): string {
  return product.configurable_options?.find((o) => o.attribute_code === code)?.label ?? code;
}

function valueLabel(product: Product, code: string, value: string): string {
  const option = product.configurable_options?.find((o) => o.attribute_code === code);
  return option?.values.find((v) => String(v.value_index) === value)?.label ?? value;
}
