// Wooden fences (Jägerzaun, Lattenzaun, privacy elements in pine and larch) and WPC fences with
// their aluminium posts.

import { opt } from '../attributes.ts';
import { CAT } from '../categories.ts';
import { FINISHES, type ColorKey } from '../palette.ts';
import type { Rng } from '../random.ts';
import { round2 } from '../text.ts';
import { img, maybeSpecial, mmText, shelf, recommends, saleLabelFor, specList } from './common.ts';
import type { CustomOptionDraft, ProductDraft } from './types.ts';

const WOOD_TEXT =
  'Das Holz stammt aus nachhaltig bewirtschafteten Wäldern (PEFC) und ist kesseldruckimprägniert; Schnittkanten sollten nach dem Kürzen nachgestrichen werden.';

function woodLine(
  rng: Rng,
  base: string,
  name: string,
  design: string,
  width: number,
  heights: number[],
  gross: (h: number) => number,
  text: string,
): ProductDraft[] {
  return heights.map((height): ProductDraft => {
    const special = maybeSpecial(rng, 0.1);
    return {
      sku: `${base}-${width}-${height}`,
      name: `${name} ${width} x ${height} mm`,
      type: 'simple',
      categories: [CAT.holz],
      price: shelf(gross(height)),
      image: img(design, 'natur', name),
      attrs: {
        hoehe: opt('hoehe', height),
        breite: opt('breite', width),
        color: opt('color', 'natur'),
        material: opt('material', 'kiefer'),
        erin_recommends: recommends(rng),
      },
      description:
        `<p>${text}</p><p>${WOOD_TEXT}</p>` +
        specList([
          ['Breite', mmText(width)],
          ['Höhe', mmText(height)],
        ]),
      shortDescription: `${name}, ${width} x ${height} mm, Kiefer imprägniert.`,
      weight: round2((((width / 1000) * height) / 1000) * 9),
      month: 3,
      special,
      saleLabel: saleLabelFor(special),
    };
  });
}

const PRIVACY_MODELS = [
  {
    name: 'Nordkap',
    wood: 'kiefer' as const,
    label: 'Kiefer',
    gross: 119,
    text: 'Waagerechte Profilbretter in Nut und Feder ergeben eine geschlossene, ruhige Fläche.',
  },
  {
    name: 'Alpina',
    wood: 'laerche' as const,
    label: 'Lärche',
    gross: 169,
    text: 'Sibirische Lärche ist von Natur aus harzreich und witterungsbeständig; sie vergraut mit der Zeit silbrig.',
  },
  {
    name: 'Rhombus',
    wood: 'kiefer' as const,
    label: 'Kiefer',
    gross: 139,
    text: 'Schräg gefaste Rhombusleisten mit 8 mm Fuge lassen Luft durch und bremsen den Wind.',
  },
];

function privacyDrafts(rng: Rng): ProductDraft[] {
  return PRIVACY_MODELS.flatMap((model) =>
    (['natur', 'braun'] as ColorKey[]).flatMap((color) =>
      [1800, 900].map((width): ProductDraft => {
        const special = maybeSpecial(rng, 0.12);
        return {
          sku: `SSE-${model.name.toUpperCase()}-${FINISHES[color].code}-${width}`,
          name: `Sichtschutzelement ${model.name} ${model.label} ${FINISHES[color].short} ${width} x 1800 mm`,
          type: 'simple',
          categories: [CAT.holz],
          price: shelf(width === 1800 ? model.gross : model.gross * 0.58),
          image: img('wood-sicht', color, `Sichtschutzelement ${model.name}`),
          attrs: {
            hoehe: opt('hoehe', 1800),
            breite: opt('breite', width),
            color: opt('color', color),
            material: opt('material', model.wood),
            erin_recommends: recommends(rng, 0.2),
          },
          description:
            `<p>${model.text} ${width === 900 ? 'Das halbe Element schließt Lücken am Zaunende oder neben der Terrasse.' : 'Das Standardmaß 180 x 180 cm lässt sich mit H-Pfostenankern schnell aufstellen.'}</p>` +
            `<p>${color === 'braun' ? 'Die braune Imprägnierung bringt das Holz auf einen warmen Nussbaumton.' : 'In Naturtönen bleibt die Maserung sichtbar.'}</p>`,
          shortDescription: `Holz-Sichtschutz ${model.name}, ${width} x 1800 mm.`,
          weight: round2((width / 1000) * 1.8 * 11),
          month: 5,
          special,
          saleLabel: saleLabelFor(special),
          related: ['FUND-PFOSTENANKER-H71'],
        };
      }),
    ),
  );
}

