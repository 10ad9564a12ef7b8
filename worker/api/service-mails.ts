import type { ContactMessage } from '../../shared/service/contact-schema.ts';
import type { Mail } from '../mail/mail-outbox.ts';

/**
 * The texts of the service mails (German, plain text): contact and business-customer messages to
 * the shop (answered to the sender through Reply-To), and a shared cart's link to a recipient.
 * The shared-cart mail carries no text of the sender's, so the form cannot relay anyone's spam.
 */

/** The demo shop's service address (seed/content/company.ts); production sets CONTACT_EMAIL. */
export const DEFAULT_CONTACT_EMAIL = 'service@zaunshop.example';

export function contactMail(message: ContactMessage, to: string, storeCode: string, now: Date): Mail {
  const business = message.form === 'business';
  const lines = [
    business ? 'Neue Anfrage über das Formular für gewerbliche Kunden' : 'Neue Nachricht über das Kontaktformular',
    `(Shop: ${storeCode}, eingegangen ${now.toISOString()})`,
    '',
    `Name: ${message.name}`,
    `E-Mail: ${message.email}`,
  ];
  if (message.phone) lines.push(`Telefon: ${message.phone}`);
  if (message.company) lines.push(`Firma: ${message.company}`);
  if (message.taxId) lines.push(`USt-IdNr.: ${message.taxId}`);
  lines.push(
    '',
    'Nachricht:',
    message.message,
    '',
    'Der Absender hat der Verarbeitung seiner Angaben gemäß Datenschutzerklärung zugestimmt.',
  );
  return {
    kind: business ? 'business_contact' : 'contact',
    to,
    replyTo: message.email,
    subject: business
      ? `Anfrage Geschäftskunde: ${message.company} (${message.name})`
      : `Kontaktanfrage von ${message.name}`,
    body: lines.join('\n'),
  };
}

export function shareCartMail(to: string, link: string, validDays: number): Mail {
  return {
    kind: 'share_cart',
    to,
    subject: 'Ein Warenkorb aus dem Zaunshop wurde mit Ihnen geteilt',
    body: [
      'Hallo,',
      '',
      'jemand hat einen Warenkorb aus dem Zaunshop mit Ihnen geteilt. Über diesen Link übernehmen Sie die Produkte in Ihren Warenkorb:',
      '',
      link,
      '',
      `Der Link ist bis zu ${validDays} Tage gültig. Wenn Sie mit dieser E-Mail nichts anfangen können, ignorieren Sie sie einfach.`,
      '',
      'Ihr Zaunshop-Team',
    ].join('\n'),
  };
}
