// The category tree of the demo shop. Ids are fixed so product modules can reference them and
// so URLs stay stable between runs; url_path is built from the url_keys of all ancestors below
// the root ("tore/tore-einfluegelig"), and `slug` (unique per store) is the category's own url_key.

import { ROOT_CATEGORY_ID } from './constants.ts';
import { slugify } from './text.ts';
import { MONTAGE_LANDING_BLOCK_ID } from './content/blocks.ts';

/** Category ids the product modules assign products to. */
export const CAT = {
  doppelstab: 3,
  dsm656: 4,
  dsm868: 5,
  zierzaun: 6,
  komplettsets: 7,
  gabionen: 8,
  steinkoerbe: 9,
  gabionenzaun: 10,
  gabionensteine: 11,
  holzWpc: 12,
  holz: 13,
  wpc: 14,
  sichtschutz: 15,
  streifen: 16,
  matten: 17,
  tore: 18,
  tore1: 19,
  tore2: 20,
  schiebetore: 21,
  pfosten: 22,
  zaunpfosten: 23,
  torpfosten: 24,
  zubehoer: 25,
  befestigung: 26,
  beschlaege: 27,
  kappen: 28,
  fundament: 29,
  farbe: 30,
  montage: 31,
  restposten: 32,
} as const;

interface CategoryDef {
  id: number;
  name: string;
  /** German one-liner used for the description and the meta description. */
  intro: string;
  children?: CategoryDef[];
  active?: boolean;
  menu?: boolean;
  saleLabel?: string;
  landingPage?: number;
}

const TREE: CategoryDef[] = [
  {
    id: CAT.doppelstab,
    name: 'Doppelstabmattenzäune',
    intro:
      'Stabil, langlebig und pflegeleicht: Doppelstabmatten sind der Klassiker für Garten- und Grundstücksgrenzen.',
    children: [
      {
        id: CAT.dsm656,
        name: 'Doppelstabmatten 6/5/6',
        intro:
          'Die leichtere Doppelstabmatte mit 6-mm-Doppeldraht und 5-mm-Senkrechtdraht für Gärten und Hausgrundstücke.',
      },
      {
        id: CAT.dsm868,
        name: 'Doppelstabmatten 8/6/8',
        intro: 'Die schwere Ausführung mit 8-mm-Doppeldrähten für Gewerbe, Hanglagen und hohe Zäune.',
        saleLabel: 'Bestseller',
      },
      {
        id: CAT.zierzaun,
        name: 'Zierzäune',
        intro: 'Doppelstabmatten mit Bogen- und Wellenabschluss für einen verspielten Vorgarten.',
      },
      {
        id: CAT.komplettsets,
        name: 'Zaun-Komplettsets',
        intro: 'Matten, Pfosten und Befestigung in einem Paket – passend zusammengestellt für Ihre Zaunlänge.',
      },
    ],
  },
  {
    id: CAT.gabionen,
    name: 'Gabionen',
    intro: 'Steinkörbe und Gabionenzäune verbinden Sichtschutz, Schallschutz und natürliche Optik.',
    children: [
      {
        id: CAT.steinkoerbe,
        name: 'Steinkörbe',
        intro: 'Gabionenkörbe in vielen Maßen für Mauern, Hochbeete, Sitzbänke und Hangbefestigung.',
      },
      {
        id: CAT.gabionenzaun,
        name: 'Gabionenzäune',
        intro: 'Schlanke Gabionenzaun-Elemente mit 12 bis 20 cm Füllbreite als blickdichte Grundstücksgrenze.',
      },
      {
        id: CAT.gabionensteine,
        name: 'Gabionensteine & Zubehör',
        intro: 'Füllsteine im Big Bag sowie Abstandshalter, Spiralen und Klammern für den Gabionenbau.',
      },
    ],
  },
  {
    id: CAT.holzWpc,
    name: 'Holz- und WPC-Zäune',
    intro: 'Warme Holzoptik oder pflegeleichtes WPC: Zaunelemente für natürlichen Sichtschutz.',
    children: [
      {
        id: CAT.holz,
        name: 'Holzzäune',
        intro: 'Jägerzaun, Lattenzaun und Sichtschutzelemente aus heimischer Kiefer und Lärche.',
      },
      {
        id: CAT.wpc,
        name: 'WPC-Zäune',
        intro: 'Splitterfreie Zaunelemente aus Holz-Kunststoff-Verbund, die nie gestrichen werden müssen.',
        saleLabel: 'Neu',
      },
    ],
  },
  {
    id: CAT.sichtschutz,
    name: 'Sichtschutz',
    intro: 'Machen Sie Ihren Doppelstabmattenzaun blickdicht – mit Streifen, Matten oder Gewebe.',
    children: [
      {
        id: CAT.streifen,
        name: 'Sichtschutzstreifen',
        intro: 'Hart- und Weich-PVC-Streifen zum Einflechten in Doppelstabmatten, inklusive Klemmschienen.',
      },
      {
        id: CAT.matten,
        name: 'Sichtschutzmatten',
        intro: 'Bambusmatten und Sichtschutzgewebe zum schnellen Befestigen am vorhandenen Zaun.',
      },
    ],
  },
  {
    id: CAT.tore,
    name: 'Tore',
    intro: 'Gartentore, Pforten und Einfahrtstore passend zu unseren Zaunsystemen – ein- und zweiflügelig.',
    children: [
      {
        id: CAT.tore1,
        name: 'Tore einflügelig',
        intro: 'Gartentore und Pforten von 1000 bis 1500 mm Durchgangsbreite, komplett mit Pfosten und Schloss.',
      },
      {
        id: CAT.tore2,
        name: 'Tore zweiflügelig',
        intro: 'Einfahrtstore von 3000 bis 4000 mm für Auto, Anhänger und Gartengeräte.',
      },
      {
        id: CAT.schiebetore,
        name: 'Schiebetore',
        intro: 'Freitragende Schiebetore – bald in unserem Sortiment.',
        active: false,
      },
    ],
  },
  {
    id: CAT.pfosten,
    name: 'Pfosten',
    intro: 'Zaun-, Eck- und Torpfosten mit Kappe, vorgebohrt und fertig beschichtet.',
    children: [
      {
        id: CAT.zaunpfosten,
        name: 'Zaunpfosten',
        intro: 'Rechteckpfosten 60x40 mm und Eckpfosten 60x60 mm zum Einbetonieren oder mit Fußplatte.',
      },
      {
        id: CAT.torpfosten,
        name: 'Torpfosten',
        intro: 'Verstärkte Torpfosten 80x80 und 100x100 mm für sicheren Halt auch schwerer Torflügel.',
      },
    ],
  },
  {
    id: CAT.zubehoer,
    name: 'Zubehör',
    intro: 'Alles, was den Zaun vollständig macht: Befestigung, Beschläge, Kappen und Fundament.',
    children: [
      {
        id: CAT.befestigung,
        name: 'Befestigung',
        intro: 'Klemmhalter, Verbinder und Schrauben für eine saubere Mattenmontage.',
      },
      {
        id: CAT.beschlaege,
        name: 'Torbeschläge & Scharniere',
        intro: 'Scharniere, Schlösser, Drückergarnituren und Feststeller für Gartentore.',
      },
      {
        id: CAT.kappen,
        name: 'Pfostenkappen',
        intro: 'Kappen aus Kunststoff und Metall schützen Pfosten vor eindringendem Regenwasser.',
      },
      {
        id: CAT.fundament,
        name: 'Fundament & Beton',
        intro: 'Schnellbeton, Einschlaghülsen und Bodenanker für standfeste Pfosten.',
      },
      {
        id: CAT.farbe,
        name: 'Zaunfarbe & Lack',
        intro: 'Ausbesserungslack im Originalfarbton für kleine Kratzer an der Pulverbeschichtung.',
      },
    ],
  },
  {
    id: CAT.montage,
    name: 'Montage',
    intro: 'Unsere Montageteams bauen Ihren Zaun fachgerecht auf – vom Aufmaß bis zur Abnahme.',
    landingPage: MONTAGE_LANDING_BLOCK_ID,
  },
  {
    id: CAT.restposten,
    name: 'Restposten',
    intro: 'Einzelstücke und Auslaufmodelle zu reduzierten Preisen – solange der Vorrat reicht.',
    menu: false,
    saleLabel: 'Sale',
  },
];

