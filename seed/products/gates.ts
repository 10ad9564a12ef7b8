// Garden gates and driveway gates. The series with many sizes are configurable (children by colour,
// height, width and – for the made-to-measure gate – number of leaves); the compact series are
// simple products with custom options for lock, hinge side and a house-number plate.

import { opt } from '../attributes.ts';
import { CAT } from '../categories.ts';
import { FINISHES, METAL_COLORS, type ColorKey } from '../palette.ts';
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
import { skus } from './skus.ts';
import type { ChildDraft, CustomOptionDraft, ProductDraft, SpecialSpec, StockSpec } from './types.ts';

interface Series {
  sku: string;
  name: string;
  design: string;
  leaves: 1 | 2;
  colors: readonly ColorKey[];
  heights: number[];
  widths: number[];
  gross: (h: number, w: number) => number;
  month: number;
  special?: SpecialSpec;
  /** Stock of single variants, by `<width>-<height>-<colour code>`, kept whatever the draw gives. */
  pinnedStock?: Record<string, StockSpec>;
  text: string;
}

const CONFIGURABLE: Series[] = [
  {
    sku: 'GT1-BASIC',
    name: 'Gartentor einflügelig Basic',
    design: 'gate1-basic',
    leaves: 1,
    colors: METAL_COLORS,
    heights: [830, 1030, 1230, 1430, 1630],
    widths: [1000, 1250],
    gross: (h, w) => 290 + h * 0.14 + (w - 1000) * 0.12,
    month: 3,
    special: { kind: 'active', percent: 10 },
    text: 'Das Basic-Tor hat einen Rahmen aus 40x40-mm-Rohr und eine Füllung aus Doppelstabmatte 6/5/6 – die preiswerte Ergänzung zu jedem Doppelstabmattenzaun.',
  },
  {
    sku: 'GT1-PREMIUM',
    name: 'Gartentor einflügelig Premium',
    design: 'gate1-premium',
    leaves: 1,
    colors: METAL_COLORS,
    heights: [830, 1030, 1230, 1430, 1630],
    widths: [1000, 1250, 1500],
    gross: (h, w) => 480 + h * 0.2 + (w - 1000) * 0.25,
    month: 5,
    // A sold-out variant beside available ones, always: green 1000 × 1230 mm is sold out (and so are
    // its neighbours 1030 mm and 1250 mm wide), so from anthracite 1000 × 1230 mm a click on green
    // lands on green 1430 mm (tests/e2e/variant-choice.test.ts).
    pinnedStock: {
      '1000-1230-ANT': { kind: 'qty', qty: 60 },
      '1000-1230-GN': { kind: 'out' },
      '1000-1030-GN': { kind: 'out' },
      '1250-1230-GN': { kind: 'out' },
      '1000-1430-GN': { kind: 'qty', qty: 39 },
    },
    text: 'Das Premium-Tor mit 60x40-mm-Rahmen, geschwungenem Oberbogen und verdeckt liegenden Scharnieren wirkt hochwertig und schließt dank verstellbarer Bänder exakt.',
  },
  {
    sku: 'GT1-SICHT',
    name: 'Gartentor Sichtschutz einflügelig',
    design: 'gate1-sicht',
    leaves: 1,
    colors: ['anthrazit'],
    heights: [1030, 1230, 1430, 1630, 1830],
    widths: [1000, 1250],
    gross: (h, w) => 540 + h * 0.22 + (w - 1000) * 0.3,
    month: 6,
    text: 'Die Füllung aus waagerechten Aluminiumlamellen ist vollständig blickdicht und passt zu Sichtschutzstreifen und WPC-Zäunen in Anthrazit.',
  },
  {
    sku: 'GT2-BASIC',
    name: 'Doppelflügeltor Basic',
    design: 'gate2-basic',
    leaves: 2,
    colors: METAL_COLORS,
    heights: [1030, 1230, 1430, 1630],
    widths: [3000, 3500, 4000],
    gross: (h, w) => 690 + h * 0.3 + (w - 3000) * 0.22,
    month: 3,
    text: 'Das zweiflügelige Basic-Tor öffnet die volle Durchfahrtsbreite; Bodenriegel und Mittelanschlag halten den Standflügel sicher in Position.',
  },
  {
    sku: 'GT2-PREMIUM',
    name: 'Doppelflügeltor Premium',
    design: 'gate2-premium',
    leaves: 2,
    colors: METAL_COLORS,
    heights: [1230, 1430, 1630, 1830],
    widths: [3000, 4000],
    gross: (h, w) => 980 + h * 0.25 + (w - 3000) * 0.2,
    month: 7,
    text: 'Das Premium-Einfahrtstor mit Oberbogen und Rahmenprofil 80x40 mm ist für häufiges Öffnen ausgelegt und auf einen Torantrieb nachrüstbar.',
  },
  {
    sku: 'GT2-SICHT',
    name: 'Einfahrtstor Sichtschutz zweiflügelig',
    design: 'gate2-sicht',
    leaves: 2,
    colors: ['anthrazit'],
    heights: [1230, 1430, 1630, 1830],
    widths: [3000, 4000],
    gross: (h, w) => 1190 + h * 0.15 + (w - 3000) * 0.15,
    month: 10,
    text: 'Geschlossene Lamellenfüllung für eine blickdichte Einfahrt; der Rahmen ist verschweißt und in einem Stück pulverbeschichtet.',
  },
];

