import { env, SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointsOf } from '../../worker/api/guards.ts';
import { platform } from '../../worker/api/index.ts';
import { type Fixtures, type FuzzRoute, fuzzRoutes } from './api-fuzz-routes.ts';
import { ORIGIN } from './helpers.ts';
import { login, newEmail, register } from './user-helpers.ts';

// Bad input is the client's mistake or an attack, never the server's failure: every route of the API,
// sent malformed, mistyped, huge, deep or oddly encoded input, answers a JSON 4xx (or a 2xx when the
// input happens to be fine) that gives away nothing of how the server is built.

/** What an answer must never show: stack frames, error class prefixes, source paths, SQL. */
const LEAKS = [
  /\bat \S+ \(/,
  /(?<!Syntax )Error:/,
  /\.(ts|js|tsx):\d+/,
  /node_modules|\/work\/|file:\/\//,
  /D1_ERROR|SQLITE|\bSELECT\b.+\bFROM\b|\bINSERT INTO\b/,
];

const WEIRD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  'שלום',
  '𝔷𝔞𝔲𝔫',
  '../../etc/passwd',
  "' OR 1=1 --",
  '%00',
  '%',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '{"a":1}',
  '1e999',
  '-0',
  'NaN',
  'x'.repeat(2100),
];
const ATTRIBUTES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'price', 'a.b'];

