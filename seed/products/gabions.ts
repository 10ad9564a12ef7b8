// Gabions: wire baskets in many sizes (with a filling option), slim gabion fence elements,
// columns, filling stones sold by the big bag (stock is volatile: shipped from the quarry) and
// small assembly parts.

import { opt } from '../attributes.ts';
import { CAT } from '../categories.ts';
import { FINISHES } from '../palette.ts';
import type { Rng } from '../random.ts';
import { round2 } from '../text.ts';
import {
  coatingSentence,
  img,
  maybeSpecial,
  metalMaterial,
  mmText,
  shelf,
  recommends,
  saleLabelFor,
  specList,
} from './common.ts';
import type { CustomOptionDraft, ProductDraft } from './types.ts';

const BASKETS = [
  '100x50x30',
  '100x80x30',
  '100x100x30',
  '50x50x50',
  '100x50x50',
  '100x100x50',
  '200x50x50',
  '200x100x30',
];

const FILLING: CustomOptionDraft[] = [
  {
    title: 'Befüllung',
    type: 'drop_down',
    required: false,
    values: [
      { title: 'ohne Befüllung', price: 0, priceType: 'fixed' },
      { title: 'befüllt mit Granit grau 60–90 mm', price: 88.5, priceType: 'fixed' },
      { title: 'befüllt mit Basalt anthrazit 60–90 mm', price: 118, priceType: 'fixed' },
    ],
  },
  {
    title: 'Fertigung',
    type: 'drop_down',
    required: true,
    values: [
      { title: 'Standard (Lieferung in 5–8 Werktagen)', price: 0, priceType: 'fixed' },
      { title: 'Express (Lieferung in 2–3 Werktagen)', price: 10, priceType: 'percent' },
    ],
  },
];

function basketDrafts(rng: Rng): ProductDraft[] {
  return BASKETS.flatMap((dims) =>
    ['5x10', '10x10'].map((mesh): ProductDraft => {
      const [l, h, d] = dims.split('x').map((v) => Number(v) / 100) as [number, number, number];
      const area = 2 * (l * h + l * d + h * d);
      const special = maybeSpecial(rng, 0.12);
      return {
        sku: `GAB-${dims.replace(/x/g, '')}-${mesh.replace('x', '')}`,
        name: `Gabione ${dims} cm Maschenweite ${mesh} cm`,
        type: 'simple',
        categories: [CAT.steinkoerbe],
        price: shelf((40 + area * 45) * (mesh === '5x10' ? 1.15 : 1)),
        image: img('gabion', 'verzinkt', 'Steinkorb aus Gitterstahl'),
        attrs: {
          size: opt('size', `${dims} cm`),
          color: opt('color', 'verzinkt'),
          material: opt('material', 'galfan'),
          erin_recommends: recommends(rng),
        },
        description:
          `<p>Der Steinkorb ${dims} cm (Länge x Höhe x Tiefe) wird als Bausatz geliefert und mit Spiralen verschlossen. ` +
          `Die Maschenweite ${mesh} cm eignet sich für Füllsteine ab ${mesh === '5x10' ? '60' : '100'} mm.</p>` +
          '<p>Der 4,5-mm-Draht ist mit Galfan (Zink-Aluminium) beschichtet und hält auch im Erdkontakt Jahrzehnte. Auf Wunsch liefern wir den Korb fertig befüllt.</p>',
        shortDescription: `Steinkorb ${dims} cm, Maschen ${mesh} cm, Galfan-beschichtet.`,
        weight: round2(area * 5.2),
        month: 4,
        special,
        saleLabel: saleLabelFor(special),
        customOptions: FILLING,
      };
    }),
  );
}

function fenceDrafts(rng: Rng): ProductDraft[] {
  return (['verzinkt', 'anthrazit'] as const).flatMap((color) =>
    [830, 1030, 1230, 1430, 1630, 1830, 2030].map((height): ProductDraft => {
      const special = maybeSpecial(rng, 0.12);
      return {
        sku: `GABZ-2000-${height}-${FINISHES[color].code}`,
        name: `Gabionenzaun ${FINISHES[color].short} 2000 x ${height} mm`,
        type: 'simple',
        categories: [CAT.gabionenzaun],
        price: shelf((110 + height * 0.13) * (color === 'verzinkt' ? 0.9 : 1)),
        image: img('gabion-fence', color, `Gabionenzaun ${FINISHES[color].short}`),
        attrs: {
          hoehe: opt('hoehe', height),
          breite: opt('breite', 2000),
          color: opt('color', color),
          material: metalMaterial(color),
          erin_recommends: recommends(rng, 0.2),
        },
        description:
          `<p>Das Gabionenzaun-Element besteht aus zwei Doppelstabmatten im Abstand von 200 mm, die mit Distanzhaltern verbunden werden. ` +
          'Befüllt mit Natursteinen entsteht eine massive, schalldämmende Wand auf schmaler Grundfläche.</p>' +
          `<p>${coatingSentence(color)}</p>` +
          specList([
            ['Breite', '2.000 mm'],
            ['Höhe', mmText(height)],
            ['Füllbreite', '200 mm'],
          ]),
        shortDescription: `Gabionenzaun-Element 2000 x ${height} mm, Füllbreite 200 mm.`,
        weight: round2((height / 1000) * 2 * 19),
        month: 5,
        special,
        saleLabel: saleLabelFor(special),
        related: ['GST-GRANIT-6090', 'GZ-ABSTAND-30'],
      };
    }),
  );
}

