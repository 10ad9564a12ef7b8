import { z } from 'zod';
import { isStoreCode, storeCodes, stores, type StoreView } from '../../shared/stores.ts';

/** Query-string building blocks shared by the stock and product sub-apps (zod, clear 400 messages). */

/** A SKU: 1 to 128 printable characters, surrounding spaces dropped. */
export const skuSchema = z
  .string()
  .trim()
  .min(1, 'A SKU must not be empty')
  .max(128, 'A SKU is at most 128 characters long')
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'A SKU must not contain control characters');

/** `a,b,c` → distinct SKUs in their first order; empty entries are dropped. */
export function skuList(name: string, max: number) {
  return z
    .string({ error: `The query parameter "${name}" is required (comma-separated SKUs)` })
    .transform((raw) => [
      ...new Set(
        raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(skuSchema)
        .min(1, `The query parameter "${name}" needs at least one SKU`)
        .max(max, `At most ${max} SKUs per call; split the list into batches of ${max}`),
    );
}

/** `storeCode` query parameter: one of the shop's store codes, 'default' when absent. */
export const storeCodeSchema = z
  .string()
  .optional()
  .transform((raw, ctx): StoreView => {
    const code = raw?.trim() || 'default';
    if (isStoreCode(code)) return stores[code];
    ctx.addIssue({ code: 'custom', message: `Unknown store code "${code}"; use one of ${storeCodes.join(', ')}` });
    return z.NEVER;
  });

/** A non-negative integer given as a query-string value. */
export function intParam(name: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, `"${name}" must be a non-negative integer`)
    .transform(Number);
}