const LOCK_OPTIONS: CustomOptionDraft[] = [
  {
    title: 'Schloss',
    type: 'drop_down',
    required: true,
    values: [
      { title: 'Einsteckschloss mit Drückergarnitur', price: 0, priceType: 'fixed' },
      { title: 'Profilzylinder mit 3 Schlüsseln', price: 24.9, priceType: 'fixed' },
      { title: 'Vorbereitung für Elektro-Türöffner', price: 8, priceType: 'percent' },
    ],
  },
  {
    title: 'Anschlag',
    type: 'drop_down',
    required: true,
    values: [
      { title: 'DIN links', price: 0, priceType: 'fixed' },
      { title: 'DIN rechts', price: 0, priceType: 'fixed' },
    ],
  },
  {
    title: 'Hausnummer-Schild (Text)',
    type: 'field',
    required: false,
    price: 14.9,
    priceType: 'fixed',
    maxCharacters: 12,
  },
];

const RELATED = [skus.hinge, skus.lock, skus.cylinder, skus.gateStop];

function gateAttrs(leaves: 1 | 2, color: ColorKey, height: number, width: number) {
  return {
    anzahl_torfluegel: opt('anzahl_torfluegel', leaves),
    hoehe: opt('hoehe', height),
    breite: opt('breite', width),
    color: opt('color', color),
    ausfuehrung_neu: opt('ausfuehrung_neu', 'beton'),
  };
}

const weightOf = (leaves: number, h: number, w: number): number =>
  round2(12 + (h / 1000) * (w / 1000) * 9 + leaves * 6);

function configurableDraft(rng: Rng, s: Series): ProductDraft {
  const children: ChildDraft[] = [];
  for (const color of s.colors) {
    for (const height of s.heights) {
      for (const width of s.widths) {
        children.push({
          sku: `${s.sku}-${width}-${height}-${FINISHES[color].code}`,
          name: `${s.name} ${FINISHES[color].short} ${width} x ${height} mm`,
          price: shelf(s.gross(height, width)),
          attrs: gateAttrs(s.leaves, color, height, width),
          image: img(s.design, color, `${s.name} in ${FINISHES[color].label}`),
          weight: weightOf(s.leaves, height, width),
          special: s.special,
          stock: rng.chance(0.08) ? { kind: 'out' } : undefined,
          pinnedStock: s.pinnedStock?.[`${width}-${height}-${FINISHES[color].code}`],
        });
      }
    }
  }
  const choose = s.colors.length > 1 ? (['color', 'hoehe', 'breite'] as const) : (['hoehe', 'breite'] as const);
  const attrs = {
    anzahl_torfluegel: opt('anzahl_torfluegel', s.leaves),
    ausfuehrung_neu: opt('ausfuehrung_neu', 'beton'),
    material: opt('material', 'stahl-pulver'),
    erin_recommends: recommends(rng, 0.3),
  };
  return {
    sku: s.sku,
    name: s.name,
    type: 'configurable',
    categories: [s.leaves === 1 ? CAT.tore1 : CAT.tore2],
    price: 0,
    image: img(s.design, s.colors[0]!, s.name),
    description:
      `<p>${s.text}</p><p>Im Lieferumfang sind zwei Torpfosten zum Einbetonieren, ` +
      'Schloss mit Drückergarnitur und drei Schlüssel enthalten. Die Breite bezeichnet das Durchgangsmaß zwischen den Pfosten.</p>',
    shortDescription: `${s.name} inklusive Pfosten, Schloss und Drückergarnitur.`,
    weight: 0,
    month: s.month,
    attrs: s.colors.length === 1 ? { ...attrs, color: opt('color', s.colors[0]!) } : attrs,
    configurable: [...choose],
    children,
    related: RELATED,
    saleLabel: saleLabelFor(s.special),
  };
}

