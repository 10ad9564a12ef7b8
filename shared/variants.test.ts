import { describe, expect, it } from 'vitest';
import type { ChildProduct, Product } from './schemas/catalog.ts';
import { createTranslator } from './i18n/translate.ts';
import { choiceNotice } from './variant-notice.ts';
import { chooseValue, combinationExists, selectionOf, selectVariant, valueState } from './variants.ts';

// A gate in two colours (ANT, GN), four heights and two widths; option ids as the catalog stores them.
const COLORS = { ANT: '161', GN: '162' } as const;
const HEIGHTS = { 830: '102', 1030: '104', 1230: '105', 1430: '106' } as const;
const WIDTHS = { 1000: '122', 1250: '123' } as const;

type Color = keyof typeof COLORS;
type Height = keyof typeof HEIGHTS;
type Width = keyof typeof WIDTHS;

interface ChildSpec {
  out?: boolean;
  disabled?: boolean;
  price?: number;
}

function child(color: Color, height: Height, width: Width, spec: ChildSpec = {}): ChildProduct {
  const sku = `GT-${width}-${height}-${color}`;
  return {
    id: Number(`${width}${height}`) + (color === 'GN' ? 1 : 0),
    sku,
    name: sku,
    type_id: 'simple',
    url_key: sku.toLowerCase(),
    status: spec.disabled ? 2 : 1,
    price: spec.price ?? 400 + height / 10 + (width - 1000) / 10,
    stock: { is_in_stock: !spec.out, qty: spec.out ? 0 : 5 },
    color: COLORS[color],
    hoehe: HEIGHTS[height],
    breite: WIDTHS[width],
  };
}

function gate(children: ChildProduct[]): Product {
  return {
    id: 1,
    sku: 'GT',
    name: 'Gartentor',
    type_id: 'configurable',
    price: 0,
    url_key: 'gartentor',
    configurable_options: [
      {
        attribute_code: 'color',
        attribute_id: 144,
        label: 'Farbe',
        values: Object.entries(COLORS).map(([label, id]) => ({ value_index: Number(id), label })),
      },
      {
        attribute_code: 'hoehe',
        attribute_id: 140,
        label: 'Höhe',
        values: Object.entries(HEIGHTS).map(([mm, id]) => ({ value_index: Number(id), label: `${mm} mm` })),
      },
      {
        attribute_code: 'breite',
        attribute_id: 141,
        label: 'Breite',
        values: Object.entries(WIDTHS).map(([mm, id]) => ({ value_index: Number(id), label: `${mm} mm` })),
      },
    ],
    configurable_children: children,
  };
}

/** Every combination, with the given ones replaced. */
function fullGate(overrides: Record<string, ChildSpec> = {}): Product {
  const children: ChildProduct[] = [];
  for (const color of Object.keys(COLORS) as Color[])
    for (const height of Object.keys(HEIGHTS).map(Number) as Height[])
      for (const width of Object.keys(WIDTHS).map(Number) as Width[])
        children.push(child(color, height, width, overrides[`${color}-${height}-${width}`]));
  return gate(children);
}

const sel = (color: Color, height: Height, width: Width) => ({
  color: COLORS[color],
  hoehe: HEIGHTS[height],
  breite: WIDTHS[width],
});

describe('opening a product (selectVariant)', () => {
  it('takes the cheapest available child, skipping sold-out and disabled ones', () => {
    const product = fullGate({ 'ANT-830-1000': { out: true }, 'GN-830-1000': { disabled: true, price: 1 } });
    expect(selectVariant(product, {}).child?.sku).toBe('GT-1000-1030-ANT');
  });

  it('says no variant is available when every child is sold out or disabled', () => {
    const product = gate([child('ANT', 830, 1000, { out: true }), child('GN', 830, 1000, { disabled: true })]);
    expect(selectVariant(product, {})).toEqual({ child: null, error: 'No available product variants', exact: false });
  });
});

