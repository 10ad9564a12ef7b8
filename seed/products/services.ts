// Services and non-physical goods: installation SKUs (all start with "montage" – the cart tells
// them apart by item id, not SKU, so one order may book the same service for several sites),
// the measuring voucher (virtual) and the free installation manual (downloadable, price 0).

import { opt } from '../attributes.ts';
import { CAT } from '../categories.ts';
import { img, shelf } from './common.ts';
import type { CustomOptionDraft, ProductDraft } from './types.ts';

const SITE_OPTIONS: CustomOptionDraft[] = [
  {
    title: 'Untergrund',
    type: 'drop_down',
    required: true,
    values: [
      { title: 'Rasen oder Mutterboden', price: 0, priceType: 'fixed' },
      { title: 'Pflaster oder Beton (Kernbohrung)', price: 25, priceType: 'percent' },
      { title: 'Hanglage über 10 % Gefälle', price: 15, priceType: 'percent' },
    ],
  },
  { title: 'Hinweise zur Baustelle', type: 'field', required: false, price: 0, priceType: 'fixed', maxCharacters: 250 },
];

const SERVICES = [
  {
    sku: 'montage-doppelstab-pro-meter',
    name: 'Montage Doppelstabmattenzaun (pro laufendem Meter)',
    gross: 29,
    text: 'Unser Team setzt die Pfosten in Beton, montiert Matten, Klemmhalter und Kappen und richtet den Zaun in Flucht und Höhe aus.',
  },
  {
    sku: 'montage-gabionenzaun-pro-meter',
    name: 'Montage Gabionenzaun (pro laufendem Meter)',
    gross: 79,
    text: 'Aufbau der Gabionenelemente inklusive Punktfundamenten und Befüllung mit den mitbestellten Steinen.',
  },
  {
    sku: 'montage-sichtschutz-pro-meter',
    name: 'Montage Sichtschutzstreifen (pro laufendem Meter)',
    gross: 12,
    text: 'Wir flechten die Sichtschutzstreifen straff in Ihren bestehenden Doppelstabmattenzaun ein und setzen die Abschlussschienen.',
  },
  {
    sku: 'montage-tor-einfluegelig',
    name: 'Montage Gartentor einflügelig (pauschal)',
    gross: 249,
    text: 'Setzen der Torpfosten, Einhängen und Justieren des Torflügels sowie Einstellen von Schloss und Anschlag.',
  },
  {
    sku: 'montage-tor-zweifluegelig',
    name: 'Montage Einfahrtstor zweiflügelig (pauschal)',
    gross: 449,
    text: 'Fundamente für beide Torpfosten, Montage beider Flügel, Bodenriegel und Feststeller.',
  },
  {
    sku: 'montage-demontage-altzaun-pro-meter',
    name: 'Demontage und Entsorgung Altzaun (pro laufendem Meter)',
    gross: 19,
    text: 'Abbau Ihres alten Zauns inklusive Fundamenten und fachgerechter Entsorgung.',
  },
  {
    sku: 'montage-anfahrt-pauschale',
    name: 'Anfahrtspauschale Montageteam',
    gross: 89,
    text: 'Einmalige Pauschale für Anfahrt, Werkzeug und Baustelleneinrichtung innerhalb von 80 km um unsere Niederlassungen.',
  },
];

const SERVICE_NOTE =
  '<p>Den Montagetermin stimmen wir nach Ihrer Bestellung telefonisch ab. Voraussetzung ist eine freie, markierte Zaunlinie; ' +
  'Leitungen im Erdreich müssen uns vorab bekannt sein.</p>';

export function serviceDrafts(): ProductDraft[] {
  const services = SERVICES.map(
    (s, i): ProductDraft => ({
      sku: s.sku,
      name: s.name,
      type: 'virtual',
      categories: [CAT.montage],
      price: shelf(s.gross),
      image: img('service', 'anthrazit', 'Montage-Service'),
      attrs: { erin_recommends: opt('erin_recommends', i === 0 ? '1' : '0') },
      description: `<p>${s.text}</p>${SERVICE_NOTE}`,
      shortDescription: `${s.text.split(', ')[0]!.replace(/\.$/, '')}.`,
      weight: 0,
      month: 7,
      stock: { kind: 'unmanaged' },
      customOptions: s.sku.endsWith('pauschale') ? undefined : SITE_OPTIONS,
    }),
  );
  const voucher: ProductDraft = {
    sku: 'AUFMASS-GUTSCHEIN',
    name: 'Aufmaß-Service vor Ort Gutschein',
    type: 'virtual',
    categories: [CAT.montage],
    price: shelf(59),
    image: img('voucher', 'gruen', 'Gutschein Aufmaß-Service'),
    attrs: { erin_recommends: opt('erin_recommends', '1') },
    description:
      '<p>Ein Fachberater kommt zu Ihnen, misst die Zaunlinie aus, prüft Untergrund und Gefälle und erstellt ein verbindliches Angebot. ' +
      'Den Gutscheincode erhalten Sie per E-Mail; bei einer Zaunbestellung ab 1.000 € verrechnen wir den Betrag vollständig.</p>',
    shortDescription: 'Aufmaß vor Ort als Gutschein, wird bei Bestellung verrechnet.',
    weight: 0,
    month: 10,
    stock: { kind: 'unmanaged' },
    customOptions: [
      {
        title: 'Name des Beschenkten',
        type: 'field',
        required: false,
        price: 0,
        priceType: 'fixed',
        maxCharacters: 60,
      },
    ],
  };
  const manual: ProductDraft = {
    sku: 'DL-ANLEITUNG-DSM',
    name: 'Montageanleitung PDF Doppelstabmattenzaun',
    type: 'downloadable',
    categories: [CAT.montage],
    price: 0,
    image: img('pdf', 'anthrazit', 'Montageanleitung als PDF'),
    attrs: { erin_recommends: opt('erin_recommends', '0') },
    description:
      '<p>Die bebilderte Schritt-für-Schritt-Anleitung erklärt Fluchtschnur, Fundamenttiefe, Pfostenabstand und das Ausrichten der Matten am Hang – ' +
      'auf 24 Seiten mit Werkzeug- und Materialliste.</p>',
    shortDescription: 'Kostenlose Anleitung zum Selbstaufbau (PDF, 24 Seiten).',
    weight: 0,
    month: 1,
    stock: { kind: 'unmanaged' },
    extra: {
      links_title: 'Downloads',
      downloadable_links: [
        {
          link_id: 1,
          title: 'Montageanleitung Doppelstabmattenzaun (PDF, 3,2 MB)',
          sort_order: 1,
          is_shareable: false,
          number_of_downloads: 0,
        },
        {
          link_id: 2,
          title: 'Checkliste Werkzeug und Material (PDF, 0,4 MB)',
          sort_order: 2,
          is_shareable: false,
          number_of_downloads: 0,
        },
      ],
    },
  };
  return [...services, voucher, manual];
}
