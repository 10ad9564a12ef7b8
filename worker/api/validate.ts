import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { STANDALONE_TEXTS } from '../../shared/rules/texts.ts';
import { ApiError } from './api-error.ts';

/**
 * The one validation gate of the API: `body(schema)` and `query(schema)` check the request before its
 * handler runs, which reads the result with `c.req.valid('json' | 'query')`. A body that is not JSON,
 * or input the schema refuses, is a 400 naming the first problem; the handler only sees valid input.
 */

const NOT_JSON = 'The request body is not valid JSON';

/**
 * The first problem of a failed body parse, with the field it is about unless the text names it or
 * stands alone. `withPath`: every text names its field (an order's lines are told apart by it).
 */
function bodyProblem(error: z.ZodError, withPath = false): string {
  const issue = error.issues[0];
  if (!issue) return 'The request body is invalid';
  const path = issue.path.map(String).join('.');
  const last = issue.path.at(-1);
  const standalone = !withPath && STANDALONE_TEXTS.has(issue.message);
  return standalone || !path || issue.message.includes(`"${String(last)}"`)
    ? issue.message
    : `${issue.message} (${path})`;
}

/** The first problem of a failed query parse, as one sentence naming the parameter. */
export function queryProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid query parameters';
  const [param] = issue.path;
  return param === undefined || issue.message.includes(`"${String(param)}"`)
    ? issue.message
    : `Query parameter "${String(param)}": ${issue.message}`;
}

/** The request body as JSON; an empty body is `undefined` (schemas decide whether that is allowed). */
export async function jsonOf(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new ApiError(400, 'The request body could not be read');
  }
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, NOT_JSON);
  }
}

/** Checks input against a schema: the parsed value, or a 400 with the first problem. */
export function checked<T extends z.ZodType>(
  schema: T,
  input: unknown,
  problem: (error: z.ZodError) => string = bodyProblem,
): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, problem(result.error));
  return result.data;
}

/** The same error, answered as `result: { errorMessage }` (the wire format of change-password). */
export function asErrorMessage(error: unknown): unknown {
  return error instanceof ApiError
    ? new ApiError(error.status, error.message, { result: { errorMessage: error.message } })
    : error;
}

/** `errorMessage`: answered as `result: { errorMessage }`; `withPath`: every text names its field. */
type BodyOptions = { errorMessage?: boolean; withPath?: boolean };

type Valid<Target extends 'json' | 'query', T extends z.ZodType> = {
  in: { [K in Target]: z.input<T> };
  out: { [K in Target]: z.output<T> };
};

/** The checked JSON body, for a handler that must check something else first (a token, a cart). */
export async function validBody<T extends z.ZodType>(
  c: Context,
  schema: T,
  options: BodyOptions = {},
): Promise<z.output<T>> {
  try {
    return checked(schema, await jsonOf(c), (error) => bodyProblem(error, options.withPath));
  } catch (error) {
    throw options.errorMessage ? asErrorMessage(error) : error;
  }
}

/** Checks the JSON body before the handler, which reads it as `c.req.valid('json')`. */
export function body<T extends z.ZodType>(
  schema: T,
  options: BodyOptions = {},
): MiddlewareHandler<AppEnv, string, Valid<'json', T>> {
  return async (c, next) => {
    c.req.addValidatedData('json', (await validBody(c, schema, options)) as object);
    await next();
  };
}

/** The checked query string (first value of each parameter), for a handler that checks a token first. */
export function validQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return checked(schema, c.req.query(), queryProblem);
}

/** Checks the query string before the handler, which reads it as `c.req.valid('query')`. */
export function query<T extends z.ZodType>(schema: T): MiddlewareHandler<AppEnv, string, Valid<'query', T>> {
  return async (c, next) => {
    c.req.addValidatedData('query', validQuery(c, schema) as object);
    await next();
  };
}
