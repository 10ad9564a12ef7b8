// Accessories: fixings, gate hardware, post caps, foundations and the single touch-up paint
// (its category "Zaunfarbe & Lack" deliberately holds exactly one product: the storefront answers
// such a category with a 301 to the product).

import { opt } from '../attributes.ts';
import { CAT } from '../categories.ts';
import { FINISHES, METAL_COLORS } from '../palette.ts';
import type { Rng } from '../random.ts';
import { img, maybeSpecial, shelf, recommends, saleLabelFor, standardTiers } from './common.ts';
import { skus } from './skus.ts';
import type { ImageRef, ProductDraft, StockSpec } from './types.ts';

interface Item {
  sku: string;
  name: string;
  gross: number;
  text: string;
  weight: number;
  stock?: StockSpec;
  tiers?: boolean;
  material?: string;
}

function itemDrafts(
  rng: Rng,
  cat: number,
  image: (item: Item) => ImageRef,
  material: string,
  items: Item[],
  month: number,
): ProductDraft[] {
  return items.map((item): ProductDraft => {
    const special = maybeSpecial(rng, 0.08);
    const price = shelf(item.gross);
    return {
      sku: item.sku,
      name: item.name,
      type: 'simple',
      categories: [cat],
      price,
      image: image(item),
      attrs: { material: opt('material', item.material ?? material), erin_recommends: recommends(rng, 0.1) },
      description: `<p>${item.text}</p>`,
      shortDescription: `${item.text.split('. ')[0]!.replace(/\.$/, '')}.`,
      weight: item.weight,
      month,
      stock: item.stock,
      special,
      saleLabel: saleLabelFor(special),
      tierPrices: item.tiers ? standardTiers(price) : undefined,
    };
  });
}

const FIXINGS: Item[] = [
  {
    sku: skus.clampSet,
    name: 'Klemmhalter 60x40 für Doppelstabmatten (10 Stück)',
    gross: 19.9,
    weight: 1.2,
    tiers: true,
    text: 'Die Klemmhalter fixieren Doppelstabmatten am Rechteckpfosten 60x40 mm. Schrauben M6 aus Edelstahl liegen bei.',
  },
  {
    sku: skus.cornerClamp,
    name: 'Eckklemmhalter 60x60 (10 Stück)',
    gross: 24.9,
    weight: 1.4,
    text: 'Winkelklemmhalter für Eckpfosten 60x60 mm, für Ecken von 90° bis 135°.',
  },
  {
    sku: skus.stripClips,
    name: 'Befestigungsclips für Sichtschutzstreifen (50 Stück)',
    gross: 9.9,
    weight: 0.3,
    tiers: true,
    text: 'Kunststoffclips halten Sichtschutzstreifen an den Mattendrähten in Position. Sie sind UV-beständig und in Anthrazit gehalten.',
  },
  {
    sku: 'BEF-FLACHEISEN-1030',
    name: 'Flacheisen-Klemmleiste 1030 mm',
    gross: 12.9,
    weight: 0.9,
    text: 'Die durchgehende Klemmleiste ersetzt einzelne Klemmhalter und gibt dem Zaun eine besonders ruhige Optik.',
  },
  {
    sku: 'BEF-SCHRAUBEN-M6-50',
    name: 'Edelstahl-Schraubenset M6 (50 Stück)',
    gross: 14.9,
    weight: 0.6,
    text: 'Linsenkopfschrauben M6 x 60 mm mit Sicherungsmuttern aus Edelstahl A2 für Klemmhalter und Flacheisen.',
  },
  {
    sku: 'BEF-ABSCHLUSS-SSS-10',
    name: 'Abschlussschiene für Sichtschutzstreifen (10 Stück)',
    gross: 17.9,
    weight: 0.8,
    text: 'Aluminium-Abschlussschienen klemmen die Streifenenden sauber am Pfosten fest.',
  },
  {
    sku: 'BEF-WANDANSCHLUSS-1230',
    name: 'Wandanschlussprofil 1230 mm',
    gross: 29.9,
    weight: 2.1,
    text: 'Das Profil wird an Hauswand oder Mauer gedübelt und nimmt die erste Matte ohne Pfosten auf.',
  },
  {
    sku: 'BEF-MATTENVERBINDER-20',
    name: 'Mattenverbinder (20 Stück)',
    gross: 11.9,
    weight: 0.5,
    text: 'Verbinder für aufeinandergesetzte Matten, zum Beispiel bei Zaunhöhen über 2 m.',
  },
  {
    sku: 'BEF-SPANNDRAHT-25',
    name: 'Spanndraht 25 m',
    gross: 8.9,
    weight: 1.1,
    text: 'Verzinkter Spanndraht 3,1 mm zur Stabilisierung von Gewebe und Maschendraht.',
  },
  {
    sku: 'BEF-KABELBINDER-100',
    name: 'UV-beständige Kabelbinder (100 Stück)',
    gross: 6.99,
    weight: 0.2,
    text: 'Schwarze Kabelbinder 300 x 4,8 mm zum Befestigen von Matten und Gewebe. Sie bleiben auch nach Jahren in der Sonne elastisch.',
  },
];

