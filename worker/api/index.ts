import { savedPlansApi } from './saved-plans.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { catalogApi } from './catalog.ts';
import { urlApi } from './url.ts';
import { cmsApi } from './cms.ts';
import { stockApi } from './stock.ts';
import { productApi } from './product.ts';
import { cartApi } from './cart.ts';
import { shareCartApi, shareCartRest } from './share-cart.ts';
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
import { answerError } from './api-error.ts';
import { noEndpoint, requestLimits } from './guards.ts';

/**
 * The embedded platform: one sub-app per resource under `/api`, all answering `{ code, result }`.
 * Every error, thrown anywhere beneath, is answered by the one error handler (api-error.ts).
 */
const api = new Hono<AppEnv>();

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
api.route('/user/plans', savedPlansApi);
api.route('/user', userApi);
api.route('/review', reviewApi);
api.route('/ext/mailchimp-subscribe', newsletterApi);
api.route('/analytics', analyticsApi);
api.route('/ext/mail-service', mailServiceApi);
api.route('/ext/store-locator', storeLocatorApi);
api.route('/blog', blogApi);
api.route('/admin', adminApi);

/** `/api` and Magento's `/rest` paths (share cart), with their limits, fallbacks and error handler. */
export const platform = new Hono<AppEnv>();

platform.use('/api/*', requestLimits());
platform.use('/rest/*', requestLimits());
platform.route('/api', api);
platform.route('/rest', shareCartRest);
platform.all('/api/*', noEndpoint(platform));
platform.all('/rest/*', noEndpoint(platform));
platform.onError(answerError);
