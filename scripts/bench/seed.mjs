// Generates seed SQL with the project's deterministic generator (seed/generate.ts) into a temp dir,
// without images. Only the Lighthouse phase writes the images, exactly as `npm run build` does.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runNode } from './util.mjs';

const GENERATOR = join(ROOT, 'seed/generate.ts');

/**
 * `products`: top the catalog up to that many visible products (the big search catalog);
 * `stores`: store codes to write. Returns the SQL file's path.
 */
export async function generateSeed(outFile, { products, stores } = {}) {
  if (!existsSync(GENERATOR)) throw new Error('seed/generate.ts is missing');
  const args = ['--experimental-strip-types', '--no-warnings', GENERATOR, '--out', outFile, '--no-images'];
  if (products) args.push('--products', String(products));
  if (stores) args.push('--stores', stores.join(','));
  await runNode(args, { label: 'seed/generate.ts', timeoutMs: 240_000 });
  return outFile;
}

/**
 * The catalog's drawings and their raster copies in public/img/catalog (what `npm run build` writes
 * there; unchanged copies are skipped), so the client build serves the pictures Lighthouse loads.
 */
export async function generateImages(sqlFile) {
  await runNode(['--experimental-strip-types', '--no-warnings', GENERATOR, '--out', sqlFile], {
    label: 'seed/generate.ts (images)',
    timeoutMs: 900_000,
  });
}