const HARDWARE: Item[] = [
  {
    sku: skus.hinge,
    name: 'Torscharnier verstellbar M16 (2 Stück)',
    gross: 34.9,
    weight: 1.6,
    text: 'Die Gewindescharniere lassen sich in Höhe und Abstand nachjustieren, falls sich das Tor setzt.',
  },
  {
    sku: 'BES-SCHARNIER-180-VA',
    name: 'Torscharnier 180° Edelstahl (2 Stück)',
    gross: 59.9,
    weight: 1.2,
    text: 'Edelstahlscharniere für einen Öffnungswinkel bis 180°, wartungsfrei gelagert.',
  },
  {
    sku: skus.lock,
    name: 'Einsteckschloss für Gartentore 40 mm Dornmaß',
    gross: 39.9,
    weight: 0.9,
    text: 'Das Einsteckschloss mit Wechselfalle passt in Rahmenprofile ab 40 mm. Es ist für Profilzylinder vorgerichtet.',
  },
  {
    sku: skus.cylinder,
    name: 'Profilzylinder 30/30 mit 3 Schlüsseln',
    gross: 24.9,
    weight: 0.3,
    text: 'Messing-Profilzylinder mit Bohrschutz; weitere Schlüssel sind über die Sicherungskarte nachbestellbar.',
  },
  {
    sku: skus.handle,
    name: 'Drückergarnitur Aluminium schwarz',
    gross: 29.9,
    weight: 0.7,
    text: 'Wechselgarnitur mit Knauf außen und Drücker innen, aus Aluminium und schwarz eloxiert.',
  },
  {
    sku: skus.dropBolt,
    name: 'Bodenriegel 500 mm',
    gross: 27.9,
    weight: 1.3,
    text: 'Der Bodenriegel arretiert den Standflügel zweiflügeliger Tore in einer Bodenhülse.',
  },
  {
    sku: skus.gateStop,
    name: 'Torfeststeller mit Bodenanschlag',
    gross: 32.9,
    weight: 1.8,
    text: 'Hält den geöffneten Torflügel bei Wind sicher fest. Der Anschlag wird einbetoniert.',
  },
  {
    sku: 'BES-TORSCHLIESSER',
    name: 'Torschließer selbstschließend',
    gross: 64.9,
    weight: 1.1,
    text: 'Der Federschließer zieht das Gartentor nach jedem Durchgang zuverlässig zu. Ideal, wenn Kinder oder Hunde im Garten spielen.',
  },
  {
    sku: 'BES-TUEROEFFNER-12V',
    name: 'Elektro-Türöffner 12 V',
    gross: 54.9,
    weight: 0.4,
    text: 'Der Türöffner mit Tagesentriegelung lässt sich an jede übliche Klingelanlage anschließen.',
  },
  {
    sku: 'BES-TORSTOPPER',
    name: 'Torstopper Gummi (2 Stück)',
    gross: 12.9,
    weight: 0.5,
    text: 'Gummipuffer dämpfen den Anschlag des Torflügels und schonen die Beschichtung.',
  },
  {
    sku: 'BES-BRIEFKASTEN',
    name: 'Zaunbriefkasten Anthrazit',
    gross: 89.9,
    weight: 4.5,
    stock: { kind: 'out' },
    text: 'Der Briefkasten zur Zaunmontage wird von außen befüllt und von der Gartenseite geleert.',
  },
];

const FOUNDATION: Item[] = [
  {
    sku: skus.quickConcrete,
    name: 'Schnellbeton 25 kg',
    gross: 7.99,
    weight: 25,
    tiers: true,
    material: 'beton',
    text: 'Werktrockener Schnellbeton für Pfosten: einfüllen, wässern, fertig. Nach etwa 30 Minuten belastbar.',
  },
  {
    sku: 'FUND-SCHNELLBETON-PAL-40',
    name: 'Schnellbeton Palette (40 Sack à 25 kg)',
    gross: 279,
    weight: 1000,
    stock: { kind: 'volatile' },
    material: 'beton',
    text: 'Die Palette für große Zaunprojekte wird per Spedition geliefert. Die Liefermenge bestätigt unser Baustofflager.',
  },
  {
    sku: 'FUND-EINSCHLAG-6040',
    name: 'Einschlaghülse 60x40 mm, 750 mm',
    gross: 19.9,
    weight: 2.4,
    text: 'Einschlaghülsen ersetzen das Betonfundament in festem Boden. Der Pfosten wird eingesteckt und verschraubt.',
  },
  {
    sku: 'FUND-BODENHUELSE-6040',
    name: 'Bodenhülse zum Einbetonieren 60x40 mm',
    gross: 16.9,
    weight: 1.7,
    text: 'Die Bodenhülse macht Pfosten austauschbar, zum Beispiel für herausnehmbare Zaunfelder.',
  },
  {
    sku: 'FUND-FUSSPLATTE-6040',
    name: 'Fußplatte zum Nachrüsten 60x40 mm',
    gross: 21.9,
    weight: 1.5,
    text: 'Aufschraubbare Fußplatte, um Standardpfosten auf Mauern zu setzen.',
  },
  {
    sku: 'FUND-PFOSTENANKER-H71',
    name: 'H-Pfostenanker 71 mm für Holzpfosten',
    gross: 14.9,
    weight: 1.9,
    text: 'Feuerverzinkter H-Anker, der Holzpfosten vom Boden fernhält und so vor Staunässe schützt.',
  },
];

