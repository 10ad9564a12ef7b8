import { Hono } from 'hono';
import { secureHeaders, NONCE } from 'hono/secure-headers';
import type { AppEnv } from './env.ts';
import { platform } from './api/index.ts';
import { localeOf, requestContext } from './context.ts';
import { withHtmlCache } from './edge/html-cache.ts';
import { robots } from './edge/robots.ts';
import { checkoutRedirect } from './edge/checkout-redirect.ts';
import { sitemap } from './edge/sitemap.ts';
import { renderPage } from './ssr/render.tsx';
import { scheduled } from './scheduled.ts';
import type { Env } from './env.ts';

const app = new Hono<AppEnv>();

app.use(
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
  }),
);

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

// 3. The embedded platform: /api and Magento's /rest paths, every answer JSON (SSR calls it in-process).
app.route('/', platform);

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
