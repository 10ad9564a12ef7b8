import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, blocking, formatViolations, newAuditPage } from './axe.ts';
import { browserForFile, hydrated, newPage } from './browser.ts';
import { cartConfirmed, continueToPayment, logIn, placeOrder, SLOW } from './shop.ts';

// Accounts in Chromium, with "Cart and checkout"): register →
// logout → login → shipping details → product → cart → the own checkout, prefilled from the profile
// → the order in the history → change password → automatic login; and a 401 that ends the session.

const origin = inject('origin');
const browser = browserForFile();

/** Texts in German (shared/i18n/de-DE/messages.ts, account.ts). */
const DE = {
  loggedOut: 'Sie wurden abgemeldet',
  needLogin: 'Sie müssen angemeldet sein, um diese Seite aufzurufen',
  nameShort: 'Der Name muss mindestens 3 Buchstaben enthalten.',
  passwordShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  passwordsDiffer: 'Die Passwörter müssen übereinstimmen',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  accountUpdated: 'Ihre Kontodaten wurden erfolgreich aktualisiert',
  passwordChanged: 'Ihr Passwort wurde erfolgreich geändert',
  sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
};
const SKU = 'BEF-CLIPS-SSS-50';
const CLIPS = '/p/BEF-CLIPS-SSS-50/befestigungsclips-fuer-sichtschutzstreifen-50-stueck';
const USER_KEY = 'zaunshop:user:v1';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(origin + path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

const modal = (page: Page) => page.getByRole('dialog');
const storedToken = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { token?: string } | null)?.token ?? null,
    USER_KEY,
  );
/** Waits until a notification with the text shows (password hashing on the server can take a while). */
const notified = (page: Page, text: string) => page.locator('.notification span', { hasText: text }).first().waitFor();

async function openLogin(page: Page): Promise<void> {
  await page.locator('#account-toggle').click();
  await modal(page).waitFor();
}

