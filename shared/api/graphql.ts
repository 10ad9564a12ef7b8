import { ApiError, BAD_CONTENT_TYPE, WRONG_FORMAT } from './errors.ts';
import { buildUrl, type Transport } from './transport.ts';

export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string }[];
}

/**
 * One GraphQL query over HTTP POST. A relative endpoint is this shop's own API and goes through the
 * client's transport (in-process during SSR); an absolute one is an external blog (e.g. WordPress
 * with WPGraphQL) and is fetched. Answers without data become an ApiError with the first message.
 */
export async function postGraphql<T>(
  transport: Transport, base: string, endpoint: string, query: string, variables: Record<string, unknown> = {},
): Promise<T> {
  const external = /^https?:\/\//i.test(endpoint);
  const request = new Request(external ? endpoint : buildUrl(base, endpoint), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  let response: Response;
  try {
    response = await (external ? fetch(request) : transport(request));
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), 0);
  }
  if (!(response.headers.get('content-type') ?? '').includes('json')) throw new ApiError(BAD_CONTENT_TYPE, response.status);
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
