// Generated filler products for benchmarks (`--products 10000`): plausible series of the shop's
// families spread over the regular leaf categories. Every fifth one is a small configurable.
// They reuse the existing (design, colour) images, so a big catalog adds no image files.
// "Zaunfarbe & Lack", "Montage", the inactive and the hidden categories get none, so exactly one
// category keeps exactly one product.

import { opt } from '../attributes.ts';
import { CAT } from '../categories.ts';
import { FINISHES, METAL_COLORS, type ColorKey } from '../palette.ts';
import type { Rng } from '../random.ts';
import { img, maybeSpecial, shelf, recommends, saleLabelFor } from './common.ts';
import type { ChildDraft, ProductDraft } from './types.ts';

interface Template {
  cat: number;
  base: string;
  design: string;
  colors: readonly ColorKey[];
  heights: number[];
  gross: (h: number) => number;
  material: string;
  configurable?: boolean;
}

const TEMPLATES: Template[] = [
  {
    cat: CAT.dsm656,
    base: 'Doppelstabmatte 6/5/6',
    design: 'dsm656',
    colors: METAL_COLORS,
    heights: [830, 1030, 1230, 1430, 1630],
    gross: (h) => 15 + h * 0.027,
    material: 'stahl-pulver',
    configurable: true,
  },
  {
    cat: CAT.dsm868,
    base: 'Doppelstabmatte 8/6/8',
    design: 'dsm868',
    colors: METAL_COLORS,
    heights: [1030, 1230, 1430, 1630, 1830],
    gross: (h) => 21 + h * 0.038,
    material: 'stahl-pulver',
    configurable: true,
  },
  {
    cat: CAT.zierzaun,
    base: 'Zierzaun',
    design: 'zierzaun',
    colors: ['anthrazit', 'gruen'],
    heights: [830, 1030, 1230],
    gross: (h) => 24 + h * 0.034,
    material: 'stahl-pulver',
  },
  {
    cat: CAT.steinkoerbe,
    base: 'Steinkorb',
    design: 'gabion',
    colors: ['verzinkt'],
    heights: [830, 1030],
    gross: (h) => 90 + h * 0.08,
    material: 'galfan',
  },
  {
    cat: CAT.gabionenzaun,
    base: 'Gabionenzaun',
    design: 'gabion-fence',
    colors: ['verzinkt', 'anthrazit'],
    heights: [1030, 1230, 1630, 1830],
    gross: (h) => 120 + h * 0.13,
    material: 'galfan',
    configurable: true,
  },
  {
    cat: CAT.holz,
    base: 'Sichtschutzelement',
    design: 'wood-sicht',
    colors: ['natur', 'braun'],
    heights: [900, 1800],
    gross: (h) => 60 + h * 0.05,
    material: 'kiefer',
  },
  {
    cat: CAT.wpc,
    base: 'WPC-Zaun',
    design: 'wpc',
    colors: ['anthrazit', 'braun', 'natur'],
    heights: [900, 1800],
    gross: (h) => 150 + h * 0.08,
    material: 'wpc',
    configurable: true,
  },
  {
    cat: CAT.streifen,
    base: 'Sichtschutzstreifen',
    design: 'strip-hard',
    colors: ['anthrazit', 'gruen', 'braun', 'verzinkt'],
    heights: [1030, 1230, 1830],
    gross: (h) => 30 + h * 0.01,
    material: 'hart-pvc',
  },
  {
    cat: CAT.matten,
    base: 'Sichtschutzmatte',
    design: 'bamboo',
    colors: ['natur'],
    heights: [1030, 1230, 1830],
    gross: (h) => 22 + h * 0.02,
    material: 'bambus',
  },
  {
    cat: CAT.tore1,
    base: 'Gartentor',
    design: 'gate1-basic',
    colors: METAL_COLORS,
    heights: [1030, 1230, 1430],
    gross: (h) => 280 + h * 0.15,
    material: 'stahl-pulver',
    configurable: true,
  },
  {
    cat: CAT.tore2,
    base: 'Einfahrtstor',
    design: 'gate2-basic',
    colors: METAL_COLORS,
    heights: [1230, 1430, 1630],
    gross: (h) => 700 + h * 0.3,
    material: 'stahl-pulver',
    configurable: true,
  },
  {
    cat: CAT.zaunpfosten,
    base: 'Zaunpfosten',
    design: 'post',
    colors: METAL_COLORS,
    heights: [1030, 1230, 1430, 1630],
    gross: (h) => 14 + h * 0.016,
    material: 'stahl-pulver',
  },
  {
    cat: CAT.torpfosten,
    base: 'Torpfosten',
    design: 'post',
    colors: METAL_COLORS,
    heights: [1230, 1630],
    gross: (h) => 50 + h * 0.03,
    material: 'stahl-pulver',
  },
  {
    cat: CAT.befestigung,
    base: 'Befestigungsset',
    design: 'clamp',
    colors: ['verzinkt'],
    heights: [830, 1230],
    gross: () => 18,
    material: 'edelstahl',
  },
  {
    cat: CAT.beschlaege,
    base: 'Torbeschlag',
    design: 'hinge',
    colors: ['verzinkt'],
    heights: [1230],
    gross: () => 39,
    material: 'stahl-verzinkt',
  },
  {
    cat: CAT.kappen,
    base: 'Pfostenkappe',
    design: 'cap',
    colors: METAL_COLORS,
    heights: [830],
    gross: () => 3.5,
    material: 'kunststoff',
  },
  {
    cat: CAT.fundament,
    base: 'Bodenanker',
    design: 'anchor',
    colors: ['verzinkt'],
    heights: [830],
    gross: () => 17,
    material: 'stahl-verzinkt',
  },
];