/** One gate with the number of leaves as a choice: single widths for one leaf, driveway widths for two. */
function madeToMeasure(rng: Rng): ProductDraft {
  const children: ChildDraft[] = [];
  for (const leaves of [1, 2] as const) {
    for (const width of leaves === 1 ? [1000, 1250, 1500] : [3000, 3500, 4000]) {
      for (const height of [1230, 1430]) {
        children.push({
          sku: `GT-MASS-${leaves}-${width}-${height}`,
          name: `Gartentor nach Maß ${leaves === 1 ? 'einflügelig' : 'zweiflügelig'} ${width} x ${height} mm`,
          price: shelf(
            leaves === 1 ? 420 + height * 0.18 + (width - 1000) * 0.2 : 890 + height * 0.28 + (width - 3000) * 0.2,
          ),
          attrs: gateAttrs(leaves, 'anthrazit', height, width),
          weight: weightOf(leaves, height, width),
          image: img(
            leaves === 1 ? 'gate1-basic' : 'gate2-basic',
            'anthrazit',
            leaves === 1 ? 'Einflügeliges Tor' : 'Zweiflügeliges Tor',
          ),
          stock: rng.chance(0.1) ? { kind: 'volatile' } : undefined,
        });
      }
    }
  }
  return {
    sku: 'GT-MASS',
    name: 'Gartentor nach Maß – ein- oder zweiflügelig',
    type: 'configurable',
    categories: [CAT.tore1, CAT.tore2],
    price: 0,
    image: img('gate1-basic', 'anthrazit', 'Gartentor nach Maß'),
    month: 11,
    weight: 0,
    attrs: {
      color: opt('color', 'anthrazit'),
      ausfuehrung_neu: opt('ausfuehrung_neu', 'beton'),
      material: opt('material', 'stahl-pulver'),
      erin_recommends: opt('erin_recommends', '1'),
    },
    description:
      '<p>Sie wissen noch nicht, ob ein Flügel reicht? Wählen Sie zuerst die Anzahl der Torflügel und danach Breite und Höhe – ' +
      'wir fertigen das Tor in Anthrazit RAL 7016 und liefern es innerhalb von drei Wochen.</p>',
    shortDescription: 'Ein- oder zweiflügeliges Tor in Anthrazit, Maße frei wählbar.',
    configurable: ['anzahl_torfluegel', 'breite', 'hoehe'],
    children,
    related: RELATED,
    saleLabel: 'Neu',
  };
}

function simpleSeries(
  rng: Rng,
  base: string,
  name: string,
  design: string,
  leaves: 1 | 2,
  colors: readonly ColorKey[],
  width: number,
  heights: number[],
  gross: (h: number) => number,
  material = 'stahl-pulver',
): ProductDraft[] {
  return colors.flatMap((color) =>
    heights.map((height): ProductDraft => {
      const special = maybeSpecial(rng, 0.15);
      return {
        sku: `${base}-${height}-${FINISHES[color].code}`,
        name: `${name} ${FINISHES[color].short} ${width} x ${height} mm`,
        type: 'simple',
        categories: [leaves === 1 ? CAT.tore1 : CAT.tore2],
        price: shelf(gross(height)),
        image: img(design, color, name),
        attrs: {
          ...gateAttrs(leaves, color, height, width),
          material: material === 'kiefer' ? opt('material', 'kiefer') : metalMaterial(color),
          erin_recommends: recommends(rng),
        },
        description:
          `<p>${name} mit ${mmText(width)} Durchgangsbreite und ${mmText(height)} Höhe, fertig montiert auf zwei Pfosten.</p>` +
          `<p>${material === 'kiefer' ? 'Das Holz ist kesseldruckimprägniert und sofort einsatzbereit.' : coatingSentence(color)} Schloss und Anschlagseite wählen Sie unten aus.</p>` +
          specList([
            ['Breite', mmText(width)],
            ['Höhe', mmText(height)],
            ['Torflügel', leaves === 1 ? 'einer' : 'zwei'],
          ]),
        shortDescription: `${name}, ${width} x ${height} mm, mit Pfosten.`,
        weight: weightOf(leaves, height, width),
        month: 6,
        special,
        saleLabel: saleLabelFor(special),
        customOptions: LOCK_OPTIONS,
        related: RELATED,
      };
    }),
  );
}

export function gateDrafts(rng: Rng): ProductDraft[] {
  return [
    ...CONFIGURABLE.map((s) => configurableDraft(rng.fork(s.sku), s)),
    madeToMeasure(rng.fork('mass')),
    ...simpleSeries(
      rng.fork('pforte'),
      'GP-KOMPAKT',
      'Gartenpforte Kompakt',
      'gate1-basic',
      1,
      METAL_COLORS,
      1000,
      [830, 1030, 1230, 1430],
      (h) => 249 + h * 0.1,
    ),
    ...simpleSeries(
      rng.fork('dft'),
      'GT2-KOMPAKT',
      'Doppelflügeltor Kompakt',
      'gate2-basic',
      2,
      METAL_COLORS,
      3000,
      [1030, 1230, 1430],
      (h) => 640 + h * 0.18,
    ),
    ...simpleSeries(
      rng.fork('holz'),
      'GT1-HOLZ',
      'Gartentor Holz Landhaus',
      'gate1-holz',
      1,
      ['natur'],
      1000,
      [900, 1800],
      (h) => 260 + h * 0.11,
      'kiefer',
    ),
    ...simpleSeries(
      rng.fork('sicht1'),
      'GT1-SICHT-K',
      'Gartentor Sichtschutz Kompakt',
      'gate1-sicht',
      1,
      ['anthrazit'],
      1000,
      [1230, 1830],
      (h) => 380 + h * 0.12,
    ),
    ...simpleSeries(
      rng.fork('sicht2'),
      'GT2-SICHT-K',
      'Einfahrtstor Sichtschutz Kompakt',
      'gate2-sicht',
      2,
      ['anthrazit'],
      3000,
      [1230, 1830],
      (h) => 870 + h * 0.2,
    ),
  ];
}
