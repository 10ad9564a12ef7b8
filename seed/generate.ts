// Entry point: writes seed/out/seed.sql and the SVG images into public/img/catalog/, with raster
// copies (AVIF, WebP, JPEG) of the product and banner drawings (seed/images/raster.ts), and the
// shop's PNG app icons (seed/images/app-icons.ts).
//
//   node --experimental-strip-types seed/generate.ts
//   node --experimental-strip-types seed/generate.ts --products 10000 --out bench/catalog.sql --stores default
//   node --experimental-strip-types seed/generate.ts --no-images
//
// --products N  top the shop up to N visible products (benchmarks); default: the hand-made shop
// --out PATH    SQL file to write (default seed/out/seed.sql), relative to the current directory
// --stores a,b  store codes to seed (default: default,de,at)
// --no-images   skip writing SVG files and their raster copies
// Library use: import { generateCatalog, writeSql } from './seed/generate.ts'.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCatalog } from './catalog.ts';
import { IMAGE_DIR } from './constants.ts';
import { writeSql } from './sql.ts';
import { blogImageFiles } from './blog/index.ts';

export { generateCatalog, type Catalog, type GenerateOptions } from './catalog.ts';
export { writeSql, type WriteSqlOptions } from './sql.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface CliOptions {
  products?: number;
  out: string;
  stores?: string[];
  images: boolean;
}

export function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { out: join(REPO_ROOT, 'seed/out/seed.sql'), images: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--products') {
      options.products = Number(value());
      if (!Number.isInteger(options.products) || options.products < 0)
        throw new Error('--products needs a whole number');
    } else if (arg === '--out') options.out = resolve(value());
    else if (arg === '--stores')
      options.stores = value()
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (arg === '--no-images') options.images = false;
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

/** Writes the image files; returns how many. Existing files are overwritten with identical bytes. */
export function writeImages(images: Map<string, string>, dir = join(REPO_ROOT, IMAGE_DIR)): number {
  mkdirSync(dir, { recursive: true });
  for (const [name, svg] of images) writeFileSync(join(dir, name), svg);
  return images.size;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const catalog = generateCatalog({ productCount: options.products });
  const sql = writeSql(catalog, { stores: options.stores });
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, sql);
  // The blog's featured images (seed/blog) are written beside the catalog's.
  const imageCount = options.images ? writeImages(catalog.images) + writeImages(blogImageFiles()) : 0;
  // sharp loads only when images are written: the bench's --no-images runs never need it.
  const raster = options.images
    ? await (await import('./images/raster.ts')).writeRasters(
        catalog.images,
        join(REPO_ROOT, IMAGE_DIR),
        join(REPO_ROOT, 'seed/out/raster-hashes.json'),
      )
    : null;
  const icons = options.images
    ? await (await import('./images/app-icons.ts')).writeAppIcons(
        join(REPO_ROOT, 'public/icons/icon.svg'),
        join(REPO_ROOT, 'public/icons'),
      )
    : null;
  const kb = (n: number): string => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    [
      `wrote ${options.out} (${kb(Buffer.byteLength(sql))})`,
      `  products: ${catalog.stats.visibleProducts} visible (${catalog.stats.listableProducts} listable) + ${catalog.stats.childProducts} configurable children`,
      `  categories: ${catalog.categories.length}, url rewrites: ${catalog.urlRewrites.length}, attribute rows: ${catalog.productAttributes.length}`,
      options.images ? `  images: ${imageCount} files in ${IMAGE_DIR}/` : '  images: skipped',
      ...(raster
        ? [`  raster copies: ${raster.written} written, ${raster.unchanged} unchanged (${raster.drawings} drawings)`]
        : []),
      ...(icons === null ? [] : [`  app icons: ${icons} written`]),
    ].join('\n'),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
