// Product and banner pictures in the server HTML: the page's largest picture preloaded from the head
// with high priority, every drawing offered as AVIF and WebP with a JPEG fallback.
import { describe, expect, it } from 'vitest';
import { configurable, get } from './helpers.ts';

const head = (html: string): string => html.slice(0, html.indexOf('</head>'));

/** The attributes of each `<link rel="preload" as="image">` (names lower-cased, entities decoded). */
function imagePreloads(html: string): Array<Record<string, string>> {
  return [...head(html).matchAll(/<link\b([^>]*)\/?>/g)]
    .map((m) =>
      Object.fromEntries(
        [...(m[1] ?? '').matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((a) => [
          a[1]!.toLowerCase(),
          a[2]!.replace(/&amp;/g, '&'),
        ]),
      ),
    )
    .filter((link) => link.rel === 'preload' && link.as === 'image');
}

/** `<picture>` elements of the body, each as its sources' types and srcsets and its img's attributes. */
function pictures(html: string): Array<{ sources: string[]; img: string }> {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)].map((m) => ({
    sources: [...m[1]!.matchAll(/<source type="([^"]+)" srcSet="([^"]+)"/gi)].map((s) => `${s[1]} ${s[2]}`),
    img: /<img\b[^>]*>/.exec(m[1]!)?.[0] ?? '',
  }));
}

describe('catalog pictures', () => {
  it('a product page preloads its main picture with high priority and offers AVIF, WebP and JPEG', async () => {
    const product = await configurable();
    // The variant named in the address is shown, with its own picture.
    const child = product.doc.configurable_children.at(-1);
    const html = await (await get(`/p/${encodeURIComponent(product.sku)}/${product.url_key}/${child.sku}`)).text();
    const main = String(child.media_gallery[0].image).replace(/\.svg$/, '');
    expect(main).toMatch(/-1380x900$/);

    expect(imagePreloads(html)).toEqual([
      expect.objectContaining({
        fetchpriority: 'high',
        type: 'image/avif',
        imagesrcset: `${main}-690w.avif 690w, ${main}-1380w.avif 1380w`,
        imagesizes: expect.stringContaining('100vw'),
      }),
    ]);

    const gallery = pictures(html).find((p) => p.img.includes('gallery__main'));
    expect(gallery?.sources).toEqual([
      `image/avif ${main}-690w.avif 690w, ${main}-1380w.avif 1380w`,
      `image/webp ${main}-690w.webp 690w, ${main}-1380w.webp 1380w`,
    ]);
    expect(gallery?.img).toContain(`src="${main}-1380w.jpg"`);
    expect(gallery?.img).toMatch(/fetchPriority="high"/i);
    expect(gallery?.img).not.toContain('loading="lazy"');
  });

  it('home preloads its hero banner; the product cards below load lazily', async () => {
    const html = await (await get('/')).text();
    const [hero] = imagePreloads(html);
    expect(hero).toMatchObject({ fetchpriority: 'high', type: 'image/avif' });
    expect(hero?.imagesrcset).toMatch(
      /^\/img\/catalog\/banner-[a-z-]+-1380x500-828w\.avif 828w, .+-1380w\.avif 1380w$/,
    );
    const cards = pictures(html).filter((p) => p.img.includes('product-card__image'));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.sources.map((s) => s.split(' ')[0])).toEqual(['image/avif', 'image/webp']);
      expect(card.img).toMatch(/src="[^"]+-500w\.jpg"/i);
    }
    expect(cards.some((card) => card.img.includes('loading="lazy"'))).toBe(true);
  });
});