describe('marking values (valueState)', () => {
  const product = fullGate({
    'GN-1230-1000': { out: true },
    'GN-1430-1000': { disabled: true },
  });
  const current = sel('ANT', 1230, 1000);

  it('marks a value sold out when the children with it and the other choices are all out of stock', () => {
    expect(valueState(product, current, 'color', COLORS.GN)).toBe('sold_out');
    expect(valueState(product, current, 'color', COLORS.ANT)).toBe('available');
    // With another width chosen, green 1230 mm is there.
    expect(valueState(product, sel('ANT', 1230, 1250), 'color', COLORS.GN)).toBe('available');
  });

  it('marks a value not available when only disabled children or none have it with the other choices', () => {
    expect(valueState(product, sel('GN', 1230, 1000), 'hoehe', HEIGHTS[1430])).toBe('unavailable');
    const withoutCombination = gate([child('ANT', 830, 1000), child('GN', 1030, 1000)]);
    expect(valueState(withoutCombination, sel('ANT', 830, 1000), 'color', COLORS.GN)).toBe('unavailable');
    expect(combinationExists(withoutCombination, sel('GN', 830, 1000))).toBe(false);
  });
});

describe('choosing a value (chooseValue)', () => {
  it('takes the exact combination when it is available', () => {
    const product = fullGate();
    const choice = chooseValue(product, sel('ANT', 1230, 1000), 'color', COLORS.GN);
    expect(choice).toMatchObject({ available: true, exists: true, changed: [] });
    expect(choice.child?.sku).toBe('GT-1000-1230-GN');
  });

  it('keeps the clicked value and changes the fewest other attributes', () => {
    // Green 1230 mm is sold out in 1000 mm; every green 1000 mm gate but 830 mm is sold out too.
    const product = fullGate({
      'GN-1230-1000': { out: true },
      'GN-1030-1000': { out: true },
      'GN-1430-1000': { out: true },
    });
    const choice = chooseValue(product, sel('ANT', 1230, 1000), 'color', COLORS.GN);
    // 1250 mm wide in 1230 mm changes one attribute; 830 mm high in 1000 mm changes one too but
    // lies two steps away: the width wins although it is dearer.
    expect(choice.child?.sku).toBe('GT-1250-1230-GN');
    expect(choice.changed).toEqual([{ code: 'breite', from: WIDTHS[1000], to: WIDTHS[1250] }]);
    expect(choice).toMatchObject({ available: true, exists: true });
  });

  it('prefers the nearer value of a changed attribute over a cheaper farther one', () => {
    const product = fullGate({ 'GN-1230-1000': { out: true }, 'GN-1230-1250': { out: true } });
    const choice = chooseValue(product, sel('ANT', 1230, 1000), 'color', COLORS.GN);
    // 1030 and 1430 mm are one step from 1230 mm, 830 mm (cheapest) two: of the two, the cheaper.
    expect(choice.child?.sku).toBe('GT-1000-1030-GN');
    expect(choice.changed).toEqual([{ code: 'hoehe', from: HEIGHTS[1230], to: HEIGHTS[1030] }]);
  });

  it('breaks a tie of equally close children by the lower price', () => {
    const product = fullGate({
      'GN-1230-1000': { out: true },
      'GN-1030-1000': { price: 900 },
      'GN-1430-1000': { price: 500 },
      'GN-1230-1250': { price: 700 },
    });
    expect(chooseValue(product, sel('ANT', 1230, 1000), 'color', COLORS.GN).child?.sku).toBe('GT-1000-1430-GN');
  });

  it('changes two attributes only when no child with the value differs in one', () => {
    const product = gate([child('ANT', 1230, 1000), child('GN', 830, 1250), child('GN', 1430, 1250, { out: true })]);
    const choice = chooseValue(product, sel('ANT', 1230, 1000), 'color', COLORS.GN);
    expect(choice.child?.sku).toBe('GT-1250-830-GN');
    expect(choice.changed.map((c) => c.code)).toEqual(['hoehe', 'breite']);
    expect(choice.exists).toBe(false);
  });

  it('shows the closest sold-out child when no available child has the value', () => {
    const product = fullGate(
      Object.fromEntries(
        (['830', '1030', '1230', '1430'] as const).flatMap((h) => [
          [`GN-${h}-1000`, { out: true }],
          [`GN-${h}-1250`, { out: true }],
        ]),
      ),
    );
    const choice = chooseValue(product, sel('ANT', 1230, 1000), 'color', COLORS.GN);
    expect(choice.child?.sku).toBe('GT-1000-1230-GN');
    expect(choice).toMatchObject({ available: false, exists: true, changed: [] });
  });

  it('leaves the choice as it is when only disabled children have the value', () => {
    const product = gate([child('ANT', 1230, 1000), child('GN', 1230, 1000, { disabled: true })]);
    expect(chooseValue(product, sel('ANT', 1230, 1000), 'color', COLORS.GN)).toEqual({
      child: null,
      changed: [],
      available: false,
      exists: true,
    });
  });

  it('chooses from nothing chosen yet (every child sold out) without reporting changes', () => {
    const product = gate([child('ANT', 1230, 1000, { out: true }), child('GN', 830, 1000, { out: true })]);
    const choice = chooseValue(product, {}, 'color', COLORS.GN);
    expect(choice.child?.sku).toBe('GT-1000-830-GN');
    expect(choice).toMatchObject({ available: false, changed: [] });
    expect(selectionOf(product, choice.child!)).toEqual(sel('GN', 830, 1000));
  });
});

