import { Hono, type Context } from 'hono';
import {
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
} from 'graphql';
import type { AppEnv } from '../env.ts';
import { blogRoot, blogSchema, publicError, type BlogContext } from './blog-schema.ts';
import { queryLimitsRule } from './graphql-limits.ts';
import { forwardToBlog } from './blog-forward.ts';

/** A blog page asks for well under 100 fields, 6 levels deep; these leave room and stop abuse. */
const LIMITS = { maxDepth: 8, maxFields: 150 };
const MAX_QUERY_LENGTH = 8_000;
const MAX_TOKENS = 2_000;
const LIMITS_RULE = queryLimitsRule(LIMITS);
const RULES = [...specifiedRules, LIMITS_RULE];

interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** A request error in GraphQL's answer shape (no data was executed). */
const requestError = (c: Context, messages: readonly (string | GraphQLError)[]) =>
  c.json({ errors: messages.map((m) => (typeof m === 'string' ? { message: m } : m.toJSON())) }, 400);

function readParams(raw: Record<string, unknown>): GraphqlRequest | string {
  const { query, variables, operationName } = raw;
  if (typeof query !== 'string' || !query.trim()) return 'The request needs a "query" string';
  if (query.length > MAX_QUERY_LENGTH) return `The query is longer than ${MAX_QUERY_LENGTH} characters`;
  let vars = variables;
  if (typeof vars === 'string') {
    try {
      vars = JSON.parse(vars);
    } catch {
      return '"variables" is not valid JSON';
    }
  }
  if (vars !== undefined && vars !== null && (typeof vars !== 'object' || Array.isArray(vars)))
    return '"variables" must be an object';
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return '"operationName" must be a string';
  return {
    query,
    variables: (vars ?? undefined) as Record<string, unknown> | undefined,
    operationName: operationName ?? undefined,
  };
}

async function requestOf(c: Context): Promise<GraphqlRequest | string> {
  if (c.req.method === 'GET') return readParams(c.req.query());
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return 'The request body is not valid JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The request body must be a JSON object';
  return readParams(body as Record<string, unknown>);
}

/**
 * POST (and GET) /api/blog/graphql: the embedded blog, or the
 * external blog BLOG_GRAPHQL_URL names, forwarded with its HTML sanitised (blog-forward.ts). Malformed,
 * invalid or too large queries answer 400 with GraphQL errors; an executed query answers 200 with
 * `data` and, for fields that failed, `errors` – never a 500 with internals.
 */
export const blogApi = new Hono<AppEnv>();

blogApi.on(['GET', 'POST'], '/graphql', async (c) => {
  const request = await requestOf(c);
  if (typeof request === 'string') return requestError(c, [request]);
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    return requestError(c, [error instanceof GraphQLError ? error : 'The query cannot be parsed']);
  }
  const external = c.env.BLOG_GRAPHQL_URL;
  // An external blog has its own schema: only the size limits are checked here.
  const invalid = validate(blogSchema, document, external ? [LIMITS_RULE] : RULES);
  if (invalid.length) return requestError(c, invalid);
  if (external) {
    const forwarded = await forwardToBlog(external, request);
    c.header('cache-control', 'no-store');
    return c.json(forwarded.body as object, forwarded.status);
  }
  const operation = getOperationAST(document, request.operationName);
  if (!operation) return requestError(c, ['The request names no single operation to run']);
  // The blog is read-only: only queries exist.
  if (operation.operation !== 'query')
    return requestError(c, [`The blog answers queries only, not a ${operation.operation}`]);

  const contextValue: BlogContext = {
    db: c.env.DB,
    origin: (c.env.SHOP_URL || new URL(c.req.url).origin).replace(/\/+$/, ''),
  };
  const result = (await execute({
    schema: blogSchema,
    document,
    rootValue: blogRoot,
    contextValue,
    variableValues: request.variables,
    operationName: request.operationName,
  })) as ExecutionResult;
  // No data at all means the request itself was wrong (unknown operation, bad variables).
  if (!('data' in result) || result.data === undefined)
    return requestError(c, result.errors ?? ['The query could not be executed']);
  const errors = result.errors?.map((e) => publicError(e).toJSON());
  c.header('cache-control', 'no-store');
  return c.json(errors?.length ? { data: result.data, errors } : { data: result.data }, 200);
});