const WPC_POSTS: CustomOptionDraft[] = [
  {
    title: 'Pfostenset',
    type: 'drop_down',
    required: false,
    values: [
      { title: 'ohne Pfosten', price: 0, priceType: 'fixed' },
      { title: 'mit Alu-Pfosten und Bodenhülse', price: 71, priceType: 'fixed' },
    ],
  },
];

function wpcDrafts(rng: Rng): ProductDraft[] {
  const models = [
    {
      name: 'Steckzaun',
      gross: 249,
      text: 'Die Hohlkammerprofile werden einfach von oben zwischen die Alu-Pfosten gesteckt.',
    },
    { name: 'Rhombus', gross: 299, text: 'Massive Rhombusprofile mit schmaler Fuge wirken modern und leicht.' },
    {
      name: 'Lamellen',
      gross: 339,
      text: 'Schräg gestellte Lamellen sind von vorn blickdicht und lassen trotzdem Licht durch.',
    },
  ];
  const posts: ProductDraft[] = (['anthrazit', 'verzinkt'] as const).map((color) => ({
    sku: `WPC-ALUPFOSTEN-1850-${FINISHES[color].code}`,
    name: `Alu-Pfosten für WPC-Zaun 1850 mm ${color === 'verzinkt' ? 'Silber' : 'Anthrazit'}`,
    type: 'simple',
    categories: [CAT.wpc],
    price: shelf(54.9),
    image: img('post', color, 'Aluminiumpfosten'),
    attrs: {
      hoehe: opt('hoehe', 1800),
      color: opt('color', color),
      material: opt('material', 'aluminium'),
      erin_recommends: opt('erin_recommends', '0'),
    },
    description:
      '<p>Der Aluminiumpfosten mit Nut nimmt die WPC-Profile seitlich auf und wird in eine Bodenhülse gesteckt oder aufgedübelt.</p>',
    shortDescription: 'Alu-Nutpfosten für WPC-Steckzäune.',
    weight: 4.2,
    month: 9,
  }));
  return [
    ...models.flatMap((model) =>
      (['anthrazit', 'braun', 'natur'] as ColorKey[]).map((color): ProductDraft => {
        const special = maybeSpecial(rng, 0.15);
        return {
          sku: `WPC-${model.name.toUpperCase()}-${FINISHES[color].code}`,
          name: `WPC ${model.name} ${FINISHES[color].short} 1800 x 1800 mm`,
          type: 'simple',
          categories: [CAT.wpc],
          price: shelf(model.gross),
          image: img('wpc', color, `WPC-Zaun ${model.name}`),
          attrs: {
            hoehe: opt('hoehe', 1800),
            breite: opt('breite', 1800),
            color: opt('color', color),
            material: opt('material', 'wpc'),
            erin_recommends: recommends(rng, 0.25),
          },
          description:
            `<p>${model.text} WPC besteht zu rund 60 % aus Holzfasern und zu 40 % aus Polyethylen – es splittert nicht, fault nicht und muss nie gestrichen werden.</p>` +
            '<p>Leichte Farbunterschiede zwischen den Profilen sind materialbedingt und gleichen sich nach einigen Wochen im Freien an.</p>',
          shortDescription: `WPC-Sichtschutz ${model.name}, 1800 x 1800 mm.`,
          weight: 38,
          month: 9,
          special,
          saleLabel: saleLabelFor(special) ?? 'Neu',
          customOptions: WPC_POSTS,
          related: posts.map((p) => p.sku),
        };
      }),
    ),
    ...posts,
  ];
}

export function woodDrafts(rng: Rng): ProductDraft[] {
  return [
    ...woodLine(
      rng.fork('jaeger'),
      'JZ',
      'Jägerzaun Kiefer',
      'wood-jaeger',
      1800,
      [630, 830, 1030],
      (h) => 39 + h * 0.03,
      'Der klassische Jägerzaun mit gekreuzten Halbrundlatten passt zu Landhaus und Bauerngarten; die Elemente lassen sich scherenartig an Hanglagen anpassen.',
    ),
    ...woodLine(
      rng.fork('latten'),
      'LZ',
      'Lattenzaun Kiefer',
      'wood-latten',
      1800,
      [830, 1030, 1230],
      (h) => 45 + h * 0.035,
      'Senkrechte Latten mit gespitztem Kopf auf zwei Querriegeln – der Staketenzaun für Vorgarten und Beet.',
    ),
    ...privacyDrafts(rng.fork('sicht')),
    ...wpcDrafts(rng.fork('wpc')),
  ];
}
