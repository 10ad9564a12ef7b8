import { Hono } from 'hono';
import { z } from 'zod';
import { csvResponse, toCsv } from '../../admin/csv.ts';
import { listMessages, listSubscribers, markMessage } from '../../admin/messages-admin.ts';
import { listOutbox, retryMail } from '../../admin/outbox-admin.ts';
import { decideReview, listReviews } from '../../admin/reviews-admin.ts';
import { deliverOutbox } from '../../mail/mail-delivery.ts';
import { ApiError } from '../api-error.ts';
import { ok } from '../respond.ts';
import { adminBody, idParam } from './body.ts';
import type { AdminEnv } from './guard.ts';

/**
 * What shoppers send in, in the back office:
 *   GET  /reviews?status=pending|approved|rejected   → reviews with their product
 *   POST /reviews/:id { status: approved|rejected }  → decides; the product page shows it at once
 *   GET  /newsletter[?status=]                       → subscribers;  GET /newsletter/export.csv → CSV
 *   GET  /messages                                   → contact and business messages
 *   POST /messages/:id { state: read|answered|unread }
 *   GET  /outbox?filter=all|failed|waiting           → mails with delivery attempts
 *   POST /outbox/:id/retry                           → puts a failed mail back in line and tries to send
 */
export const contentApi = new Hono<AdminEnv>();

const reviewStatus = z.enum(['pending', 'approved', 'rejected']);
const subscriberStatus = z.enum(['pending', 'subscribed', 'unsubscribed']).optional().catch(undefined);

contentApi.get('/reviews', async (c) => {
  const status = reviewStatus.catch('pending').parse(c.req.query('status'));
  return ok(c, await listReviews(c.env.DB, status));
});

contentApi.post('/reviews/:id', async (c) => {
  const id = idParam(c.req.param('id'));
  const { status } = await adminBody(c, z.object({ status: z.enum(['approved', 'rejected']) }));
  if (!(await decideReview(c.env.DB, id, status, new Date())))
    throw new ApiError(404, 'Diese Bewertung gibt es nicht.');
  return ok(c, { id, status });
});

contentApi.get('/newsletter', async (c) =>
  ok(c, await listSubscribers(c.env.DB, subscriberStatus.parse(c.req.query('status')), 1000)),
);

contentApi.get('/newsletter/export.csv', async (c) => {
  const rows = await listSubscribers(c.env.DB, subscriberStatus.parse(c.req.query('status')));
  return csvResponse(
    toCsv([
      ['E-Mail', 'Status', 'Shop', 'Angemeldet', 'Bestätigt'],
      ...rows.map((s) => [s.email, s.status, s.store, s.created_at, s.confirmed_at]),
    ]),
    `newsletter-${new Date().toISOString().slice(0, 10)}.csv`,
  );
});

contentApi.get('/messages', async (c) => ok(c, await listMessages(c.env.DB)));

contentApi.post('/messages/:id', async (c) => {
  const id = idParam(c.req.param('id'));
  const { state } = await adminBody(c, z.object({ state: z.enum(['read', 'answered', 'unread']) }));
  if (!(await markMessage(c.env.DB, id, state, new Date()))) throw new ApiError(404, 'Diese Nachricht gibt es nicht.');
  return ok(c, { id, state });
});

contentApi.get('/outbox', async (c) => {
  const filter = z.enum(['all', 'failed', 'waiting']).catch('all').parse(c.req.query('filter'));
  return ok(c, await listOutbox(c.env.DB, filter));
});

contentApi.post('/outbox/:id/retry', async (c) => {
  const id = idParam(c.req.param('id'));
  if (!(await retryMail(c.env.DB, id)))
    throw new ApiError(404, 'Diese Mail gibt es nicht oder sie wurde bereits versendet.');
  const delivered = await deliverOutbox(c.env.DB, c.env);
  return ok(c, { id, queued: true, delivery: delivered });
});
