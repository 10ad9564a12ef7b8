import type { NewsletterKey } from '../en-US/newsletter.ts';

/** German texts of the newsletter modal (loaded with its chunk). */
export const newsletter: Record<NewsletterKey, string> = {
  'We only use your e-mail address to send you our newsletter.':
    'Wir verwenden Ihre E-Mail-Adresse nur für den Versand unseres Newsletters.',
  'After confirming, you will receive a personal coupon code for {percent}% off your next order.':
    'Nach der Bestätigung erhalten Sie einen persönlichen Gutscheincode über {percent} % Rabatt auf Ihre nächste Bestellung.',
  'Your subscription could not be sent. Please try again later.':
    'Ihre Anmeldung konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  'Subscribe to our newsletter': 'Abonnieren Sie unseren Newsletter',
  'Sign up for our newsletter and get {percent}% off your next order.':
    'Melden Sie sich für unseren Newsletter an und erhalten Sie {percent} % Rabatt auf Ihre nächste Bestellung.',
  Subscribe: 'Abonnieren',
  'Please confirm your subscription via the link in the e-mail we have just sent you.':
    'Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen soeben gesendet haben.',
  Newsletter: 'Newsletter',
  'Confirming your subscription...': 'Ihre Anmeldung wird bestätigt …',
  'Thank you! Your subscription to our newsletter is confirmed.':
    'Vielen Dank! Ihre Anmeldung zu unserem Newsletter ist bestätigt.',
  'Your personal coupon code for {percent}% off your next order: {coupon}':
    'Ihr persönlicher Gutscheincode für {percent} % Rabatt auf Ihre nächste Bestellung: {coupon}',
  'We have also sent you the code by e-mail.': 'Wir haben Ihnen den Code auch per E-Mail geschickt.',
  'This confirmation link is invalid or has expired. Please subscribe again to get a new one.':
    'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an, um einen neuen zu erhalten.',
  'Your subscription could not be confirmed just now. Please open the link again later.':
    'Ihre Anmeldung konnte gerade nicht bestätigt werden. Bitte öffnen Sie den Link später noch einmal.',
};
