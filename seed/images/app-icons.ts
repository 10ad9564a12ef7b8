// The shop's app icons as PNG, drawn from public/icons/icon.svg: the favicon and the icons the web
// app manifest offers for a home screen. A browser turns an SVG icon into a document of its own on
// the page's main thread as the page loads; a PNG is a plain picture. Android's home screen also
// asks for 192 and 512 px icons.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** Square sizes in px, each written as `icon-{size}.png`. */
export const APP_ICON_SIZES = [32, 192, 512] as const;

export const appIconFile = (size: number): string => `icon-${size}.png`;

/**
 * Writes every PNG size of `svgFile` into `dir` and returns how many it wrote. Three small
 * pictures take a few milliseconds: they are simply drawn on every build.
 */
export async function writeAppIcons(svgFile: string, dir: string): Promise<number> {
  const svg = readFileSync(svgFile);
  const { width: drawnWidth = APP_ICON_SIZES[0] } = await sharp(svg).metadata();
  for (const size of APP_ICON_SIZES) {
    // Rendered at the size's own density, so small sizes stay sharp instead of being shrunk.
    await sharp(svg, { density: (72 * size) / drawnWidth })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(join(dir, appIconFile(size)));
  }
  return APP_ICON_SIZES.length;
}
