import { describe, expect, it } from 'vitest';
import { parseProps, propsSerializer, type SharedState } from './shared-props.ts';

const serializeProps = (props: object, shared: SharedState) => propsSerializer(shared)(props);

const product = { sku: 'DSMZ-656', name: 'Doppelstabmattenzaun', children: [{ sku: 'A' }, { sku: 'B' }] };
const menu = [{ id: 1, name: 'Zäune' }];
const state: SharedState = { page: { product, reviews: null }, layout: { menu } };

describe('island props shared with the page state', () => {
  it('writes a product the state holds once, as a reference, and reads it back', () => {
    const props = { product, childSku: 'A' };
    const text = serializeProps(props, state);
    expect(text).not.toContain('Doppelstabmattenzaun');
    expect(parseProps(text, state)).toEqual(props);
    expect(parseProps(text, state).product).toBe(product);
  });

  it('keeps copies that are equal but not the same object inline', () => {
    const props = { product: { ...product }, menu };
    const text = serializeProps(props, state);
    expect(text).toContain('Doppelstabmattenzaun');
    expect(text).not.toContain('Zäune');
    expect(parseProps(text, state)).toEqual(props);
  });

  it('refers to nested shared values and leaves look-alike data alone', () => {
    const props = { block: { menu }, note: { $state: 'page.product', extra: 1 }, list: [product] };
    const parsed = parseProps(serializeProps(props, state), state);
    expect(parsed).toEqual(props);
  });

  it('refers to the objects of a shared list by their place in it', () => {
    const second = { sku: 'GT1', name: 'Gartentor' };
    const listing: SharedState = { page: { products: [product, second] } };
    const text = serializeProps({ product: second, compact: true }, listing);
    expect(text).toBe('{"product":{"$state":"page.products.1"},"compact":true}');
    expect(parseProps(text, listing).product).toBe(second);
    expect(parseProps('{"product":{"$state":"page.products.7"}}', listing).product).toBeUndefined();
  });

  it('writes plain JSON when nothing is shared', () => {
    expect(serializeProps({ term: 'zaun' }, {})).toBe('{"term":"zaun"}');
  });
});
