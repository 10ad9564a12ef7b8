// Raster copies: every width and format the storefront offers exists at the right size, and an
// unchanged drawing is not encoded again.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { rasterFileNames, rasterSource } from '../../shared/raster-images.ts';
import { IMAGE_URL_BASE } from '../constants.ts';
import { generateCatalog } from '../generate.ts';
import { writeRasters } from './raster.ts';

const dir = mkdtempSync(join(tmpdir(), 'zaunshop-raster-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const hashFile = join(dir, 'hashes.json');

// One small drawing of each kind keeps the test quick; a blog image has no raster widths.
const all = generateCatalog().images;
const pick = (suffix: string) => [...all].find(([name]) => name.endsWith(suffix))!;
const svgs = new Map([pick('-150x150.svg'), pick('-500x450.svg')]);

describe('raster copies of the drawings', () => {
  it('writes AVIF and WebP at every listed width, JPEG at full width, with the drawing’s aspect ratio', async () => {
    const stats = await writeRasters(svgs, dir, hashFile, 2);
    expect(stats).toEqual({ drawings: 2, written: 8, unchanged: 0 });
    for (const name of svgs.keys()) {
      const source = rasterSource(`${IMAGE_URL_BASE}/${name}`)!;
      for (const out of rasterFileNames(source)) {
        const meta = await sharp(join(dir, out.name)).metadata();
        expect(meta.format, out.name).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[out.format]);
        expect(meta.width, out.name).toBe(out.width);
        expect(meta.height, out.name).toBe(Math.round((out.width * source.height) / source.width));
      }
    }
  });

  it('encodes again only what changed or went missing', async () => {
    const [first, second] = [...svgs.keys()] as [string, string];
    const stamp = statSync(join(dir, first.replace('.svg', '-150w.avif'))).mtimeMs;
    rmSync(join(dir, second.replace('.svg', '-320w.webp')));
    const changed = new Map(svgs).set(first, svgs.get(first)!.replace('#d5e3c8', '#d0e0c0'));
    expect(await writeRasters(svgs, dir, hashFile, 2)).toEqual({ drawings: 2, written: 1, unchanged: 7 });
    expect(statSync(join(dir, first.replace('.svg', '-150w.avif'))).mtimeMs).toBe(stamp);
    expect(await writeRasters(changed, dir, hashFile, 2)).toEqual({ drawings: 2, written: 3, unchanged: 5 });
  });
});