function columnDrafts(): ProductDraft[] {
  return [1030, 1430, 1830].map(
    (height, i): ProductDraft => ({
      sku: `GABS-3030-${height}`,
      name: `Gabionensäule 30x30 cm, Höhe ${height} mm`,
      type: 'simple',
      categories: [CAT.steinkoerbe],
      price: shelf(79 + i * 30),
      image: img('gabion-column', 'verzinkt', 'Gabionensäule'),
      attrs: {
        hoehe: opt('hoehe', height),
        size: opt('size', '30x30 cm'),
        color: opt('color', 'verzinkt'),
        material: opt('material', 'galfan'),
        erin_recommends: opt('erin_recommends', '0'),
      },
      description:
        '<p>Die schlanke Gabionensäule setzt Akzente am Hauseingang, trägt Briefkasten oder Leuchte und wird auf einem kleinen Punktfundament verankert.</p>',
      shortDescription: 'Gabionensäule zum Befüllen, mit Bodenanker.',
      weight: round2(6 + i * 3),
      month: 6,
    }),
  );
}

const STONES = [
  { key: 'GRANIT-6090', name: 'Granit grau 60–90 mm', gross: 229 },
  { key: 'BASALT-6090', name: 'Basalt anthrazit 60–90 mm', gross: 289 },
  { key: 'JURA-6090', name: 'Jura gelb 60–90 mm', gross: 319 },
  { key: 'KIESEL-4060', name: 'Rheinkiesel 40–60 mm', gross: 349 },
  { key: 'MARMOR-6090', name: 'Marmor weiß 60–90 mm', gross: 389 },
];

function stoneDrafts(): ProductDraft[] {
  return STONES.map(
    (stone): ProductDraft => ({
      sku: `GST-${stone.key}`,
      name: `Gabionensteine ${stone.name}, Big Bag 1.000 kg`,
      type: 'simple',
      categories: [CAT.gabionensteine],
      price: shelf(stone.gross),
      image: img('stones', 'natur', 'Gabionensteine im Big Bag'),
      attrs: {
        material: opt('material', 'naturstein'),
        erin_recommends: opt('erin_recommends', stone.key === 'GRANIT-6090' ? '1' : '0'),
      },
      description:
        `<p>${stone.name} aus europäischen Steinbrüchen, gebrochen, gewaschen und frostsicher. Ein Big Bag füllt etwa 0,6 m³ Gabionenvolumen.</p>` +
        '<p>Die Lieferung erfolgt per Spedition mit Kranentladung direkt vom Steinbruch; die Verfügbarkeit bestätigen wir nach der Bestellung.</p>',
      shortDescription: `Füllsteine ${stone.name}, 1.000 kg.`,
      weight: 1000,
      month: 4,
      stock: { kind: 'volatile' },
    }),
  );
}

const PARTS = [
  {
    sku: 'GZ-ABSTAND-30',
    name: 'Gabionen-Abstandshalter 30 cm (10 Stück)',
    gross: 14.9,
    text: 'Abstandshalter verhindern, dass sich die Korbwände beim Befüllen nach außen wölben.',
  },
  {
    sku: 'GZ-SPIRALE-100',
    name: 'Gabionen-Verschlussspiralen 100 cm (10 Stück)',
    gross: 19.9,
    text: 'Mit den Spiralen werden die Gitterwände der Steinkörbe zusammengedreht – ganz ohne Werkzeug.',
  },
  {
    sku: 'GZ-KLAMMER-100',
    name: 'Gabionen-Verbindungsklammern (100 Stück)',
    gross: 24.9,
    text: 'Edelstahlklammern zum schnellen Verbinden nebeneinanderstehender Körbe, gesetzt mit der Klammerzange.',
  },
  {
    sku: 'GZ-BODENANKER-4',
    name: 'Gabionen-Bodenanker (4 Stück)',
    gross: 29.9,
    text: 'Die 50 cm langen Erdanker sichern Gabionen auf verdichtetem Schotterplanum gegen Verrutschen.',
  },
];

function partDrafts(): ProductDraft[] {
  return PARTS.map(
    (part): ProductDraft => ({
      sku: part.sku,
      name: part.name,
      type: 'simple',
      categories: [CAT.gabionensteine],
      price: shelf(part.gross),
      image: img('clamp', 'verzinkt', part.name),
      attrs: {
        color: opt('color', 'verzinkt'),
        material: opt('material', 'galfan'),
        erin_recommends: opt('erin_recommends', '0'),
      },
      description: `<p>${part.text}</p>`,
      shortDescription: part.name,
      weight: 2.5,
      month: 4,
    }),
  );
}

export function gabionDrafts(rng: Rng): ProductDraft[] {
  return [
    ...basketDrafts(rng.fork('baskets')),
    ...fenceDrafts(rng.fork('fence')),
    ...columnDrafts(),
    ...stoneDrafts(),
    ...partDrafts(),
  ];
}
