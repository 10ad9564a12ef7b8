/**
 * Raster copies of the shop's own drawings. The catalog names each image by its SVG drawing
 * (`/img/catalog/<name>-<W>x<H>.svg`); the build (seed/images/raster.ts) writes AVIF, WebP and JPEG
 * copies of it beside the SVG at the widths below, and the storefront (client/components/CatalogImage.tsx)
 * offers them as a `<picture>`. Both read this table, so the page never names a file the build skipped.
 */

export const RASTER_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

export const RASTER_MIME: Record<RasterFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * Widths written per drawing size: only those some layout picks. A phone (about 412 CSS px at 1.75
 * device pixels per px) takes the smaller one, a wide screen or a sharper phone the full size.
 * Gallery 1380×900: the product page's main picture (and its 138 px thumbnail strip).
 * Banner 1380×500: the home hero across the page. Product 500×450: listing cards (two to four a row),
 * compare, recently viewed and the wish list. Thumbnail 150×150: cart lines and search suggestions.
 */
export const RASTER_WIDTHS: Readonly<Record<string, readonly number[]>> = {
  '1380x900': [690, 1380],
  '1380x500': [828, 1380],
  '500x450': [320, 500],
  '150x150': [150],
};

/** A generated drawing: the common start of its raster files, its own size and the widths written. */
export interface RasterSource {
  base: string;
  width: number;
  height: number;
  widths: readonly number[];
}

const DRAWING = /^(\/img\/catalog\/[a-z0-9-]+-(\d+)x(\d+))\.svg$/;

/** The raster copies of an image URL, or null when it is not one of the shop's drawings (e.g. imported data). */
export function rasterSource(url: string | null | undefined): RasterSource | null {
  const match = url ? DRAWING.exec(url) : null;
  if (!match) return null;
  const [, base, w, h] = match as unknown as [string, string, string, string];
  const widths = RASTER_WIDTHS[`${w}x${h}`];
  return widths ? { base, width: Number(w), height: Number(h), widths } : null;
}

export const rasterUrl = (source: RasterSource, width: number, format: RasterFormat): string =>
  `${source.base}-${width}w.${format}`;

/** The `srcset` of one format: every written width with its `w` descriptor. */
export const rasterSrcSet = (source: RasterSource, format: RasterFormat): string =>
  source.widths.map((width) => `${rasterUrl(source, width, format)} ${width}w`).join(', ');

/**
 * File names (relative to the drawing's folder) of every raster copy of a drawing: AVIF and WebP at
 * every width, the JPEG fallback at full width only (the `<img>` of a `<picture>`, for browsers that
 * read neither, names one file).
 */
export function rasterFileNames(source: RasterSource): Array<{ name: string; width: number; format: RasterFormat }> {
  const folder = source.base.slice(0, source.base.lastIndexOf('/') + 1);
  return source.widths.flatMap((width) =>
    RASTER_FORMATS.filter((format) => format !== 'jpg' || width === source.width).map((format) => ({
      name: rasterUrl(source, width, format).slice(folder.length),
      width,
      format,
    })),
  );
}