describe('accounts in Chromium', () => {
  it('shows the logged-out message rendered on the server, never a blank page', async () => {
    const html = await (await fetch(`${origin}/my-account/orders`)).text();
    expect(html).toContain(DE.needLogin);
  });

  it('registers, logs out, logs in, orders, sees the order, changes the password and is logged in again', async () => {
    const { page, errors } = await newPage(browser);
    const email = `erika.${Date.now()}@example.com`;
    const password = 'Zaunkoenig-2026';
    await open(page, '/');

    // Register, with the checks first.
    await openLogin(page);
    await modal(page).getByRole('button', { name: 'Registrieren' }).click();
    const form = modal(page);
    await form.getByLabel('E-Mail-Adresse').fill('erika@');
    await form.getByLabel('Vorname').fill('Er');
    await form.getByLabel('Nachname').fill('Muster');
    await form.getByLabel('Passwort', { exact: true }).fill('kurz');
    await form.getByLabel('Passwort wiederholen').fill('anders');
    await form.getByRole('button', { name: 'Registrieren' }).click();
    const problems = () => form.locator('.field__error').allTextContents();
    await expect.poll(problems).toEqual([DE.invalidEmail, DE.nameShort, DE.passwordShort, DE.passwordsDiffer]);
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel('Vorname').fill('Erika');
    await form.getByLabel('Passwort', { exact: true }).fill(password);
    await form.getByLabel('Passwort wiederholen').fill(password);
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await modal(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('#account-toggle').getAttribute('href')).toBe('/my-account');
    const firstToken = await storedToken(page);
    expect(firstToken).toBeTruthy();

    // My account: the profile, the loyalty card as an accessible barcode.
    await page.locator('#account-toggle').click();
    await expect.poll(() => page.getByLabel('Vorname').inputValue()).toBe('Erika');
    expect(await page.getByRole('img', { name: /^Kartennummer 7\d{9}$/ }).count()).toBe(1);

    // Logout clears the session and says so.
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await notified(page, DE.loggedOut);
    await expect.poll(() => page.getByText(DE.needLogin).count()).toBe(1);
    expect(await storedToken(page)).toBeNull();

    // Login again; a default shipping address in My account.
    await logIn(page, email, password);
    const token = (await storedToken(page))!;
    expect(token).not.toBe(firstToken);
    await open(page, '/my-account/shipping-details');
    await page.getByLabel('Straße').fill('Zaunweg 12a');
    await page.getByLabel('Postleitzahl').fill('26203');
    await page.getByLabel('Ort').fill('Wardenburg');
    await page.getByRole('button', { name: 'Lieferadresse speichern' }).click();
    await notified(page, DE.accountUpdated);

    // Product → cart → the own checkout: name, e-mail and that address are filled in, no account to create.
    await open(page, CLIPS);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => page.locator('#cart-toggle .header__count').textContent(), SLOW).toBe('1');
    await cartConfirmed(page, 'default', 1);
    await open(page, '/checkout');
    await expect.poll(() => page.locator('#personal-emailAddress').inputValue(), SLOW).toBe(email);
    expect(await page.locator('#personal-firstName').inputValue()).toBe('Erika');
    expect(await page.locator('#personal-lastName').inputValue()).toBe('Muster');
    expect(await page.locator('#personal-createAccount').count()).toBe(0);
    await page.getByRole('button', { name: 'Weiter zum Versand' }).click();
    await page.locator('#shipping-streetAddress').waitFor();
    const shipping = (field: string) => page.locator(`#shipping-${field}`).inputValue();
    expect([
      await shipping('firstName'),
      await shipping('streetAddress'),
      await shipping('apartmentNumber'),
      await shipping('zipCode'),
      await shipping('city'),
      await shipping('country'),
    ]).toEqual(['Erika', 'Zaunweg', '12a', '26203', 'Wardenburg', 'DE']);
    await continueToPayment(page);
    await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
    const { number: orderNumber, request } = await placeOrder(page);
    expect(new URL(request.url()).searchParams.get('token')).toBe(token);

    // The order is in the customer's history.
    await open(page, '/my-account/orders');
    const row = page.locator('.orders__row', { hasText: orderNumber });
    await row.waitFor();
    await row.getByRole('link', { name: 'Bestellung ansehen' }).click();
    await expect.poll(() => page.locator('h2#order-title').textContent()).toBe(`Bestellung Nr. ${orderNumber}`);
    await expect.poll(() => page.locator('.orders td', { hasText: SKU }).count()).toBe(1);

    // Order again: the order's line goes into the cart.
    await page.getByRole('button', { name: 'Erneut bestellen' }).click();
    await expect.poll(() => page.locator('#cart-toggle .header__count').textContent()).toBe('1');

    // Change the password: the the message, then an automatic login with the new password.
    await page.keyboard.press('Escape');
    await open(page, '/my-account');
    const newPassword = 'Doppelstab-7016';
    await page.getByLabel('Aktuelles Passwort').fill(password);
    await page.getByLabel('Neues Passwort').fill(newPassword);
    await page.getByLabel('Passwort wiederholen').fill(newPassword);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await notified(page, DE.passwordChanged);
    // The automatic login ends with the profile shown again under a new token.
    await page.getByLabel('Vorname').waitFor();
    await page.waitForFunction(
      ([key, old]) => {
        const stored = JSON.parse(localStorage.getItem(key!) ?? 'null') as { token?: string } | null;
        return !!stored?.token && stored.token !== old;
      },
      [USER_KEY, token],
    );
    const relogin = await page.evaluate(
      async ({ email, newPassword }) =>
        (
          await fetch('/api/user/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: email, password: newPassword }),
          })
        ).status,
      { email, newPassword },
    );
    expect(relogin).toBe(200);

    // Profile edit: the the success text.
    await page.getByLabel('Nachname').fill('Musterfrau');
    await page.getByRole('button', { name: 'Meine Daten speichern' }).click();
    await notified(page, DE.accountUpdated);
    expect(errors).toEqual([]);
  }, 240_000);

  it('logs out on a 401 with a token and opens the login modal', async () => {
    const { page } = await newPage(browser);
    const email = `otto.${Date.now()}@example.com`;
    const password = 'Gabionen-2026';
    await open(page, '/');
    const created = await page.evaluate(
      async ({ email, password }) =>
        (
          await fetch('/api/user/create', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ customer: { email, firstname: 'Otto', lastname: 'Zaun' }, password }),
          })
        ).status,
      { email, password },
    );
    expect(created).toBe(200);
    await logIn(page, email, password);
    const token = (await storedToken(page))!;

    // The session ends on the server (as after a password change elsewhere); the next call answers 401.
    await page.evaluate(
      async (token) => void (await fetch(`/api/user/logout?token=${encodeURIComponent(token)}`, { method: 'POST' })),
      token,
    );
    await open(page, '/my-account');
    await modal(page).waitFor();
    expect(await modal(page).getByRole('heading').textContent()).toBe('Anmelden');
    await notified(page, DE.sessionExpired);
    expect(await storedToken(page)).toBeNull();
    expect(await page.getByText(DE.needLogin).count()).toBe(1);
  });

  it('moves the guest cart to the customer at login: same line, coupon applied again, calls with the customer token', async () => {
    const { page } = await newPage(browser);
    const email = `paula.${Date.now()}@example.com`;
    const password = 'Sichtschutz-2026';
    await open(page, '/p/BEF-CLIPS-SSS-50/befestigungsclips-fuer-sichtschutzstreifen-50-stueck');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => page.locator('#cart-toggle .header__count').textContent()).toBe('1');
    await page.locator('#cart-toggle').click();
    const microcart = page.getByRole('dialog', { name: /Warenkorb/ });
    await microcart.getByLabel('Gutscheincode').fill('ZAUN10');
    await microcart.getByRole('button', { name: 'Einlösen' }).click();
    await microcart.locator('.totals__discount dt', { hasText: 'Rabatt (ZAUN10)' }).waitFor();
    await page.keyboard.press('Escape');
    const cartToken = () =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('zaunshop:default:cart:v1') ?? 'null') as { token?: string } | null)
            ?.token ?? null,
      );
    const guestCart = await cartToken();

    await page.evaluate(
      async ({ email, password }) =>
        void (await fetch('/api/user/create', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ customer: { email, firstname: 'Paula', lastname: 'Zaun' }, password }),
        })),
      { email, password },
    );
    await logIn(page, email, password);
    await page.waitForFunction((old) => {
      const stored = JSON.parse(localStorage.getItem('zaunshop:default:cart:v1') ?? 'null') as {
        token?: string;
        couponCode?: string;
      } | null;
      return !!stored?.token && stored.token !== old && stored.couponCode === 'ZAUN10';
    }, guestCart);
    const customerCart = (await cartToken())!;
    const token = (await storedToken(page))!;
    // The new cart is the customer's: it answers only with the customer's token.
    const pull = (query: string) =>
      page.evaluate(async (q) => {
        const answer = await fetch(`/api/cart/pull?${q}`);
        return {
          status: answer.status,
          body: (await answer.json()) as { result: Array<{ sku: string; qty: number }> },
        };
      }, query);
    expect((await pull(`cartId=${customerCart}`)).status).toBe(404);
    const own = await pull(`cartId=${customerCart}&token=${encodeURIComponent(token)}`);
    expect(own.status).toBe(200);
    expect(own.body.result.map((i) => [i.sku, i.qty])).toEqual([['BEF-CLIPS-SSS-50', 1]]);
    await page.locator('#cart-toggle').click();
    await microcart.locator('.totals__discount dt', { hasText: 'Rabatt (ZAUN10)' }).waitFor();
    expect(await page.locator('#cart-toggle .header__count').textContent()).toBe('1');
  });

  it('opens the forgot-password modal from /customer/account/forgotpassword', async () => {
    const { page } = await newPage(browser);
    await open(page, '/customer/account/forgotpassword');
    await modal(page).waitFor();
    expect(await modal(page).getByRole('heading').textContent()).toBe('Passwort zurücksetzen');
    await modal(page).getByLabel('E-Mail-Adresse').fill('niemand@example.com');
    await modal(page).getByRole('button', { name: 'Passwort zurücksetzen' }).click();
    await expect.poll(() => modal(page).getByRole('status').textContent()).toContain('niemand@example.com');
  });

  it('/create-password checks the new password, refuses a bad link and does not work offline', async () => {
    const { page, context } = await newPage(browser);
    await open(page, '/create-password?email=erika%40example.com&resetToken=not-a-valid-token');
    expect(await page.locator('h1').textContent()).toBe('Neues Passwort festlegen');
    await page.getByLabel('Neues Passwort').fill('kurz');
    await page.getByLabel('Passwort wiederholen').fill('kurz2');
    await page.getByRole('button', { name: 'Neues Passwort festlegen' }).click();
    await expect
      .poll(() => page.locator('.field__error').allTextContents())
      .toEqual([DE.passwordShort, DE.passwordsDiffer]);
    await page.getByLabel('Neues Passwort').fill('Zaunpfosten-2026');
    await page.getByLabel('Passwort wiederholen').fill('Zaunpfosten-2026');
    await page.getByRole('button', { name: 'Neues Passwort festlegen' }).click();
    await page
      .locator('.form-message--error', {
        hasText: 'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
      })
      .waitFor();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Neues Passwort festlegen' }).click();
    await page
      .locator('.form-message--error', { hasText: 'Das Zurücksetzen des Passworts ist offline nicht möglich!' })
      .waitFor();
    await context.setOffline(false);
  });

  it('has no serious accessibility problems in the register modal and on my account pages', async () => {
    const { page } = await newAuditPage(browser, { width: 390, height: 844 });
    const audit = async (what: string) => {
      const found = blocking(await axeViolations(page));
      expect(found.length, `${what}: axe-core found serious/critical violations:\n${formatViolations(found)}`).toBe(0);
    };
    await open(page, '/my-account');
    await audit('my account, logged out');
    await openLogin(page);
    await modal(page).getByRole('button', { name: 'Registrieren' }).click();
    await modal(page).getByRole('button', { name: 'Registrieren' }).click();
    await modal(page).locator('.field__error').first().waitFor();
    await audit('register modal with problems');

    const email = `axel.${Date.now()}@example.com`;
    await modal(page).getByLabel('E-Mail-Adresse').fill(email);
    await modal(page).getByLabel('Vorname').fill('Axel');
    await modal(page).getByLabel('Nachname').fill('Zaun');
    await modal(page).getByLabel('Passwort', { exact: true }).fill('Barriere-2026');
    await modal(page).getByLabel('Passwort wiederholen').fill('Barriere-2026');
    await modal(page).getByRole('button', { name: 'Registrieren' }).click();
    await modal(page).waitFor({ state: 'detached' });
    await page.getByLabel('Vorname').waitFor();
    await page.locator('.loyalty-card svg').waitFor();
    await audit('my account, profile');
    await open(page, '/my-account/orders');
    await page.getByText('Sie haben noch keine Bestellungen aufgegeben.').waitFor();
    await audit('my orders');
  });
});
