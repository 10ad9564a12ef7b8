import type { PlannerCatalog, PlannerProduct } from './catalog.ts';

/**
 * A small catalog shaped like the seeded shop's (tests only): two mesh-panel systems, line, foot
 * and corner posts, clamps, caps, concrete, privacy strips and gates, priced as a German store.
 */
const p = (fields: Partial<PlannerProduct> & Pick<PlannerProduct, 'sku' | 'name' | 'categoryIds' | 'price'>) =>
  ({
    pack: 1,
    weight: 1,
    stock: 'ok',
    qty: 500,
    related: [],
    deliveryTime: { kind: 'stock', min_days: 2, max_days: 4 },
    ...fields,
  }) satisfies PlannerProduct;

export const ANT = '161';
export const GREEN = '162';
export const CONCRETE = '151';
export const FOOT = '152';

export function testCatalog(): PlannerCatalog {
  return {
    roles: {
      panel: [3, 4, 5],
      post: [23],
      fixing: [26],
      cap: [28],
      foundation: [29],
      privacy: [16],
      gate: [18, 19, 20],
    },
    systems: [
      { id: 4, name: 'Doppelstabmatten 6/5/6', minLength: 5 },
      { id: 5, name: 'Doppelstabmatten 8/6/8', minLength: 5 },
    ],
    labels: {
      [ANT]: 'Anthrazit RAL 7016',
      [GREEN]: 'Grün RAL 6005',
      [CONCRETE]: 'zum Einbetonieren',
      [FOOT]: 'mit Fußplatte',
    },
    concreteMounts: [CONCRETE],
    products: [
      p({
        sku: 'MAT-656-1230-ANT',
        name: 'Doppelstabmatte 6/5/6 Anthrazit 1230 mm',
        categoryIds: [3, 4],
        price: 40,
        height: 1230,
        width: 2500,
        color: ANT,
        related: ['POST-1230-ANT', 'CAP-6040-ANT', 'CLAMP-6040'],
        deliveryTime: { kind: 'freight', min_days: 5, max_days: 10 },
      }),
      p({
        sku: 'MAT-868-1230-ANT',
        name: 'Doppelstabmatte 8/6/8 Anthrazit 1230 mm',
        categoryIds: [3, 5],
        price: 60.49,
        height: 1230,
        width: 2500,
        color: ANT,
      }),
      p({
        sku: 'MAT-868-1230-GN',
        name: 'Doppelstabmatte 8/6/8 Grün 1230 mm',
        categoryIds: [3, 5],
        price: 60.49,
        height: 1230,
        width: 2500,
        color: GREEN,
        stock: 'out_of_stock',
        qty: 0,
      }),
      ...[ANT, GREEN].flatMap((color) => [
        p({
          sku: `POST-1230-${color}`,
          name: `Zaunpfosten 60x40 mm ${color}`,
          categoryIds: [23],
          price: 33.58,
          height: 1230,
          color,
          size: '60x40 mm',
          mount: CONCRETE,
          related: ['CAP-6040-ANT', 'CONCRETE-25'],
        }),
        p({
          sku: `POSTF-1230-${color}`,
          name: `Zaunpfosten 60x40 mm mit Fußplatte ${color}`,
          categoryIds: [23],
          price: 43.58,
          height: 1230,
          color,
          size: '60x40 mm',
          mount: FOOT,
          related: ['CAP-6040-ANT', 'CONCRETE-25'],
        }),
        p({
          sku: `CORNER-1230-${color}`,
          name: `Eckpfosten 60x60 mm ${color}`,
          categoryIds: [23],
          price: 46.6,
          height: 1230,
          color,
          size: '60x60 mm',
          mount: CONCRETE,
        }),
      ]),
      p({
        sku: 'CLAMP-6040',
        name: 'Klemmhalter 60x40 für Doppelstabmatten (10 Stück)',
        categoryIds: [26],
        price: 19.9,
        pack: 10,
      }),
      p({ sku: 'CLAMP-6060', name: 'Eckklemmhalter 60x60 (10 Stück)', categoryIds: [26], price: 24.9, pack: 10 }),
      p({
        sku: 'CLIPS-50',
        name: 'Befestigungsclips für Sichtschutzstreifen (50 Stück)',
        categoryIds: [26],
        price: 9.9,
        pack: 50,
      }),
      p({
        sku: 'CAP-6040-ANT',
        name: 'Pfostenkappe 60x40 Anthrazit',
        categoryIds: [28],
        price: 2.49,
        size: '60x40 mm',
        color: ANT,
      }),
      p({
        sku: 'CAP-6060-ANT',
        name: 'Pfostenkappe 60x60 Anthrazit',
        categoryIds: [28],
        price: 2.99,
        size: '60x60 mm',
        color: ANT,
      }),
      p({ sku: 'CONCRETE-25', name: 'Schnellbeton 25 kg', categoryIds: [29], price: 7.99, weight: 25 }),
      p({
        sku: 'STRIP-ANT-35',
        name: 'Sichtschutzstreifen Anthrazit 19 cm x 35 m',
        categoryIds: [16],
        price: 39.9,
        size: '19 cm x 35 m',
        color: ANT,
        related: ['CLIPS-50'],
      }),
      p({
        sku: 'GATE1-1000-1230-ANT',
        name: 'Gartentor einflügelig 1000 x 1230 mm',
        categoryIds: [18, 19],
        price: 509.9,
        leaves: 1,
        width: 1000,
        height: 1230,
        color: ANT,
        parentSku: 'GATE1',
      }),
      p({
        sku: 'GATE2-3000-1230-ANT-CHEAP',
        name: 'Doppelflügeltor Basic 3000 x 1230 mm',
        categoryIds: [18, 20],
        price: 900,
        leaves: 2,
        width: 3000,
        height: 1230,
        color: ANT,
        stock: 'out_of_stock',
        qty: 0,
        parentSku: 'GATE2',
      }),
      p({
        sku: 'GATE2-3000-1230-ANT',
        name: 'Doppelflügeltor Premium 3000 x 1230 mm',
        categoryIds: [18, 20],
        price: 1287.5,
        leaves: 2,
        width: 3000,
        height: 1230,
        color: ANT,
        parentSku: 'GATE2P',
      }),
    ],
  };
}
