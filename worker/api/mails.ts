import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import type { StoreView } from '../../shared/stores.ts';
import type { Mail } from '../mail/mail-outbox.ts';
import { shopUrl } from '../config.ts';

/**
 * The texts of the shop's mails (German, plain text), written to the outbox (mail-outbox.ts).
 * Links are built from env SHOP_URL alone, so no request header (Host, X-Forwarded-Host) can point a
 * mailed link, and the one-time token in it, at another host.
 */

/** The shop's address for links in mails, with the store's path prefix. */
export function shopOrigin(c: Context<AppEnv>, store: StoreView): string {
  return shopUrl(c.env) + store.prefix;
}

export function passwordResetMail(
  user: { email: string; firstname: string },
  base: string,
  token: string,
  ttlMs: number,
): Mail {
  const link = `${base}/create-password?email=${encodeURIComponent(user.email)}&resetToken=${encodeURIComponent(token)}`;
  const minutes = Math.round(ttlMs / 60_000);
  return {
    kind: 'password_reset',
    to: user.email,
    subject: 'Ihr neues Passwort für den Zaunshop',
    body: [
      `Hallo ${user.firstname},`,
      '',
      'Sie haben ein neues Passwort für Ihr Kundenkonto angefordert. Über diesen Link legen Sie es fest:',
      '',
      link,
      '',
      `Der Link ist ${minutes} Minuten gültig und funktioniert nur einmal.`,
      'Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail einfach; Ihr Passwort bleibt unverändert.',
      '',
      'Ihr Zaunshop-Team',
    ].join('\n'),
  };
}

export function newsletterConfirmMail(email: string, confirmLink: string): Mail {
  return {
    kind: 'newsletter_confirm',
    to: email,
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    body: [
      'Hallo,',
      '',
      'vielen Dank für Ihr Interesse am Zaunshop-Newsletter. Bitte bestätigen Sie Ihre Anmeldung über diesen Link:',
      '',
      confirmLink,
      '',
      'Nach der Bestätigung erhalten Sie Ihren persönlichen Gutschein über 10 % auf Ihren nächsten Einkauf.',
      'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail; Sie erhalten dann keine weiteren Nachrichten.',
      '',
      'Ihr Zaunshop-Team',
    ].join('\n'),
  };
}

export function newsletterWelcomeMail(email: string, coupon: string, base: string, unsubscribeLink: string): Mail {
  return {
    kind: 'newsletter_welcome',
    to: email,
    subject: 'Willkommen beim Zaunshop-Newsletter – Ihr 10-%-Gutschein',
    body: [
      'Hallo,',
      '',
      'Ihre Anmeldung zum Newsletter ist bestätigt. Ihr persönlicher Gutscheincode über 10 % (einmal einlösbar):',
      '',
      coupon,
      '',
      `Zum Shop: ${base}/`,
      '',
      `Abmelden können Sie sich jederzeit in Ihrem Kundenkonto oder hier: ${unsubscribeLink}`,
      '',
      'Ihr Zaunshop-Team',
    ].join('\n'),
  };
}
