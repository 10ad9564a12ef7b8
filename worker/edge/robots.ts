import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

/** robots.txt: everything but account, checkout and API paths, with the sitemap of each store. */
export const robots = new Hono<AppEnv>().get('/robots.txt', (c) => {
  const origin = new URL(c.req.url).origin;
  const lines = [
    'User-agent: *',
    'Disallow: /api/',
    ...['', '/de', '/at'].flatMap((prefix) => [`Disallow: ${prefix}/checkout`, `Disallow: ${prefix}/my-account`]),
    '',
    ...['', '/de', '/at'].map((prefix) => `Sitemap: ${origin}${prefix}/sitemap.xml`),
  ];
  return c.text(lines.join('\n') + '\n', 200, { 'cache-control': 'public, max-age=3600' });
});
