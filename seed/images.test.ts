// Images: few, small, correctly sized, and every path a document mentions exists.
import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generate.ts';

const catalog = generateCatalog();
const files = catalog.images;

describe('catalog images', () => {
  it('stays below 200 files of under 3 kB each', () => {
    expect(files.size).toBeLessThan(200);
    for (const [name, svg] of files) expect(new TextEncoder().encode(svg).length, name).toBeLessThan(3072);
  });
  it('declares width, height and viewBox matching the size in the file name', () => {
    for (const [name, svg] of files) {
      const [, w, h] = /-(\d+)x(\d+)\.svg$/.exec(name)!;
      expect(
        svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`),
        name,
      ).toBe(true);
    }
  });
  it('has a file for every image path in products and banners', () => {
    const paths = new Set<string>();
    for (const p of catalog.products) {
      const d = p.doc as any;
      paths.add(d.image).add(d.thumbnail);
      for (const g of d.media_gallery) paths.add(g.image);
      for (const c of d.configurable_children ?? []) paths.add(c.image).add(c.thumbnail);
    }
    for (const b of catalog.banners) paths.add((b as any).image);
    for (const path of paths) expect(files.has(path.replace('/img/catalog/', '')), path).toBe(true);
    const doc = catalog.products[0]!.doc as any;
    expect(doc.image).toMatch(/-500x450\.svg$/);
    expect(doc.thumbnail).toMatch(/-150x150\.svg$/);
    expect(doc.media_gallery[0]).toMatchObject({ typ: 'image', pos: 1 });
    expect(doc.media_gallery[0].image).toMatch(/-1380x900\.svg$/);
  });
  it('has home slider banners in order', () => {
    const slider = (id: number) =>
      catalog.banners.filter((b: any) => b.slider_id === id && b.is_active).map((b: any) => b.order_banner);
    expect(slider(1)).toEqual([1, 2, 3, 4]);
    expect(slider(2)).toEqual([1, 2]);
    const slugs = new Set(catalog.categories.map((c) => c.slug));
    for (const b of catalog.banners as any[]) expect(slugs.has(b.link.replace('/c/', '')), b.link).toBe(true);
  });
});
