import { ApiError } from '../api/api-error.ts';
import type { CatalogContext, ProductRecord } from './cart-catalog.ts';
import type { CustomOptionDocument } from './cart-product-doc.ts';

/**
 * The options a shopper picks for a cart line, checked against the product document and brought
 * into one normal form (sorted, duplicates dropped) so equal choices make equal lines:
 * custom options (required ones present, values known, text within its length), bundle options
 * (required ones chosen, one link for single-choice options) and the child a configurable's
 * attribute values pick. Throws a 400 ApiError with the shopper-facing reason.
 */

export const NO_SUCH_CONFIGURATION =
  'No such configuration for the product. Please do choose another combination of attributes.';

/** The options a line is asked for: parsed client input or a stored line's normalised options. */
export interface OptionSelections {
  extension_attributes?: {
    custom_options?: ReadonlyArray<{ option_id: number; option_value?: string | number | null }> | null;
    configurable_item_options?: ReadonlyArray<{ option_id: string; option_value: string }> | null;
    bundle_options?: ReadonlyArray<{
      option_id: number;
      option_qty?: number | null;
      option_selections: readonly number[];
    }> | null;
  } | null;
}

const SINGLE_CHOICE_CUSTOM = new Set(['drop_down', 'radio']);
const SINGLE_CHOICE_BUNDLE = new Set(['select', 'radio']);

export function customOptions(record: ProductRecord, input: OptionSelections | null | undefined) {
  const docs: CustomOptionDocument[] = Array.isArray(record.doc.custom_options) ? record.doc.custom_options : [];
  const chosen = new Map<number, string>();
  const labels: Array<{ label: string; value: string }> = [];
  for (const selection of input?.extension_attributes?.custom_options ?? []) {
    const option = docs.find((o) => Number(o.option_id) === selection.option_id);
    if (!option) throw new ApiError(400, `Unknown custom option ${selection.option_id} for "${record.sku}"`);
    const raw = selection.option_value;
    if (raw === null || raw === undefined || String(raw).trim() === '') continue;
    const optionValues = Array.isArray(option.values) ? option.values : [];
    if (optionValues.length) {
      const ids = [
        ...new Set(
          String(raw)
            .split(',')
            .map((s) => s.trim()),
        ),
      ];
      const found = ids.map((id) =>
        optionValues.find((v) => /^\d+$/.test(id) && Number(v.option_type_id) === Number(id)),
      );
      const values = found.filter((v) => v !== undefined);
      if (values.length < found.length) throw new ApiError(400, `Please choose a valid value for "${option.title}"`);
      if (SINGLE_CHOICE_CUSTOM.has(option.type ?? '') && ids.length > 1)
        throw new ApiError(400, `Please choose one value for "${option.title}"`);
      chosen.set(
        option.option_id,
        values
          .map((v) => v.option_type_id)
          .sort((a, b) => a - b)
          .join(','),
      );
      labels.push({ label: option.title, value: values.map((v) => v.title).join(', ') });
    } else {
      const value = String(raw).trim();
      if (/[\u0000-\u001f\u007f]/.test(value))
        throw new ApiError(400, `"${option.title}" must not contain control characters`);
      const max = Number(option.max_characters ?? 0);
      if (max > 0 && value.length > max) throw new ApiError(400, `"${option.title}" is at most ${max} characters long`);
      chosen.set(option.option_id, value);
      labels.push({ label: option.title, value });
    }
  }
  const missing = docs.filter((o) => o.is_require && !chosen.has(Number(o.option_id))).map((o) => o.title);
  if (missing.length)
    throw new ApiError(400, `The product's required option(s) weren't entered: ${missing.join(', ')}`);
  const selected = [...chosen.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([option_id, option_value]) => ({ option_id, option_value }));
  return { selected, labels, docs };
}

export function bundleOptions(record: ProductRecord, input: OptionSelections | null | undefined, ctx: CatalogContext) {
  const docs = Array.isArray(record.doc.bundle_options) ? record.doc.bundle_options : [];
  const selected: Array<{ option_id: number; option_qty: number; option_selections: number[] }> = [];
  const parts: Array<{ price: number; price_incl_tax_cents?: number | null; qty: number; weight: number }> = [];
  const labels: Array<{ label: string; value: string }> = [];
  for (const selection of input?.extension_attributes?.bundle_options ?? []) {
    const option = docs.find((o) => Number(o.option_id) === selection.option_id);
    if (!option) throw new ApiError(400, `Unknown bundle option ${selection.option_id} for "${record.sku}"`);
    const ids = [...new Set(selection.option_selections)];
    if (!ids.length || selected.some((s) => s.option_id === selection.option_id)) continue;
    if (SINGLE_CHOICE_BUNDLE.has(option.type ?? '') && ids.length > 1)
      throw new ApiError(400, `Please choose one product for "${option.title}"`);
    let optionQty: number | null = null;
    let firstQty = 0;
    for (const id of ids) {
      const link = (option.product_links ?? []).find((l) => Number(l.id) === id);
      if (!link) throw new ApiError(400, `Please choose a valid product for "${option.title}"`);
      const part = ctx.products.get(String(link.sku));
      if (!part || part.status >= 2)
        throw new ApiError(400, `"${part?.doc.name ?? link.sku}" of this bundle is not available`);
      const qty = link.can_change_quantity && selection.option_qty ? selection.option_qty : Number(link.qty);
      if (link.can_change_quantity && optionQty === null) optionQty = qty;
      if (!firstQty) firstQty = qty;
      parts.push({
        price: Number(link.price ?? 0),
        price_incl_tax_cents: link.price_incl_tax_cents,
        qty,
        weight: Number(part.doc.weight ?? 0),
      });
      labels.push({ label: option.title, value: `${qty} x ${part.doc.name ?? link.sku}` });
    }
    selected.push({
      option_id: Number(option.option_id),
      option_qty: optionQty ?? firstQty,
      option_selections: ids.sort((a, b) => a - b),
    });
  }
  const missing = docs
    .filter((o) => o.required && !selected.some((s) => s.option_id === Number(o.option_id)))
    .map((o) => o.title);
  if (missing.length) throw new ApiError(400, `Please choose the required bundle option(s): ${missing.join(', ')}`);
  selected.sort((a, b) => a.option_id - b.option_id);
  return { selected, parts, labels };
}

/** The child of a configurable parent picked by configurable_item_options (attribute id → value). */
export function pickChild(
  parent: ProductRecord,
  input: OptionSelections | null | undefined,
  ctx: CatalogContext,
): ProductRecord {
  const options = parent.doc.configurable_options ?? [];
  const given = input?.extension_attributes?.configurable_item_options ?? [];
  if (!given.length)
    throw new ApiError(400, `Please choose the product options: ${options.map((o) => o.label).join(', ')}`);
  const wanted = options.map((o) =>
    given.find((g) => g.option_id === String(o.attribute_id) || g.option_id === String(o.attribute_code)),
  );
  if (wanted.some((w) => !w)) throw new ApiError(400, NO_SUCH_CONFIGURATION);
  const child = (parent.doc.configurable_children ?? []).find((c) =>
    options.every((o, i) => String(c[o.attribute_code]) === wanted[i]!.option_value),
  );
  const record = child ? ctx.products.get(child.sku) : undefined;
  if (!record) throw new ApiError(400, NO_SUCH_CONFIGURATION);
  return record;
}
