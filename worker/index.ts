import { Hono } from 'hono';
import { secureHeaders, NONCE } from 'hono/secure-headers';
import type { AppEnv } from './env.ts';
import { platform as embedded } from './api/index.ts';
import { localeOf, requestContext } from './context.ts';
import { withHtmlCache } from './edge/html-cache.ts';
import { robots } from './edge/robots.ts';
import { checkoutRedirect } from './edge/checkout-redirect.ts';
import { sitemap } from './edge/sitemap.ts';
import { renderPage } from './ssr/render.tsx';
import { scheduled } from './scheduled.ts';
import { d1RoundsProbe } from './cache/d1-rounds.ts';
import { requireConfiguration } from './config.ts';
import { remoteApi } from './remote/remote-api.ts';
import { adminUi } from './admin-ui/index.tsx';
import { withPooledNonce } from './edge/csp-nonce.ts';
import type { Env } from './env.ts';

/**
 * The API this deployment answers with: a remote backend when `API_BASE` is set, else the embedded
 * platform (/api and Magento's /rest paths). SSR calls the same one in-process.
 */
const platform = {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) =>
    (env.API_BASE ? remoteApi : embedded).fetch(request, env, ctx),
};

const app = new Hono<AppEnv>();

app.use(
  withPooledNonce(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
      // No opener policy on the storefront: a shopper's first page would otherwise be committed in
      // a fresh browsing-context group, whose renderer Chromium only starts once the response
      // arrives, putting a cold process start on the first view's critical path. Storefront HTML
      // carries no customer data (the edge cache serves the same bytes to everyone) and no window
      // listens for messages, so an opener's reference reaches nothing; the back office keeps it.
      crossOriginOpenerPolicy: false,
    }),
  ),
);

// 0. Outside local development nothing is served while a secret or SHOP_URL is missing (worker/config.ts).
app.use(requireConfiguration);
// The benchmark's D1 probe (bypass secret only): counts one request's queries and their rounds.
app.use(d1RoundsProbe);

// 1. Static assets: the platform serves existing files before the worker runs; this covers any
//    asset request that still reaches the worker (e.g. under a test runtime without the assets router).
app.use('/assets/*', async (c, next) => {
  const response = await c.env.ASSETS?.fetch(c.req.raw);
  if (response && response.status !== 404) return response;
  await next();
});

// 2. Edge routes.
app.route('/', robots);
app.route('/', checkoutRedirect);
app.route('/', sitemap);

// 3. The API, every answer JSON: the embedded platform or the remote backend it stands in front of.
app.all('/api/*', (c) => platform.fetch(c.req.raw, c.env, c.executionCtx as ExecutionContext));
app.all('/rest/*', (c) => platform.fetch(c.req.raw, c.env, c.executionCtx as ExecutionContext));
// The back office's pages (/admin): their own layout and script, never the storefront's or its cache.
app.route('/', adminUi);

// 4. Server-side rendering for every other GET.
app.use(requestContext(platform));
app.get('*', (c) => withHtmlCache(c, localeOf(c), () => renderPage(c)));

app.onError((error, c) => {
  console.error(
    'Unhandled error',
    c.req.method,
    new URL(c.req.url).pathname,
    error instanceof Error ? error.message : String(error),
  );
  return c.text(
    `Internal Server Error${c.env.DEBUG_ERRORS ? `: ${String(error instanceof Error ? error.stack : error)}` : ''}`,
    500,
  );
});

/** The Hono app alone (tests call `app.request`). */
export { app };

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
