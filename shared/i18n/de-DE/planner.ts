import type { PlannerKey } from '../en-US/planner.ts';

/** German texts of the fence planner (shared/i18n/areas/planner.ts). */
export const planner: Record<PlannerKey, string> = {
  'Fence planner': 'Zaunplaner',
  'Plan your fence: from the length of your garden to a complete, priced bill of materials.':
    'Planen Sie Ihren Zaun: von der Länge Ihres Gartens zur vollständigen Stückliste mit Preisen.',
  'From the length of your garden to a complete list: panels, posts, fixings, gates and concrete, with prices.':
    'Von der Länge Ihres Gartens zur vollständigen Stückliste: Matten, Pfosten, Befestigung, Tore und Beton – mit Preisen.',
  'Course of the fence': 'Zaunverlauf',
  'Enter the total length, or one length per side with the turn at each corner.':
    'Geben Sie die Gesamtlänge ein – oder je Seite eine Länge und an jeder Ecke den Winkel.',
  'Total length in m': 'Gesamtlänge in m',
  'Side {n}: length in m': 'Seite {n}: Länge in m',
  'Corner {n}: turn in °': 'Ecke {n}: Winkel in °',
  'Remove side {n}': 'Seite {n} entfernen',
  'Add a corner': 'Ecke hinzufügen',
  Gates: 'Tore',
  'Gate {n}': 'Tor {n}',
  'single gate': 'einflügelig',
  'double gate': 'zweiflügelig',
  'Clear width': 'Durchgangsbreite',
  'Starts at m from the beginning': 'Beginnt bei m ab Zaunanfang',
  'Remove gate {n}': 'Tor {n} entfernen',
  'Add a gate': 'Tor hinzufügen',
  Fence: 'Zaun',
  System: 'Zaunsystem',
  'Post mounting': 'Pfostenmontage',
  'Privacy strips': 'Sichtschutzstreifen',
  Calculate: 'Berechnen',
  'Your fence': 'Ihr Zaun',
  'Link to this plan': 'Link zu diesem Plan',
  'Print plan': 'Plan drucken',
  'Drawing of the fence': 'Zeichnung des Zaunverlaufs',
  'Bill of materials': 'Stückliste',
  Product: 'Artikel',
  'Unit price': 'Einzelpreis',
  'Line total': 'Summe',
  Availability: 'Verfügbarkeit',
  'Availability on request': 'Verfügbarkeit wird geprüft',
  'only {qty} left': 'nur noch {qty} Stück',
  'Total incl. VAT': 'Gesamtsumme inkl. MwSt.',
  '{length} m of fence: {panels} panels, {posts} posts, gates: {gates}':
    '{length} m Zaun: {panels} Matten, {posts} Pfosten, Tore: {gates}',
  'Gate {gate} does not fit into one side of the fence.': 'Tor {gate} passt nicht in eine Seite des Zauns.',
  'Gate {gate} must not touch a corner.': 'Tor {gate} darf nicht an eine Ecke stoßen.',
  'Gates {gate} and {other} overlap.': 'Die Tore {gate} und {other} überschneiden sich.',
  'The planner takes runs of up to {length} m.': 'Der Zaunplaner plant Zäune bis {length} m Länge.',
  'The catalog has no panel of this height and colour.': 'Im Sortiment gibt es keine Matte in dieser Höhe und Farbe.',
  'The catalog has no post for this height, colour and mounting.':
    'Im Sortiment gibt es keinen Pfosten für diese Höhe, Farbe und Montage.',
  'The catalog has no gate of this kind and width.': 'Im Sortiment gibt es kein Tor dieser Art und Breite.',
  '{count} of them cut to {lengths} m': 'davon {count} gekürzt auf {lengths} m',
  '{pieces} pieces in packs of {pack}': '{pieces} Stück in Packungen zu {pack}',
  'with 2 gate posts, at {position} m': 'mit 2 Torpfosten, bei {position} m',
  '{kg} kg for {posts} posts': '{kg} kg für {posts} Pfosten',
  '{metres} m of strip': '{metres} m Streifen',
  'a line post stands at each corner': 'an jeder Ecke steht ein Zaunpfosten',
  'Add everything to the cart': 'Alles in den Warenkorb',
  'Not enough in stock, so nothing was added: {products}.':
    'Nicht genug auf Lager, deshalb wurde nichts in den Warenkorb gelegt: {products}.',
  'Instead of {product}: {alternative} for {price}': 'Statt {product}: {alternative} für {price}',
  'Add everything with the alternatives': 'Alles mit den Alternativen in den Warenkorb',
  'All {count} items of the plan are in the cart.': 'Alle {count} Positionen des Plans liegen im Warenkorb.',
  'Nothing was added to the cart: {products} cannot be delivered.':
    'Es wurde nichts in den Warenkorb gelegt: {products} ist nicht lieferbar.',
  'Save plan': 'Plan speichern',
  'Name of the plan': 'Name des Plans',
  'Save to my account': 'In meinem Kundenkonto speichern',
  'The plan is saved in your account.': 'Der Plan ist in Ihrem Kundenkonto gespeichert.',
  'Please give the plan a name.': 'Bitte geben Sie dem Plan einen Namen.',
  'The plan name has at most 80 characters.': 'Der Name des Plans hat höchstens 80 Zeichen.',
  'The plan is empty: please enter the length of the fence first.':
    'Der Plan ist leer: Bitte geben Sie zuerst die Länge des Zauns ein.',
  'You have saved {max} plans already. Please delete one first.':
    'Sie haben bereits {max} Pläne gespeichert. Bitte löschen Sie zuerst einen.',
  'Please log in to save your plan to your account.':
    'Bitte melden Sie sich an, um Ihren Plan in Ihrem Kundenkonto zu speichern.',
};
