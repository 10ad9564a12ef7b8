import type { Env } from './env.ts';
import { deliverOutbox } from './mail/mail-delivery.ts';
import { pruneSentMails } from './mail/mail-outbox.ts';

/**
 * The cron trigger (wrangler.toml `[triggers]`): mails that could not be delivered right after they
 * were queued (provider down, worker evicted before waitUntil finished) are tried again here, so a
 * contact request or an order confirmation waits for the provider at most one interval, never for
 * the next shopper's mail. Mails sent longer ago than the retention period are pruned, so the
 * outbox does not keep every customer's mails (and their links) forever.
 */
export async function runScheduled(
  env: Pick<Env, 'DB' | 'SEND_EMAIL' | 'MAIL_HTTP_URL' | 'MAIL_HTTP_TOKEN' | 'MAIL_FROM'>,
  now = new Date(),
): Promise<void> {
  const result = await deliverOutbox(env.DB, env, now);
  await pruneSentMails(env.DB, now);
  if (result?.failed)
    console.warn(
      `Mail delivery: ${result.failed} mail(s) failed, ${result.sent} sent; they are retried on the next run`,
    );
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = (_controller, env, ctx) => {
  ctx.waitUntil(runScheduled(env));
};
