import { sanitizeHtml } from '../content/sanitize-html.ts';

/**
 * Forwarding to an external blog (BLOG_GRAPHQL_URL, e.g. WordPress with WPGraphQL). The shop's
 * pages keep asking /api/blog/graphql: the browser needs no second origin (no CORS setup on the
 * blog), and the blog's HTML is sanitised here with the same allow-list as CMS pages before any
 * page renders it.
 */
export const BLOG_UNAVAILABLE = 'The blog is not available at the moment';

/** HTML fields of WPGraphQL answers the storefront renders. */
const HTML_KEYS = new Set(['content', 'excerpt', 'description']);
const MAX_DEPTH = 32;

/** A copy of a GraphQL answer with every HTML field sanitised, however deep it is nested. */
export function sanitizeAnswer(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => sanitizeAnswer(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      HTML_KEYS.has(key) && typeof field === 'string' ? sanitizeHtml(field) : sanitizeAnswer(field, depth + 1),
    ]),
  );
}

export interface Forwarded {
  status: 200 | 400 | 502;
  body: unknown;
}

export async function forwardToBlog(
  url: string,
  request: { query: string; variables?: unknown; operationName?: string | undefined },
): Promise<Forwarded> {
  const unavailable: Forwarded = { status: 502, body: { errors: [{ message: BLOG_UNAVAILABLE }] } };
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return unavailable;
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return unavailable;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return unavailable;
  if (response.status >= 500) return unavailable;
  return { status: response.ok ? 200 : 400, body: sanitizeAnswer(body) };
}
