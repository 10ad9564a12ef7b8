// Product image registry. Products ask for (design, colour); each distinct pair is drawn once in
// the three sizes, so the whole shop needs well under 200 files. File names:
//   <design>-<colour>-1380x900.svg (gallery), -500x450.svg (product), -150x150.svg (cart).

import { IMAGE_SIZES, IMAGE_URL_BASE } from '../constants.ts';
import { FINISHES, type ColorKey } from '../palette.ts';
import { bannerFiles } from './banners.ts';
import { bambooFence, decorativeFence, fabricFence, fenceSet, gate, meshFence, stripFence } from './fences.ts';
import {
  anchor,
  boardElement,
  cap,
  clamp,
  concreteBag,
  gabionBasket,
  gabionColumn,
  gabionFence,
  hinge,
  lattice,
  lock,
  pdfDocument,
  pickets,
  sprayCan,
  standingPost,
  stones,
  toolbox,
  voucher,
} from './objects.ts';
import { renderSvg, type Drawing, type Paint } from './svg.ts';

export const DESIGNS: Record<string, { title: string; draw: (p: Paint) => Drawing }> = {
  dsm656: { title: 'Doppelstabmatte 6/5/6', draw: (p) => meshFence(p, 3) },
  dsm868: { title: 'Doppelstabmatte 8/6/8', draw: (p) => meshFence(p, 4.5) },
  zierzaun: { title: 'Doppelstab-Zierzaun', draw: decorativeFence },
  'gate1-basic': { title: 'Gartentor einflügelig', draw: (p) => gate(p, 1, 'mesh', false) },
  'gate1-premium': { title: 'Gartentor einflügelig mit Bogen', draw: (p) => gate(p, 1, 'bars', true) },
  'gate1-sicht': { title: 'Gartentor mit Sichtschutzfüllung', draw: (p) => gate(p, 1, 'slats', false) },
  'gate1-holz': { title: 'Gartentor aus Holz', draw: (p) => gate(p, 1, 'boards', false) },
  'gate2-basic': { title: 'Doppelflügeltor', draw: (p) => gate(p, 2, 'mesh', false) },
  'gate2-premium': { title: 'Doppelflügeltor mit Bogen', draw: (p) => gate(p, 2, 'bars', true) },
  'gate2-sicht': { title: 'Einfahrtstor mit Sichtschutzfüllung', draw: (p) => gate(p, 2, 'slats', false) },
  post: { title: 'Zaunpfosten', draw: (p) => standingPost(p, false) },
  'post-foot': { title: 'Zaunpfosten mit Fußplatte', draw: (p) => standingPost(p, true) },
  gabion: { title: 'Steinkorb', draw: gabionBasket },
  'gabion-fence': { title: 'Gabionenzaun', draw: gabionFence },
  'gabion-column': { title: 'Gabionensäule', draw: gabionColumn },
  stones: { title: 'Gabionensteine im Big Bag', draw: stones },
  'wood-jaeger': { title: 'Jägerzaun', draw: lattice },
  'wood-latten': { title: 'Lattenzaun', draw: pickets },
  'wood-sicht': { title: 'Sichtschutzelement aus Holz', draw: (p) => boardElement(p, false) },
  wpc: { title: 'WPC-Zaun', draw: (p) => boardElement(p, true) },
  'strip-hard': { title: 'Sichtschutzstreifen Hart-PVC', draw: (p) => stripFence(p, false) },
  'strip-soft': { title: 'Sichtschutzstreifen Weich-PVC', draw: (p) => stripFence(p, true) },
  bamboo: { title: 'Bambusmatte', draw: bambooFence },
  fabric: { title: 'Sichtschutzgewebe', draw: fabricFence },
  cap: { title: 'Pfostenkappe', draw: cap },
  clamp: { title: 'Befestigungsmaterial', draw: clamp },
  hinge: { title: 'Torbeschlag', draw: hinge },
  lock: { title: 'Torschloss', draw: lock },
  paint: { title: 'Ausbesserungslack', draw: sprayCan },
  concrete: { title: 'Schnellbeton', draw: concreteBag },
  anchor: { title: 'Bodenanker', draw: anchor },
  service: { title: 'Montage-Service', draw: toolbox },
  voucher: { title: 'Gutschein', draw: voucher },
  pdf: { title: 'PDF-Dokument', draw: pdfDocument },
  set: { title: 'Zaun-Komplettset', draw: fenceSet },
};

export interface ImageSet {
  image: string;
  thumbnail: string;
  gallery: string;
}

export interface ImageRegistry {
  use(design: string, color: ColorKey): ImageSet;
  /** Every file to write: file name → SVG text (product images in first-use order, then banners). */
  files(): Map<string, string>;
}

const sizeName = (s: { width: number; height: number }): string => `${s.width}x${s.height}`;

export function createImageRegistry(): ImageRegistry {
  const used = new Map<string, { design: string; color: ColorKey }>();
  return {
    use(design, color) {
      if (!DESIGNS[design]) throw new Error(`unknown image design ${design}`);
      const base = `${design}-${color}`;
      used.set(base, { design, color });
      const url = (size: { width: number; height: number }): string =>
        `${IMAGE_URL_BASE}/${base}-${sizeName(size)}.svg`;
      return {
        image: url(IMAGE_SIZES.product),
        thumbnail: url(IMAGE_SIZES.thumbnail),
        gallery: url(IMAGE_SIZES.gallery),
      };
    },
    files() {
      const out = new Map<string, string>();
      for (const [base, { design, color }] of used) {
        const spec = DESIGNS[design]!;
        const finish = FINISHES[color];
        const drawing = spec.draw(finish);
        for (const size of [IMAGE_SIZES.gallery, IMAGE_SIZES.product, IMAGE_SIZES.thumbnail]) {
          out.set(
            `${base}-${sizeName(size)}.svg`,
            renderSvg(drawing, size.width, size.height, `${spec.title} – ${finish.label}`),
          );
        }
      }
      for (const [name, svg] of bannerFiles()) out.set(name, svg);
      return out;
    },
  };
}
