import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from '../api-error.ts';

/** The JSON body checked against a schema; a malformed body or a wrong field is a 400 naming the field. */
export async function adminBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let value: unknown;
  try {
    const text = await c.req.text();
    value = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw new ApiError(400, 'Die Anfrage enthält kein gültiges JSON.');
  }
  const checked = schema.safeParse(value);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new ApiError(400, `Ungültige Eingabe: ${issue?.path.join('.') || 'Anfrage'}`, {
      field: issue?.path.join('.') ?? null,
    });
  }
  return checked.data;
}

/** A positive integer path parameter, or a 404. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, 'Nicht gefunden.');
  return id;
}
