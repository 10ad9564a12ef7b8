import type { CheckoutKey } from '../en-US/checkout.ts';

/** German texts of the cart, microcart and checkout screens (see en-US/checkout.ts). */
export const checkout: Record<CheckoutKey, string> = {
  // Cart and microcart
  'Shopping cart': 'Warenkorb',
  'Your cart is empty.': 'Ihr Warenkorb ist leer.',
  'You have not added any products to your cart yet.': 'Sie haben noch keine Produkte in den Warenkorb gelegt.',
  'Continue shopping': 'Weiter einkaufen',
  'Go to checkout': 'Zur Kasse gehen',
  '1 item': '1 Artikel',
  '{count} items': '{count} Artikel',
  'Number of items in cart: {count}': 'Anzahl der Artikel im Warenkorb: {count}',
  'Edit product': 'Produkt bearbeiten',
  'Remove {productName} from cart': '{productName} aus dem Warenkorb entfernen',
  'Product has been removed from the cart.': 'Das Produkt wurde aus dem Warenkorb entfernt.',
  'Clear cart': 'Warenkorb leeren',
  'Do you really want to remove all products from your cart?':
    'Möchten Sie wirklich alle Produkte aus dem Warenkorb entfernen?',
  'Not in stock at the moment - longer delivery time': 'Derzeit nicht auf Lager – längere Lieferzeit',
  'Checking stock...': 'Lagerbestand wird geprüft …',
  'Please wait until the stock check has finished.': 'Bitte warten Sie, bis die Bestandsprüfung abgeschlossen ist.',
  'Share cart': 'Warenkorb teilen',
  'Share cart by e-mail': 'Warenkorb per E-Mail teilen',
  'The cart has been sent to {email}.': 'Der Warenkorb wurde an {email} gesendet.',

  // Totals and coupon
  Subtotal: 'Zwischensumme',
  'Subtotal incl. tax': 'Zwischensumme inkl. MwSt.',
  Shipping: 'Versand',
  'Shipping costs': 'Versandkosten',
  Tax: 'MwSt.',
  Discount: 'Rabatt',
  'Grand total': 'Gesamtsumme',
  Total: 'Summe',
  Free: 'Kostenlos',
  'Discount code': 'Gutscheincode',
  'Add a discount code': 'Gutscheincode hinzufügen',
  Apply: 'Einlösen',
  'Remove discount code': 'Gutscheincode entfernen',
  'The discount code has been applied.': 'Der Gutscheincode wurde eingelöst.',

  // Checkout steps
  Checkout: 'Kasse',
  'Secure checkout': 'Sicher bestellen',
  'Step {step} of {steps}': 'Schritt {step} von {steps}',
  'Personal details': 'Persönliche Daten',
  'Shipping address': 'Lieferadresse',
  'Billing address': 'Rechnungsadresse',
  Payment: 'Zahlung',
  'Order review': 'Bestellübersicht',
  'Order summary': 'Zusammenfassung',
  Confirmation: 'Bestätigung',
  'Continue to shipping': 'Weiter zum Versand',
  'Continue to payment': 'Weiter zur Zahlung',
  'Continue to order review': 'Weiter zur Bestellübersicht',
  'Place order and pay': 'Zahlungspflichtig bestellen',
  'Placing your order...': 'Ihre Bestellung wird übermittelt …',
  'You are being redirected to the checkout...': 'Sie werden zur Kasse weitergeleitet …',

  // Address and personal data fields
  'First name': 'Vorname',
  'Last name': 'Nachname',
  Country: 'Land',
  Street: 'Straße',
  'House number': 'Hausnummer',
  'Address addition': 'Adresszusatz',
  'Zip-code': 'Postleitzahl',
  City: 'Ort',
  'State / Province': 'Bundesland',
  'Phone number': 'Telefonnummer',
  'Company name': 'Firmenname',
  'Tax identification number': 'USt-IdNr.',
  'I want to create an account': 'Ich möchte ein Kundenkonto anlegen',
  'Billing address is the same as shipping address': 'Rechnungsadresse entspricht der Lieferadresse',
  'I need an invoice for my company': 'Ich benötige eine Rechnung auf meine Firma',

  // Shipping and payment methods
  'Shipping method': 'Versandart',
  'Payment method': 'Zahlungsart',
  'Payment methods': 'Zahlungsarten',
  'No shipping methods are available for this address.': 'Für diese Adresse sind keine Versandarten verfügbar.',
  "Freight (over 31.5 kg) cannot be shipped with DPD, and the forwarder's rate can only be calculated online: {names}. Please order when you are back online, or remove these items to send the rest with DPD.":
    'Speditionsware (über 31,5 kg) kann nicht mit DPD versendet werden, und die Frachtkosten lassen sich nur online berechnen: {names}. Bitte bestellen Sie, sobald Sie wieder online sind, oder entfernen Sie diese Artikel, um den Rest mit DPD zu versenden.',
  'No payment methods are available.': 'Es sind keine Zahlungsarten verfügbar.',
  'Cash on delivery': 'Nachnahme',
  'Prepayment (bank transfer)': 'Vorkasse (Überweisung)',
  Invoice: 'Rechnung',
  PayPal: 'PayPal',
  'Pay with PayPal': 'Mit PayPal bezahlen',

  // Order review and consents
  'I accept the {terms}': 'Ich akzeptiere die {terms}',
  'terms and conditions': 'AGB',
  'I have read the privacy policy and the cancellation policy.':
    'Ich habe die Datenschutzerklärung und die Widerrufsbelehrung zur Kenntnis genommen.',
  'Your order could not be placed. Please try again.':
    'Ihre Bestellung konnte nicht aufgegeben werden. Bitte versuchen Sie es erneut.',

  // Thank-you and order confirmation
  'Thank you for your order!': 'Vielen Dank für Ihre Bestellung!',
  'Your order number is {orderNumber}.': 'Ihre Bestellnummer lautet {orderNumber}.',
  'You will receive an order confirmation by e-mail shortly.':
    'Sie erhalten in Kürze eine Bestellbestätigung per E-Mail.',
  'Order confirmation': 'Bestellbestätigung',
  'Please confirm the orders you placed while offline.':
    'Bitte bestätigen Sie die Bestellungen, die Sie offline aufgegeben haben.',
  'Confirm orders': 'Bestellungen bestätigen',
  'Back to shop': 'Zurück zum Shop',

  // Microcart: quantity steppers, share link, totals state
  'Decrease quantity': 'Menge verringern',
  'Increase quantity': 'Menge erhöhen',
  'Quantity of {productName}': 'Menge von {productName}',
  'Share link': 'Link zum Teilen',
  'Copy link': 'Link kopieren',
  'The link has been copied.': 'Der Link wurde kopiert.',
  'Anyone with this link gets a copy of the products in your cart.':
    'Wer diesen Link öffnet, erhält eine Kopie der Produkte in Ihrem Warenkorb.',
  'Totals are being updated...': 'Summen werden aktualisiert …',

  // Own checkout: account option, tax rate of the totals
  'Choose a password': 'Passwort wählen',
  'Repeat the password': 'Passwort wiederholen',
  'incl. {percent} % VAT': 'inkl. {percent} % MwSt.',

  // Totals before a shipping method is chosen
  'calculated in the next step': 'wird im nächsten Schritt berechnet',
  'calculated at checkout': 'wird an der Kasse berechnet',

  // Thank-you page and order confirmation mail
  'Ordered items': 'Bestellte Artikel',
  'Bank details for your transfer': 'Bankverbindung für Ihre Überweisung',
  'Please transfer the amount to the following account:': 'Bitte überweisen Sie den Betrag auf folgendes Konto:',
  'Account holder': 'Kontoinhaber',
  'Amount to transfer': 'Zu überweisender Betrag',
  'Payment reference': 'Verwendungszweck',
  'We will ship your order as soon as your payment has arrived.':
    'Wir versenden Ihre Bestellung, sobald Ihre Zahlung eingegangen ist.',
  'The order details are shown here once your order has been sent.':
    'Die Einzelheiten Ihrer Bestellung erscheinen hier, sobald sie übermittelt wurde.',
  'Order confirmation {orderNumber}': 'Bestellbestätigung {orderNumber}',
  'Hello {name},': 'Hallo {name},',
  'thank you for your order. We have received it and will process it shortly.':
    'vielen Dank für Ihre Bestellung. Wir haben sie erhalten und bearbeiten sie in Kürze.',
  'Your Zaunshop team': 'Ihr Zaunshop-Team',
};
