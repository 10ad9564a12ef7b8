// Raster copies (AVIF, WebP, JPEG) of the catalog's SVG drawings, written beside them at the widths
// of shared/raster-images.ts. Phones decode a small AVIF far faster than they draw a detailed SVG,
// and the browser picks the width it needs.
//
// The build runs on 2 cores, so: each drawing is rendered once and every copy resized from that
// bitmap; drawings are converted in a pool as wide as the machine (libvips single-threaded per job);
// a copy whose drawing and settings are unchanged since the last run (content hash in a small JSON
// file beside the SQL output) is not written again.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { rasterFileNames, rasterSource, type RasterFormat } from '../../shared/raster-images.ts';
import { IMAGE_URL_BASE } from '../constants.ts';

/** Encoder settings; part of every hash, so changing them re-encodes everything. */
const ENCODE = {
  avif: { quality: 55, effort: 2 }, // effort 2: 5× faster than the default 4, about 30 % bigger files
  webp: { quality: 76, effort: 4 },
  jpg: { quality: 78, mozjpeg: true },
} as const;
const BACKGROUND = '#ffffff';

export interface RasterStats {
  drawings: number;
  written: number;
  unchanged: number;
}

interface Job {
  svg: string;
  outputs: Array<{ name: string; width: number; format: RasterFormat }>;
}

function encode(image: Sharp, format: RasterFormat): Sharp {
  if (format === 'avif') return image.avif(ENCODE.avif);
  if (format === 'webp') return image.webp(ENCODE.webp);
  return image.jpeg(ENCODE.jpg);
}

/** Renders the drawing once at its own size, then writes each missing copy from that bitmap. */
async function convert(job: Job, dir: string): Promise<void> {
  const { data, info } = await sharp(Buffer.from(job.svg))
    .flatten({ background: BACKGROUND })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const out of job.outputs) {
    const image = sharp(data, { raw }).resize({ width: out.width, kernel: 'lanczos3' });
    await encode(image, out.format).toFile(join(dir, out.name));
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

function readHashes(file: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Writes the raster copies of every drawing in `svgs` (file name → SVG text) that has raster widths
 * into `dir`; `hashFile` remembers what each copy was made from.
 */
export async function writeRasters(
  svgs: Map<string, string>,
  dir: string,
  hashFile: string,
  concurrency = availableParallelism(),
): Promise<RasterStats> {
  const previous = readHashes(hashFile);
  const current: Record<string, string> = {};
  const jobs: Job[] = [];
  let unchanged = 0;
  let drawings = 0;
  for (const [file, svg] of svgs) {
    const source = rasterSource(`${IMAGE_URL_BASE}/${file}`);
    if (!source) continue;
    drawings++;
    const hash = createHash('sha256').update(JSON.stringify(ENCODE)).update(BACKGROUND).update(svg).digest('hex');
    const all = rasterFileNames(source);
    for (const out of all) current[out.name] = hash;
    const outputs = all.filter((out) => previous[out.name] !== hash || !existsSync(join(dir, out.name)));
    unchanged += all.length - outputs.length;
    if (outputs.length) jobs.push({ svg, outputs });
  }
  mkdirSync(dir, { recursive: true });
  sharp.concurrency(1);
  await inPool(jobs, Math.max(1, concurrency), (job) => convert(job, dir));
  mkdirSync(dirname(hashFile), { recursive: true });
  writeFileSync(hashFile, `${JSON.stringify(current, null, 1)}\n`);
  const written = jobs.reduce((sum, job) => sum + job.outputs.length, 0);
  return { drawings, written, unchanged };
}
