import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { axeViolations, blocking, formatViolations, newAuditPage } from './axe.ts';
import { queryD1, sqlText } from './server.ts';

// The contact form and the branch finder in Chromium: a
// contact message sent from the page lands in the mail outbox; the finder sorts branches by distance.

const origin = inject('origin');
const state = inject('state');
const browser = browserForFile();

/** Outbox rows answerable to an address, read from the running shop's local D1. */
function outboxRows(replyTo: string): Array<{ kind: string; subject: string; body: string }> {
  return queryD1(state, `SELECT kind, subject, body FROM mail_outbox WHERE reply_to = ${sqlText(replyTo)}`);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(origin + path);
  await hydrated(page);
}

describe('contact form in Chromium', () => {
  it('marks wrong fields, then sends a message that lands in the outbox', async () => {
    const { page, context, errors } = await newPage(browser);
    await open(page, '/contacts');
    const form = page.locator('#contact-form');
    const submit = form.locator('button[type="submit"]');
    await page.waitForSelector('#contact-form button[type="submit"]:not([disabled])');

    await submit.click();
    await page.waitForFunction(() => document.activeElement?.id === 'contact-form-name');
    expect(await page.locator('#contact-form-name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#contact-form-name-error').textContent()).toBe('Dieses Feld ist ein Pflichtfeld');
    expect(await page.locator('#contact-form-consent').getAttribute('aria-describedby')).toBe(
      'contact-form-consent-error',
    );

    const email = `e2e.${Date.now()}@example.de`;
    await page.fill('#contact-form-name', 'Petra Hoffmann');
    await page.fill('#contact-form-email', email);
    await page.fill('#contact-form-message', 'Ich interessiere mich für ein Gartentor mit 1,20 m Breite.');
    await page.check('#contact-form-consent');
    await submit.click();

    const status = page.locator('.service-form [role="status"]');
    await status.waitFor();
    expect(await status.textContent()).toContain('Vielen Dank');
    // The success message shows only after the server wrote the outbox row.
    const rows = outboxRows(email);
    expect(rows).toHaveLength(1);
    const [mail] = rows;
    expect(mail).toMatchObject({ kind: 'contact', subject: 'Kontaktanfrage von Petra Hoffmann' });
    expect(mail!.body).toContain('Gartentor mit 1,20 m Breite');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('branch finder in Chromium', () => {
  it('finds the branches nearest a town and lists them nearest first', async () => {
    const { page, context, errors } = await newPage(browser);
    await open(page, '/filialen');
    expect(await page.locator('.branch').count()).toBeGreaterThanOrEqual(8);
    await page.fill('#locator-q', 'Köln');
    await page.click('.locator__form button[type="submit"]');
    await page.waitForFunction(
      () => document.getElementById('locator-results')?.textContent === 'Filialen in der Nähe von Köln',
    );
    expect(new URL(page.url()).searchParams.get('q')).toBe('Köln');
    expect(await page.locator('.branch__name').first().textContent()).toContain('Zaunshop Köln-Ossendorf');
    expect(await page.locator('.branch__distance').first().textContent()).toMatch(/^ca\. \d+ km entfernt$/);
    expect(await page.locator('.branch-map').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('accessibility of the service pages', () => {
  it.each(['/contacts', '/gewerbliche-kunden', '/filialen?q=80331'])(
    '%s has no serious axe violation, also with field errors shown',
    async (path) => {
      const { page, context } = await newAuditPage(browser, { width: 390, height: 844 });
      await open(page, path);
      const submit = page.locator('.service-form button[type="submit"]');
      if (await submit.count()) {
        await page.waitForSelector('.service-form button[type="submit"]:not([disabled])');
        await submit.click();
        await page.waitForSelector('.field__error');
      }
      const found = blocking(await axeViolations(page));
      expect(found.length, `${path}:\n${formatViolations(found)}`).toBe(0);
      await context.close();
    },
    120_000,
  );
});
