import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createIslandRenderer, IslandMarker } from './Island.tsx';
import { escapeAttribute, markerHtml } from './marker.ts';

describe('island marker as text', () => {
  it('writes the markup the IslandMarker element renders, values escaped alike', () => {
    const inner = '<button type="button" aria-label="Zaun &amp; Tor">♥</button>';
    const renderer = createIslandRenderer(() => inner);
    const props = { label: `Tor "Lisa" & <Zaun> l'été`, count: 2 };
    const marker = createElement(IslandMarker, {
      renderer,
      name: 'wishlist-button',
      root: createElement('span'),
      props,
      when: 'interaction',
      stored: ['zaunshop:default:wishlist:v1', 'other&key'],
      className: 'grid "cell"',
    });
    const text = markerHtml({
      name: 'wishlist-button',
      id: 'wishlist-button0-',
      when: 'interaction',
      stored: ['zaunshop:default:wishlist:v1', 'other&key'],
      className: 'grid "cell"',
      props: renderer.serializeProps(props),
      html: inner,
    });
    expect(text).toBe(renderToString(marker));
  });

  it('leaves out the stored keys and extra classes an island does not have', () => {
    const text = markerHtml({ name: 'load-more', id: 'load-more3-', when: 'visible', props: '{}', html: '' });
    expect(text).toBe(
      '<div class="island" data-island="load-more" data-id="load-more3-" data-when="visible" data-props="{}"></div>',
    );
  });

  it('escapes every character that could end or open markup in an attribute', () => {
    expect(escapeAttribute(`"&'<>`)).toBe('&quot;&amp;&#x27;&lt;&gt;');
  });
});