function capDrafts(rng: Rng): ProductDraft[] {
  return ['60x40', '60x60', '80x80', '100x100'].flatMap((size) =>
    METAL_COLORS.map((color): ProductDraft => {
      const price = shelf(size === '60x40' ? 2.49 : size === '60x60' ? 2.99 : size === '80x80' ? 5.99 : 7.99);
      const plastic = size === '60x40' || size === '60x60';
      return {
        sku: skus.cap(size, color),
        name: `Pfostenkappe ${size} ${FINISHES[color].short}`,
        type: 'simple',
        categories: [CAT.kappen],
        price,
        image: img('cap', color, `Pfostenkappe ${FINISHES[color].short}`),
        attrs: {
          size: opt('size', `${size} mm`),
          color: opt('color', color),
          material: opt('material', plastic ? 'kunststoff' : 'aluminium'),
          erin_recommends: recommends(rng, 0.05),
        },
        description:
          `<p>Die Pfostenkappe für Rechteck- und Quadratrohre ${size} mm ${plastic ? 'aus schlagfestem Kunststoff wird einfach aufgesteckt' : 'aus Aluminium wird aufgesteckt und seitlich verschraubt'}. ` +
          'Sie verhindert, dass Regenwasser in den Pfosten läuft.</p>',
        shortDescription: `Pfostenkappe ${size} mm, ${FINISHES[color].label}.`,
        weight: 0.05,
        month: 2,
        tierPrices: standardTiers(price),
        status: size === '100x100' && color === 'gruen' ? 2 : 1,
      };
    }),
  );
}

function paintDraft(): ProductDraft {
  return {
    sku: 'LACK-SPRAY-400',
    name: 'Ausbesserungslack Zaunfarbe Spraydose 400 ml',
    type: 'simple',
    categories: [CAT.farbe],
    price: shelf(16.9),
    image: img('paint', 'anthrazit', 'Spraydose Ausbesserungslack'),
    attrs: { material: opt('material', 'kunststoff'), erin_recommends: opt('erin_recommends', '1') },
    description:
      '<p>Kleine Kratzer aus Transport oder Montage lassen sich mit dem Ausbesserungslack unsichtbar machen. Stelle entfetten, kurz anschleifen, ' +
      'in zwei dünnen Schichten sprühen – der Lack ist nach 20 Minuten grifffest.</p>',
    shortDescription: 'Original-Farbton zum Ausbessern der Pulverbeschichtung.',
    weight: 0.45,
    month: 4,
    customOptions: [
      {
        title: 'Farbton',
        type: 'drop_down',
        required: true,
        values: [
          { title: 'Anthrazit RAL 7016', price: 0, priceType: 'fixed' },
          { title: 'Grün RAL 6005', price: 0, priceType: 'fixed' },
          { title: 'Zinkspray Silber', price: 0, priceType: 'fixed' },
        ],
      },
    ],
  };
}

export function accessoryDrafts(rng: Rng): ProductDraft[] {
  return [
    ...itemDrafts(rng.fork('fix'), CAT.befestigung, (i) => img('clamp', 'verzinkt', i.name), 'edelstahl', FIXINGS, 1),
    ...itemDrafts(
      rng.fork('hw'),
      CAT.beschlaege,
      (i) =>
        /schloss|zylinder|drücker|öffner|briefkasten/i.test(i.name)
          ? img('lock', 'anthrazit', i.name)
          : img('hinge', 'verzinkt', i.name),
      'stahl-verzinkt',
      HARDWARE,
      3,
    ),
    ...capDrafts(rng.fork('caps')),
    ...itemDrafts(
      rng.fork('fund'),
      CAT.fundament,
      (i) => (/beton/i.test(i.name) ? img('concrete', 'verzinkt', i.name) : img('anchor', 'verzinkt', i.name)),
      'stahl-verzinkt',
      FOUNDATION,
      2,
    ),
    paintDraft(),
  ];
}
