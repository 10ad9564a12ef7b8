// Doppelstabmatten (double-wire mesh panels): the simple panels, the decorative Zierzaun panels and
// the two configurable "Komplett" fences whose children vary by colour, height and post mounting.

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
  standardTiers,
} from './common.ts';
import { skus } from './skus.ts';
import type { ChildDraft, ProductDraft, SpecialSpec, StockSpec } from './types.ts';

const HEIGHTS = [630, 830, 1030, 1230, 1430, 1630, 1830, 2030];
const SET_HEIGHTS = [830, 1030, 1230, 1430, 1630, 1830];

const TYPES = [
  {
    key: '656' as const,
    label: '6/5/6',
    cat: CAT.dsm656,
    design: 'dsm656',
    factor: 1,
    kgPerM2: 7.4,
    wire: '6-mm',
    bar: '5-mm',
  },
  {
    key: '868' as const,
    label: '8/6/8',
    cat: CAT.dsm868,
    design: 'dsm868',
    factor: 1.42,
    kgPerM2: 12.2,
    wire: '8-mm',
    bar: '6-mm',
  },
];

/** Cases the storefront must handle, pinned to specific panels so tests can find them. */
const PINNED_SPECIALS: Record<string, SpecialSpec> = {
  [skus.mat('868', 1230, 'anthrazit')]: { kind: 'active', percent: 15 },
  [skus.mat('656', 1030, 'gruen')]: { kind: 'expired', percent: 10 },
  [skus.mat('868', 1630, 'gruen')]: { kind: 'future', percent: 12 },
  [skus.mat('656', 1230, 'verzinkt')]: { kind: 'active-open', percent: 10 },
};
const PINNED_STOCK: Record<string, StockSpec> = {
  [skus.mat('868', 2030, 'gruen')]: { kind: 'out' },
  [skus.mat('656', 2030, 'verzinkt')]: { kind: 'volatile' },
};
const DISCONTINUED = skus.mat('656', 630, 'gruen');

const colorFactor = (color: ColorKey): number => (color === 'verzinkt' ? 0.85 : 1);

function matDescription(type: (typeof TYPES)[number], color: ColorKey, height: number, weight: number): string {
  return (
    `<p>Die Doppelstabmatte ${type.label} in ${FINISHES[color].label} ist ${mmText(height)} hoch und 2.500 mm breit. ` +
    `Je zwei waagerechte ${type.wire}-Drähte umschließen die senkrechten ${type.bar}-Stäbe und machen die Matte besonders verwindungssteif.</p>` +
    `<p>${coatingSentence(color)} Der Überstand von 30 mm lässt sich wahlweise oben oder unten montieren.</p>` +
    specList([
      ['Höhe', mmText(height)],
      ['Breite', '2.500 mm'],
      ['Maschenweite', '50 x 200 mm'],
      ['Gewicht', `ca. ${String(weight).replace('.', ',')} kg`],
    ])
  );
}

function matDrafts(rng: Rng): ProductDraft[] {
  const out: ProductDraft[] = [];
  for (const type of TYPES) {
    for (const color of METAL_COLORS) {
      for (const height of HEIGHTS) {
        const sku = skus.mat(type.key, height, color);
        const price = shelf((14 + height * 0.027) * type.factor * colorFactor(color));
        const weight = round2((height / 1000) * 2.5 * type.kgPerM2);
        const special = PINNED_SPECIALS[sku] ?? maybeSpecial(rng);
        out.push({
          sku,
          name: `Doppelstabmatte ${type.label} ${FINISHES[color].short} ${height} mm`,
          type: 'simple',
          categories: [type.cat],
          price,
          image: img(type.design, color, `Doppelstabmatte ${type.label} in ${FINISHES[color].label}`),
          attrs: {
            hoehe: opt('hoehe', height),
            breite: opt('breite', 2500),
            color: opt('color', color),
            material: metalMaterial(color),
            erin_recommends: recommends(rng),
          },
          description: matDescription(type, color, height, weight),
          shortDescription: `Doppelstabmatte ${type.label}, ${mmText(height)} x 2.500 mm, ${FINISHES[color].label}.`,
          weight,
          month: type.key === '868' ? 2 : 1,
          special,
          saleLabel: saleLabelFor(special),
          stock: PINNED_STOCK[sku],
          status: sku === DISCONTINUED ? 2 : 1,
          tierPrices: standardTiers(price),
          baseprice: { productUnit: '2.5 m', referenceUnit: '1 m' },
          related: [skus.post(height, color), skus.cap('60x40', color), skus.clampSet],
        });
      }
    }
  }
  return out;
}

