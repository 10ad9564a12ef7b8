import { Hono } from 'hono';
import { contentApi } from './content.ts';
import { adminGuard, type AdminEnv } from './guard.ts';
import { ordersApi } from './orders.ts';
import { sessionApi } from './session.ts';
import { staffApi } from './staff.ts';
import { stockApi } from './stock.ts';

/**
 * The back office's API (/api/admin/*): one guard checks origin, session and role for every call
 * (guard.ts), then one sub-app per area. Errors are ApiErrors, answered by the /api error handler.
 */
export const adminApi = new Hono<AdminEnv>();

adminApi.use('*', adminGuard());
adminApi.route('/session', sessionApi);
adminApi.route('/staff', staffApi);
adminApi.route('/orders', ordersApi);
adminApi.route('/', contentApi);
adminApi.route('/', stockApi);
