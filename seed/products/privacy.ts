// Privacy screening for mesh fences: PVC strips woven into the panels, bamboo mats and fabric.

import { opt } from '../attributes.ts';
import { CAT } from '../categories.ts';
import { FINISHES, type ColorKey } from '../palette.ts';
import type { Rng } from '../random.ts';
import { img, maybeSpecial, mmText, shelf, recommends, saleLabelFor, specList, standardTiers } from './common.ts';
import { skus } from './skus.ts';
import type { ProductDraft } from './types.ts';

const colorWord = (color: ColorKey): string => (color === 'verzinkt' ? 'Silbergrau' : FINISHES[color].short);

function stripDrafts(rng: Rng, kind: 'HART' | 'WEICH', colors: ColorKey[]): ProductDraft[] {
  const hard = kind === 'HART';
  return colors.flatMap((color) =>
    [35, 50].map((length): ProductDraft => {
      const special = maybeSpecial(rng, 0.12);
      const price = shelf((hard ? 39.9 : 29.9) * (length === 50 ? 1.38 : 1));
      return {
        sku: skus.strip(kind, color, length),
        name: `Sichtschutzstreifen ${hard ? 'Hart' : 'Weich'}-PVC ${colorWord(color)} 19 cm x ${length} m`,
        type: 'simple',
        categories: [CAT.streifen],
        price,
        image: img(hard ? 'strip-hard' : 'strip-soft', color, 'Sichtschutzstreifen im Doppelstabmattenzaun'),
        attrs: {
          size: opt('size', `19 cm x ${length} m`),
          color: opt('color', color),
          material: opt('material', hard ? 'hart-pvc' : 'weich-pvc'),
          erin_recommends: recommends(rng, hard ? 0.3 : 0.05),
        },
        description:
          `<p>Die ${hard ? 'formstabilen Hart-PVC-Streifen (450 g/m²) bleiben auch im Sommer glatt gespannt' : 'flexiblen Weich-PVC-Streifen lassen sich besonders leicht einflechten'} ` +
          `und verwandeln einen Doppelstabmattenzaun in einen blickdichten Sichtschutz. Eine Rolle mit ${length} m reicht für etwa ${Math.round(length / 5.5)} m² Zaunfläche.</p>` +
          '<p>Die Streifen sind UV-stabilisiert und farbecht; Klemmschienen für die Enden sind im Lieferumfang enthalten.</p>' +
          specList([
            ['Streifenhöhe', '190 mm'],
            ['Rollenlänge', `${length} m`],
            ['Materialstärke', hard ? '0,45 mm' : '0,3 mm'],
          ]),
        shortDescription: `${hard ? 'Hart' : 'Weich'}-PVC-Sichtschutzstreifen, ${length} m Rolle inkl. Klemmschienen.`,
        weight: hard ? length * 0.09 : length * 0.06,
        month: 5,
        special,
        saleLabel: saleLabelFor(special),
        tierPrices: hard ? standardTiers(price) : undefined,
        related: [skus.stripClips],
      };
    }),
  );
}

function bambooDrafts(): ProductDraft[] {
  return [1030, 1230, 1430, 1830].map(
    (height): ProductDraft => ({
      sku: `SSM-BAMBUS-3000-${height}`,
      name: `Sichtschutzmatte Bambus 3000 x ${height} mm`,
      type: 'simple',
      categories: [CAT.matten],
      price: shelf(24.9 + height * 0.022),
      image: img('bamboo', 'natur', 'Bambusmatte am Zaun'),
      attrs: {
        hoehe: opt('hoehe', height),
        breite: opt('breite', 3000),
        color: opt('color', 'natur'),
        material: opt('material', 'bambus'),
        erin_recommends: opt('erin_recommends', '0'),
      },
      description:
        '<p>Halbierte Bambusrohre, mit verzinktem Draht verbunden, geben Balkon und Gartenzaun einen natürlichen, blickdichten Abschluss. ' +
        'Die Matte wird mit Kabelbindern befestigt und lässt sich mit einer Gartenschere kürzen.</p>' +
        specList([
          ['Länge', '3.000 mm'],
          ['Höhe', mmText(height)],
        ]),
      shortDescription: `Bambus-Sichtschutzmatte 3 m x ${mmText(height)}.`,
      weight: (height / 1000) * 3 * 2.1,
      month: 5,
    }),
  );
}

function fabricDrafts(rng: Rng): ProductDraft[] {
  return [1030, 1230, 1430, 1630, 1830].map(
    (height): ProductDraft => ({
      sku: `SSG-GN-${height}-25`,
      name: `Sichtschutzgewebe Grün ${height} mm x 25 m`,
      type: 'simple',
      categories: [CAT.matten],
      price: shelf(39.9 + height * 0.03),
      image: img('fabric', 'gruen', 'Sichtschutzgewebe am Zaun'),
      attrs: {
        hoehe: opt('hoehe', height),
        color: opt('color', 'gruen'),
        material: opt('material', 'polyethylen'),
        erin_recommends: opt('erin_recommends', '0'),
      },
      description:
        '<p>Das HDPE-Gewebe mit 180 g/m² deckt rund 90 % der Sicht ab und bricht den Wind, ohne ihn zu stauen. ' +
        'Alle 50 cm eingesetzte Ösen machen die Befestigung am Zaun mit Kabelbindern einfach.</p>',
      shortDescription: `Sichtschutzgewebe ${mmText(height)} hoch, Rolle 25 m, mit Ösen.`,
      weight: (height / 1000) * 25 * 0.2,
      month: 6,
      stock: rng.chance(0.4) ? { kind: 'volatile' } : undefined,
    }),
  );
}

export function privacyDrafts(rng: Rng): ProductDraft[] {
  return [
    ...stripDrafts(rng.fork('hart'), 'HART', ['anthrazit', 'gruen', 'braun', 'verzinkt']),
    ...stripDrafts(rng.fork('weich'), 'WEICH', ['anthrazit', 'gruen']),
    ...bambooDrafts(),
    ...fabricDrafts(rng.fork('gewebe')),
  ];
}