describe('what the page says about a choice (choiceNotice)', () => {
  const german = createTranslator('de-DE');
  const english = createTranslator('en-US');
  const clickGreen = { code: 'color', value: COLORS.GN };

  it('names the changed attribute with its old and new value, in German and English', () => {
    const product = fullGate({
      'GN-1230-1000': { out: true },
      'GN-1030-1000': { out: true },
      'GN-1230-1250': { out: true },
    });
    const choice = chooseValue(product, sel('ANT', 1230, 1000), 'color', COLORS.GN);
    expect(choiceNotice(product, clickGreen, choice, german, 'de-DE')).toBe(
      'Höhe 1230 mm ist in GN nicht lieferbar – wir haben 1430 mm gewählt.',
    );
    expect(choiceNotice(product, clickGreen, choice, english, 'en-US')).toBe(
      'Höhe 1230 mm is not available in GN – we have chosen 1430 mm.',
    );
  });

  it('lists several changed attributes', () => {
    const product = gate([child('ANT', 1230, 1000), child('GN', 830, 1250)]);
    const choice = chooseValue(product, sel('ANT', 1230, 1000), 'color', COLORS.GN);
    expect(choiceNotice(product, clickGreen, choice, german, 'de-DE')).toBe(
      'Höhe 1230 mm und Breite 1000 mm sind in GN nicht lieferbar – wir haben Höhe 830 mm und Breite 1250 mm gewählt.',
    );
  });

  it('says a value is sold out, or not available, and nothing when the combination was there', () => {
    const soldOut = gate([child('ANT', 1230, 1000), child('GN', 1230, 1000, { out: true })]);
    const disabled = gate([child('ANT', 1230, 1000), child('GN', 1230, 1000, { disabled: true })]);
    const there = fullGate();
    const notice = (product: Product) =>
      choiceNotice(
        product,
        clickGreen,
        chooseValue(product, sel('ANT', 1230, 1000), 'color', COLORS.GN),
        german,
        'de-DE',
      );
    expect(notice(soldOut)).toBe('GN ist zurzeit ausverkauft.');
    expect(notice(disabled)).toBe('GN ist nicht lieferbar.');
    expect(notice(there)).toBe('');
  });
});
