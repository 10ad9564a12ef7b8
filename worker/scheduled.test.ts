import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from './index.ts';
import { queueMail } from './mail/mail-outbox.ts';

describe('cron trigger', () => {
  it('delivers mails still waiting in the outbox through the configured mail binding', async () => {
    await env.DB.prepare('UPDATE mail_outbox SET sent_at = ? WHERE sent_at IS NULL')
      .bind(new Date().toISOString())
      .run();
    const id = await queueMail(
      env.DB,
      {
        kind: 'contact',
        to: 'service@zaunshop.example',
        replyTo: 'kunde@example.de',
        subject: 'Rückruf',
        body: 'Bitte rufen Sie an.',
      },
      new Date(),
    );
    // The provider's side of the send_email binding: what reached it.
    const received: unknown[] = [];
    const SEND_EMAIL = { send: async (message: unknown) => void received.push(message) } as unknown as SendEmail;

    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ cron: '*/10 * * * *', scheduledTime: Date.now() }),
      { ...env, SEND_EMAIL },
      ctx,
    );
    await waitOnExecutionContext(ctx);

    expect(received).toEqual([
      {
        from: 'shop@zaunshop.example',
        to: 'service@zaunshop.example',
        replyTo: 'kunde@example.de',
        subject: 'Rückruf',
        text: 'Bitte rufen Sie an.',
      },
    ]);
    const row = await env.DB.prepare('SELECT sent_at, attempts FROM mail_outbox WHERE id = ?')
      .bind(id)
      .first<{ sent_at: string | null; attempts: number }>();
    expect(row?.sent_at).not.toBeNull();
    expect(row?.attempts).toBe(1);
  });

  it('leaves the outbox untouched when no mail delivery is configured', async () => {
    const id = await queueMail(
      env.DB,
      { kind: 'contact', to: 'service@zaunshop.example', subject: 'Angebot', body: 'Text' },
      new Date(),
    );
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/10 * * * *', scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    const row = await env.DB.prepare('SELECT sent_at, attempts FROM mail_outbox WHERE id = ?').bind(id).first();
    expect(row).toEqual({ sent_at: null, attempts: 0 });
  });
});
