import type { MessageKey } from '../en-US/messages.ts';

/** German texts for the notification, error and validation messages (see en-US/messages.ts). */
export const messages: Record<MessageKey, string> = {
  // Cart notifications
  'Product has been added to the cart!': 'Das Produkt wurde in den Warenkorb gelegt!',
  'Product quantity has been updated!': 'Die Produktmenge wurde aktualisiert!',
  'Proceed to checkout': 'Zur Kasse',
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.':
    'Der Lagerbestand lässt sich derzeit nicht sicher ermitteln. Das Produkt wurde zur Vorreservierung in den Warenkorb gelegt.',
  'Product price is unknown, product cannot be added to the cart!':
    'Der Preis des Produkts ist unbekannt, das Produkt kann nicht in den Warenkorb gelegt werden!',
  'Saved cart was successfully loaded': 'Der gespeicherte Warenkorb wurde erfolgreich geladen',
  "You've entered an incorrect coupon code. Please try again.":
    'Sie haben einen ungültigen Gutscheincode eingegeben. Bitte versuchen Sie es erneut.',
  'Error while adding products': 'Fehler beim Hinzufügen der Produkte',
  'Cart could not be shared to the e-mail': 'Der Warenkorb konnte nicht per E-Mail geteilt werden',

  // Order placement
  'Address provided in checkout contains invalid data. Please check if all required fields in checkout are filled in and also contact us to resolve this issue for future. Your order has been canceled.':
    'Die im Checkout angegebene Adresse enthält ungültige Daten. Bitte prüfen Sie, ob alle Pflichtfelder im Checkout ausgefüllt sind, und kontaktieren Sie uns, damit wir das Problem für künftige Bestellungen beheben können. Ihre Bestellung wurde storniert.',
  'Internal validation error. Please check if all required fields are filled in. Please contact us on {email}':
    'Interner Validierungsfehler. Bitte prüfen Sie, ob alle Pflichtfelder ausgefüllt sind. Bitte kontaktieren Sie uns unter {email}',
  'Some of the ordered products are not available!': 'Einige der bestellten Produkte sind nicht verfügbar!',
  'Prices have changed since the order was placed. Please check your cart and order again.':
    'Die Preise haben sich seit Ihrer Bestellung geändert. Bitte prüfen Sie den Warenkorb und bestellen Sie erneut.',

  // Session and account
  "You're logged out": 'Sie wurden abgemeldet',
  'You need to be logged in to see this page': 'Sie müssen angemeldet sein, um diese Seite aufzurufen',
  'No User token, user unauthorized': 'Kein Benutzer-Token vorhanden, Benutzer nicht autorisiert',
  'not authorized': 'nicht autorisiert',
  'Account data has successfully been updated': 'Ihre Kontodaten wurden erfolgreich aktualisiert',
  'Password has successfully been changed': 'Ihr Passwort wurde erfolgreich geändert',
  'Reset password feature does not work while offline!': 'Das Zurücksetzen des Passworts ist offline nicht möglich!',
  'Error sending reset password e-mail': 'Fehler beim Senden der E-Mail zum Zurücksetzen des Passworts',

  // API errors
  'Error with response - bad content-type!': 'Fehlerhafte Serverantwort – falscher Content-Type!',
  'Unhandled error, wrong response format!': 'Unerwarteter Fehler, falsches Antwortformat!',
  'Error refreshing user token. User is not authorized to access the resource':
    'Fehler beim Erneuern des Benutzer-Tokens. Der Benutzer ist nicht berechtigt, auf diese Ressource zuzugreifen',
  'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.':
    'Interner Anwendungsfehler beim Erneuern der Tokens. Bitte leeren Sie den Browserspeicher und laden Sie die Seite neu.',

  // Page data
  'No products synchronized for this category. Please come back while online!':
    'Für diese Kategorie wurden noch keine Produkte synchronisiert. Bitte schauen Sie wieder vorbei, wenn Sie online sind!',
  'Category query returned empty result': 'Die Kategorieabfrage hat kein Ergebnis geliefert',
  'CMS query returned empty result': 'Die CMS-Abfrage hat kein Ergebnis geliefert',
  'Banner query returned empty result': 'Die Banner-Abfrage hat kein Ergebnis geliefert',
  'Matrixrates query returned empty result': 'Die Matrixrates-Abfrage hat kein Ergebnis geliefert',
  'No mapping found': 'Keine Zuordnung gefunden',
  'The product, category or CMS page is not available in Offline mode. Redirecting to Home.':
    'Das Produkt, die Kategorie oder die CMS-Seite ist im Offline-Modus nicht verfügbar. Sie werden zur Startseite weitergeleitet.',
  'Product query returned empty result': 'Die Produktabfrage hat kein Ergebnis geliefert',
  'Product is not available (status {status})': 'Das Produkt ist nicht verfügbar (Status {status})',
  'Product is not visible individually (visibility {visibility})':
    'Das Produkt ist nicht einzeln sichtbar (Sichtbarkeit {visibility})',

  // Notification actions
  OK: 'OK',

  // Validation
  'Field is required': 'Dieses Feld ist ein Pflichtfeld',
  'Must be greater than 0': 'Muss größer als 0 sein',
  'Quantity must be above 0': 'Die Menge muss größer als 0 sein',
  'Quantity must be positive integer': 'Die Menge muss eine positive ganze Zahl sein',
  'Quantity must be below {quantity}': 'Die Menge muss kleiner als {quantity} sein',
  'Only {maxQuantity} products of this type are available!':
    'Von diesem Produkt sind nur {maxQuantity} Stück verfügbar!',
  'Name must have at least {min} letters.': 'Der Name muss mindestens {min} Buchstaben enthalten.',
  'Password must have at least 8 characters.': 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  'Passwords must be identical': 'Die Passwörter müssen übereinstimmen',
  'Please provide valid e-mail address.': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'Search term must have at least 3 characters.': 'Der Suchbegriff muss mindestens 3 Zeichen lang sein.',
  'Tax ID must have at least 3 characters.': 'Die USt-IdNr. muss mindestens 3 Zeichen lang sein.',
  'Zip-code must have at least 3 characters.': 'Die Postleitzahl muss mindestens 3 Zeichen lang sein.',
  'Must have at least {min} characters.': 'Muss mindestens {min} Zeichen lang sein.',
  'You must accept the terms and conditions.': 'Sie müssen den Allgemeinen Geschäftsbedingungen zustimmen.',
  'The minimum fence length is {minlength}m': 'Die Mindestlänge des Zauns beträgt {minlength} m',

  // Service worker states
  'The shop is ready.': 'Der Shop ist einsatzbereit.',
  'Content has been cached for offline use.': 'Die Inhalte wurden für die Offline-Nutzung gespeichert.',
  'New content is available. Please refresh the page.': 'Neue Inhalte sind verfügbar. Bitte laden Sie die Seite neu.',
  'No internet connection found. The shop is running in offline mode.':
    'Keine Internetverbindung gefunden. Der Shop läuft im Offline-Modus.',
  'Error during service worker registration.': 'Fehler bei der Registrierung des Service Workers.',
  Refresh: 'Neu laden',
  'You are back online.': 'Sie sind wieder online.',
  'You are offline. Some features may not be available.':
    'Sie sind offline. Einige Funktionen sind möglicherweise nicht verfügbar.',

  // Offline orders
  'Offline orders': 'Offline-Bestellungen',
  'You have orders placed while offline that have not been sent yet. Do you want to send them now?':
    'Sie haben offline Bestellungen aufgegeben, die noch nicht übermittelt wurden. Möchten Sie diese jetzt senden?',
  'Send orders': 'Bestellungen senden',
  'Discard orders': 'Bestellungen verwerfen',
  'Your offline orders have been sent.': 'Ihre Offline-Bestellungen wurden übermittelt.',
  'Your order {orderNumber} has been sent.': 'Ihre Bestellung {orderNumber} wurde übermittelt.',
  'Your orders {orderNumbers} have been sent.': 'Ihre Bestellungen {orderNumbers} wurden übermittelt.',
  '{count} orders have been sent. The sync inbox lists their numbers.':
    '{count} Bestellungen wurden übermittelt. Ihre Nummern stehen in der Synchronisierung.',
  'Your order has been saved and will be sent as soon as you are back online.':
    'Ihre Bestellung wurde gespeichert und wird übermittelt, sobald Sie wieder online sind.',
  'Your order could not be accepted. The sync inbox says why and what to do.':
    'Ihre Bestellung konnte nicht angenommen werden. In der Synchronisierung steht, warum und was zu tun ist.',
  'Open the sync inbox': 'Synchronisierung öffnen',

  // Flat shipping method
  'DPD Courier': 'DPD-Paketversand',

  // Wishlist, compare and recently viewed lists
};