const SERIES = [
  'Lindau',
  'Celle',
  'Rügen',
  'Harz',
  'Eifel',
  'Spessart',
  'Allgäu',
  'Sylt',
  'Rhön',
  'Taunus',
  'Odenwald',
  'Fläming',
  'Altmark',
  'Wachau',
  'Tirol',
  'Steiermark',
  'Kärnten',
  'Bodensee',
  'Chiemsee',
  'Ammersee',
  'Emsland',
  'Vogtland',
  'Uckermark',
  'Salzkammergut',
];

export function bulkDrafts(rng: Rng, count: number): ProductDraft[] {
  const out: ProductDraft[] = [];
  for (let i = 0; i < count; i++) {
    const t = TEMPLATES[i % TEMPLATES.length]!;
    const series = `${SERIES[Math.floor(i / TEMPLATES.length) % SERIES.length]} ${Math.floor(i / (TEMPLATES.length * SERIES.length)) + 1}`;
    const color = rng.pick(t.colors);
    const height = rng.pick(t.heights);
    const sku = `BULK-${String(i + 1).padStart(6, '0')}`;
    const special = maybeSpecial(rng, 0.08);
    const base: ProductDraft = {
      sku,
      name: `${t.base} ${series} ${FINISHES[color].short} ${height} mm`,
      type: 'simple',
      categories: [t.cat],
      price: shelf(t.gross(height) * (0.9 + rng.next() * 0.3)),
      image: img(t.design, color, `${t.base} ${series}`),
      attrs: {
        hoehe: opt('hoehe', height),
        color: opt('color', color),
        material: opt('material', t.material),
        erin_recommends: recommends(rng, 0.05),
      },
      description: `<p>${t.base} der Serie ${series} in ${FINISHES[color].label}, ${height} mm hoch. Robust verarbeitet und passend zu unserem Zubehör.</p>`,
      shortDescription: `${t.base} ${series}, ${FINISHES[color].short}, ${height} mm.`,
      weight: 5 + (height / 1000) * 8,
      month: 1 + (i % 11),
      special,
      saleLabel: saleLabelFor(special),
    };
    if (t.configurable && i % 5 === 0) {
      const children: ChildDraft[] = t.colors.flatMap((c) =>
        t.heights.slice(0, 3).map((h) => ({
          sku: `${sku}-${FINISHES[c].code}-${h}`,
          name: `${t.base} ${series} ${FINISHES[c].short} ${h} mm (Variante)`,
          price: shelf(t.gross(h)),
          attrs: { color: opt('color', c), hoehe: opt('hoehe', h) },
          image: img(t.design, c, `${t.base} ${series}`),
          weight: 5 + (h / 1000) * 8,
          stock: rng.chance(0.1) ? { kind: 'out' as const } : undefined,
        })),
      );
      out.push({
        ...base,
        name: `${t.base} ${series} (Konfigurierbar)`,
        type: 'configurable',
        configurable: ['color', 'hoehe'],
        children,
        attrs: { material: base.attrs.material, erin_recommends: base.attrs.erin_recommends },
      });
    } else {
      out.push(base);
    }
  }
  return out;
}