const weirdString = fc.oneof(fc.constantFrom(...WEIRD_STRINGS), fc.string({ maxLength: 40, unit: 'binary' }));
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, [], {}, [[]], { __proto__: null }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...ATTRIBUTES), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** A sentinel replaced by raw JSON text: deep nesting cannot go through JSON.stringify's recursion. */
const DEEP = '\u0001deep\u0001';
const deepText = fc
  .tuple(fc.integer({ min: 500, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

/** Every place of a JSON value, as key paths. */
function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (!value || typeof value !== 'object') return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((k) => pathsOf((value as Record<string | number, unknown>)[k], [...prefix, k]))];
}

function mutate(body: unknown, path: Array<string | number>, value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  Object.defineProperty(target, path.at(-1)!, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** A path segment for any string; a lone surrogate (no UTF-8 for it) goes as the bytes a sloppy client sends. */
function pathPart(value: string): string {
  try {
    return encodeURIComponent(value) || '%20';
  } catch {
    return '%ED%A0%80';
  }
}

interface Request {
  path: string;
  query: Record<string, string>;
  body?: string;
}

/** The ways a route's request is broken; each keeps the rest of the request as it was. */
function requests(route: FuzzRoute): fc.Arbitrary<Request> {
  const path = route.path.replace(/[{}]/g, '');
  const query = route.query ?? {};
  const json = route.body === undefined ? undefined : JSON.stringify(route.body);
  const params = [...route.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[0]);
  const ways: Array<fc.Arbitrary<Request>> = [
    // Odd query values, for known and unknown parameters.
    fc
      .tuple(fc.constantFrom(...Object.keys(query), 'storeCode', 'token', '__proto__', 'x'), weirdString)
      .map(([name, value]) => ({ path, query: { ...query, [name]: value }, body: json })),
    // A body that is not JSON, truncated JSON, or JSON of another shape.
    fc
      .oneof(weirdString, fc.constantFrom('{', '{"a":', '[1,', 'null', 'undefined', '{"__proto__":{"x":1}}'))
      .map((body) => ({ path, query, body })),
    fc.jsonValue({ maxDepth: 4 }).map((value) => ({ path, query, body: JSON.stringify(value) })),
    fc.nat().map((n) => ({ path, query, body: json?.slice(0, n % (json.length + 1)) ?? '' })),
    // Deep nesting, and a body far over every limit.
    deepText.map((deep) => ({ path, query, body: deep })),
    fc.integer({ min: 1, max: 3 }).map((mb) => ({ path, query, body: `"${'x'.repeat(mb * 1024 * 1024)}"` })),
  ];
  if (route.body !== undefined) {
    const places = pathsOf(route.body);
    ways.push(
      fc.tuple(fc.constantFrom(...places), weirdValue).map(([at, value]) => ({
        path,
        query,
        body: JSON.stringify(mutate(route.body, at, value)),
      })),
      fc.tuple(fc.constantFrom(...places), deepText).map(([at, deep]) => ({
        path,
        query,
        body: JSON.stringify(mutate(route.body, at, DEEP)).replace(JSON.stringify(DEEP), deep),
      })),
    );
  }
  if (params.length)
    ways.push(
      fc.tuple(fc.constantFrom(...params), weirdString).map(([param, value]) => ({
        path: route.path.replace(param, pathPart(value)).replace(/[{}]/g, ''),
        query,
        body: json,
      })),
    );
  return fc.oneof(...ways);
}

async function send(method: string, request: Request): Promise<{ status: number; text: string; type: string }> {
  const url = new URL(ORIGIN + request.path);
  for (const [name, value] of Object.entries(request.query)) url.searchParams.set(name, value);
  const withBody = method !== 'GET' && method !== 'HEAD' && request.body !== undefined;
  const res = await SELF.fetch(url, {
    method,
    headers: withBody ? { 'content-type': 'application/json' } : {},
    body: withBody ? request.body : undefined,
  });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
}

/** The answer is a JSON 2xx/4xx that leaks nothing the request did not already contain. */
function expectClean(what: string, request: Request, answer: { status: number; text: string; type: string }) {
  const where = `${what} ${JSON.stringify(request).slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  expect(answer.type, where).toContain('application/json');
  const body = JSON.parse(answer.text) as { code?: number; errors?: unknown } | null;
  // Catalog searches and url mappings answer vue-storefront-api's bare bodies; every other answer,
  // and every error, is `{ code, result }` with the status as its code.
  const bare = answer.status < 400 && (body === null || !('code' in body));
  if (!body?.errors && !bare) expect(body?.code, where).toBe(answer.status);
  const sent = JSON.stringify(request);
  for (const leak of LEAKS) if (!leak.test(sent)) expect(answer.text, where).not.toMatch(leak);
}

/** Runs per route: enough to cover every way of breaking it in well under a minute; FUZZ_RUNS for more. */
const RUNS = Number(process.env.FUZZ_RUNS) || 12;

const fixtures: Fixtures = { cartId: '', token: '', sku: '', email: newEmail('fuzz') };

beforeAll(async () => {
  const product = await env.DB.prepare(
    "SELECT sku FROM products WHERE store = 'default' AND type_id = 'simple' AND status < 2 ORDER BY id LIMIT 1",
  ).first<{ sku: string }>();
  fixtures.sku = product!.sku;
  const created = await SELF.fetch(`${ORIGIN}/api/cart/create`, { method: 'POST' });
  fixtures.cartId = ((await created.json()) as { result: string }).result;
  await register(fixtures.email, 'Zaunpfosten-2025');
  fixtures.token = (await login(fixtures.email, 'Zaunpfosten-2025')).token;
});

describe('the API never answers bad input with a 5xx or its internals', () => {
  it('the fuzzed routes are every route the worker registers', () => {
    const listed = fuzzRoutes(fixtures).map((r) => `${r.method} ${r.route}`);
    const registered = endpointsOf(platform).map((r) => `${r.method} ${r.path}`);
    expect(new Set(listed)).toEqual(new Set(registered));
  });

  it('every route answers fuzzed requests with a JSON 2xx or 4xx', { timeout: 120_000 }, async () => {
    for (const route of fuzzRoutes(fixtures)) {
      await fc.assert(
        fc.asyncProperty(requests(route), async (request) => {
          expectClean(`${route.method} ${route.route}`, request, await send(route.method, request));
        }),
        { numRuns: route.slow ? RUNS / 3 : RUNS, seed: Number(process.env.FUZZ_SEED) || undefined },
      );
    }
  });

  it('a wrong method is a JSON 405 naming the allowed ones; an unknown path a JSON 404', async () => {
    for (const route of fuzzRoutes(fixtures)) {
      const others = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter(
        (m) => !fuzzRoutes(fixtures).some((r) => r.route === route.route && r.method === m),
      );
      const answer = await send(others[0]!, { path: route.path.replace(/[{}]/g, ''), query: {} });
      expectClean(`${others[0]} ${route.route}`, { path: route.path, query: {} }, answer);
      // The back office's guard answers first: a request without a staff session (or from another
      // site) is refused before its method is looked at, so it learns nothing about the routes.
      if (route.route.startsWith('/api/admin')) expect([401, 403], route.route).toContain(answer.status);
      else expect(answer.status, route.route).toBe(405);
    }
    for (const path of ['/api/nowhere', '/api/cart/nowhere', '/rest/de/V1/nowhere', '/api/', '/rest']) {
      const answer = await send('GET', { path, query: {} });
      expectClean('GET', { path, query: {} }, answer);
      expect(answer.status, path).toBe(404);
    }
  });

  it('an over-long address is a JSON 414; a page path over 2,000 characters a 400', async () => {
    const long = await send('GET', { path: `/api/stock/check/${'a'.repeat(9000)}`, query: {} });
    expect(long.status).toBe(414);
    expectClean('GET', { path: '/api/stock/check/…', query: {} }, long);
    const url = await send('POST', {
      path: '/api/url/map',
      query: {},
      body: JSON.stringify({ url: `/${'a'.repeat(2100)}` }),
    });
    expect(url.status).toBe(400);
    expectClean('POST', { path: '/api/url/map', query: {} }, url);
  });

  it('catalog filters named after object internals are refused or ignored, never a 5xx', async () => {
    for (const attribute of ATTRIBUTES)
      for (const value of [{ eq: 1 }, { in: ['a'] }, { gte: 1, lte: 2 }, 'x', [1, 2]]) {
        const body = JSON.stringify({
          _appliedFilters: [{ attribute, value, scope: 'default' }],
          _availableFilters: [{ field: attribute }],
          _appliedSort: [{ field: attribute, options: 'asc' }],
        });
        const request = { path: '/api/catalog/vue_storefront_catalog/product/_search', query: {}, body };
        expectClean('POST catalog', request, await send('POST', request));
      }
  });

  it('unsubscribing a non-address is a 400 with the e-mail text', async () => {
    const request = { path: '/api/ext/mailchimp-subscribe/unsubscribe', query: {}, body: '{"email":"no address"}' };
    const answer = await send('POST', request);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ code: 400, result: 'Please provide valid e-mail address.' });
  });
});
