import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env.ts';
import { catalogApi } from './catalog.ts';
import { urlApi } from './url.ts';
import { cmsApi } from './cms.ts';
import { stockApi } from './stock.ts';
import { productApi } from './product.ts';
import { cartApi } from './cart.ts';
import { shareCartApi } from './share-cart.ts';
import { orderApi } from './order.ts';
import { userApi } from './user.ts';
import { reviewApi } from './review.ts';
import { newsletterApi } from './newsletter.ts';
import { analyticsApi } from './analytics.ts';
import { mailServiceApi } from './mail-service.ts';
import { storeLocatorApi } from './store-locator.ts';
import { blogApi } from './blog-graphql.ts';
import { idempotent } from './idempotency.ts';
import { adminApi } from './admin/index.ts';
import { ApiError } from './api-error.ts';

/**
 * The embedded platform: one sub-app per resource, all answering `{ code, result }`.
 * Errors never leak a stack trace: bad input is a 4xx with a message, anything else a plain 500.
 */
export const api = new Hono<AppEnv>();

api.use(async (c, next) => {
  await next();
  c.header('cache-control', 'no-store');
});
api.use(idempotent());

api.route('/catalog', catalogApi);
api.route('/url', urlApi);
api.route('/ext/cms-data', cmsApi);
api.route('/stock', stockApi);
api.route('/product', productApi);
api.route('/cart/share', shareCartApi);
api.route('/cart', cartApi);
api.route('/order', orderApi);
api.route('/user', userApi);
api.route('/review', reviewApi);
api.route('/ext/mailchimp-subscribe', newsletterApi);
api.route('/analytics', analyticsApi);
api.route('/ext/mail-service', mailServiceApi);
api.route('/ext/store-locator', storeLocatorApi);
api.route('/blog', blogApi);
api.route('/admin', adminApi);

api.notFound((c) =>
  c.json({ code: 404, result: `No API endpoint ${c.req.method} ${new URL(c.req.url).pathname}` }, 404),
);

api.onError((error, c) => {
  if (error instanceof ApiError)
    return c.json({ code: error.status, result: error.message, ...error.meta }, error.status);
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ code: error.status, result: error.message || 'Bad request' }, error.status);
  }
  console.error(
    'API error',
    c.req.method,
    new URL(c.req.url).pathname,
    error instanceof Error ? error.message : String(error),
  );
  return c.json({ code: 500, result: 'Internal error, please try again later' }, 500);
});
