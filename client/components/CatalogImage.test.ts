import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CatalogImage } from './CatalogImage.tsx';

type Props = Parameters<typeof CatalogImage>[0];
const render = (props: Props): string => renderToStaticMarkup(createElement(CatalogImage, props));

/** The attributes (names lower-cased, as HTML reads them) of every element named `tag`, in document order. */
function elements(html: string, tag: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...(m[1] ?? '').matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((a) => [a[1]?.toLowerCase(), a[2]])),
  );
}

const CARD_SIZES = '(min-width: 768px) 33vw, 50vw';

describe('CatalogImage', () => {
  it('offers a product drawing as AVIF and WebP at every built width, and a full-width JPEG img', () => {
    const html = render({
      src: '/img/catalog/dsm656-anthrazit-500x450.svg',
      width: 500,
      height: 450,
      sizes: CARD_SIZES,
    });
    expect(html.startsWith('<picture>')).toBe(true);
    expect(elements(html, 'source')).toEqual([
      {
        type: 'image/avif',
        srcset:
          '/img/catalog/dsm656-anthrazit-500x450-320w.avif 320w, /img/catalog/dsm656-anthrazit-500x450-500w.avif 500w',
        sizes: CARD_SIZES,
      },
      {
        type: 'image/webp',
        srcset:
          '/img/catalog/dsm656-anthrazit-500x450-320w.webp 320w, /img/catalog/dsm656-anthrazit-500x450-500w.webp 500w',
        sizes: CARD_SIZES,
      },
    ]);
    const [img] = elements(html, 'img');
    expect(img).toMatchObject({
      src: '/img/catalog/dsm656-anthrazit-500x450-500w.jpg',
      width: '500',
      height: '450',
      alt: '',
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('sizes a fixed thumbnail by its own width unless told otherwise', () => {
    const html = render({ src: '/img/catalog/cap-verzinkt-150x150.svg', width: 80, height: 72 });
    expect(elements(html, 'source').map((s) => s.sizes)).toEqual(['80px', '80px']);
    expect(elements(html, 'source')[0]?.srcset).toBe('/img/catalog/cap-verzinkt-150x150-150w.avif 150w');
    expect(elements(html, 'img')[0]).toMatchObject({ width: '80', height: '72' });
  });

  it('loads the largest picture at once with high priority, the first listing row at once', () => {
    const banner = { src: '/img/catalog/banner-tore-1380x500.svg', width: 1380, height: 500, sizes: '100vw' };
    const [high] = elements(render({ ...banner, priority: 'high' }), 'img');
    expect(high).toMatchObject({ fetchpriority: 'high', src: '/img/catalog/banner-tore-1380x500-1380w.jpg' });
    expect(high).not.toHaveProperty('loading');
    const [eager] = elements(render({ ...banner, priority: 'eager' }), 'img');
    expect(eager).not.toHaveProperty('loading');
    expect(eager).not.toHaveProperty('fetchpriority');
  });

  it('lets a picture that fills its width hold the box of its own ratio', () => {
    const card = { src: '/img/catalog/dsm656-anthrazit-500x450.svg', width: 500, height: 450 };
    expect(render({ ...card, fillWidth: true })).toMatch(
      /^<picture class="picture-box" style="aspect-ratio:500 \/ 450">/,
    );
    expect(render(card)).toMatch(/^<picture>/);
  });

  it('keeps any other image URL as one plain lazy img', () => {
    for (const src of ['https://cdn.example/gate.jpg', '/img/catalog/blog-gabionen-1200x675.svg']) {
      const html = render({ src, width: 500, height: 450, alt: 'Tor' });
      expect(html).not.toContain('<picture');
      expect(elements(html, 'img')).toEqual([
        { src, width: '500', height: '450', alt: 'Tor', loading: 'lazy', decoding: 'async' },
      ]);
    }
  });
});
