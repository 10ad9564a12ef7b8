// Bundles ("Komplettsets" whose options point at real simple SKUs) and grouped products
// (several simple products offered on one page with default quantities).

import { opt } from '../attributes.ts';
import { CAT } from '../categories.ts';
import { FINISHES, type ColorKey } from '../palette.ts';
import { img } from './common.ts';
import { skus } from './skus.ts';
import type { BundleOptionDraft, ProductDraft } from './types.ts';

/**
 * Bundle prices are dynamic: price and final_price are the sums of the default selections'
 * price and final_price (so a reduced part shows up as a saving); the shopper's selection decides.
 */
const DYNAMIC = { bundle_price_type: 'dynamic' };

function fenceSet(type: '656' | '868', color: ColorKey, height: number, meters: number): ProductDraft {
  const fields = Math.ceil(meters / 2.5);
  const label = type === '656' ? '6/5/6' : '8/6/8';
  const options: BundleOptionDraft[] = [
    {
      title: 'Doppelstabmatten',
      type: 'select',
      required: true,
      links: [{ sku: skus.mat(type, height, color), qty: fields, isDefault: true }],
    },
    {
      title: 'Zaunpfosten',
      type: 'radio',
      required: true,
      links: [
        { sku: skus.post(height, color), qty: fields + 1, isDefault: true },
        { sku: skus.postFoot(height, color), qty: fields + 1, isDefault: false },
      ],
    },
    {
      title: 'Befestigung',
      type: 'select',
      required: true,
      links: [{ sku: skus.clampSet, qty: Math.ceil(((fields + 1) * 4) / 10), isDefault: true }],
    },
    {
      title: 'Fundament',
      type: 'checkbox',
      required: false,
      links: [{ sku: skus.quickConcrete, qty: (fields + 1) * 2, isDefault: true, canChangeQty: true }],
    },
    {
      title: 'Sichtschutz',
      type: 'checkbox',
      required: false,
      links: [
        { sku: skus.strip('HART', color, 35), qty: Math.ceil(fields / 2), isDefault: false, canChangeQty: true },
        { sku: skus.stripClips, qty: 1, isDefault: false },
      ],
    },
  ];
  return {
    sku: `SET-DSM${type}-${height}-${FINISHES[color].code}-${meters}`,
    name: `Zaun-Komplettset Doppelstab ${label} ${FINISHES[color].short} ${height} mm – ${meters} m`,
    type: 'bundle',
    categories: [CAT.komplettsets],
    price: 0,
    image: img('set', color === 'gruen' ? 'gruen' : 'anthrazit', 'Zaun-Komplettset'),
    attrs: {
      hoehe: opt('hoehe', height),
      color: opt('color', color),
      material: opt('material', 'stahl-pulver'),
      erin_recommends: opt('erin_recommends', '1'),
    },
    description:
      `<p>Alles für ${meters} m Doppelstabmattenzaun in einem Paket: ${fields} Matten ${label}, ${fields + 1} Pfosten mit Kappen, Klemmhalter und Schnellbeton. ` +
      'Pfosten mit Fußplatte und Sichtschutzstreifen können Sie direkt im Set mitbestellen.</p>',
    shortDescription: `Komplettset für ${meters} m Zaun, ${height} mm hoch.`,
    weight: 0,
    month: 10,
    minLength: meters,
    bundleOptions: options,
    related: ['DL-ANLEITUNG-DSM', 'montage-doppelstab-pro-meter'],
    extra: DYNAMIC,
  };
}

