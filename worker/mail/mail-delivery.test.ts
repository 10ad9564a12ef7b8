import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { deliverOutbox, deliverPending, mailAdapter, type MailAdapter, type OutgoingMail } from './mail-delivery.ts';
import { queueMail } from './mail-outbox.ts';

/** A provider that refuses its first `failures` mails, then takes every mail (recorded for the test). */
function flakyProvider(failures: number): MailAdapter & { delivered: OutgoingMail[] } {
  let left = failures;
  const delivered: OutgoingMail[] = [];
  return {
    name: 'test',
    delivered,
    async deliver(mail) {
      if (left-- > 0) throw new Error('provider unavailable');
      delivered.push(mail);
    },
  };
}

describe('mail delivery', () => {
  it('keeps mails in the outbox when no adapter is configured', async () => {
    expect(mailAdapter({})).toBeNull();
    expect(mailAdapter({ MAIL_HTTP_URL: 'http://insecure.example' })).toBeNull();
    expect(mailAdapter({ MAIL_HTTP_URL: 'https://mail.example/send' })?.name).toBe('http');
    expect(await deliverOutbox(env.DB, {})).toBeNull();
  });

  it('records every attempt and marks a mail sent only after the provider took it', async () => {
    await env.DB.prepare('UPDATE mail_outbox SET sent_at = ? WHERE sent_at IS NULL')
      .bind(new Date().toISOString())
      .run();
    const id = await queueMail(
      env.DB,
      { kind: 'contact', to: 'service@zaunshop.example', replyTo: 'kunde@example.de', subject: 'Frage', body: 'Hallo' },
      new Date(),
    );
    const provider = flakyProvider(1);

    expect(await deliverPending(env.DB, provider, 'shop@zaunshop.example', new Date())).toEqual({ sent: 0, failed: 1 });
    const waiting = await env.DB.prepare('SELECT sent_at, attempts, last_error FROM mail_outbox WHERE id = ?')
      .bind(id)
      .first();
    expect(waiting).toEqual({ sent_at: null, attempts: 1, last_error: 'provider unavailable' });

    expect(await deliverPending(env.DB, provider, 'shop@zaunshop.example', new Date())).toEqual({ sent: 1, failed: 0 });
    expect(provider.delivered).toEqual([
      {
        from: 'shop@zaunshop.example',
        to: 'service@zaunshop.example',
        replyTo: 'kunde@example.de',
        subject: 'Frage',
        text: 'Hallo',
      },
    ]);
    const sent = await env.DB.prepare('SELECT sent_at, attempts, last_error FROM mail_outbox WHERE id = ?')
      .bind(id)
      .first<{ sent_at: string | null; attempts: number }>();
    expect(sent?.sent_at).not.toBeNull();
    expect(sent?.attempts).toBe(2);
    const { results } = await env.DB.prepare(
      'SELECT adapter, ok, error FROM mail_deliveries WHERE mail_id = ? ORDER BY id',
    )
      .bind(id)
      .all();
    expect(results).toEqual([
      { adapter: 'test', ok: 0, error: 'provider unavailable' },
      { adapter: 'test', ok: 1, error: null },
    ]);

    expect(await deliverPending(env.DB, provider, 'shop@zaunshop.example', new Date())).toEqual({ sent: 0, failed: 0 });
  });
});
