import type { AccountKey } from '../en-US/account.ts';

/** German texts of login, register, password reset, my account and store locator (see en-US/account.ts). */
export const account: Record<AccountKey, string> = {
  // Login and register
  'Log in': 'Anmelden',
  'Log out': 'Abmelden',
  Register: 'Registrieren',
  'Create an account': 'Kundenkonto anlegen',
  Password: 'Passwort',
  'Repeat password': 'Passwort wiederholen',
  'Show password': 'Passwort anzeigen',
  'Hide password': 'Passwort verbergen',
  'Remember me': 'Angemeldet bleiben',
  'Forgot the password?': 'Passwort vergessen?',
  'No account yet?': 'Noch kein Kundenkonto?',
  'Already have an account?': 'Sie haben bereits ein Kundenkonto?',
  'You are logged in!': 'Sie sind angemeldet!',
  'Welcome back, {firstname}!': 'Willkommen zurück, {firstname}!',
  'The e-mail address or password is incorrect.': 'Die E-Mail-Adresse oder das Passwort ist falsch.',
  'Your account has been created.': 'Ihr Kundenkonto wurde angelegt.',
  'I want to receive the newsletter': 'Ich möchte den Newsletter erhalten',
  'Your session has expired. Please log in again.': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',

  // Password reset and creation
  'Reset password': 'Passwort zurücksetzen',
  'Enter your e-mail address to receive a link for setting a new password.':
    'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
  'We have sent password reset instructions to {email}. Please check your inbox.':
    'Wir haben eine Anleitung zum Zurücksetzen Ihres Passworts an {email} gesendet. Bitte prüfen Sie Ihr Postfach.',
  'Back to login': 'Zurück zur Anmeldung',
  'Create a new password': 'Neues Passwort festlegen',
  'New password': 'Neues Passwort',
  'Current password': 'Aktuelles Passwort',
  'Change password': 'Passwort ändern',

  // My account navigation and profile
  'My account': 'Mein Konto',
  'My profile': 'Meine Daten',
  'My shipping details': 'Meine Lieferadresse',
  'My newsletter': 'Mein Newsletter',
  'My orders': 'Meine Bestellungen',
  'My loyalty card': 'Meine Kundenkarte',
  'My product reviews': 'Meine Produktbewertungen',
  'My recently viewed products': 'Meine zuletzt angesehenen Produkte',
  'Edit profile': 'Daten bearbeiten',
  'Update my profile': 'Meine Daten speichern',
  'Update my shipping details': 'Lieferadresse speichern',
  'Update my preferences': 'Einstellungen speichern',
  'Use my profile data': 'Meine Kontodaten übernehmen',

  // Orders
  'You have not placed any orders yet.': 'Sie haben noch keine Bestellungen aufgegeben.',
  'Order #{orderNumber}': 'Bestellung Nr. {orderNumber}',
  'Order number': 'Bestellnummer',
  'Order date': 'Bestelldatum',
  Status: 'Status',
  Amount: 'Betrag',
  'View order': 'Bestellung ansehen',
  'Order again': 'Erneut bestellen',
  'Back to orders': 'Zurück zu den Bestellungen',
  'Order information': 'Bestellinformationen',
  'Items ordered': 'Bestellte Artikel',
  'Product name': 'Produktname',
  Pending: 'Ausstehend',
  Processing: 'In Bearbeitung',
  Complete: 'Abgeschlossen',
  Canceled: 'Storniert',
  Closed: 'Geschlossen',
  'On hold': 'Angehalten',
  Shipped: 'Versendet',
  'Shipped with {carrier}': 'Versendet mit {carrier}',
  'Tracking number': 'Sendungsnummer',
  'Track shipment': 'Sendung verfolgen',
  'Not transmitted': 'Nicht übermittelt',
  Transmitted: 'Übermittelt',

  // Loyalty card
  'Loyalty card': 'Kundenkarte',
  'Card number': 'Kartennummer',
  'Your points balance: {points}': 'Ihr Punktestand: {points}',
  'You do not have a loyalty card yet.': 'Sie haben noch keine Kundenkarte.',
  'Your vouchers': 'Ihre Gutscheine',
  'Valid since {date}': 'Gültig seit {date}',

  // Product reviews and recently viewed
  'You have not written any reviews yet.': 'Sie haben noch keine Bewertungen geschrieben.',
  'Awaiting moderation': 'Wartet auf Freigabe',
  'Recently viewed': 'Zuletzt angesehen',
  'You have not viewed any products yet.': 'Sie haben sich noch keine Produkte angesehen.',

  // Store locator
  'Store locator': 'Standortsuche',
  'Find a store near you': 'Finden Sie einen Standort in Ihrer Nähe',
  'Enter zip-code or city': 'PLZ oder Ort eingeben',
  'Show on map': 'Auf der Karte anzeigen',
  'Plan route': 'Route planen',
  'No stores found.': 'Keine Standorte gefunden.',
  '{distance} km away': '{distance} km entfernt',

  // Account pages: newsletter, reviews, password link
  'Please confirm your subscription with the link we have sent to {email}.':
    'Bitte bestätigen Sie Ihre Anmeldung über den Link, den wir an {email} gesendet haben.',
  'You have unsubscribed from the newsletter.': 'Sie haben sich vom Newsletter abgemeldet.',
  Published: 'Veröffentlicht',
  'Not published': 'Nicht veröffentlicht',
  'The password reset link is invalid or has expired. Please request a new one.':
    'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  'Your new password has been saved.': 'Ihr neues Passwort wurde gespeichert.',
  'My fence plans': 'Meine Zaunpläne',
  'You have not saved any fence plans yet.': 'Sie haben noch keine Zaunpläne gespeichert.',
  'Delete plan {name}': 'Plan {name} löschen',
  'The plan {name} has been deleted.': 'Der Plan {name} wurde gelöscht.',
};
