import { ApiError, BAD_CONTENT_TYPE, WRONG_FORMAT } from './errors.ts';
import { buildUrl } from './transport.ts';
import type { ApiClient } from './client.ts';

/**
 * The blog's GraphQL endpoint, relative to the API base. The worker answers it from the embedded
 * blog, or forwards it to the external blog named by BLOG_GRAPHQL_URL (worker/api/blog-graphql.ts).
 */
export const BLOG_ENDPOINT = 'api/blog/graphql';

export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string }[];
}

/**
 * One query to the blog over HTTP POST, through the API client's transport (in-process during
 * SSR, fetch in the browser). Answers without data become an ApiError with the first message.
 */
export async function blogQuery<T>(
  api: Pick<ApiClient, 'transport' | 'base'>,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const request = new Request(buildUrl(api.base, BLOG_ENDPOINT), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  let response: Response;
  try {
    response = await api.transport(request);
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), 0);
  }
  if (!(response.headers.get('content-type') ?? '').includes('json'))
    throw new ApiError(BAD_CONTENT_TYPE, response.status);
  let answer: GraphqlAnswer<T>;
  try {
    answer = (await response.json()) as GraphqlAnswer<T>;
  } catch {
    throw new ApiError(WRONG_FORMAT, response.status);
  }
  if (!answer || typeof answer !== 'object' || answer.data === undefined || answer.data === null) {
    throw new ApiError(answer?.errors?.[0]?.message ?? WRONG_FORMAT, response.status, undefined, answer?.errors);
  }
  return answer.data;
}