function gabionSet(): ProductDraft {
  return {
    sku: 'SET-GABZ-1230-ANT-10',
    name: 'Gabionenzaun-Set Anthrazit 1230 mm – 10 m',
    type: 'bundle',
    categories: [CAT.komplettsets, CAT.gabionenzaun],
    price: 0,
    image: img('gabion-fence', 'anthrazit', 'Gabionenzaun-Set'),
    attrs: {
      hoehe: opt('hoehe', 1230),
      color: opt('color', 'anthrazit'),
      material: opt('material', 'stahl-pulver'),
      erin_recommends: opt('erin_recommends', '0'),
    },
    description:
      '<p>Fünf Gabionenzaun-Elemente mit Pfosten und Abstandshaltern für 10 m blickdichte Grenze. Die Füllsteine wählen Sie passend zur Gartengestaltung.</p>',
    shortDescription: 'Gabionenzaun für 10 m mit Pfosten und Zubehör.',
    weight: 0,
    month: 11,
    bundleOptions: [
      {
        title: 'Gabionenzaun-Elemente',
        type: 'select',
        required: true,
        links: [{ sku: 'GABZ-2000-1230-ANT', qty: 5, isDefault: true }],
      },
      {
        title: 'Pfosten',
        type: 'select',
        required: true,
        links: [{ sku: skus.post(1230, 'anthrazit'), qty: 6, isDefault: true }],
      },
      {
        title: 'Füllsteine',
        type: 'radio',
        required: false,
        links: [
          { sku: 'GST-GRANIT-6090', qty: 3, isDefault: true },
          { sku: 'GST-BASALT-6090', qty: 3, isDefault: false },
        ],
      },
      {
        title: 'Zubehör',
        type: 'multi',
        required: false,
        links: [
          { sku: 'GZ-ABSTAND-30', qty: 3, isDefault: true },
          { sku: 'GZ-KLAMMER-100', qty: 1, isDefault: false },
        ],
      },
    ],
    extra: DYNAMIC,
  };
}

function grouped(
  sku: string,
  name: string,
  cat: number,
  design: string,
  color: ColorKey,
  text: string,
  associated: Array<[string, number]>,
): ProductDraft {
  return {
    sku,
    name,
    type: 'grouped',
    categories: [cat],
    price: 0,
    image: img(design, color, name),
    attrs: { erin_recommends: opt('erin_recommends', '0') },
    description: `<p>${text}</p>`,
    shortDescription: `${text.split('. ')[0]!.replace(/\.$/, '')}.`,
    weight: 0,
    month: 8,
    associated: associated.map(([s, qty]) => ({ sku: s, qty })),
  };
}

export function setDrafts(): ProductDraft[] {
  return [
    fenceSet('868', 'anthrazit', 1230, 10),
    fenceSet('656', 'gruen', 1030, 25),
    fenceSet('656', 'anthrazit', 1630, 20),
    gabionSet(),
    grouped(
      'GRP-PK-ANT',
      'Pfostenkappen-Sortiment Anthrazit',
      CAT.kappen,
      'cap',
      'anthrazit',
      'Alle gängigen Kappengrößen in Anthrazit auf einen Blick. Stellen Sie die Stückzahlen passend zu Ihren Pfosten zusammen.',
      [
        [skus.cap('60x40', 'anthrazit'), 10],
        [skus.cap('60x60', 'anthrazit'), 2],
        [skus.cap('80x80', 'anthrazit'), 2],
        [skus.cap('100x100', 'anthrazit'), 0],
      ],
    ),
    grouped(
      'GRP-TORBESCHLAG',
      'Torbeschlag-Set Komfort',
      CAT.beschlaege,
      'lock',
      'anthrazit',
      'Scharniere, Schloss, Zylinder, Drücker und Feststeller für ein Gartentor. Einzelne Teile können Sie abwählen, wenn sie schon vorhanden sind.',
      [
        [skus.hinge, 1],
        [skus.lock, 1],
        [skus.cylinder, 1],
        [skus.handle, 1],
        [skus.gateStop, 1],
      ],
    ),
    grouped(
      'GRP-SSS-ANT',
      'Sichtschutz-Paket Hart-PVC Anthrazit',
      CAT.streifen,
      'strip-hard',
      'anthrazit',
      'Streifen, Clips und Abschlussschienen für einen blickdichten Doppelstabmattenzaun. Mengen für etwa 10 m Zaun bei 1230 mm Höhe vorbelegt.',
      [
        [skus.strip('HART', 'anthrazit', 35), 1],
        [skus.strip('HART', 'anthrazit', 50), 1],
        [skus.stripClips, 1],
        ['BEF-ABSCHLUSS-SSS-10', 1],
      ],
    ),
  ];
}
