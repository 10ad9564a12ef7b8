import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_ICON_SIZES, appIconFile, writeAppIcons } from './app-icons.ts';

const SHOP_ICON = join(import.meta.dirname, '../../public/icons/icon.svg');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'app-icons-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('app icons', () => {
  it('draws every size of the shop icon as a square PNG in the shop green', async () => {
    const dir = tempDir();
    expect(await writeAppIcons(SHOP_ICON, dir)).toBe(APP_ICON_SIZES.length);
    for (const size of APP_ICON_SIZES) {
      const image = sharp(join(dir, appIconFile(size)));
      const { width, height, format } = await image.metadata();
      expect({ width, height, format }).toEqual({ width: size, height: size, format: 'png' });
      // The middle of the left edge is the icon's green background (#2f4a3a), not transparent.
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const at = (Math.floor(size / 2) * info.width + Math.floor(size / 16)) * info.channels;
      expect([data[at], data[at + 1], data[at + 2]].map((c) => Math.round((c ?? 0) / 16))).toEqual([3, 5, 4]);
    }
  });
});
