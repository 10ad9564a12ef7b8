// Filterable product attributes and their option ids.
//
// VALUE REPRESENTATION (the contract with worker/ and client/):
// - Every select option has a numeric id, unique across all attributes. Product docs store that id
//   as a decimal STRING, as vue-storefront-api does: `hoehe: "105"`, `color: "161"`. The attribute
//   doc's `options` map it to the label: {value: "105", label: "1230 mm"}.
// - product_attributes.value holds exactly the same string; a configurable parent gets a row for
//   every value any of its children has, plus `<code>_options: ["105", …]` arrays in its doc.
// - configurable_options[].values[].value_index is the same id as a NUMBER (VSF wire format), and
//   configurable_options[].attribute_id is the attribute id as a string (also VSF).
// - erin_recommends is a boolean attribute with the Magento values "1" (yes) and "0" (no).

export type AttrCode =
  | 'hoehe'
  | 'breite'
  | 'anzahl_torfluegel'
  | 'ausfuehrung_neu'
  | 'color'
  | 'size'
  | 'material'
  | 'erin_recommends';

interface OptionSpec {
  key: string;
  label: string;
}
interface AttributeSpec {
  id: number;
  code: AttrCode;
  label: string;
  input: 'select' | 'boolean';
  comparable: boolean;
  /** First option id; options count up from here. */
  firstOptionId: number;
  options: OptionSpec[];
}

const mm = (values: number[]): OptionSpec[] => values.map((v) => ({ key: String(v), label: `${v} mm` }));

const SPECS: AttributeSpec[] = [
  {
    id: 140,
    code: 'hoehe',
    label: 'Höhe',
    input: 'select',
    comparable: true,
    firstOptionId: 101,
    options: mm([630, 830, 900, 1030, 1230, 1430, 1630, 1800, 1830, 2030]),
  },
  {
    id: 141,
    code: 'breite',
    label: 'Breite',
    input: 'select',
    comparable: true,
    firstOptionId: 121,
    options: mm([900, 1000, 1250, 1500, 1800, 2000, 2500, 3000, 3500, 4000]),
  },
  {
    id: 142,
    code: 'anzahl_torfluegel',
    label: 'Anzahl Torflügel',
    input: 'select',
    comparable: false,
    firstOptionId: 141,
    options: [
      { key: '1', label: 'einflügelig' },
      { key: '2', label: 'zweiflügelig' },
    ],
  },
  {
    id: 143,
    code: 'ausfuehrung_neu',
    label: 'Ausführung',
    input: 'select',
    comparable: true,
    firstOptionId: 151,
    options: [
      { key: 'beton', label: 'zum Einbetonieren' },
      { key: 'fussplatte', label: 'mit Fußplatte' },
      { key: 'huelse', label: 'mit Einschlaghülse' },
    ],
  },
  {
    id: 144,
    code: 'color',
    label: 'Farbe',
    input: 'select',
    comparable: true,
    firstOptionId: 161,
    options: [
      { key: 'anthrazit', label: 'Anthrazit RAL 7016' },
      { key: 'gruen', label: 'Grün RAL 6005' },
      { key: 'verzinkt', label: 'Silber verzinkt' },
      { key: 'braun', label: 'Braun' },
      { key: 'natur', label: 'Natur' },
    ],
  },
  {
    id: 145,
    code: 'size',
    label: 'Abmessung',
    input: 'select',
    comparable: false,
    firstOptionId: 181,
    options: [
      '60x40 mm',
      '60x60 mm',
      '80x80 mm',
      '100x100 mm',
      '50x50x50 cm',
      '100x50x30 cm',
      '100x80x30 cm',
      '100x100x30 cm',
      '100x50x50 cm',
      '100x100x50 cm',
      '200x50x50 cm',
      '200x100x30 cm',
      '30x30 cm',
      '19 cm x 35 m',
      '19 cm x 50 m',
    ].map((label) => ({ key: label, label })),
  },
  {
    id: 146,
    code: 'material',
    label: 'Material',
    input: 'select',
    comparable: true,
    firstOptionId: 201,
    options: [
      { key: 'stahl-pulver', label: 'Stahl, feuerverzinkt und pulverbeschichtet' },
      { key: 'stahl-verzinkt', label: 'Stahl, feuerverzinkt' },
      { key: 'galfan', label: 'Stahl, Galfan-beschichtet' },
      { key: 'aluminium', label: 'Aluminium' },
      { key: 'edelstahl', label: 'Edelstahl' },
      { key: 'kiefer', label: 'Kiefer, kesseldruckimprägniert' },
      { key: 'laerche', label: 'Lärche, unbehandelt' },
      { key: 'wpc', label: 'WPC (Holz-Kunststoff-Verbund)' },
      { key: 'hart-pvc', label: 'Hart-PVC' },
      { key: 'weich-pvc', label: 'Weich-PVC' },
      { key: 'bambus', label: 'Bambus' },
      { key: 'naturstein', label: 'Naturstein' },
      { key: 'beton', label: 'Beton' },
      { key: 'polyethylen', label: 'Polyethylen-Gewebe' },
      { key: 'kunststoff', label: 'Kunststoff (Polypropylen)' },
    ],
  },
  {
    id: 147,
    code: 'erin_recommends',
    label: 'Unsere Empfehlung',
    input: 'boolean',
    comparable: false,
    firstOptionId: 0,
    options: [],
  },
];

export const ATTRIBUTE_CODES: readonly AttrCode[] = SPECS.map((s) => s.code);

const specByCode = new Map(SPECS.map((s) => [s.code, s]));

export function attributeId(code: AttrCode): number {
  return specByCode.get(code)!.id;
}

/** Option id (as stored in product docs) for a human key: opt('hoehe', 1230) → "105". */
export function opt(code: AttrCode, key: string | number): string {
  const spec = specByCode.get(code)!;
  if (spec.input === 'boolean') return String(key) === '1' ? '1' : '0';
  const index = spec.options.findIndex((o) => o.key === String(key));
  if (index < 0) throw new Error(`unknown option ${code}=${key}`);
  return String(spec.firstOptionId + index);
}

/** Label of an option id, e.g. optionLabel('hoehe', "105") → "1230 mm". */
export function optionLabel(code: AttrCode, value: string): string {
  return attributeOptions(code).find((o) => o.value === value)?.label ?? value;
}

export function attributeLabel(code: AttrCode): string {
  return specByCode.get(code)!.label;
}

function attributeOptions(code: AttrCode): Array<{ value: string; label: string }> {
  const spec = specByCode.get(code)!;
  if (spec.input === 'boolean')
    return [
      { value: '1', label: 'Ja' },
      { value: '0', label: 'Nein' },
    ];
  return spec.options.map((o, i) => ({ value: String(spec.firstOptionId + i), label: o.label }));
}

/** Attribute docs, shaped like vue-storefront-api's attribute index. */
export function buildAttributeDocs(): Array<Record<string, unknown>> {
  return SPECS.map((spec, position) => ({
    id: spec.id,
    attribute_id: spec.id,
    attribute_code: spec.code,
    frontend_input: spec.input,
    frontend_label: spec.label,
    default_frontend_label: spec.label,
    is_user_defined: true,
    is_visible: true,
    is_visible_on_front: true,
    is_comparable: spec.comparable,
    is_filterable: true,
    is_searchable: spec.code === 'color' || spec.code === 'material',
    used_in_product_listing: true,
    is_required: false,
    position,
    scope: 'global',
    entity_type_id: '4',
    backend_type: 'int',
    options: attributeOptions(spec.code),
  }));
}
