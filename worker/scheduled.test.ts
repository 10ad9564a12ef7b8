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

  it('prunes mails sent more than 30 days ago with their delivery records, and keeps newer and unsent ones', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const mail = (subject: string) => ({
      kind: 'contact' as const,
      to: 'service@zaunshop.example',
      subject,
      body: 'Text',
    });
    const old = await queueMail(env.DB, mail('Alt'), daysAgo(40));
    const recent = await queueMail(env.DB, mail('Neu'), daysAgo(40));
    const unsent = await queueMail(env.DB, mail('Offen'), daysAgo(60));
    await env.DB.batch([
      env.DB.prepare('UPDATE mail_outbox SET sent_at = ?, attempts = 1 WHERE id = ?').bind(
        daysAgo(31).toISOString(),
        old,
      ),
      env.DB.prepare('UPDATE mail_outbox SET sent_at = ?, attempts = 1 WHERE id = ?').bind(
        daysAgo(29).toISOString(),
        recent,
      ),
      env.DB.prepare(
        "INSERT INTO mail_deliveries (mail_id, adapter, ok, error, attempted_at) VALUES (?, 'http', 1, NULL, ?)",
      ).bind(old, daysAgo(31).toISOString()),
    ]);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/10 * * * *', scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);

    const { results } = await env.DB.prepare('SELECT id FROM mail_outbox WHERE id IN (?, ?, ?) ORDER BY id')
      .bind(old, recent, unsent)
      .all<{ id: number }>();
    expect(results.map((r) => r.id)).toEqual([recent, unsent]);
    const deliveries = await env.DB.prepare('SELECT COUNT(*) AS n FROM mail_deliveries WHERE mail_id = ?')
      .bind(old)
      .first<{ n: number }>();
    expect(deliveries?.n).toBe(0);
  });
});