function zierDrafts(rng: Rng): ProductDraft[] {
  const out: ProductDraft[] = [];
  for (const model of ['Bogen', 'Welle']) {
    for (const color of ['anthrazit', 'gruen'] as const) {
      for (const height of [830, 1030, 1230, 1430]) {
        const special = maybeSpecial(rng);
        out.push({
          sku: `DSZ-${model.toUpperCase()}-${height}-${FINISHES[color].code}`,
          name: `Doppelstab-Zierzaun ${model} ${FINISHES[color].short} ${height} mm`,
          type: 'simple',
          categories: [CAT.zierzaun],
          price: shelf((22 + height * 0.034) * (model === 'Welle' ? 1.08 : 1)),
          image: img('zierzaun', color, `Zierzaun mit ${model === 'Bogen' ? 'Bogen' : 'Wellen'}abschluss`),
          attrs: {
            hoehe: opt('hoehe', height),
            breite: opt('breite', 2500),
            color: opt('color', color),
            material: metalMaterial(color),
            erin_recommends: recommends(rng),
          },
          description:
            `<p>Der Zierzaun ${model} kombiniert die Stabilität einer Doppelstabmatte 6/5/6 mit einem geschwungenen Abschluss, ` +
            `der Vorgärten und Beeteinfassungen eine freundliche Note gibt. Die angegebene Höhe ${mmText(height)} misst am höchsten Punkt.</p>` +
            `<p>${coatingSentence(color)}</p>`,
          shortDescription: `Zierzaun-Matte mit ${model === 'Bogen' ? 'Bogen' : 'Wellen'}abschluss, ${FINISHES[color].label}.`,
          weight: round2((height / 1000) * 2.5 * 7.8),
          month: 4,
          special,
          saleLabel: saleLabelFor(special),
          baseprice: { productUnit: '2.5 m', referenceUnit: '1 m' },
          related: [skus.post(height, color), skus.cap('60x40', color)],
        });
      }
    }
  }
  return out;
}

const MOUNTING = [
  { key: 'beton', code: 'B', label: 'zum Einbetonieren', extra: 0 },
  { key: 'fussplatte', code: 'F', label: 'mit Fußplatte', extra: 9.5 },
] as const;

/** A configurable fence sold per field (panel + post + clamps); children vary by colour, height and mounting. */
function komplettDraft(rng: Rng, type: (typeof TYPES)[number]): ProductDraft {
  const children: ChildDraft[] = [];
  for (const color of METAL_COLORS) {
    for (const height of SET_HEIGHTS) {
      for (const mount of MOUNTING) {
        const sku = `DSMZ-${type.key}-${height}-${FINISHES[color].code}-${mount.code}`;
        const forcedOut = sku === `DSMZ-868-1230-ANT-F`;
        children.push({
          sku,
          name: `Doppelstabmattenzaun ${type.label} ${FINISHES[color].short} ${height} mm ${mount.label}`,
          price: shelf(((14 + height * 0.027) * type.factor + 12 + height * 0.011 + mount.extra) * colorFactor(color)),
          attrs: {
            color: opt('color', color),
            hoehe: opt('hoehe', height),
            ausfuehrung_neu: opt('ausfuehrung_neu', mount.key),
            breite: opt('breite', 2500),
          },
          image: img(type.design, color, `Doppelstabmattenzaun ${type.label} ${FINISHES[color].short}`),
          weight: round2((height / 1000) * 2.5 * type.kgPerM2 + (height / 1000) * 4.1),
          stock: forcedOut
            ? { kind: 'out' }
            : rng.chance(0.1)
              ? { kind: 'out' }
              : rng.chance(0.04)
                ? { kind: 'volatile' }
                : undefined,
          status: sku === 'DSMZ-868-1830-GN-F' ? 2 : 1,
        });
      }
    }
  }
  return {
    sku: `DSMZ-${type.key}`,
    name: `Doppelstabmattenzaun ${type.label} Komplett`,
    type: 'configurable',
    categories: [type.cat],
    price: 0,
    image: img(type.design, 'anthrazit', `Doppelstabmattenzaun ${type.label}`),
    attrs: {
      material: opt('material', 'stahl-pulver'),
      erin_recommends: opt('erin_recommends', type.key === '868' ? '1' : '0'),
    },
    description:
      `<p>Der komplette Doppelstabmattenzaun ${type.label} wird je Zaunfeld berechnet: eine Matte mit 2,5 m Breite, ein Pfosten 60x40 mm mit Kappe ` +
      `und die passenden Klemmhalter. Wählen Sie Farbe, Höhe und Ausführung der Pfosten – die Menge entspricht der Anzahl der Felder.</p>` +
      `<p>Pfosten zum Einbetonieren werden etwa 60 cm tief gesetzt; die Variante mit Fußplatte wird auf Mauern oder Fundamente gedübelt.</p>`,
    shortDescription: `Komplettzaun ${type.label} je Feld (2,5 m) mit Pfosten und Befestigung.`,
    weight: 0,
    month: type.key === '868' ? 9 : 8,
    minLength: 5,
    baseprice: { productUnit: '2.5 m', referenceUnit: '1 m' },
    configurable: ['color', 'hoehe', 'ausfuehrung_neu'],
    children,
    related: [skus.quickConcrete, skus.strip('HART', 'anthrazit', 35)],
  };
}

export function fenceDrafts(rng: Rng): ProductDraft[] {
  return [
    ...matDrafts(rng.fork('mats')),
    ...zierDrafts(rng.fork('zier')),
    komplettDraft(rng.fork('komplett-656'), TYPES[0]!),
    komplettDraft(rng.fork('komplett-868'), TYPES[1]!),
  ];
}
