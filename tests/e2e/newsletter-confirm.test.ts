import { describe, expect, inject, it } from 'vitest';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { queryD1, sqlText } from './server.ts';
import { SLOW } from './shop.ts';

// The newsletter confirmation link opens a page of the shop that says what happened (never the
// API's JSON): confirmed with the personal coupon, or a link that is no good.

const origin = inject('origin');
const state = inject('state');
const browser = browserForFile();

/** The confirmation link mailed to `email`, read from the running shop's local D1. */
function confirmationLink(email: string): string {
  const [row] = queryD1<{ body: string }>(
    state,
    `SELECT body FROM mail_outbox WHERE kind = 'newsletter_confirm' AND to_address = ${sqlText(email)}`,
  );
  return /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(row!.body)![0];
}

describe('newsletter confirmation page in Chromium', () => {
  it('confirms from the mailed link and names the coupon; a bad link says so', async () => {
    const email = `newsletter.${Date.now()}@example.de`;
    const subscribed = await fetch(`${origin}/api/ext/mailchimp-subscribe/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(subscribed.status).toBe(200);
    const link = new URL(confirmationLink(email));

    const { page, context, errors } = await newPage(browser);
    await page.goto(`${origin}${link.pathname}${link.search}`);
    await hydrated(page);
    const done = page.locator('.newsletter-confirm__done');
    await expect
      .poll(() => done.textContent(), SLOW)
      .toContain('Vielen Dank! Ihre Anmeldung zu unserem Newsletter ist bestätigt.');
    expect(await done.textContent()).toMatch(/Gutscheincode für 10 % Rabatt auf Ihre nächste Bestellung: \S+/);

    await page.goto(`${origin}/newsletter/confirm?token=${'x'.repeat(43)}`);
    await hydrated(page);
    await expect
      .poll(() => page.locator('.newsletter-confirm [role=alert]').textContent(), SLOW)
      .toBe(
        'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an, um einen neuen zu erhalten.',
      );

    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  }, 120_000);
});
