// Fence posts (60x40 line posts, 60x60 corner posts) and heavier gate posts. Post lengths are sold
// by the fence height they carry; posts to set in concrete are 600 mm longer than the fence.

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
import type { ProductDraft } from './types.ts';

interface PostLine {
  sku: (h: number, c: ColorKey) => string;
  name: string;
  size: string;
  mount: 'beton' | 'fussplatte';
  design: string;
  cat: number;
  heights: number[];
  gross: (h: number) => number;
  kgPerM: number;
  month: number;
  text: string;
}

const LINES: PostLine[] = [
  {
    sku: skus.post,
    name: 'Zaunpfosten 60x40 mm',
    size: '60x40 mm',
    mount: 'beton',
    design: 'post',
    cat: CAT.zaunpfosten,
    heights: [630, 830, 1030, 1230, 1430, 1630, 1830, 2030],
    gross: (h) => 14 + h * 0.016,
    kgPerM: 3.1,
    month: 1,
    text: 'Der Rechteckpfosten für Doppelstabmatten ist 600 mm länger als die Zaunhöhe und wird einbetoniert. Die Bohrungen für die Klemmhalter sind ab Werk gesetzt, eine Kunststoffkappe liegt bei.',
  },
  {
    sku: skus.postFoot,
    name: 'Zaunpfosten 60x40 mm mit Fußplatte',
    size: '60x40 mm',
    mount: 'fussplatte',
    design: 'post-foot',
    cat: CAT.zaunpfosten,
    heights: [830, 1030, 1230, 1430, 1630, 1830],
    gross: (h) => 24 + h * 0.016,
    kgPerM: 3.1,
    month: 2,
    text: 'Mit der angeschweißten Fußplatte 150x100x8 mm wird der Pfosten auf Mauerkronen, Betonfundamente oder Garagenzufahrten gedübelt – ganz ohne Erdarbeiten.',
  },
  {
    sku: skus.cornerPost,
    name: 'Eckpfosten 60x60 mm',
    size: '60x60 mm',
    mount: 'beton',
    design: 'post',
    cat: CAT.zaunpfosten,
    heights: [1030, 1230, 1430, 1630],
    gross: (h) => 22 + h * 0.02,
    kgPerM: 3.9,
    month: 2,
    text: 'Der quadratische Eckpfosten ist auf zwei benachbarten Seiten gebohrt und nimmt Matten im rechten Winkel auf. Eckklemmhalter gibt es passend im Zubehör.',
  },
  {
    sku: (h, c) => `TP-8080-${h}-${FINISHES[c].code}`,
    name: 'Torpfosten 80x80 mm',
    size: '80x80 mm',
    mount: 'beton',
    design: 'post',
    cat: CAT.torpfosten,
    heights: [1230, 1630],
    gross: (h) => 39 + h * 0.012,
    kgPerM: 6.2,
    month: 3,
    text: 'Der verstärkte Torpfosten trägt einflügelige Tore bis 1.500 mm Breite. Die Scharnierbohrungen M16 sind vorbereitet.',
  },
  {
    sku: (h, c) => `TP-100100-${h}-${FINISHES[c].code}`,
    name: 'Torpfosten 100x100 mm',
    size: '100x100 mm',
    mount: 'beton',
    design: 'post',
    cat: CAT.torpfosten,
    heights: [1630, 2030],
    gross: (h) => 49 + h * 0.01,
    kgPerM: 9.4,
    month: 3,
    text: 'Für zweiflügelige Einfahrtstore bis 4.000 mm: 100x100 mm Querschnitt mit 3 mm Wandstärke und Bodenplatte zur Verankerung im Fundament.',
  },
];

export function postDrafts(rng: Rng): ProductDraft[] {
  const out: ProductDraft[] = [];
  for (const line of LINES) {
    const lineRng = rng.fork(line.name);
    for (const color of METAL_COLORS) {
      for (const height of line.heights) {
        const length = line.mount === 'beton' ? height + 600 : height;
        const price = shelf(line.gross(height) * (color === 'verzinkt' ? 0.88 : 1));
        const special = maybeSpecial(lineRng, 0.06);
        out.push({
          sku: line.sku(height, color),
          name: `${line.name} ${FINISHES[color].short} für Zaunhöhe ${height} mm`,
          type: 'simple',
          categories: [line.cat],
          price,
          image: img(line.design, color, `${line.name} in ${FINISHES[color].label}`),
          attrs: {
            hoehe: opt('hoehe', height),
            size: opt('size', line.size),
            ausfuehrung_neu: opt('ausfuehrung_neu', line.mount),
            color: opt('color', color),
            material: metalMaterial(color),
            erin_recommends: recommends(lineRng, 0.08),
          },
          description:
            `<p>${line.text}</p><p>${coatingSentence(color)}</p>` +
            specList([
              ['Querschnitt', line.size],
              ['Pfostenlänge', mmText(length)],
              ['Für Zaunhöhe', mmText(height)],
            ]),
          shortDescription: `${line.name}, Länge ${mmText(length)}, ${FINISHES[color].label}.`,
          weight: round2((length / 1000) * line.kgPerM),
          month: line.month,
          special,
          saleLabel: saleLabelFor(special),
          tierPrices: line.cat === CAT.zaunpfosten ? standardTiers(price) : undefined,
          related: [skus.cap(line.size.replace(' mm', ''), color), skus.quickConcrete],
        });
      }
    }
  }
  return out;
}