export interface CategoryRecord {
  id: number;
  parentId: number;
  parentIds: number[];
  name: string;
  urlKey: string;
  urlPath: string;
  slug: string;
  level: number;
  position: number;
  path: string;
  isActive: boolean;
  includeInMenu: boolean;
  intro: string;
  saleLabel: string | null;
  landingPage: number | null;
  childIds: number[];
}

export const ROOT_CATEGORY_NAME = 'Zaunshop';

/** Flattens the tree (depth first, by position) into records with paths and levels filled in. */
export function buildCategoryRecords(): CategoryRecord[] {
  const root: CategoryRecord = {
    id: ROOT_CATEGORY_ID,
    parentId: 1,
    parentIds: [1],
    name: ROOT_CATEGORY_NAME,
    urlKey: 'zaunshop',
    urlPath: 'zaunshop',
    slug: 'zaunshop',
    level: 1,
    position: 1,
    path: `1/${ROOT_CATEGORY_ID}`,
    isActive: true,
    includeInMenu: false,
    intro: 'Der Zaunshop für Haus, Garten und Gewerbe.',
    saleLabel: null,
    landingPage: null,
    childIds: TREE.map((c) => c.id),
  };
  const records: CategoryRecord[] = [root];
  const visit = (defs: CategoryDef[], parent: CategoryRecord, urlPrefix: string): void => {
    defs.forEach((def, index) => {
      const urlKey = slugify(def.name);
      const urlPath = urlPrefix ? `${urlPrefix}/${urlKey}` : urlKey;
      const record: CategoryRecord = {
        id: def.id,
        parentId: parent.id,
        parentIds: [...parent.parentIds, parent.id],
        name: def.name,
        urlKey,
        urlPath,
        slug: urlKey,
        level: parent.level + 1,
        position: index + 1,
        path: `${parent.path}/${def.id}`,
        isActive: def.active ?? true,
        includeInMenu: def.menu ?? true,
        intro: def.intro,
        saleLabel: def.saleLabel ?? null,
        landingPage: def.landingPage ?? null,
        childIds: (def.children ?? []).map((c) => c.id),
      };
      records.push(record);
      visit(def.children ?? [], record, urlPath);
    });
  };
  visit(TREE, root, '');
  return records;
}

/** Category ids from a leaf up to (not including) the root: products are listed in every ancestor. */
export function withAncestors(records: Map<number, CategoryRecord>, ids: readonly number[]): number[] {
  const out: number[] = [];
  for (const id of ids) {
    for (let cur = records.get(id); cur && cur.id !== ROOT_CATEGORY_ID; cur = records.get(cur.parentId)) {
      if (!out.includes(cur.id)) out.push(cur.id);
    }
  }
  return out;
}
